import { describe, expect, test } from "vitest";
import {
  createDiceRoller,
  createDie,
  createRng,
  d10,
  d12,
  d20,
  d4,
  d6,
  d8,
  DiceError,
  faceProbabilities,
  faceWeights,
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

describe("weights anywhere in the double range", () => {
  const fairness = (weights: number[]) => {
    const die = createDie([1, 2], { weights });
    const roller = createDiceRoller(createRng(16));
    let ones = 0;
    for (let roll = 0; roll < 10_000; roll++) if (roller.rollIndex(die) === 0) ones++;
    return { probabilities: faceProbabilities(die), ones };
  };

  test.each([
    ["[1.7e308, 1.7e308] (their sum overflows)", [1.7e308, 1.7e308]],
    ["[5e-324, 5e-324] (the smallest doubles)", [5e-324, 5e-324]],
    ["[Number.MAX_VALUE, Number.MAX_VALUE]", [Number.MAX_VALUE, Number.MAX_VALUE]],
  ])("%s make a fair coin: probabilities [0.5, 0.5], and about half of 10,000 rolls show each face", (_, weights) => {
    const { probabilities, ones } = fairness(weights);
    expect(probabilities).toEqual([0.5, 0.5]);
    // 10,000 fair rolls: sd 50, so 4,800..5,200 is a four-sd band.
    expect(ones).toBeGreaterThan(4800);
    expect(ones).toBeLessThan(5200);
  });

  test("weights keep their exact ratios: scaled weights are the given ones times one power of two", () => {
    expect(faceWeights(createDie([1, 2, 3], { weights: [1, 1, 2] }))).toEqual([1, 1, 2]);
    expect(faceWeights(createDie([1, 2], { weights: [5e-324, 5e-324] }))).toEqual([1, 1]);
    expect(faceWeights(createDie([1, 2, 3], { weights: [2 ** 600, 0, 3 * 2 ** 600] }))).toEqual([0.5, 0, 1.5]);
    expect(faceWeights(createDie([1, 2], { weights: [1.7e308, 5e-324] }))).toEqual([1.7e308 / 2 ** 1023, 0]);
    expect(faceProbabilities(createDie([1, 2], { weights: [1e300, 1e-300] }))).toEqual([1, 1e-300 / 1e300]);
    expect(faceWeights(d6)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  test("scaling weights by a power of two changes no roll: the stream is the same for [1, 2, 3], ·2^600 and ·2^-1070", () => {
    const dice = [1, 2 ** 600, 2 ** -1070].map((factor) => createDie([1, 2, 3], { weights: [1, 2, 3].map((weight) => weight * factor) }));
    const rolls = dice.map((die) => {
      const roller = createDiceRoller(createRng(7));
      return Array.from({ length: 2000 }, () => roller.rollIndex(die));
    });
    expect(rolls[1]).toEqual(rolls[0]);
    expect(rolls[2]).toEqual(rolls[0]);
  });
});

describe("JavaScript-only inputs get typed errors", () => {
  test("createDie(faces, null) and other non-object options throw INVALID_DIE, not TypeError", () => {
    expect(codeOf(() => createDie([1, 2], null as unknown as object))).toBe("INVALID_DIE");
    expect(codeOf(() => createDie([1, 2], 5 as unknown as object))).toBe("INVALID_DIE");
    expect(() => createDie([1, 2], null as unknown as object)).toThrow("createDie: options must be an object; received null");
    expect(codeOf(() => validateDie(null))).toBe("INVALID_DIE");
  });

  test("sparse arrays are refused, not read as null: readDice([d6, d6], [, 3]), faces and weights with holes", () => {
    expect(codeOf(() => readDice([d6, d6], [, 3]))).toBe("INVALID_DICE_VALUES");
    expect(() => readDice([d6, d6], new Array(2))).toThrow("readDice: die 1 (d6) cannot show undefined");
    expect(codeOf(() => createDie(new Array(3)))).toBe("INVALID_DIE");
    expect(codeOf(() => createDie([1, 2], { weights: [, 1] as number[] }))).toBe("INVALID_DIE");
  });

  test("a faces getter is read once: the die is built from the value that was checked", () => {
    let reads = 0;
    const sneaky = {
      name: "sneaky",
      get faces() {
        reads++;
        return reads === 1 ? [1, 2] : ["", ""];
      },
    };
    expect(validateDie(sneaky).faces).toEqual([1, 2]);
    expect(reads).toBe(1);
    const faces = [1, 2];
    let faceReads = 0;
    Object.defineProperty(faces, 0, { get: () => (++faceReads === 1 ? 1 : 2) });
    expect(createDie(faces).faces).toEqual([1, 2]);
    expect(faceReads).toBe(1);
  });
});

describe("messages quote outside values escaped and short", () => {
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
