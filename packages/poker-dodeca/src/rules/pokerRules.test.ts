import { isDiceError, sheetTotals } from "@dice/core";
import { describe, expect, it } from "vitest";
import { poker, pokerRules } from "./pokerRules";

const allDice = pokerRules({ mainScoring: "all-dice" });
const score = (rules: typeof poker, id: string, dice: number[]) => {
  const category = rules.categories.find((candidate) => candidate.id === id);
  if (category === undefined) throw new Error(`no item ${id}`);
  return category.score(dice);
};

// [item, dice, combination score, all-dice score], each worked out by hand from RULINGS.md.
const mainCases: Array<[string, number[], number, number]> = [
  ["pair", [6, 6, 5, 5, 1], 12, 23], // best pair 6+6
  ["pair", [2, 2, 3, 3, 3], 6, 13], // the three 3s contain the best pair
  ["pair", [4, 4, 4, 4, 2], 8, 18],
  ["pair", [1, 2, 3, 4, 6], 0, 0],
  ["twoPairs", [6, 6, 5, 5, 1], 22, 23],
  ["twoPairs", [2, 2, 5, 5, 5], 14, 19], // a full house holds two pairs 5+5+2+2
  ["twoPairs", [3, 3, 3, 3, 5], 0, 0], // four of a kind is one value, not two pairs
  ["twoPairs", [1, 1, 2, 3, 4], 0, 0],
  ["threeOfAKind", [2, 2, 2, 6, 6], 6, 18],
  ["threeOfAKind", [5, 5, 5, 5, 1], 15, 21],
  ["threeOfAKind", [1, 2, 2, 3, 3], 0, 0],
  ["full", [2, 2, 2, 6, 6], 18, 18],
  ["full", [6, 6, 6, 2, 2], 22, 22],
  ["full", [4, 4, 4, 4, 4], 0, 0], // five of a kind: the parts must differ
  ["full", [3, 3, 3, 3, 1], 0, 0],
  ["smallStraight", [5, 3, 1, 4, 2], 15, 15],
  ["smallStraight", [2, 3, 4, 5, 6], 0, 0],
  ["smallStraight", [1, 2, 3, 4, 4], 0, 0],
  ["largeStraight", [6, 2, 5, 3, 4], 20, 20],
  ["largeStraight", [1, 2, 3, 4, 5], 0, 0],
  ["fourOfAKind", [3, 3, 3, 3, 6], 12, 18],
  ["fourOfAKind", [5, 5, 5, 5, 5], 20, 25],
  ["fourOfAKind", [3, 3, 3, 6, 6], 0, 0],
  ["fiveOfAKind", [2, 2, 2, 2, 2], 10, 10],
  ["fiveOfAKind", [6, 6, 6, 6, 5], 0, 0],
  ["chance", [1, 2, 3, 4, 6], 16, 16],
  ["chance", [1, 1, 1, 1, 1], 5, 5],
];

describe("poker Main items", () => {
  it.each(mainCases)("%s of %j scores %i (combination) and %i (all-dice)", (id, dice, combination, all) => {
    expect(score(poker, id, dice)).toBe(combination);
    expect(score(allDice, id, dice)).toBe(all);
  });
});

// School v with n dice showing v scores (n − 3)·v.
const schoolCases: Array<[string, number[], number]> = [
  ["school1", [3, 3, 1, 3, 3], -2], // one 1: (1 − 3)·1
  ["school3", [3, 3, 1, 3, 3], 3], // four 3s: (4 − 3)·3
  ["school6", [3, 3, 1, 3, 3], -18], // no 6: (0 − 3)·6
  ["school5", [5, 5, 5, 5, 5], 10], // five 5s: (5 − 3)·5
  ["school2", [2, 2, 2, 4, 4], 0],
  ["school4", [4, 4, 1, 1, 1], -4],
];

describe("poker School items", () => {
  it.each(schoolCases)("%s of %j scores %i under both scorings", (id, dice, expected) => {
    expect(score(poker, id, dice)).toBe(expected);
    expect(score(allDice, id, dice)).toBe(expected);
  });
});

describe("pokerRules", () => {
  it("lays out 6 School and 9 Main items over three stages", () => {
    expect(poker.categories.map((category) => category.id)).toEqual([
      "school1", "school2", "school3", "school4", "school5", "school6",
      "pair", "twoPairs", "threeOfAKind", "full", "smallStraight", "largeStraight", "fourOfAKind", "fiveOfAKind", "chance",
    ]);
    expect(poker.categories.filter((category) => category.section === "school")).toHaveLength(6);
    expect(poker.dice.map((die) => die.faces.length)).toEqual([6, 6, 6, 6, 6]);
    expect(poker.rollsPerTurn).toBe(3);
    expect(poker.stages.map((stage) => stage.policy)).toEqual(["any", "declare", "ordered"]);
    expect(poker.sections.find((section) => section.id === "school")?.rule).toEqual({ type: "penaltyBelowZero", penalty: 50 });
    expect(poker.fromHand.multiplier).toBe(2);
    expect(poker.fromHand.categories).not.toContain("chance");
    expect(poker.fromHand.categories.some((id) => id.startsWith("school"))).toBe(false);
  });

  it("gives the two scorings different ids and defaults to combination", () => {
    expect(poker.id).toBe("poker");
    expect(pokerRules().id).toBe("poker");
    expect(pokerRules({}).mainScoring).toBe("combination");
    expect(allDice.id).toBe("poker-all-dice");
    expect(allDice.mainScoring).toBe("all-dice");
  });

  it("rejects unknown options with a DiceError", () => {
    expect(() => pokerRules({ mainScoring: "sum" as never })).toThrow(/pokerRules: mainScoring must be "combination" or "all-dice"; received 'sum'/);
    expect(() => pokerRules({ scoring: "all-dice" } as never)).toThrow(/unknown option 'scoring'/);
    try {
      pokerRules(42 as never);
      expect.unreachable();
    } catch (error) {
      expect(isDiceError(error, "INVALID_ARGUMENT")).toBe(true);
    }
  });

  it("rejects a roll that is not five d6 faces", () => {
    const pair = poker.categories[6];
    expect(() => pair?.score([7, 1, 1, 1, 1])).toThrow(/poker 'pair' score: die 1 shows 7; a d6 shows an integer from 1 to 6/);
    expect(() => pair?.score([1, 1, 1, 1])).toThrow(/expected 5 dice/);
    expect(() => pair?.score([1, 1, 1, 1, 0])).toThrow(/die 5 shows 0/);
    expect(() => pair?.score([1, 1, 1, 1, 2.5])).toThrow(/die 5 shows 2.5/);
    try {
      poker.categories[0]?.score([1, 2, 3, 4, 9]);
      expect.unreachable();
    } catch (error) {
      expect(isDiceError(error, "INVALID_DICE_VALUES")).toBe(true);
    }
  });

  it("is frozen, so a shared rules object cannot be altered", () => {
    expect(Object.isFrozen(poker)).toBe(true);
    expect(Object.isFrozen(poker.categories)).toBe(true);
  });

  it("adjusts a School total of −1, 0 and +1 by [-50, 0, 0]", () => {
    const adjustments = [-1, 0, 1].map((total) => sheetTotals(poker, { school1: total, pair: 4 }).sections[0]?.adjustment);
    expect(adjustments).toEqual([-50, 0, 0]);
    expect(sheetTotals(poker, { school1: -1, pair: 4 }).total).toBe(-47) // −1 − 50 + 4;
  });
});
