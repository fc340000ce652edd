import { describe, expect, it } from "vitest";
import {
  countOf,
  fullHouse,
  isWasteful,
  longestArithmeticProgression,
  longestGeometricProgression,
  longestRun,
  nOfAKind,
  primeFactorisation,
  sumOfDice,
  sumOfOdd,
  sumOfValue,
  sumOfWasteful,
  twoPairs,
  valueCounts,
} from "../index";

describe("value counts", () => {
  it("counts each value, ascending", () => {
    expect(valueCounts([4, 2, 4, 6, 4])).toEqual([
      [2, 1],
      [4, 3],
      [6, 1],
    ]);
    expect(valueCounts([])).toEqual([]);
    expect(valueCounts([20, 3, 20])).toEqual([
      [3, 1],
      [20, 2],
    ]);
    expect(countOf([3, 3, 5], 3)).toBe(2);
    expect(countOf([3, 3, 5], 4)).toBe(0);
  });
});

describe("n of a kind, pairs, full house", () => {
  it("n of a kind means at least n", () => {
    expect(nOfAKind([2, 2, 5, 5, 5], 2)).toBe(5);
    expect(nOfAKind([2, 2, 5, 5, 5], 3)).toBe(5);
    expect(nOfAKind([2, 2, 5, 5, 5], 4)).toBeUndefined();
    expect(nOfAKind([6, 6, 6, 6, 1], 3)).toBe(6);
    expect(nOfAKind([1, 2, 3], 1)).toBe(3);
    expect(nOfAKind([3, 3, 3, 3, 3], 5)).toBe(3);
  });

  it("two pairs need two different values", () => {
    expect(twoPairs([4, 4, 6, 6, 12])).toEqual([6, 4]);
    expect(twoPairs([6, 6, 6, 6, 12])).toBeUndefined();
    expect(twoPairs([2, 2, 2, 5, 5])).toEqual([5, 2]);
    expect(twoPairs([1, 1, 3, 3, 5, 5])).toEqual([5, 3]);
    expect(twoPairs([1, 2, 3, 4, 4])).toBeUndefined();
  });

  it("a full house is three of one value and two of another", () => {
    expect(fullHouse([4, 4, 6, 6, 6])).toEqual({ three: 6, pair: 4 });
    expect(fullHouse([6, 6, 4, 4, 4])).toEqual({ three: 4, pair: 6 });
    expect(fullHouse([5, 5, 5, 5, 5])).toBeUndefined();
    expect(fullHouse([5, 5, 5, 5, 2])).toBeUndefined();
    expect(fullHouse([1, 1, 2, 2, 3])).toBeUndefined();
    // With six dice 3,3,3,5,5,5: three 5s and a pair of 3s (3·5 + 2·3 = 21) beats the reverse (3·3 + 2·5 = 19).
    expect(fullHouse([3, 3, 3, 5, 5, 5])).toEqual({ three: 5, pair: 3 });
  });
});

describe("runs and progressions", () => {
  it("longest run of consecutive values", () => {
    expect(longestRun([5, 2, 3, 9, 4])).toEqual([2, 3, 4, 5]);
    expect(longestRun([1, 2, 4, 5])).toEqual([4, 5]);
    expect(longestRun([6, 6, 6])).toEqual([6]);
    expect(longestRun([])).toEqual([]);
    expect(longestRun([3, 1, 2, 2, 3])).toEqual([1, 2, 3]);
  });

  it("arithmetic: the rulings' example 2,4,4,6,20 → 2,4,6", () => {
    expect(longestArithmeticProgression([2, 4, 4, 6, 20])).toEqual([2, 4, 6]);
  });

  it("arithmetic: repeated values count once", () => {
    expect(longestArithmeticProgression([3, 3, 3, 3, 3])).toEqual([3]);
    expect(longestArithmeticProgression([1, 1, 2, 2, 3])).toEqual([1, 2, 3]);
    expect(longestArithmeticProgression([5, 1, 3, 3, 5])).toEqual([1, 3, 5]);
    expect(longestArithmeticProgression([7, 7, 9])).toEqual([7, 9]);
  });

  it("arithmetic: any difference, not necessarily adjacent dice", () => {
    expect(longestArithmeticProgression([20, 4, 12, 8, 16])).toEqual([4, 8, 12, 16, 20]);
    expect(longestArithmeticProgression([1, 7, 13, 2, 3])).toEqual([1, 7, 13]);
    // Two progressions of length 3: 1,2,3 (sum 6) and 1,7,13 (sum 21): the higher sum wins.
    expect(longestArithmeticProgression([1, 2, 3, 7, 13]).length).toBe(3);
    expect(longestArithmeticProgression([1, 2, 3, 7, 13])).toEqual([1, 7, 13]);
    expect(longestArithmeticProgression([])).toEqual([]);
  });

  it("geometric: the rulings' examples 1,2,4,8,20 and ratio 3/2 (4,6,9)", () => {
    expect(longestGeometricProgression([1, 2, 4, 8, 20])).toEqual([1, 2, 4, 8]);
    expect(longestGeometricProgression([4, 6, 9])).toEqual([4, 6, 9]);
    expect(longestGeometricProgression([9, 4, 6, 1, 1])).toEqual([4, 6, 9]);
    expect(longestGeometricProgression([8, 12, 18, 27, 1])).toEqual([8, 12, 18, 27]);
  });

  it("geometric: repeated values count once", () => {
    expect(longestGeometricProgression([1, 1, 1, 3, 9])).toEqual([1, 3, 9]);
    expect(longestGeometricProgression([6, 6, 6, 6, 6])).toEqual([6]);
    expect(longestGeometricProgression([2, 2, 4, 4, 8])).toEqual([2, 4, 8]);
  });

  it("geometric: ratio above 1 only, no zero, signs kept apart", () => {
    // 2, 3 (ratio 3/2) has no third term 4.5; 5, 10, 20 has ratio 2.
    expect(longestGeometricProgression([2, 3, 5, 10, 20])).toEqual([5, 10, 20]);
    expect(longestGeometricProgression([0, 0, 0])).toEqual([]);
    expect(longestGeometricProgression([0, 3])).toEqual([3]);
    expect(longestGeometricProgression([-1, -2, -4, 3])).toEqual([-1, -2, -4]);
    expect(longestGeometricProgression([-2, 4])).toEqual([4]);
    // 1, 3, 9 (sum 13) and 2, 6, 18 (sum 26) both have length 3: the higher sum wins.
    expect(longestGeometricProgression([1, 3, 9, 2, 6, 18])).toEqual([2, 6, 18]);
  });
});

describe("sums", () => {
  it("all, one value, odd", () => {
    expect(sumOfDice([4, 6, 8, 12, 20])).toBe(50);
    expect(sumOfDice([])).toBe(0);
    expect(sumOfValue([2, 3, 3, 6, 12], 3)).toBe(6);
    expect(sumOfValue([2, 3, 3, 6, 12], 4)).toBe(0);
    expect(sumOfOdd([3, 7, 10, 12, 20])).toBe(10);
    expect(sumOfOdd([1, 3, 5, 7, 9])).toBe(25);
    expect(sumOfOdd([2, 4, 6])).toBe(0);
    expect(sumOfOdd([-3, 2])).toBe(-3);
  });
});

describe("wasteful numbers", () => {
  it("prime factorisations", () => {
    expect(primeFactorisation(1)).toEqual([]);
    expect(primeFactorisation(2)).toEqual([[2, 1]]);
    expect(primeFactorisation(12)).toEqual([
      [2, 2],
      [3, 1],
    ]);
    expect(primeFactorisation(1024)).toEqual([[2, 10]]);
    expect(primeFactorisation(97)).toEqual([[97, 1]]);
  });

  it("1..20: exactly 4, 6, 8, 9, 12, 18, 20 are wasteful (worked by hand)", () => {
    // 4 = 2² "22"; 6 = 2·3 "23"; 8 = 2³ "23"; 9 = 3² "32"; 12 = 2²·3 "223";
    // 18 = 2·3² "232"; 20 = 2²·5 "225": more digits than the number.
    // 10 = 2·5 "25", 14 "27", 15 "35", 16 = 2⁴ "24": as many digits, not more.
    // Primes write themselves: never wasteful. 1 has no factorisation.
    const wasteful = Array.from({ length: 20 }, (_, index) => index + 1).filter(isWasteful);
    expect(wasteful).toEqual([4, 6, 8, 9, 12, 18, 20]);
  });

  it("more hand-worked cases", () => {
    expect(isWasteful(21)).toBe(false); // 3·7 → "37"
    expect(isWasteful(22)).toBe(true); // 2·11 → "211"
    expect(isWasteful(25)).toBe(false); // 5² → "52"
    expect(isWasteful(27)).toBe(false); // 3³ → "33"
    expect(isWasteful(30)).toBe(true); // 2·3·5 → "235"
    expect(isWasteful(125)).toBe(false); // 5³ → "53"
    expect(isWasteful(1024)).toBe(false); // 2¹⁰ → "210"
    expect(isWasteful(1000)).toBe(false); // 2³·5³ → "2353": 4 digits, as many as 1000
    expect(isWasteful(48)).toBe(true); // 2⁴·3 → "243"
  });

  it("non-integers and numbers below 2 are not wasteful", () => {
    expect(isWasteful(0)).toBe(false);
    expect(isWasteful(1)).toBe(false);
    expect(isWasteful(-4)).toBe(false);
    expect(isWasteful(4.5)).toBe(false);
  });

  it("sum of the wasteful dice", () => {
    expect(sumOfWasteful([4, 6, 8, 11, 12])).toBe(30);
    expect(sumOfWasteful([1, 2, 3, 5, 7])).toBe(0);
    expect(sumOfWasteful([20, 20, 10, 9, 1])).toBe(49);
  });
});
