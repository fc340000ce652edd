import { isDiceError } from "@dice/core";
import { describe, expect, it } from "vitest";
import { scoreAll } from "../scoring/scoreAll";
import { scoreCategory } from "../scoring/scoreCategory";
import { platzeeCategories } from "./platzeeCategories";
import type { PlatzeeCategoryId } from "./platzeeCategoryIds";

/** Scores through all three public paths: the raw category, scoreCategory (checked) and scoreAll (fast). */
function expectScore(id: PlatzeeCategoryId, dice: readonly number[], expected: number): void {
  const category = platzeeCategories.find((candidate) => candidate.id === id);
  expect(category?.score(dice), `${id}.score(${dice})`).toBe(expected);
  expect(scoreCategory(id, dice), `scoreCategory(${id}, ${dice})`).toBe(expected);
  expect(scoreAll(dice)[id], `scoreAll(${dice}).${id}`).toBe(expected);
}

// Dice are listed in die order [d4, d6, d8, d12, d20]. The seed lists its
// examples in ascending order; each is assigned below to dice that can show it.
describe("every example of the seed", () => {
  it("3s: 2, 3, 3, 6, 12 scores 6 (d4=2, d6=3, d8=3, d12=6, d20=12)", () => {
    expectScore("threes", [2, 3, 3, 6, 12], 6);
  });
  it("Pair: 4, 4, 6, 8, 12 scores 34 (d4=4, d6=4, d8=6, d12=8, d20=12)", () => {
    expectScore("pair", [4, 4, 6, 8, 12], 34);
  });
  it("Two Pairs: 4, 4, 6, 6, 12 scores 32 (d4=4, d6=4, d8=6, d12=6, d20=12)", () => {
    expectScore("twoPairs", [4, 4, 6, 6, 12], 32);
  });
  it("Three-of-a-Kind: 3, 3, 3, 8, 12 scores 29 (d4=3, d6=3, d8=3, d12=8, d20=12)", () => {
    expectScore("threeOfAKind", [3, 3, 3, 8, 12], 29);
  });
  it("Four-of-a-Kind: 6, 6, 6, 6, 12 scores 36 by the pattern, but no Platzee roll shows it (the d4 cannot show 6 or 12)", () => {
    const fourOfAKind = platzeeCategories.find((category) => category.id === "fourOfAKind");
    expect(fourOfAKind?.score([6, 6, 6, 6, 12])).toBe(36);
    // Every assignment puts a 6 or the 12 on the d4, so checked scoring refuses it.
    expect(() => scoreCategory("fourOfAKind", [6, 6, 6, 6, 12])).toThrow(/die 1 \(d4\) cannot show 6/);
    // The nearest rollable analogues: four 6s on d6..d20 with the d4 beside them, and four 4s with a 12.
    expectScore("fourOfAKind", [2, 6, 6, 6, 6], 26);
    expectScore("fourOfAKind", [4, 4, 4, 4, 12], 28);
  });
  it("Full House: 4, 4, 6, 6, 6 scores 25 (d4=4, d6=4, d8=6, d12=6, d20=6)", () => {
    expectScore("fullHouse", [4, 4, 6, 6, 6], 25);
  });
  it("Chance: 4, 6, 8, 12, 20 scores 50 (each die shows its highest face)", () => {
    expectScore("chance", [4, 6, 8, 12, 20], 50);
  });
  it("Platzee: 2, 2, 2, 2, 2 scores 50", () => {
    expectScore("platzee", [2, 2, 2, 2, 2], 50);
  });
  it("Arithmetic: 2, 4, 4, 6, 20 scores 30 for 2, 4, 6 (d4=2, d6=4, d8=4, d12=6, d20=20)", () => {
    expectScore("arithmetic", [2, 4, 4, 6, 20], 30);
  });
  it("Geometric: 1, 2, 4, 8, 20 scores 40 for 1, 2, 4, 8 (d4=1, d6=2, d8=4, d12=8, d20=20)", () => {
    expectScore("geometric", [1, 2, 4, 8, 20], 40);
  });
  it("Odd: 3, 7, 10, 12, 20 scores 10 by the pattern, but no Platzee roll shows it (only the 3 fits on the d4 or the d6)", () => {
    const odd = platzeeCategories.find((category) => category.id === "odd");
    expect(odd?.score([3, 7, 10, 12, 20])).toBe(10);
    expect(() => scoreCategory("odd", [3, 7, 10, 12, 20])).toThrow(/die 2 \(d6\) cannot show 7/);
    // Rollable analogue with the same odd dice 3 and 7: d4=3, d6=6, d8=7, d12=12, d20=20.
    expectScore("odd", [3, 6, 7, 12, 20], 10);
  });
  it("Wasteful: 4, 6, 8, 11, 12 scores 30 (d4=4, d6=6, d8=8, d12=11, d20=12)", () => {
    expectScore("wasteful", [4, 6, 8, 11, 12], 30);
  });
});

describe("hand-worked edge cases", () => {
  it("upper: the sum of the dice showing the number, whichever dice show it", () => {
    expectScore("ones", [1, 1, 1, 1, 1], 5);
    expectScore("ones", [4, 6, 8, 12, 20], 0);
    expectScore("twos", [2, 2, 1, 2, 2], 8);
    expectScore("threes", [3, 1, 3, 3, 3], 12);
    expectScore("fours", [4, 4, 4, 4, 4], 20);
    expectScore("fours", [1, 4, 4, 12, 14], 8); // 12 and 14 are not 4s
  });
  it("pair: present in any roll with a repeated value, scoring all five dice", () => {
    expectScore("pair", [1, 2, 3, 4, 5], 0);
    expectScore("pair", [1, 2, 3, 4, 1], 11);
    expectScore("pair", [4, 4, 4, 4, 4], 20); // five of a kind contains a pair
    expectScore("pair", [3, 3, 3, 3, 7], 19);
  });
  it("two pairs: two different values, each at least twice", () => {
    expectScore("twoPairs", [3, 3, 3, 3, 7], 0); // four of a kind is one value, not two pairs
    expectScore("twoPairs", [2, 2, 2, 2, 2], 0); // nor is five of a kind
    expectScore("twoPairs", [2, 2, 5, 5, 5], 19); // a full house qualifies
    expectScore("twoPairs", [3, 3, 3, 1, 2], 0); // three of a kind alone does not
    expectScore("twoPairs", [1, 2, 1, 2, 20], 26);
    expectScore("twoPairs", [1, 1, 2, 3, 4], 0);
  });
  it("three and four of a kind: at least that many equal dice", () => {
    expectScore("threeOfAKind", [3, 3, 3, 3, 7], 19);
    expectScore("threeOfAKind", [2, 2, 5, 5, 5], 19);
    expectScore("threeOfAKind", [1, 1, 2, 2, 9], 0);
    expectScore("threeOfAKind", [4, 4, 4, 4, 4], 20);
    expectScore("fourOfAKind", [3, 3, 3, 3, 7], 19);
    expectScore("fourOfAKind", [4, 4, 4, 4, 4], 20); // five of a kind is at least four
    expectScore("fourOfAKind", [2, 2, 5, 5, 5], 0);
    expectScore("fourOfAKind", [1, 6, 6, 6, 6], 25);
  });
  it("full house: three of one value and two of another, never five of a kind", () => {
    expectScore("fullHouse", [2, 2, 2, 2, 2], 0);
    expectScore("fullHouse", [1, 1, 1, 2, 2], 25);
    expectScore("fullHouse", [3, 3, 3, 3, 7], 0);
    expectScore("fullHouse", [1, 1, 2, 2, 9], 0);
    expectScore("fullHouse", [4, 6, 4, 6, 6], 25);
  });
  it("chance and platzee", () => {
    expectScore("chance", [1, 1, 1, 1, 1], 5);
    expectScore("chance", [3, 5, 7, 11, 19], 45);
    expectScore("platzee", [4, 4, 4, 4, 4], 50);
    expectScore("platzee", [1, 1, 1, 1, 2], 0);
  });
  it("arithmetic: distinct values with a constant difference; repeats do not count twice", () => {
    expectScore("arithmetic", [1, 1, 1, 1, 1], 0);
    expectScore("arithmetic", [1, 1, 2, 2, 2], 0); // two distinct values only
    expectScore("arithmetic", [2, 2, 2, 4, 6], 30); // 2, 4, 6 once each
    expectScore("arithmetic", [1, 2, 3, 4, 5], 50);
    expectScore("arithmetic", [4, 3, 2, 1, 20], 40); // order of the dice does not matter: 1, 2, 3, 4
    expectScore("arithmetic", [1, 3, 5, 7, 9], 50);
    expectScore("arithmetic", [1, 2, 4, 7, 20], 30); // 1, 4, 7
    expectScore("arithmetic", [2, 6, 1, 11, 20], 30); // 2, 11, 20 (difference 9) or 1, 6, 11
    expectScore("arithmetic", [1, 2, 4, 8, 16], 0);
    expectScore("arithmetic", [4, 6, 8, 12, 16], 40); // 4, 8, 12, 16 beats 4, 6, 8
  });
  it("geometric: distinct values with a constant ratio above 1, fractions allowed", () => {
    expectScore("geometric", [4, 6, 1, 9, 20], 30); // 4, 6, 9: ratio 3/2
    expectScore("geometric", [1, 1, 8, 12, 18], 30); // 8, 12, 18: ratio 3/2
    expectScore("geometric", [1, 2, 4, 8, 16], 50);
    expectScore("geometric", [2, 2, 4, 8, 8], 30); // repeats count once: 2, 4, 8
    expectScore("geometric", [3, 3, 3, 3, 3], 0); // ratio 1 is not allowed
    expectScore("geometric", [1, 3, 5, 9, 20], 30); // 1, 3, 9
    expectScore("geometric", [1, 2, 3, 5, 7], 0);
    expectScore("geometric", [1, 2, 4, 6, 9], 30); // 1, 2, 4 and 4, 6, 9: still 3 dice
    expectScore("geometric", [2, 3, 4, 8, 16], 40); // 2, 4, 8, 16
  });
  it("odd and wasteful", () => {
    expectScore("odd", [1, 3, 5, 7, 9], 25);
    expectScore("odd", [2, 4, 6, 8, 10], 0);
    expectScore("wasteful", [1, 2, 3, 5, 7], 0);
    expectScore("wasteful", [4, 6, 8, 9, 20], 47);
    expectScore("wasteful", [4, 6, 8, 12, 18], 48);
    // 10 = 2·5 ("25"), 16 = 2⁴ ("24"), 14 = 2·7 ("27"): as many digits as the number, not more.
    expectScore("wasteful", [1, 1, 1, 10, 16], 0);
    expectScore("wasteful", [1, 1, 1, 1, 14], 0);
  });
});

describe("checked scoring", () => {
  it("refuses a value the die cannot show, naming die and value", () => {
    expect(() => scoreAll([1, 7, 1, 1, 1])).toThrow("scoreAll: die 2 (d6) cannot show 7; allowed: integers 1 to 6");
    expect(() => scoreCategory("pair", [5, 1, 1, 1, 1])).toThrow(/die 1 \(d4\) cannot show 5/);
    expect(() => scoreAll([1, 1, 1, 1, 21])).toThrow(/die 5 \(d20\) cannot show 21/);
    expect(() => scoreAll([1, 1, 0, 1, 1])).toThrow(/die 3 \(d8\) cannot show 0/);
    expect(() => scoreAll([1, 1, 1.5, 1, 1])).toThrow(/cannot show 1.5/);
    expect(() => scoreAll([1, 1, 1, "2", 1] as unknown as number[])).toThrow(/die 4 \(d12\) cannot show '2'/);
  });
  it("refuses the wrong number of dice", () => {
    expect(() => scoreAll([1, 2, 3, 4])).toThrow("scoreAll: expected 5 dice values in die order [d4, d6, d8, d12, d20]; received [1,2,3,4]");
    expect(() => scoreAll([1, 2, 3, 4, 5, 6])).toThrow(/expected 5 dice values/);
    expect(() => scoreAll(null as unknown as number[])).toThrow(/received null/);
  });
  it("refuses an unknown category, listing the ids", () => {
    let caught: unknown;
    try {
      scoreCategory("pairs", [1, 1, 1, 1, 1]);
    } catch (error) {
      caught = error;
    }
    expect(isDiceError(caught, "UNKNOWN_CATEGORY")).toBe(true);
    expect((caught as Error).message).toMatch(/scoreCategory: unknown category 'pairs'; expected one of ones, twos, .*wasteful/);
  });
  it("throws DiceError with code INVALID_DICE_VALUES", () => {
    try {
      scoreAll([9, 1, 1, 1, 1]);
      expect.unreachable();
    } catch (error) {
      expect(isDiceError(error, "INVALID_DICE_VALUES")).toBe(true);
    }
  });
});
