import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { fc, test as propTest } from "@fast-check/vitest";
import { describe, expect, test } from "vitest";
import { createDie, createDiceRoller, createRng, d6, DiceError, rollDice, standardDie, validateRngState } from "../index";
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { createFastRoller, drawFaceIndex, drawHighIndex, drawModuloIndex, drawUnit, type SeededGenerator } from "./generator";
import { codeOf } from "../../test/codeOf";

/** A generator that replays fixed signed 32-bit outputs, to test rejection. */
function scriptedWords(outputs: number[]): RandomGenerator {
  let position = 0;
  const generator = {
    next: () => {
      const value = outputs[position++];
      if (value === undefined) throw new Error("scripted generator exhausted");
      return value;
    },
    clone: () => generator,
    getState: () => [position],
  };
  return generator as unknown as RandomGenerator;
}

/** The earlier draw (output modulo the size) over fixed outputs. */
function scripted(outputs: number[]): SeededGenerator {
  return { words: scriptedWords(outputs), algorithm: "xoroshiro128plus" };
}

/** The high-bits draw over fixed outputs. */
function scriptedHigh(outputs: number[]): SeededGenerator {
  return { words: scriptedWords(outputs), algorithm: "xoroshiro128plus-high" };
}

/** The signed 32-bit output whose unsigned value is `unsigned`. */
const signed = (unsigned: number): number => unsigned | 0;

describe("createRng", () => {
  test.each([0, 1, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 32 - 1])("accepts seed %s", (seed) => {
    expect(validateRngState(createRng(seed))).toEqual(createRng(seed));
  });

  test("seeds are taken modulo 2^32", () => {
    expect(createRng(2 ** 32 - 1)).toEqual(createRng(-1));
  });

  test.each([1.5, Number.NaN, 2 ** 32, -(2 ** 31) - 1, "42" as unknown as number, Number.POSITIVE_INFINITY])(
    "rejects seed %s with INVALID_SEED",
    (seed) => {
      expect(codeOf(() => createRng(seed))).toBe("INVALID_SEED");
    },
  );
});

describe("validateRngState", () => {
  test.each([
    ["null", null],
    ["another algorithm", { algorithm: "mersenne", state: [1, 2, 3, 4] }],
    ["three words", { algorithm: "xoroshiro128plus", state: [1, 2, 3] }],
    ["a word too large", { algorithm: "xoroshiro128plus", state: [2 ** 31, 2, 3, 4] }],
    ["a fraction", { algorithm: "xoroshiro128plus", state: [1.5, 2, 3, 4] }],
    ["a string word", { algorithm: "xoroshiro128plus", state: ["1", 2, 3, 4] }],
    ["the all-zero state", { algorithm: "xoroshiro128plus", state: [0, 0, 0, 0] }],
    ["a sparse array of four holes", { algorithm: "xoroshiro128plus", state: new Array(4) }],
    ["a sparse array with one hole", { algorithm: "xoroshiro128plus", state: [1, , 3, 4] }],
  ])("rejects %s with INVALID_RNG_STATE", (_, value) => {
    expect(codeOf(() => validateRngState(value))).toBe("INVALID_RNG_STATE");
  });

  test("reads each word once: a getter cannot pass the check with one value and be used with another", () => {
    const state = [1, 2, 3, 4];
    let reads = 0;
    Object.defineProperty(state, 0, { get: () => (++reads === 1 ? 1 : 0.5) });
    expect(validateRngState({ algorithm: "xoroshiro128plus", state }).state).toEqual([1, 2, 3, 4]);
    expect(reads).toBe(1);
  });

  test("returns a fresh copy without extra fields", () => {
    const restored = validateRngState({ ...createRng(3), extra: true });
    expect(restored).toEqual(createRng(3));
  });
});

describe("rollDice", () => {
  test("is pure: the input state is unchanged and reused states repeat", () => {
    const rng = createRng(5);
    const copy = structuredClone(rng);
    const first = rollDice([d6, d6, d6], rng);
    expect(rng).toEqual(copy);
    expect(rollDice([d6, d6, d6], rng)).toEqual(first);
    expect(first.rng).not.toEqual(rng);
  });

  test("rolls symbol faces", () => {
    const coin = createDie(["heads", "tails"]);
    const { values } = rollDice([coin, coin, coin, coin], createRng(1));
    expect(values.every((value) => value === "heads" || value === "tails")).toBe(true);
  });

  test("rolling no dice leaves the state as it was", () => {
    expect(rollDice([], createRng(8))).toEqual({ values: [], rng: createRng(8) });
  });
});

describe("unbiased draws: outputs above the last whole multiple are rejected", () => {
  // For 6 faces pure-rand shifts each signed output by 2^31 into 0..2^32-1 and
  // keeps it only below 4294967292 = 6 · 715827882 (2^32 = 6 · 715827882 + 4).
  // Output 2147483647 → 4294967295 (rejected); 2147483644 → 4294967292 (rejected,
  // equal to the bound); 2147483643 → 4294967291 = 6 · 715827881 + 5 → index 5.
  const outputs = [2147483647, 2147483644, 2147483643];

  test("drawFaceIndex", () => {
    expect(drawFaceIndex(scripted(outputs), d6)).toBe(5);
  });

  test("the fast roller", () => {
    const out = [0];
    createFastRoller(scripted(outputs))([d6], out);
    expect(out).toEqual([6]);
  });

  test("a d1000 near the top of the range: 4294967295 rejected, 4294966999 → the last face", () => {
    // bound = floor(2^32 / 1000) · 1000 = 4294967000; 4294966999 = 1000 · 4294966 + 999.
    const d1000 = standardDie(1000);
    const top = [2147483647, 4294966999 - 2 ** 31];
    expect(drawFaceIndex(scripted(top), d1000)).toBe(999);
    const out = [0];
    createFastRoller(scripted(top))([d1000], out);
    expect(out).toEqual([1000]);
  });

  test("the earlier draw is pure-rand's uniformInt and uniformFloat64, extreme outputs and many face counts", () => {
    const outputs = [2 ** 31 - 1, 2 ** 31 - 2, 2 ** 31 - 7, -(2 ** 31), -(2 ** 31) + 1, -1, 0, 1, 123456789, -987654321];
    for (const sides of [1, 2, 3, 5, 6, 7, 12, 20, 97, 100, 999, 1000]) {
      const die = createDie(Array.from({ length: sides }, (_, index) => index + 1));
      for (let start = 0; start < outputs.length; start++) {
        // Enough later outputs to get past any rejection.
        const script = [...outputs.slice(start), 5, 6, 7];
        const expected = uniformInt(scriptedWords(script), 0, sides - 1);
        expect(drawModuloIndex(scriptedWords(script), sides)).toBe(expected);
        const out = [0];
        createFastRoller(scripted(script))([die], out);
        expect(out[0]).toBe(expected + 1);
      }
    }
    for (const first of outputs) {
      for (const second of outputs) expect(drawUnit(scriptedWords([first, second]), false)).toBe(uniformFloat64(scriptedWords([first, second])));
    }
  });

  test("the high-bits number in [0, 1): the top 26 bits of one output, then the top 27 of the next", () => {
    // 0xffffffff twice: (2^26 - 1) / 2^26 + (2^27 - 1) / 2^53 = 1 - 2^-53, the largest value below 1.
    expect(drawUnit(scriptedWords([-1, -1]), true)).toBe(1 - 2 ** -53);
    // 2^31 (top bit only), then 0: one half. 63 and 31 (only bits that are dropped): 0.
    expect(drawUnit(scriptedWords([signed(2 ** 31), 0]), true)).toBe(0.5);
    expect(drawUnit(scriptedWords([63, 31]), true)).toBe(0);
  });

  test("the lowest output maps to the first face", () => {
    // -2^31 → 0 → index 0.
    expect(drawFaceIndex(scripted([-(2 ** 31)]), d6)).toBe(0);
  });
});

describe("the high-bits draw", () => {
  /** The face one output gives, or "rejected" when the draw asks for another. */
  const faceOf = (unsigned: number, size: number): number | "rejected" => {
    try {
      return drawHighIndex(scriptedWords([signed(unsigned)]), size);
    } catch {
      return "rejected";
    }
  };

  // Face k's outputs u are those with k · 2^32 ≤ u · size < (k + 1) · 2^32, from ceil(k · 2^32 / size) to
  // ceil((k + 1) · 2^32 / size) - 1. With t = 2^32 mod size, those with u · size < k · 2^32 + t are drawn
  // again, so the accepted ones run from ceil((k · 2^32 + t) / size): floor(2^32 / size) of them for every k.
  const sizes = [1, 2, 3, 5, 6, 7, 8, 10, 12, 20, 97, 1000, 123457];
  const blockStart = (face: number, size: number): number => Math.ceil((face * 2 ** 32) / size);
  const firstAccepted = (face: number, size: number): number => Math.ceil((face * 2 ** 32 + (2 ** 32 % size)) / size);

  test("each face keeps exactly floor(2^32 / size) outputs: the draw at both ends of each face's run", () => {
    for (const size of sizes) {
      for (let face = 0; face < Math.min(size, 40); face++) {
        const first = firstAccepted(face, size);
        const last = blockStart(face + 1, size) - 1;
        expect(last - first + 1).toBe(Math.floor(2 ** 32 / size));
        expect(faceOf(first, size)).toBe(face);
        expect(faceOf(last, size)).toBe(face);
        // Just before the run: a rejected output of this face's block, or the end of the previous face's run.
        if (first > 0) expect(faceOf(first - 1, size)).toBe(first > blockStart(face, size) ? "rejected" : face - 1);
      }
    }
  });

  propTest.prop([fc.constantFrom(...sizes), fc.integer({ min: 0, max: 2 ** 32 - 1 })])("any output gives its face or is drawn again, as the runs say", (size, unsigned) => {
    const face = Math.floor((unsigned * size) / 2 ** 32);
    expect(faceOf(unsigned, size)).toBe(unsigned >= firstAccepted(face, size) ? face : "rejected");
  });

  test("the fast roller draws as drawFaceIndex does, rejections included", () => {
    // 2^32 mod 6 = 4. Output 0: 0 · 6 = 0, remainder 0 < 4, rejected. 0xffffffff: 6 · 2^32 - 6, index 5,
    // remainder 2^32 - 6, kept. 2^31: 3 · 2^32, remainder 0, rejected. 2^31 + 1: 3 · 2^32 + 6, index 3, kept.
    const outputs = [0, signed(0xffffffff), signed(2 ** 31), signed(2 ** 31 + 1)];
    expect(drawFaceIndex(scriptedHigh(outputs), d6)).toBe(5);
    const out = [0, 0];
    createFastRoller(scriptedHigh(outputs))([d6, d6], out);
    expect(out).toEqual([6, 4]);
  });
});

describe("createDiceRoller", () => {
  test("does not change its input state and reports its own", () => {
    const rng = createRng(11);
    const copy = structuredClone(rng);
    const roller = createDiceRoller(rng);
    roller.roll(d6);
    expect(rng).toEqual(copy);
    expect(roller.state()).toEqual(rollDice([d6], rng).rng);
  });

  test("roll, rollIndex and rollInto follow the rollDice stream", () => {
    const dice = [d6, d6, d6, d6];
    const expected = rollDice<number>(dice, createRng(12)).values;
    const roller = createDiceRoller(createRng(12));
    expect([roller.roll(d6), (roller.rollIndex(d6) as number) + 1]).toEqual(expected.slice(0, 2));
    const out = [0, 0];
    roller.rollInto([d6, d6], out);
    expect(out).toEqual(expected.slice(2));
  });

  test("rollInto with a changed dice list replans", () => {
    const roller = createDiceRoller(createRng(13));
    const coinish = createDie([10, 20]);
    const out = [0, 0];
    roller.rollInto([d6, d6], out);
    roller.rollInto([coinish, d6], out);
    expect([10, 20]).toContain(out[0]);
  });
});
