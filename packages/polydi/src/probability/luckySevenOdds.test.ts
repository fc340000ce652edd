import type { Die } from "@dice/core";
import { describe, expect, it } from "vitest";
import { NUMBERED_POLYDI, ORIGINAL_POLYDI, createPolydi, luckySevenOdds, SCORE_DISTRIBUTION_TOLERANCE } from "../index";

/** Probabilities of 7, other numbers, plus, Polydi Symbol, minus: read straight off the die. */
function kinds(die: Die): { seven: number; number: number; plus: number; polydi: number; minus: number } {
  const weights = die.weights ?? die.faces.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const result = { seven: 0, number: 0, plus: 0, polydi: 0, minus: 0 };
  die.faces.forEach((face, index) => {
    const p = (weights[index] as number) / total;
    if (face === 7) result.seven += p;
    else if (typeof face === "number") result.number += p;
    else result[face as "plus" | "polydi" | "minus"] += p;
  });
  return result;
}

/**
 * An independent, slow check: push the probability mass forward one roll at a time
 * over (sevens, free rolls, points) until less than 1e-15 is still playing (masses
 * below 1e-40 are dropped). Returns P(win with score k) for each k.
 */
function rollByRoll(die: Die): number[] {
  const p = kinds(die);
  // mass[sevens][free][points]
  let mass: number[][][] = [[[1]], [[]], [[]]];
  const won: number[] = [];
  const add = (grid: number[][], free: number, points: number, value: number) => {
    if (value < 1e-40) return;
    const row = (grid[free] ??= []);
    row[points] = (row[points] ?? 0) + value;
  };
  for (let roll = 0; roll < 100_000; roll++) {
    const next: number[][][] = [[], [], []];
    let alive = 0;
    mass.forEach((grid, sevens) =>
      grid.forEach((row, free) =>
        row.forEach((probability, points) => {
          if (probability === undefined) return;
          alive += probability;
          const freeAfter = free > 0 ? free - 1 : 0;
          const pointsAfter = free > 0 ? points : points + 1;
          add(next[sevens] as number[][], freeAfter, pointsAfter, probability * p.number);
          if (sevens === 2) won[pointsAfter] = (won[pointsAfter] ?? 0) + probability * p.seven;
          else add(next[sevens + 1] as number[][], freeAfter, pointsAfter, probability * p.seven);
          add(next[sevens] as number[][], free + 1, points, probability * p.plus);
          add(next[sevens] as number[][], free + 2, points, probability * p.polydi);
        }),
      ),
    );
    if (alive < 1e-15) break;
    mass = next;
  }
  return Array.from(won, (value) => value ?? 0);
}

/**
 * A second independent check for dice whose only number is 7: the game is three
 * gaps of symbols, each followed by a 7. A gap with i plus signs and j Polydi
 * Symbols banks i + 2j free rolls and happens with probability C(i+j, i)·pc^i·pd^j·p7.
 */
function byGaps(die: Die, maxCredits = 200): number[] {
  const p = kinds(die);
  const gap = new Array<number>(maxCredits + 1).fill(0);
  const choose = (n: number, k: number) => {
    let value = 1;
    for (let index = 1; index <= k; index++) value = (value * (n - k + index)) / index;
    return value;
  };
  for (let i = 0; i <= maxCredits; i++) {
    for (let j = 0; i + 2 * j <= maxCredits; j++) {
      gap[i + 2 * j] = (gap[i + 2 * j] as number) + choose(i + j, i) * p.plus ** i * p.polydi ** j * p.seven;
    }
  }
  // Millions of tiny terms: compensated (Neumaier) summation keeps them from being rounded away.
  const scores = [0, 0, 0, 0];
  const carries = [0, 0, 0, 0];
  gap.forEach((g1, k1) =>
    gap.forEach((g2, k2) =>
      gap.forEach((g3, k3) => {
        let free = 0;
        let points = 0;
        for (const credits of [k1, k2, k3]) {
          free += credits;
          if (free > 0) free -= 1;
          else points += 1;
        }
        const term = g1 * g2 * g3;
        const before = scores[points] as number;
        const sum = before + term;
        const lost = Math.abs(before) >= Math.abs(term) ? before - sum + term : term - sum + before;
        carries[points] = (carries[points] as number) + lost;
        scores[points] = sum;
      }),
    ),
  );
  return scores.map((sum, points) => sum + (carries[points] as number));
}

const weighted = createPolydi([7, 1, 2, "plus", "polydi", "minus"], { weights: [2, 5, 1, 1.5, 0.5, 1] });
const symbolHeavy = createPolydi([7, 3, "plus", "polydi", "minus"], { weights: [1, 1, 3, 3, 1] });
const noOtherNumbers = createPolydi([7, "polydi", "minus"]);
const noMinus = createPolydi([7, 1, "plus"]);

describe("luckySevenOdds: hand-worked cases", () => {
  it("original Polydi: only 7 (1/12) and minus (1/12) decide, so P(win) = (1/2)^3 = 1/8", () => {
    const odds = luckySevenOdds(ORIGINAL_POLYDI);
    expect(odds.winProbability).toBe(0.125);
    expect(odds.winProbabilityExact).toEqual({ numerator: 1n, denominator: 8n });
    expect(odds.expectedAttempts).toBe(8);
    // 1 + 1/2 + 1/4 "7 or minus" events a game, each after 6 rolls on average.
    expect(odds.expectedRollsPerGame).toBe(10.5);
    expect(odds.expectedChallengeRolls).toBe(84);
  });

  it("[7, minus]: a win is always three 7s in a row, score 3", () => {
    const odds = luckySevenOdds(createPolydi([7, "minus"]));
    expect(odds.winProbability).toBe(1 / 8);
    expect(odds.scoreProbability(3)).toBe(1 / 8);
    expect([0, 1, 2, 4, 10].map(odds.scoreProbability)).toEqual([0, 0, 0, 0, 0]);
    expect(odds.meanScoreWhenWon).toBe(3);
    expect(odds.medianScoreWhenWon).toBe(3);
    expect(odds.expectedRollsPerGame).toBe(1.75);
  });

  it("[7, 1, minus]: P(score k) = C(k-1, 2)/3^k, mean 4.5, median 4", () => {
    const odds = luckySevenOdds(createPolydi([7, 1, "minus"]));
    expect(odds.winProbability).toBe(1 / 8);
    expect(odds.scoreProbability(3)).toBeCloseTo(1 / 27, 15);
    expect(odds.scoreProbability(4)).toBeCloseTo(3 / 81, 15);
    expect(odds.scoreProbability(5)).toBeCloseTo(6 / 243, 15);
    expect(odds.scoreProbability(12)).toBeCloseTo(55 / 3 ** 12, 15);
    // Σ k·C(k-1,2)·x^k = 3x³/(1-x)⁴ = 9/16 at x = 1/3; divided by 1/8.
    expect(odds.meanScoreWhenWon).toBeCloseTo(4.5, 12);
    // P(3 | win) = 8/27, P(4 | win) = 8/27: the CDF passes 1/2 at 4.
    expect(odds.medianScoreWhenWon).toBe(4);
    expect(odds.scorePercentile(0.25)).toBe(3);
  });

  it("[7, plus, minus]: P(0) = 29/1944 and P(3) = 1/27 worked by hand", () => {
    const odds = luckySevenOdds(createPolydi([7, "plus", "minus"]));
    // Score 0: j1 ≥ 1, j1 + j2 ≥ 2, j1 + j2 + j3 ≥ 3 pluses before the 7s; summing
    // (1/3)^(J+3) over those gives (1/27)(1/9 + 7/24) = 29/1944.
    expect(odds.scoreProbability(0)).toBeCloseTo(29 / 1944, 15);
    // Score 3: no plus at all before the third 7.
    expect(odds.scoreProbability(3)).toBeCloseTo(1 / 27, 15);
    expect(odds.scoreProbability(1) + odds.scoreProbability(2)).toBeCloseTo(1 / 8 - 29 / 1944 - 1 / 27, 15);
    expect(odds.scoreProbability(4)).toBe(0);
  });

  it("12-number Polydi: always won, score = rolls to the third 7 (negative binomial, mean 36, sd √396)", () => {
    const odds = luckySevenOdds(NUMBERED_POLYDI);
    expect(odds.winProbability).toBe(1);
    expect(odds.expectedAttempts).toBe(1);
    for (const k of [3, 4, 10, 36, 100]) {
      const expected = (((k - 1) * (k - 2)) / 2) * (1 / 12) ** 3 * (11 / 12) ** (k - 3);
      expect(odds.scoreProbability(k)).toBeCloseTo(expected, 14);
      expect(Math.abs(odds.scoreProbability(k) / expected - 1)).toBeLessThan(1e-12);
    }
    expect(Math.abs(odds.meanScoreWhenWon - 36)).toBeLessThan(1e-12);
    expect(Math.abs(odds.scoreStandardDeviationWhenWon - Math.sqrt(396))).toBeLessThan(1e-9);
    let cdf = 0;
    let median = 0;
    for (let k = 3; cdf < 0.5; k++) {
      cdf += (((k - 1) * (k - 2)) / 2) * (1 / 12) ** 3 * (11 / 12) ** (k - 3);
      median = k;
    }
    expect(odds.medianScoreWhenWon).toBe(median);
  });

  it("a die that can never win has P(win) = 0 and no score statistics", () => {
    const odds = luckySevenOdds(createPolydi([1, "plus", "minus"]));
    expect(odds.winProbability).toBe(0);
    expect(odds.meanScoreWhenWon).toBeNaN();
    expect(odds.expectedAttempts).toBe(Number.POSITIVE_INFINITY);
    expect(odds.expectedAttemptsExact).toBeNull();
    expect(odds.scoreDistribution).toEqual([]);
  });

  it("reads weights as exact binary fractions: 0.1 against 0.2 is exactly 1/3 per event", () => {
    const odds = luckySevenOdds(createPolydi([7, "minus", 4], { weights: [0.1, 0.2, 0.7] }));
    expect(odds.winProbabilityExact).toEqual({ numerator: 1n, denominator: 27n });
    expect(odds.winProbability).toBe(1 / 27);
    expect(odds.expectedAttemptsExact).toEqual({ numerator: 27n, denominator: 1n });
    expect(luckySevenOdds(weighted).winProbabilityExact).toEqual({ numerator: 8n, denominator: 27n });
  });
});

describe("luckySevenOdds: independent cross-checks", () => {
  const dice = [ORIGINAL_POLYDI, NUMBERED_POLYDI, weighted, symbolHeavy, noOtherNumbers, noMinus];

  it.each(dice.map((die) => [die.name, die] as const))("%s agrees with a roll-by-roll DP", (_name, die) => {
    const odds = luckySevenOdds(die);
    const slow = rollByRoll(die);
    const slowWin = slow.reduce((sum, value) => sum + value, 0);
    expect(Math.abs(odds.winProbability - slowWin)).toBeLessThan(1e-13);
    slow.forEach((value, k) => expect(Math.abs(odds.scoreProbability(k) - value)).toBeLessThan(1e-14));
    const slowMean = slow.reduce((sum, value, k) => sum + k * value, 0) / slowWin;
    expect(Math.abs(odds.meanScoreWhenWon / slowMean - 1)).toBeLessThan(1e-11);
    const slowSecond = slow.reduce((sum, value, k) => sum + k * k * value, 0) / slowWin;
    expect(Math.abs(odds.scoreStandardDeviationWhenWon ** 2 / (slowSecond - slowMean ** 2) - 1)).toBeLessThan(1e-9);
  });

  it.each([noOtherNumbers, createPolydi([7, "plus", "polydi", "minus"], { weights: [1, 2, 1, 0.5] })].map(
    (die) => [die.name, die] as const,
  ))("%s agrees with an enumeration of the gaps between 7s", (_name, die) => {
    const odds = luckySevenOdds(die);
    byGaps(die).forEach((value, k) => expect(Math.abs(odds.scoreProbability(k) - value)).toBeLessThan(1e-14));
  });

  it.each(dice.map((die) => [die.name, die] as const))(
    "%s: the listed distribution plus the stated remainder sums to the win probability",
    (_name, die) => {
      const odds = luckySevenOdds(die);
      const listed = odds.scoreDistribution.reduce((sum, value) => sum + value, 0);
      expect(odds.truncationRemainder).toBeLessThanOrEqual(SCORE_DISTRIBUTION_TOLERANCE * odds.winProbability);
      expect(Math.abs(listed + odds.truncationRemainder - odds.winProbability)).toBeLessThan(1e-14);
      expect(odds.cumulativeScoreProbability(odds.scoreDistribution.length - 1)).toBeCloseTo(odds.winProbability, 14);
      odds.scoreDistribution.forEach((value, k) => expect(value).toBeCloseTo(odds.scoreProbability(k), 15));
      const median = odds.medianScoreWhenWon;
      expect(odds.cumulativeScoreProbability(median)).toBeGreaterThanOrEqual(odds.winProbability / 2);
      expect(odds.cumulativeScoreProbability(median - 1)).toBeLessThan(odds.winProbability / 2);
      const p90 = odds.scorePercentile(0.9);
      expect(odds.cumulativeScoreProbability(p90)).toBeGreaterThanOrEqual(0.9 * odds.winProbability);
      expect(odds.cumulativeScoreProbability(p90 - 1)).toBeLessThan(0.9 * odds.winProbability);
    },
  );
});

describe("luckySevenOdds: bad input", () => {
  it("rejects dice that are not Polydi, and bad scores and fractions", () => {
    expect(() => luckySevenOdds({ name: "d6", faces: [1, 2, 3, 4, 5, 6] })).toThrow(/luckySevenOdds: .*could never end/);
    const odds = luckySevenOdds(ORIGINAL_POLYDI);
    expect(odds.scoreProbability(-1)).toBe(0);
    expect(() => odds.scoreProbability(1.5)).toThrow(/scoreProbability: score must be an integer; received 1.5/);
    expect(() => odds.scorePercentile(1)).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT" }));
    expect(() => odds.scorePercentile(0)).toThrow(/strictly between 0 and 1/);
  });
});
