import { describe, expect, it } from "vitest";
import {
  DiceError,
  emptySheet,
  findCategory,
  isSheetComplete,
  openCategories,
  recordScore,
  sectionAdjustment,
  sheetTotals,
  sumOfDice,
  sumOfValue,
  type SheetLayout,
} from "../index";
import { codeOf } from "../../test/codeOf";

describe("section rules, worked by hand", () => {
  const threshold = { type: "thresholdBonus", threshold: 30, bonus: 50 } as const;
  const penalty = { type: "penaltyBelowZero", penalty: 50 } as const;
  const bySign = { type: "rewardBySign", reward: 30, penalty: 30 } as const;

  it.each([
    [29, 0],
    [30, 50],
    [31, 50],
  ])("threshold 30, bonus 50: subtotal %i adds %i", (subtotal, expected) => {
    expect(sectionAdjustment(threshold, subtotal)).toBe(expected);
  });

  it.each([
    [-1, -50],
    [0, 0],
    [1, 0],
  ])("penalty 50 below zero: subtotal %i adds %i", (subtotal, expected) => {
    expect(sectionAdjustment(penalty, subtotal)).toBe(expected);
  });

  it.each([
    [-1, -30],
    [0, 0],
    [1, 30],
  ])("reward/penalty 30 by sign: subtotal %i adds %i", (subtotal, expected) => {
    expect(sectionAdjustment(bySign, subtotal)).toBe(expected);
  });

  it("reward and penalty may differ; no rule adds nothing", () => {
    expect(sectionAdjustment({ type: "rewardBySign", reward: 10, penalty: 40 }, 5)).toBe(10);
    expect(sectionAdjustment({ type: "rewardBySign", reward: 10, penalty: 40 }, -5)).toBe(-40);
    expect(sectionAdjustment(undefined, -100)).toBe(0);
  });
});

describe("score sheets", () => {
  const layout: SheetLayout = {
    sections: [
      { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 30, bonus: 50 } },
      { id: "school", label: "School", rule: { type: "penaltyBelowZero", penalty: 50 } },
      { id: "free", label: "Free" },
    ],
    categories: [
      { id: "fives", label: "Fives", section: "upper", score: (dice) => sumOfValue(dice, 5) },
      { id: "sixes", label: "Sixes", section: "upper", score: (dice) => sumOfValue(dice, 6) },
      { id: "s1", label: "School 1", section: "school", score: (dice) => dice.filter((v) => v === 1).length - 3 },
      { id: "chance", label: "Chance", section: "free", score: sumOfDice },
    ],
  };

  it("records into a new sheet, never the old one", () => {
    const empty = emptySheet();
    const one = recordScore(layout, empty, "fives", 15);
    expect(empty).toEqual({});
    expect(one).toEqual({ fives: 15 });
    const two = recordScore(layout, one, "sixes", 18);
    expect(one).toEqual({ fives: 15 });
    expect(two).toEqual({ fives: 15, sixes: 18 });
    expect(JSON.parse(JSON.stringify(two))).toEqual(two);
  });

  it("open categories in sheet order, completeness", () => {
    expect(openCategories(layout, { sixes: 0 })).toEqual(["fives", "s1", "chance"]);
    expect(isSheetComplete(layout, { fives: 0, sixes: 0, s1: 0 })).toBe(false);
    expect(isSheetComplete(layout, { fives: 0, sixes: 0, s1: 0, chance: 5 })).toBe(true);
  });

  it("totals: subtotals, bonus, penalty, grand total", () => {
    // Upper 15 + 18 = 33 ≥ 30: +50 → 83. School −2 < 0: −50 → −52. Free 22.
    const totals = sheetTotals(layout, { fives: 15, sixes: 18, s1: -2, chance: 22 });
    expect(totals.sections).toEqual([
      { section: "upper", subtotal: 33, adjustment: 50, total: 83 },
      { section: "school", subtotal: -2, adjustment: -50, total: -52 },
      { section: "free", subtotal: 22, adjustment: 0, total: 22 },
    ]);
    expect(totals.total).toBe(83 - 52 + 22);
  });

  it("an empty sheet totals 0 (bonus rules see subtotal 0)", () => {
    expect(sheetTotals(layout, {}).total).toBe(0);
  });

  it.each([
    ["an unknown category", () => recordScore(layout, {}, "pairs", 1), "UNKNOWN_CATEGORY"],
    ["a filled category", () => recordScore(layout, { fives: 5 }, "fives", 10), "CATEGORY_FILLED"],
    ["a scratch (0) is a fill too", () => recordScore(layout, { fives: 0 }, "fives", 10), "CATEGORY_FILLED"],
    ["a NaN score", () => recordScore(layout, {}, "fives", Number.NaN), "INVALID_ARGUMENT"],
    ["findCategory of a missing id", () => findCategory(layout, "sevens"), "UNKNOWN_CATEGORY"],
  ])("rejects %s", (_, run, code) => {
    expect(codeOf(run)).toBe(code);
  });

  it("the unknown-category message lists the ids that exist", () => {
    expect(() => recordScore(layout, {}, "pairs", 1)).toThrow(
      "recordScore: unknown category 'pairs'; expected one of fives, sixes, s1, chance",
    );
  });
});
