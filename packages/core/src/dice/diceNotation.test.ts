import { describe, expect, test } from "vitest";
import {
  createDie,
  createRng,
  d10,
  d12,
  d20,
  d4,
  d6,
  d8,
  DiceError,
  formatDiceNotation,
  parseDiceNotation,
  rollDice,
  rollDiceNotation,
  standardDie,
  type DiceErrorCode,
  type DiceNotation,
} from "../index";

/** The message of the DiceError `run` throws, with `code` (failing the test when it throws anything else or nothing). */
function messageOf(run: () => unknown, code: DiceErrorCode = "INVALID_NOTATION"): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DiceError);
    expect((error as DiceError).code).toBe(code);
    return (error as DiceError).message;
  }
  throw new Error("expected a DiceError, nothing was thrown");
}

describe("parseDiceNotation", () => {
  test.each<[string, DiceNotation]>([
    ["5d6", { dice: [d6, d6, d6, d6, d6], modifier: 0 }],
    ["d4 d6 d8 d12 d20", { dice: [d4, d6, d8, d12, d20], modifier: 0 }],
    ["2d12", { dice: [d12, d12], modifier: 0 }],
    ["3d6+2", { dice: [d6, d6, d6], modifier: 2 }],
    ["d20-1", { dice: [d20], modifier: -1 }],
    ["3D6 + 2 - 1", { dice: [d6, d6, d6], modifier: 1 }],
    ["2d6+d8+1", { dice: [d6, d6, d8], modifier: 1 }],
    ["  1d10  ", { dice: [d10], modifier: 0 }],
    ["2+d8", { dice: [d8], modifier: 2 }],
    ["d6-3-4", { dice: [d6], modifier: -7 }],
    ["d6 +1000000", { dice: [d6], modifier: 1_000_000 }],
  ])("%j", (text, expected) => {
    expect(parseDiceNotation(text)).toEqual(expected);
  });

  test("core's own dice are shared, other sizes are standard dN dice", () => {
    const [four, six, eight, ten, twelve, twenty] = parseDiceNotation("d4 d6 d8 d10 d12 d20").dice;
    expect([four, six, eight, ten, twelve, twenty]).toEqual([d4, d6, d8, d10, d12, d20]);
    expect(six).toBe(d6);
    expect(twenty).toBe(d20);
    expect(parseDiceNotation("2d7").dice).toEqual([standardDie(7), standardDie(7)]);
    expect(parseDiceNotation("d2").dice[0]?.faces).toEqual([1, 2]);
    expect(parseDiceNotation("d1000").dice[0]?.faces).toHaveLength(1000);
  });

  test("d% is a d100, as players read it", () => {
    const { dice } = parseDiceNotation("d%");
    expect(dice).toHaveLength(1);
    expect(dice[0]?.name).toBe("d100");
    expect(dice[0]?.faces[0]).toBe(1);
    expect(dice[0]?.faces[99]).toBe(100);
    expect(parseDiceNotation("2d%+5").dice).toHaveLength(2);
  });

  test("up to 1000 dice in all", () => {
    expect(parseDiceNotation("1000d6").dice).toHaveLength(1000);
    expect(parseDiceNotation("500d6 500d4").dice).toHaveLength(1000);
    expect(messageOf(() => parseDiceNotation("1001d6"))).toBe(
      "parseDiceNotation: expected a count of dice from 1 to 1000 (at most 1000 dice in all) at character 1 of '1001d6'; found '1'",
    );
    expect(messageOf(() => parseDiceNotation("999d6+2d4"))).toMatch(/expected a count of dice from 1 to 1 .* at character 7 of '999d6\+2d4'; found '2'$/);
  });

  test.each([
    ["", "expected dice such as 3d6 or d20, or a whole number at character 1 of ''; found the end"],
    ["   ", "expected dice such as 3d6 or d20, or a whole number at character 4 of '   '; found the end"],
    ["3d", "expected the number of sides (2 to 1000) or % after 'd' at character 3 of '3d'; found the end"],
    ["3dx", "expected the number of sides (2 to 1000) or % after 'd' at character 3 of '3dx'; found 'x'"],
    ["3x6", "expected 'd' (as in 3d6), '+', '-' or the end at character 2 of '3x6'; found 'x'"],
    ["d1", "expected a number of sides from 2 to 1000 at character 2 of 'd1'; found '1'"],
    ["d1001", "expected a number of sides from 2 to 1000 at character 2 of 'd1001'; found '1'"],
    ["0d6", "expected a count of dice from 1 to 1000 (at most 1000 dice in all) at character 1 of '0d6'; found '0'"],
    ["d6-d4", "expected a whole number after '-' (dice are added, never subtracted) at character 4 of 'd6-d4'; found 'd'"],
    ["3d6 2", "expected dice such as d6 after a space (write +2 to add a number) at character 5 of '3d6 2'; found '2'"],
    ["3 d6", "expected 'd' (as in 3d6), '+', '-' or the end at character 3 of '3 d6'; found 'd'"],
    ["3d6+", "expected dice such as 3d6 or d20, or a whole number at character 5 of '3d6+'; found the end"],
    ["3d6++2", "expected dice such as 3d6 or d20, or a whole number at character 5 of '3d6++2'; found '+'"],
    ["3d6*2", "expected '+', '-', a space before more dice, or the end at character 4 of '3d6*2'; found '*'"],
    ["d6+1000001", "expected modifiers adding up to at most 1000000 either way at character 4 of 'd6+1000001'; found '1'"],
  ])("%j is refused, naming the character and what was expected there", (text, message) => {
    expect(messageOf(() => parseDiceNotation(text))).toBe(`parseDiceNotation: ${message}`);
  });

  test.each<[string, object]>([
    ["3d6+x", { text: "3d6+x", position: 4, expected: "dice" }],
    ["3d", { text: "3d", position: 2, expected: "sides" }],
    ["d6-d4", { text: "d6-d4", position: 3, expected: "number" }],
    ["3d6 2", { text: "3d6 2", position: 4, expected: "diceAfterSpace" }],
    ["1001d6", { text: "1001d6", position: 0, expected: "count" }],
    ["d6+1000001", { text: "d6+1000001", position: 3, expected: "modifier" }],
    ["3x6", { text: "3x6", position: 1, expected: "d" }],
    ["3d6*2", { text: "3d6*2", position: 3, expected: "operator" }],
    ["5", { text: "5", expected: "dice" }],
  ])("%j: the details carry the text, where reading it failed (counted from 0) and what was expected", (text, details) => {
    try {
      parseDiceNotation(text);
    } catch (error) {
      expect((error as DiceError).details).toEqual(details);
      return;
    }
    throw new Error("expected a DiceError, nothing was thrown");
  });

  test("a number alone has no dice", () => {
    expect(messageOf(() => parseDiceNotation("5"))).toBe("parseDiceNotation: expected at least one die (such as d6 or 3d6) in '5'");
  });

  test("hostile text is quoted short and escaped", () => {
    const message = messageOf(() => parseDiceNotation(`3d6\u001b[31m${"x".repeat(200)}`));
    expect(message).toContain("at character 4 of '3d6\\u001b[31m");
    expect(message).toContain("(208 characters)");
    expect(message).toMatch(/found '\\u001b'$/);
    expect(message).not.toContain("\u001b");
    expect(messageOf(() => parseDiceNotation("d6 ".repeat(400)))).toMatch(/^parseDiceNotation: notation is at most 1000 characters long; received 'd6 d6 /);
    // Not text at all is the program's mistake, not the player's.
    expect(messageOf(() => parseDiceNotation(42 as unknown as string), "INVALID_ARGUMENT")).toBe(
      "parseDiceNotation: expected notation as a string such as '3d6+2'; received 42",
    );
  });
});

describe("formatDiceNotation", () => {
  test.each<[DiceNotation, string]>([
    [{ dice: [d6, d6, d6, d6, d6], modifier: 0 }, "5d6"],
    [{ dice: [d4, d6, d8, d12, d20], modifier: 0 }, "d4+d6+d8+d12+d20"],
    [{ dice: [d6, d6, d6], modifier: 2 }, "3d6+2"],
    [{ dice: [d20], modifier: -1 }, "d20-1"],
    [{ dice: [d6, d6, d8, d6], modifier: 0 }, "2d6+d8+d6"],
    [{ dice: [standardDie(100)], modifier: 0 }, "d100"],
    [{ dice: [createDie([1, 2, 3], { name: "three" })], modifier: 0 }, "d3"],
  ])("%#: %s", (notation, text) => {
    expect(formatDiceNotation(notation)).toBe(text);
  });

  test("refuses what notation cannot write", () => {
    expect(messageOf(() => formatDiceNotation({ dice: [d6, createDie(["heads", "tails"], { name: "coin" })], modifier: 0 }), "INVALID_ARGUMENT")).toBe(
      "formatDiceNotation: die 2 (coin) is not a standard dN (faces 1 to N, equally likely, N from 2 to 1000); notation writes only those",
    );
    expect(messageOf(() => formatDiceNotation({ dice: [createDie([1, 2, 3], { weights: [1, 1, 2] })], modifier: 0 }), "INVALID_ARGUMENT")).toMatch(/die 1 \(d3\) is not a standard dN/);
    expect(messageOf(() => formatDiceNotation({ dice: [createDie([0, 1, 2])], modifier: 0 }), "INVALID_ARGUMENT")).toMatch(/die 1 \(d3\) is not a standard dN/);
    expect(messageOf(() => formatDiceNotation({ dice: [], modifier: 0 }), "INVALID_ARGUMENT")).toMatch(/^formatDiceNotation: expected \{ dice: 1 to 1000 dice, modifier \}/);
    expect(messageOf(() => formatDiceNotation({ dice: [d6], modifier: 1.5 }), "INVALID_ARGUMENT")).toBe(
      "formatDiceNotation: modifier must be a whole number from -1000000 to 1000000; received 1.5",
    );
    expect(messageOf(() => formatDiceNotation(null as unknown as DiceNotation), "INVALID_ARGUMENT")).toMatch(/received null$/);
  });
});

describe("rollDiceNotation", () => {
  test("rolls the dice written with the seeded generator: rollDice's very stream, plus the modifier", () => {
    const roll = rollDiceNotation("d4 d6 d8 d12 d20+3", createRng(42));
    const plain = rollDice([d4, d6, d8, d12, d20], createRng(42));
    expect(roll.values).toEqual(plain.values);
    expect(roll.rng).toEqual(plain.rng);
    expect(roll.total).toBe((plain.values as number[]).reduce((sum, value) => sum + value, 0) + 3);
    expect(roll.notation).toEqual({ dice: [d4, d6, d8, d12, d20], modifier: 3 });
  });

  test("reproducible from a saved generator state, and continues the stream", () => {
    const first = rollDiceNotation("3d6+2", createRng(7));
    const saved = JSON.parse(JSON.stringify(first.rng));
    const again = rollDiceNotation("3d6+2", createRng(7));
    expect(again).toEqual(first);
    const next = rollDiceNotation("3d6+2", saved);
    expect(next.values).toEqual(rollDice([d6, d6, d6], first.rng).values);
  });

  test("takes notation as data, checked like text", () => {
    const roll = rollDiceNotation({ dice: [d20], modifier: -1 }, createRng(1));
    expect(roll.total).toBe((roll.values[0] as number) - 1);
    expect(() => rollDiceNotation({ dice: [createDie(["a", "b"])], modifier: 0 }, createRng(1))).toThrow(DiceError);
    expect(messageOf(() => rollDiceNotation("2d", createRng(1)))).toMatch(/at character 3 of '2d'; found the end$/);
  });
});
