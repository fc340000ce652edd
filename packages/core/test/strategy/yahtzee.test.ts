import { describe, expect, it } from "vitest";
import { gameTotals, playGame } from "@dice/core";
import { optimalBot, solveGame, type GameSolution } from "@dice/core/strategy";
import { yahtzee } from "./yahtzeeRules";

// Classic solitaire Yahtzee, no Yahtzee bonus or joker: the published optimum is
// 245.870775 (Verhoeff; Woodward), computed here from scratch in CI.
describe("classic solitaire Yahtzee", () => {
  let solution: GameSolution;

  it("the optimal expected score is the published 245.870775", { timeout: 180_000 }, () => {
    solution = solveGame(yahtzee);
    expect(solution.expected).toBeCloseTo(245.870775, 6);
  });

  it("the optimal bot's mean over 2,000 seeded games is within 4 standard errors of it", { timeout: 180_000 }, () => {
    const bot = optimalBot(solution);
    const scores: number[] = [];
    for (let seed = 1; seed <= 2000; seed++) scores.push(gameTotals(yahtzee, playGame(yahtzee, [bot], seed))[0]!.total);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const variance = scores.reduce((sum, score) => sum + (score - mean) ** 2, 0) / (scores.length - 1);
    const standardError = Math.sqrt(variance / scores.length);
    // The spread of optimal Yahtzee scores is about 60 points, so the bound is about ±5.4.
    expect(standardError).toBeGreaterThan(0.5);
    expect(Math.abs(mean - solution.expected)).toBeLessThan(4 * standardError);
  });
});
