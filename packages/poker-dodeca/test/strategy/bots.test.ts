import { gameTotals, greedyBot, playGame, randomBot, validateGameState } from "@dice/core";
import { solveGame } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";
import { dodeca, dodecaEngine, poker, pokerEngine } from "../../src/index";
import { adviseDodeca, adviseTurn, dodecaExpectedScore, dodecaStrategy, expectedFinalScore, optimalBot, pokerStrategy, solveStrategy } from "../../src/strategy/index";

describe("optimalBot", () => {
  it("plays legal, complete Poker and Dodeca games through the engine, ending on the totals it expected", { timeout: 120_000 }, () => {
    for (const [rules, strategy] of [
      [poker, pokerStrategy()],
      [dodeca, dodecaStrategy()],
    ] as const) {
      for (let seed = 0; seed < 3; seed++) {
        // Two optimal players: every action goes through the engine, which rejects illegal ones.
        const state = playGame(rules, [optimalBot(strategy), optimalBot(strategy)], seed);
        expect(state.finished).toBe(true);
        expect(validateGameState(rules, JSON.parse(JSON.stringify(state))).finished).toBe(true);
        const totals = gameTotals(rules, state);
        expect(expectedFinalScore(strategy, state, 0)).toBe(totals[0]!.total);
        expect(expectedFinalScore(strategy, state, 1)).toBe(totals[1]!.total);
        expect(state.log.filter((action) => action.type === "fill")).toHaveLength(2 * rules.stages.length * rules.categories.length);
      }
    }
  });

  // 1,000 seeded Poker games: the optimal bot's mean must lie within 4 standard errors
  // of the exact optimum (a false alarm has probability about 6e-5 if the strategy is right).
  it("scores the exact Poker optimum on average, within 4 standard errors over 1,000 games, and beats greedy and random", { timeout: 120_000 }, () => {
    const strategy = pokerStrategy();
    const games = 1000;
    const totals = (bot: (seed: number) => Parameters<typeof playGame>[1][number], count: number) =>
      Array.from({ length: count }, (_, seed) => gameTotals(poker, playGame(poker, [bot(seed)], 50_000 + seed))[0]!.total);
    const optimal = totals(() => optimalBot(strategy), games);
    const mean = optimal.reduce((a, b) => a + b, 0) / games;
    const sd = Math.sqrt(optimal.reduce((sum, total) => sum + (total - mean) ** 2, 0) / (games - 1));
    expect(Math.abs(mean - strategy.expected)).toBeLessThan((4 * sd) / Math.sqrt(games));
    const greedy = totals(() => greedyBot(poker), 100);
    const random = totals((seed) => randomBot(poker, seed), 100);
    expect(mean).toBeGreaterThan(greedy.reduce((a, b) => a + b, 0) / 100);
    expect(mean).toBeGreaterThan(random.reduce((a, b) => a + b, 0) / 100);
  });

  // Dodeca's stage 3 is solved exactly (its stages 1–2 ship a grid strategy with bounds, so
  // only this stage has an exact value to meet): 1,000 seeded games of that stage alone.
  it("scores Dodeca's exact stage-3 value on average, within 4 standard errors over 1,000 games of that stage alone", { timeout: 120_000 }, () => {
    const stage3 = { ...dodeca, stages: [dodeca.stages[2]!] };
    const strategy = solveStrategy(stage3);
    // The stage's exact value, by @dice/core's own solver as well (independent of this package's).
    expect(strategy.expected).toBeCloseTo(solveGame(stage3).expected, 9);
    const games = 1000;
    const scores = Array.from({ length: games }, (_, seed) => gameTotals(stage3, playGame(stage3, [optimalBot(strategy)], 70_000 + seed))[0]!.total);
    const mean = scores.reduce((a, b) => a + b, 0) / games;
    const sd = Math.sqrt(scores.reduce((sum, total) => sum + (total - mean) ** 2, 0) / (games - 1));
    expect(Math.abs(mean - strategy.expected)).toBeLessThan((4 * sd) / Math.sqrt(games));
  });

  it("advises filling five sixes from hand as Five of a Kind (30, doubled to 60) at the start of Poker", () => {
    let state = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
    state = pokerEngine.applyAction(state, { type: "roll", values: [6, 6, 6, 6, 6] });
    const advice = adviseTurn(pokerStrategy(), state);
    expect(advice.best).toMatchObject({ type: "fill", category: "fiveOfAKind", cost: 0 });
    // 15 items to fill, and 5 distinct holds (none to four of the sixes): holds of the same dice are listed once.
    expect(advice.choices.filter((choice) => choice.type === "fill")).toHaveLength(15);
    expect(advice.choices.filter((choice) => choice.type === "roll").map((choice) => (choice.type === "roll" ? choice.hold.length : -1)).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(advice.expected).toBe(expectedFinalScore(pokerStrategy(), state));
    // Filling Five of a Kind scores 60 now; the rest of the game is then worth the table's value of that sheet.
    const fill = advice.choices.find((choice) => choice.type === "fill" && choice.category === "fiveOfAKind")!;
    const after = pokerEngine.applyAction(state, { type: "fill", category: "fiveOfAKind" });
    expect(fill.expected).toBeCloseTo(expectedFinalScore(pokerStrategy(), after, 0), 4);
    expect(pokerEngine.totals(after)[0]!.total).toBe(60);
  });

  it("advises four 12s from hand in Dodeca's stage 1 as Four of a Kind (48, doubled to 96)", { timeout: 60_000 }, () => {
    let state = dodecaEngine.newGame({ players: ["Bo"], seed: 2 });
    state = dodecaEngine.applyAction(state, { type: "roll", values: [12, 12, 12, 12] });
    const advice = adviseDodeca(state);
    expect(advice.best).toMatchObject({ type: "fill", category: "fourOfAKind" });
    // 18 items, and 4 distinct holds (none to three of the 12s).
    expect(advice.choices).toHaveLength(18 + 4);
    expect(advice.expected).toBe(dodecaExpectedScore(state));
    const filled = dodecaEngine.applyAction(state, { type: "fill", category: "fourOfAKind" });
    expect(dodecaEngine.totals(filled)[0]!.total).toBe(96);
  });
});
