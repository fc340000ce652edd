import { describe, expect, it } from "vitest";
import { classicYahtzeeGame, d6, defineRules, playGame, sumOfDice, type Bot, type GameRules, type GameState } from "@dice/core";
import { cachedOptimalBot, optimalBot, simulate, simulationGameSeed, solveGame, summarizeTotals, type GameSolution } from "@dice/core/strategy";
import { simulateInWorkers } from "@dice/core/node";
import { mixedGame, mixedStrategy } from "./simulateGames";

/** Two d6, two rolls, a chance and a pair-or-nothing: small enough to solve in milliseconds. */
const pairGame = defineRules({
  id: "pairs",
  name: "Pairs",
  dice: [d6, d6],
  rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
    { id: "pair", label: "Pair", section: "main", score: (dice: readonly number[]) => (dice[0] === dice[1] ? 20 : 0) },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

/** Plays `games` seeded games with the plain optimal bot, asking the cached bot at every state too; the moves each gave. */
function compareMoves(rules: GameRules, solution: GameSolution, games: number): { plain: unknown[]; cached: unknown[] } {
  const plainBot = optimalBot(solution);
  const cachedBot = cachedOptimalBot(solution);
  const plain: unknown[] = [];
  const cached: unknown[] = [];
  const both: Bot = (state: GameState) => {
    const move = plainBot(state);
    plain.push(move);
    cached.push(cachedBot(state));
    return move;
  };
  for (let index = 0; index < games; index++) playGame(rules, [both], simulationGameSeed(11, index));
  return { plain, cached };
}

/** Whether the mean lies within four standard errors of the exact expectation (false about once in 16,000 runs by chance). */
function withinFourStandardErrors(mean: number, standardError: number, expected: number): boolean {
  return Math.abs(mean - expected) <= 4 * standardError;
}

describe("simulate", () => {
  it("averages within four standard errors of the exact expected score of a small game", () => {
    const solution = solveGame(pairGame);
    const result = simulate(pairGame, cachedOptimalBot(solution), { games: 20_000, seed: 3 });
    expect(result.count).toBe(20_000);
    expect(result.standardError).toBeGreaterThan(0);
    expect(withinFourStandardErrors(result.mean, result.standardError, solution.expected)).toBe(true);
  });

  it("averages within four standard errors of the exact expected score of classic Yahtzee", { timeout: 600_000 }, () => {
    const solution = solveGame(classicYahtzeeGame.rules);
    const result = simulate(classicYahtzeeGame.rules, cachedOptimalBot(solution), { games: 400, seed: 1 });
    expect(withinFourStandardErrors(result.mean, result.standardError, solution.expected)).toBe(true);
    // The same games played by the engine's own loop with the plain bot give the same totals.
    const plainBot = optimalBot(solution);
    const totals = Array.from({ length: 400 }, (_, index) => classicYahtzeeGame.engine.totals(playGame(classicYahtzeeGame.rules, [plainBot], simulationGameSeed(1, index)))[0]!.total);
    expect(result.totals).toEqual(totals);
  });

  it("makes exactly the moves of the plain optimal bot, move by move", { timeout: 600_000 }, () => {
    for (const [rules, games] of [
      [pairGame, 3000],
      [mixedGame.rules, 300],
      [classicYahtzeeGame.rules, 150],
    ] as const) {
      const { plain, cached } = compareMoves(rules, solveGame(rules), games);
      expect(cached.length).toBeGreaterThan(games);
      expect(cached).toEqual(plain);
    }
  });

  it("plays a slice of a run as the whole run plays it", () => {
    const bot = cachedOptimalBot(solveGame(pairGame));
    const whole = simulate(pairGame, bot, { games: 50, seed: -7 });
    const tail = simulate(pairGame, bot, { games: 20, seed: -7, first: 30 });
    expect(tail.totals).toEqual(whole.totals.slice(30));
  });

  it("summarises totals worked by hand", () => {
    // Mean 4; squares 4 + 0 + 4 = 8 over n - 1 = 2: variance 4, deviation 2, error 2/√3.
    expect(summarizeTotals([2, 4, 6])).toEqual({ totals: [2, 4, 6], count: 3, mean: 4, standardDeviation: 2, standardError: 2 / Math.sqrt(3), min: 2, max: 6 });
    expect(simulationGameSeed(2 ** 31 - 1, 1)).toBe(-(2 ** 31));
  });

  it("refuses a count that is not a whole number and a seed that is not an integer", () => {
    const bot = cachedOptimalBot(solveGame(pairGame));
    expect(() => simulate(pairGame, bot, { games: 1.5, seed: 1 })).toThrow(/simulate: games must be an integer 0 or more; received 1\.5/);
    expect(() => simulate(pairGame, bot, { games: 1, seed: Number.NaN })).toThrow(/simulate: seed must be an integer; received NaN/);
  });
});

describe("simulateInWorkers", () => {
  it("gives the single-thread result whatever the number of threads", { timeout: 600_000 }, async () => {
    const strategy = { module: new URL("./simulateGames.ts", import.meta.url), name: "mixedStrategy" };
    const single = simulate(mixedGame.rules, cachedOptimalBot(await mixedStrategy.load()), { games: 60, seed: 5 });
    for (const workers of [1, 2, 3]) {
      const parallel = await simulateInWorkers(strategy, { games: 60, seed: 5, workers });
      expect(parallel).toEqual(single);
    }
  });

  it("names a module without the strategy", { timeout: 120_000 }, async () => {
    const strategy = { module: new URL("./simulateGames.ts", import.meta.url), name: "noSuchStrategy" };
    await expect(simulateInWorkers(strategy, { games: 2, seed: 1, workers: 1 })).rejects.toThrow(/has no strategy binding named noSuchStrategy/);
  });
});
