import { defineRules, gameTotals, playGame, validateGameState } from "@dice/core";
import { optimalBot, solveGame } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";
import { dodeca, dodecaEngine } from "../../src/index";
import { dodecaStrategy } from "../../src/strategy/index";

// Dodeca's shipped solution (tables/dodeca.dsol; Poker's is tested in pokerStrategy.test.ts).
describe("dodecaStrategy.optimalBot", () => {
  it("plays legal, complete two-player Dodeca games through the engine, ending on the totals it expected", { timeout: 120_000 }, () => {
    const solution = dodecaStrategy.loadSync();
    for (let seed = 0; seed < 3; seed++) {
      // Two optimal players: every action goes through the engine, which rejects illegal ones.
      const state = playGame(dodeca, [dodecaStrategy.optimalBot(), optimalBot(solution)], seed);
      expect(state.finished).toBe(true);
      expect(validateGameState(dodeca, JSON.parse(JSON.stringify(state))).finished).toBe(true);
      const totals = gameTotals(dodeca, state);
      expect(dodecaStrategy.expectedFinalScore(state, 0)).toBe(totals[0]!.total);
      expect(dodecaStrategy.expectedFinalScore(state, 1)).toBe(totals[1]!.total);
      expect(state.log.filter((action) => action.type === "fill")).toHaveLength(2 * dodeca.stages.length * dodeca.categories.length);
    }
  });

  // Stage 3 alone is solved exactly in a second; 1,000 seeded games of it must average its exact value.
  it("scores Dodeca's exact stage-3 value on average, within 4 standard errors over 1,000 games of that stage alone", { timeout: 120_000 }, () => {
    const stage3 = defineRules({ ...dodeca, stages: [dodeca.stages[2]!] });
    const solution = solveGame(stage3);
    // The stage's exact value (README, "Exact values").
    expect(solution.expected).toBeCloseTo(-46.753668, 6);
    const games = 1000;
    const scores = Array.from({ length: games }, (_, seed) => gameTotals(stage3, playGame(stage3, [optimalBot(solution)], 70_000 + seed))[0]!.total);
    const mean = scores.reduce((a, b) => a + b, 0) / games;
    const sd = Math.sqrt(scores.reduce((sum, total) => sum + (total - mean) ** 2, 0) / (games - 1));
    expect(Math.abs(mean - solution.expected)).toBeLessThan((4 * sd) / Math.sqrt(games));
  });

  it("advises four 12s from hand in Dodeca's stage 1 as Four of a Kind (48, doubled to 96)", { timeout: 60_000 }, () => {
    let state = dodecaEngine.newGame({ players: ["Bo"], seed: 2 });
    state = dodecaEngine.applyAction(state, { type: "roll", values: [12, 12, 12, 12] });
    const advice = dodecaStrategy.adviseTurn(state);
    expect(advice.best).toMatchObject({ type: "fill", category: "fourOfAKind" });
    // 18 items, and 4 distinct holds (none to three of the 12s).
    expect(advice.choices).toHaveLength(18 + 4);
    expect(advice.expected).toBe(dodecaStrategy.expectedFinalScore(state));
    const filled = dodecaEngine.applyAction(state, { type: "fill", category: "fourOfAKind" });
    expect(dodecaEngine.totals(filled)[0]!.total).toBe(96);
  });
});
