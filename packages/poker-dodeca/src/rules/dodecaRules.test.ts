import { isDiceError, sheetTotals } from "@dice/core";
import { describe, expect, it } from "vitest";
import { dodeca, dodecaRules } from "./dodecaRules";

const allDice = dodecaRules({ mainScoring: "all-dice" });
const score = (rules: typeof dodeca, id: string, dice: number[]) => {
  const category = rules.categories.find((candidate) => candidate.id === id);
  if (category === undefined) throw new Error(`no item ${id}`);
  return category.score(dice);
};

// [item, dice, combination score, all-dice score], each worked out by hand from RULINGS.md.
const mainCases: Array<[string, number[], number, number]> = [
  ["pair", [12, 12, 11, 11], 24, 46],
  ["pair", [3, 9, 9, 9], 18, 30],
  ["pair", [1, 2, 3, 5], 0, 0],
  ["twoPairs", [12, 12, 11, 11], 46, 46],
  ["twoPairs", [7, 7, 7, 7], 0, 0], // one value, not two pairs
  ["twoPairs", [3, 3, 9, 10], 0, 0],
  ["threeOfAKind", [8, 8, 8, 1], 24, 25],
  ["threeOfAKind", [8, 8, 8, 8], 24, 32],
  ["threeOfAKind", [8, 8, 1, 1], 0, 0],
  ["fourOfAKind", [9, 9, 9, 9], 36, 36],
  ["fourOfAKind", [9, 9, 9, 8], 0, 0],
  ["straight", [3, 4, 5, 6], 18, 18],
  ["straight", [10, 12, 9, 11], 42, 42],
  ["straight", [12, 1, 2, 3], 0, 0], // no wrap-around
  ["straight", [2, 3, 4, 6], 0, 0],
  ["straight", [5, 5, 6, 7], 0, 0],
  ["chance", [12, 1, 7, 7], 27, 27],
];

describe("dodeca Main items", () => {
  it.each(mainCases)("%s of %j scores %i (combination) and %i (all-dice)", (id, dice, combination, all) => {
    expect(score(dodeca, id, dice)).toBe(combination);
    expect(score(allDice, id, dice)).toBe(all);
  });
});

// School v with n dice showing v scores (n − 2)·v.
const schoolCases: Array<[string, number[], number]> = [
  ["school5", [5, 5, 5, 1], 5],
  ["school1", [5, 5, 5, 1], -1],
  ["school12", [5, 5, 5, 1], -24],
  ["school7", [7, 7, 7, 7], 14],
  ["school4", [4, 4, 10, 11], 0],
  ["school11", [4, 4, 10, 11], -11],
];

describe("dodeca School items", () => {
  it.each(schoolCases)("%s of %j scores %i under both scorings", (id, dice, expected) => {
    expect(score(dodeca, id, dice)).toBe(expected);
    expect(score(allDice, id, dice)).toBe(expected);
  });
});

describe("dodecaRules", () => {
  it("lays out 12 School and 6 Main items over three stages", () => {
    expect(dodeca.categories.map((category) => category.id)).toEqual([
      ...Array.from({ length: 12 }, (_, index) => `school${index + 1}`),
      "pair", "twoPairs", "threeOfAKind", "fourOfAKind", "straight", "chance",
    ]);
    expect(dodeca.dice.map((die) => die.faces.length)).toEqual([12, 12, 12, 12]);
    expect(dodeca.rollsPerTurn).toBe(3);
    expect(dodeca.stages.map((stage) => stage.policy)).toEqual(["any", "declare", "ordered"]);
    expect(dodeca.sections.find((section) => section.id === "school")?.rule).toEqual({ type: "rewardBySign", reward: 30, penalty: 30 });
    expect(dodeca.fromHand).toEqual({ multiplier: 2, categories: ["pair", "twoPairs", "threeOfAKind", "fourOfAKind", "straight"] });
  });

  it("gives the two scorings different ids", () => {
    expect(dodeca.id).toBe("dodeca");
    expect(allDice.id).toBe("dodeca-all-dice");
  });

  it("rejects bad options and bad rolls with a DiceError", () => {
    expect(() => dodecaRules({ mainScoring: null as never })).toThrow(/dodecaRules: mainScoring must be/);
    expect(() => dodeca.categories[0]?.score([13, 1, 1, 1])).toThrow(/die 1 shows 13; a d12 shows an integer from 1 to 12/);
    expect(() => dodeca.categories[0]?.score([1, 1, 1, 1, 1])).toThrow(/expected 4 dice/);
    try {
      dodeca.categories[0]?.score("1234" as never);
      expect.unreachable();
    } catch (error) {
      expect(isDiceError(error, "INVALID_DICE_VALUES")).toBe(true);
    }
  });

  it("adjusts a School total of −1, 0 and +1 by [-30, 0, 30]", () => {
    const adjustments = [-1, 0, 1].map((total) => sheetTotals(dodeca, { school1: total, pair: 4 }).sections[0]?.adjustment);
    expect(adjustments).toEqual([-30, 0, 30]);
    expect(sheetTotals(dodeca, { school1: -1, pair: 4 }).total).toBe(-27) // −1 − 30 + 4;
  });
});
