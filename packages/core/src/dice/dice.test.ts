import { describe, expect, test } from "vitest";
import {
  createDie,
  d10,
  d12,
  d20,
  d4,
  d6,
  d8,
  DiceError,
  faceProbabilities,
  isDiceError,
  readDice,
  standardDie,
  validateDie,
} from "../index";
import { codeOf } from "../../test/codeOf";

describe("createDie", () => {
  test("numbers, symbols and a mix", () => {
    expect(createDie([1, 2, 3]).faces).toEqual([1, 2, 3]);
    expect(createDie([1, 2, 3]).name).toBe("d3");
    const polydi = createDie([1, 2, 3, 4, 5, 6, 7, 8, 9, "plus", "minus", "polydi"], { name: "polydi" });
    expect(polydi.faces).toHaveLength(12);
    expect(polydi.name).toBe("polydi");
    expect(createDie(["heads", "tails"]).faces).toEqual(["heads", "tails"]);
  });

  test("custom numbers, including zero, negatives and fractions", () => {
    expect(createDie([-1, 0, 1]).faces).toEqual([-1, 0, 1]);
    expect(createDie([0.5, 1.5]).faces).toEqual([0.5, 1.5]);
  });

  test("weights are kept, and copied", () => {
    const weights = [1, 0, 2];
    const die = createDie([1, 2, 3], { weights });
    weights[0] = 99;
    expect(die.weights).toEqual([1, 0, 2]);
  });

  test.each([
    ["no faces", () => createDie([])],
    ["not an array", () => createDie("123" as unknown as number[])],
    ["a repeated face", () => createDie([1, 2, 2])],
    ["a repeated symbol", () => createDie(["a", "a"])],
    ["NaN", () => createDie([1, Number.NaN])],
    ["Infinity", () => createDie([1, Number.POSITIVE_INFINITY])],
    ["an empty symbol", () => createDie([1, ""])],
    ["an object face", () => createDie([1, {} as unknown as number])],
    ["an empty name", () => createDie([1, 2], { name: "" })],
    ["too few weights", () => createDie([1, 2], { weights: [1] })],
    ["a negative weight", () => createDie([1, 2], { weights: [1, -1] })],
    ["a NaN weight", () => createDie([1, 2], { weights: [1, Number.NaN] })],
    ["an infinite weight", () => createDie([1, 2], { weights: [1, Number.POSITIVE_INFINITY] })],
    ["all weights zero", () => createDie([1, 2], { weights: [0, 0] })],
  ])("rejects %s with INVALID_DIE", (_, run) => {
    expect(codeOf(run)).toBe("INVALID_DIE");
  });

  test("the message names the function and the value", () => {
    expect(() => createDie([1, 2, 2])).toThrow("createDie: face 2 appears twice");
  });
});

describe("standard dice", () => {
  test("dN has faces 1..N", () => {
    expect(standardDie(2).faces).toEqual([1, 2]);
    expect(d4.faces).toEqual([1, 2, 3, 4]);
    expect(d6.faces).toEqual([1, 2, 3, 4, 5, 6]);
    expect(d8.faces).toHaveLength(8);
    expect(d10.faces[9]).toBe(10);
    expect(d12.faces[11]).toBe(12);
    expect(d20.faces).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(d20.name).toBe("d20");
    expect(d6.weights).toBeUndefined();
  });

  test.each([0, 1, 1001, 2.5, Number.NaN, "6" as unknown as number])("standardDie(%s) is INVALID_DIE", (sides) => {
    expect(codeOf(() => standardDie(sides))).toBe("INVALID_DIE");
  });

  test("standardDie(1000) is the largest", () => {
    expect(standardDie(1000).faces).toHaveLength(1000);
  });
});

describe("validateDie", () => {
  test("accepts a die from JSON", () => {
    const die = createDie([1, 2, "x"], { name: "odd", weights: [1, 2, 3] });
    expect(validateDie(JSON.parse(JSON.stringify(die)))).toEqual(die);
  });

  test.each([
    ["null", null],
    ["a number", 6],
    ["no name", { faces: [1, 2] }],
    ["a numeric name", { name: 6, faces: [1, 2] }],
    ["no faces", { name: "d0", faces: [] }],
    ["faces not a list", { name: "d0", faces: "12" }],
    ["repeated faces", { name: "d2", faces: [1, 1] }],
    ["weights not a list", { name: "d2", faces: [1, 2], weights: 3 }],
  ])("rejects %s", (_, value) => {
    expect(codeOf(() => validateDie(value))).toBe("INVALID_DIE");
  });
});

describe("faceProbabilities", () => {
  test("uniform and weighted", () => {
    expect(faceProbabilities(d4)).toEqual([0.25, 0.25, 0.25, 0.25]);
    expect(faceProbabilities(createDie([1, 2, 3, 4], { weights: [1, 0, 1, 2] }))).toEqual([0.25, 0, 0.25, 0.5]);
  });
});

describe("readDice", () => {
  test("accepts values the dice can show, in order", () => {
    const coin = createDie(["heads", "tails"]);
    expect(readDice([d6, d20, coin], [6, 20, "tails"])).toEqual([6, 20, "tails"]);
  });

  test("a zero-weight face can still be read: it exists on the die", () => {
    expect(readDice([createDie([1, 2], { weights: [1, 0] })], [2])).toEqual([2]);
  });

  test.each([
    ["a face the die lacks", [d6], [7]],
    ["a face of another die in the list", [d4, d20], [20, 4]],
    ["a string for a number", [d6], ["6"]],
    ["a fraction", [d6], [2.5]],
    ["too few values", [d6, d6], [1]],
    ["too many values", [d6], [1, 2]],
    ["not a list", [d6], 6 as unknown as unknown[]],
  ])("rejects %s with INVALID_DICE_VALUES", (_, dice, values) => {
    expect(codeOf(() => readDice(dice, values))).toBe("INVALID_DICE_VALUES");
  });

  test("the message names the die and lists what it can show", () => {
    expect(() => readDice([d6], [7])).toThrow("readDice: die 1 (d6) cannot show 7; allowed: 1, 2, 3, 4, 5, 6");
  });
});

describe("DiceError", () => {
  test("isDiceError checks class and code", () => {
    const error = new DiceError("INVALID_DIE", "x");
    expect(error.name).toBe("DiceError");
    expect(error).toBeInstanceOf(Error);
    expect(isDiceError(error)).toBe(true);
    expect(isDiceError(error, "INVALID_DIE")).toBe(true);
    expect(isDiceError(error, "INVALID_SEED")).toBe(false);
    expect(isDiceError(new Error("x"))).toBe(false);
  });
});

describe("issue 16: messages quote outside values escaped and short", () => {
  test("a die's name and faces and a 10 MB value, in readDice's message", () => {
    const die = createDie(["a\u001b[31m", "b"], { name: "evil\nname" });
    const message = (() => {
      try {
        readDice([die], ["x".repeat(10_000_000)]);
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    })();
    expect(message).toBe(`readDice: die 1 (evil\\nname) cannot show '${"x".repeat(40)}…' (10000000 characters); allowed: a\\u001b[31m, b`);
  });
});
