import { describe, expect, it } from "vitest";
import { gameTotals, playGame } from "@dice/core";
import { cachedOptimalBot, optimalBot, simulate, simulationGameSeed, type GameStrategy } from "@dice/core/strategy";
import { dodecaStrategy, pokerStrategy } from "../../src/strategy/index";

// A Dodeca game costs the plain optimal bot about half a second here, so fewer of its games are played.
const runs: readonly (readonly [GameStrategy, number])[] = [
  [pokerStrategy, 200],
  [dodecaStrategy, 20],
];

describe("simulate with cachedOptimalBot", () => {
  for (const [strategy, games] of runs) {
    it(`plays ${games} seeded ${strategy.game.name} games to the totals optimalBot reaches through the public engine`, { timeout: 600_000 }, () => {
      const solution = strategy.loadSync();
      const rules = strategy.game.rules;
      const result = simulate(rules, cachedOptimalBot(solution), { games, seed: 1 });
      const plain = optimalBot(solution);
      const totals = Array.from({ length: games }, (_, index) => gameTotals(rules, playGame(rules, [plain], simulationGameSeed(1, index)))[0]!.total);
      expect(result.totals).toEqual(totals);
      // Four standard errors either side of the exact expectation: missed about once in 16,000 runs by chance.
      expect(Math.abs(result.mean - solution.expected)).toBeLessThanOrEqual(4 * result.standardError);
    });
  }
});
