import { fc, test as propTest } from "@fast-check/vitest";
import { describe, expect, test } from "vitest";
import { DiceError, describeValue, escapeText } from "../index";
import { codeOf } from "../../test/codeOf";

/** What a terminal or a chat would act on or hide, as escapeText defines it. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

describe("escapeText", () => {
  test("shows control and invisible characters as escapes", () => {
    expect(escapeText("chance\nINJECTED")).toBe("chance\\nINJECTED");
    expect(escapeText("a\r\tb")).toBe("a\\r\\tb");
    expect(escapeText("\u001b[31mred\u001b[0m")).toBe("\\u001b[31mred\\u001b[0m");
    expect(escapeText("\u0000\u007f\u0085")).toBe("\\u0000\\u007f\\u0085");
    // Bidirectional override, zero-width joiner, line separator, a tag character, a lone surrogate.
    expect(escapeText("a\u202eb\u200dc\u2028d\u{e0041}e\ud800f")).toBe("a\\u202eb\\u200dc\\u2028d\\u{e0041}e\\ud800f");
    expect(escapeText("Zoë 🎲 ok")).toBe("Zoë 🎲 ok");
  });

  test("cuts long text within maxLength characters, escapes included, saying how long it was, and never splits a character", () => {
    expect(escapeText("x".repeat(5000), { maxLength: 3 })).toBe("xxx… (5000 characters)");
    expect(escapeText("a\nb\nc", { maxLength: 4 })).toBe("a\\nb… (5 characters)");
    expect(escapeText("x".repeat(1000))).toBe("x".repeat(1000));
    expect(escapeText("x".repeat(1001))).toBe(`${"x".repeat(1000)}… (1001 characters)`);
    expect(escapeText("ab🎲🎲", { maxLength: 3 })).toBe("ab… (6 characters)");
  });

  test("refuses a bad maxLength with a typed error", () => {
    for (const maxLength of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(codeOf(() => escapeText("x", { maxLength }))).toBe("INVALID_ARGUMENT");
    }
  });

  propTest.prop([fc.string({ unit: "binary", maxLength: 300 }), fc.integer({ min: 1, max: 100 })])(
    "never lets an unsafe character through, and is at most maxLength characters, or that and a note of the length",
    (text, maxLength) => {
      const escaped = escapeText(text, { maxLength });
      expect(escaped).not.toMatch(UNSAFE);
      const note = `… (${text.length} characters)`;
      if (escaped.endsWith(note)) expect(escaped.length - note.length).toBeLessThanOrEqual(maxLength);
      else expect(escaped.length).toBeLessThanOrEqual(maxLength);
      // Nothing is cut that fitted: a text without unsafe characters within maxLength comes back as it was.
      if (text.length <= maxLength && !UNSAFE.test(text)) expect(escaped).toBe(text);
    },
  );
});

describe("describeValue", () => {
  test("quotes strings, escaped and cut after 40 characters with their length", () => {
    expect(describeValue("pairs")).toBe("'pairs'");
    expect(describeValue("chance\nINJECTED")).toBe("'chance\\nINJECTED'");
    expect(describeValue("\u001b[31m")).toBe("'\\u001b[31m'");
    // A literal backslash-n and a quote are escaped too, so they cannot pass for an escaped newline or the string's end.
    expect(describeValue("a\\nb'c")).toBe("'a\\\\nb\\'c'");
    expect(describeValue("y".repeat(100))).toBe(`'${"y".repeat(40)}…' (100 characters)`);
    // Cut within 40 characters, escapes included, so ten escape characters are already too long.
    expect(describeValue("\u001b".repeat(10))).toBe(`'${"\\u001b".repeat(6)}…' (10 characters)`);
  });

  test("numbers, booleans, null, undefined, bigints, symbols and functions", () => {
    expect([1.5, -0, Number.NaN, Number.POSITIVE_INFINITY, true, null, undefined].map(describeValue)).toEqual([
      "1.5",
      "-0",
      "NaN",
      "Infinity",
      "true",
      "null",
      "undefined",
    ]);
    expect(describeValue(12n)).toBe("12n");
    expect(describeValue(10n ** 100n)).toBe(`1${"0".repeat(39)}…`);
    expect(describeValue(Symbol("a\nb"))).toBe("Symbol(a\\nb)");
    expect(describeValue(() => 1)).toBe("a function");
  });

  test("lists and objects show their first entries, their size, and nothing below two levels", () => {
    expect(describeValue([1, 2, 3])).toBe("[1,2,3]");
    expect(describeValue({ type: "fill", category: "chance" })).toBe('{"type":"fill","category":"chance"}');
    expect(describeValue([[1, [2, [3]]], {}])).toBe("[[1,[…]],{}]");
    expect(describeValue(new Array(5))).toBe("[empty,empty,empty,empty,empty]");
    expect(describeValue([, 3])).toBe("[empty,3]");
    const long = describeValue(Array.from({ length: 1_000_000 }, (_, index) => index));
    expect(long).toMatch(/^\[0,1,2,3,.*,…\] \(1000000 items\)$/);
    expect(long.length).toBeLessThan(100);
    expect(describeValue({ ["k\n".repeat(50)]: "v".repeat(50) })).toBe(`{"${"k\\n".repeat(6)}k…":"${"v".repeat(20)}…"}`);
    expect(describeValue(new Map([[1, 2]]))).toBe("[object Map]");
  });

  test("is short and safe for any value, however large, deep, cyclic or hostile", () => {
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    const hostile = {
      get boom(): never {
        throw new Error("getter");
      },
    };
    const trap = new Proxy({}, { ownKeys: () => { throw new Error("trap"); } });
    expect(describeValue(cyclic)).toBe('{"name":"loop","self":{"name":"loop","self":{…}}}');
    expect(describeValue(deep)).toBe("[[[…]]]");
    expect(describeValue(hostile)).toBe("an unreadable value");
    expect(describeValue(trap)).toBe("an unreadable value");
    const huge = "\u001b".repeat(10_000_000);
    expect(describeValue(huge)).toBe(`'${"\\u001b".repeat(6)}…' (10000000 characters)`);
  });

  propTest.prop([fc.anything({ withBigInt: true, withMap: true, withSet: true, withSparseArray: true, withNullPrototype: true, maxDepth: 4 })])(
    "is at most a few hundred characters, with no unsafe character, for anything",
    (value) => {
      const text = describeValue(value);
      expect(text).not.toMatch(UNSAFE);
      expect(text.length).toBeLessThan(1000);
    },
  );
});

describe("DiceError messages are safe to show", () => {
  test("whatever a message is built from, it has no control characters and at most 2,000 characters", () => {
    const error = new DiceError("INVALID_ARGUMENT", `raw: ${"\n\u001b[2J".repeat(1000)}`);
    expect(error.message).not.toMatch(UNSAFE);
    expect(error.message.startsWith("raw: \\n\\u001b[2J")).toBe(true);
    expect(error.message.endsWith("… (5005 characters)")).toBe(true);
    expect(error.message.length).toBeLessThanOrEqual(2000 + "… (5005 characters)".length);
  });
});
