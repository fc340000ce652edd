import { describe, expect, it } from "vitest";
import { NUMBERED_POLYDI, ORIGINAL_POLYDI, createPolydi, luckySevenOdds, simulatePolydi } from "../src/index";

// Simulation and exact odds must agree within 4 standard errors. With fixed
// seeds the test is deterministic; a correct pair fails a given check with
// probability about 6e-5 over seeds, a wrong one fails it reliably.
const BOUND = 4;
const GAMES = 200_000;

const dice = [
  ORIGINAL_POLYDI,
  NUMBERED_POLYDI,
  createPolydi([7, 1, 2, "plus", "polydi", "minus"], { weights: [2, 5, 1, 1.5, 0.5, 1] }),
  createPolydi([7, 3, "plus", "polydi", "minus"], { weights: [1, 1, 3, 3, 1] }),
  createPolydi([7, "plus", "minus"]),
];

describe("simulation agrees with the exact odds (within 4 standard errors)", () => {
  it.each(dice.map((die, index) => [die.name, die, index] as const))("%s", (_name, die, index) => {
    const odds = luckySevenOdds(die);
    const sim = simulatePolydi({ die, seed: 1000 + index, games: GAMES });
    const p = odds.winProbability;
    const winSe = Math.sqrt((p * (1 - p)) / GAMES);
    // A die that always wins has zero variance: the count must then be exact.
    expect(Math.abs(sim.wins / GAMES - p)).toBeLessThanOrEqual(BOUND * winSe + 1e-12);

    const mean = sim.scoreCounts.reduce((sum, count, score) => sum + count * score, 0) / sim.wins;
    const meanSe = odds.scoreStandardDeviationWhenWon / Math.sqrt(sim.wins);
    expect(Math.abs(mean - odds.meanScoreWhenWon)).toBeLessThanOrEqual(BOUND * meanSe);

    // A few individual scores: the median, its neighbours and the 90th percentile.
    const median = odds.medianScoreWhenWon;
    for (const score of [median - 1, median, median + 1, odds.scorePercentile(0.9)]) {
      const pk = odds.scoreProbability(score);
      const se = Math.sqrt((pk * (1 - pk)) / GAMES);
      expect(Math.abs((sim.scoreCounts[score] ?? 0) / GAMES - pk)).toBeLessThanOrEqual(BOUND * se + 1e-12);
    }
    expect(Math.abs(sim.totalRolls / GAMES - odds.expectedRollsPerGame)).toBeLessThan(0.05 * odds.expectedRollsPerGame);
  });
});
