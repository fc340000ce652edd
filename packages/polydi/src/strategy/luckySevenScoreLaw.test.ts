import { describe, expect, it } from "vitest";
import { ORIGINAL_POLYDI, createPolydi, luckySevenOdds } from "@dice/polydi";
import { luckySevenScoreLaw } from "@dice/polydi/strategy";

describe("luckySevenScoreLaw", () => {
  it("with faces 7 and minus a won game is three 7s in three rolls: the score is always 3", () => {
    const law = luckySevenScoreLaw(createPolydi([7, "minus"]));
    expect([law.min, law.max, law.probabilityOf(3)]).toEqual([3, 3, 1]);
    expect(law.mean).toBeCloseTo(3, 12);
    expect(law.sd).toBeCloseTo(0, 6);
    expect([law.atLeast(3), law.atLeast(4), law.quantile(0.5)]).toEqual([1, 0, 3]);
  });

  it("with faces 7 and 3 the score is the number of rolls to the third 7: negative binomial, P(k) = C(k−1, 2)/2^k", () => {
    const law = luckySevenScoreLaw(createPolydi([7, 3]));
    expect(law.min).toBe(3);
    expect(law.probabilityOf(3)).toBeCloseTo(1 / 8, 14);
    expect(law.probabilityOf(4)).toBeCloseTo(3 / 16, 14);
    expect(law.probabilityOf(5)).toBeCloseTo(6 / 32, 14);
    expect(law.probabilityOf(6)).toBeCloseTo(10 / 64, 14);
    // Mean r/p = 3/(1/2) = 6; variance r(1−p)/p² = 6.
    expect(law.mean).toBeCloseTo(6, 12);
    // The list stops where the rest is at most 1e-15 of the whole, which moves the spread by under 1e-10.
    expect(law.sd).toBeCloseTo(Math.sqrt(6), 10);
    expect(law.atLeast(4)).toBeCloseTo(7 / 8, 14);
    expect(law.atLeast(6)).toBeCloseTo(1 / 2, 14);
    // P(≤ 4) = 5/16 < 1/2 = P(≤ 5).
    expect(law.quantile(0.5)).toBe(5);
    expect(law.quantile(0.3)).toBe(4);
  });

  it("agrees with the closed-form mean, spread and median of the original Polydi's odds", () => {
    const odds = luckySevenOdds(ORIGINAL_POLYDI);
    const law = luckySevenScoreLaw(ORIGINAL_POLYDI);
    expect(Math.abs(law.mean - odds.meanScoreWhenWon)).toBeLessThan(1e-9 * odds.meanScoreWhenWon);
    expect(Math.abs(law.sd - odds.scoreStandardDeviationWhenWon)).toBeLessThan(1e-9 * odds.scoreStandardDeviationWhenWon);
    expect(law.quantile(0.5)).toBe(odds.medianScoreWhenWon);
    expect(law.atLeast(10)).toBeCloseTo(1 - odds.cumulativeScoreProbability(9) / odds.winProbability, 12);
  });

  it("refuses a die that can never win, saying why", () => {
    expect(() => luckySevenScoreLaw(createPolydi([3, "minus"]))).toThrow(/can never win/);
  });
});
