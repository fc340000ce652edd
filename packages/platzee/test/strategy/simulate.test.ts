import { describe, expect, it } from "vitest";
import { gameTotals, playGame } from "@dice/core";
import { cachedOptimalBot, optimalBot, simulate, simulationGameSeed } from "@dice/core/strategy";
import { platzeeStrategy } from "@dice/platzee/strategy";

const GAMES = 200;

describe("simulate with cachedOptimalBot", () => {
  it(`plays ${GAMES} seeded Platzee games to the totals optimalBot reaches through the public engine`, { timeout: 600_000 }, () => {
    const solution = platzeeStrategy.loadSync();
    const rules = platzeeStrategy.game.rules;
    const result = simulate(rules, cachedOptimalBot(solution), { games: GAMES, seed: 1 });
    const plain = optimalBot(solution);
    const totals = Array.from({ length: GAMES }, (_, index) => gameTotals(rules, playGame(rules, [plain], simulationGameSeed(1, index)))[0]!.total);
    expect(result.totals).toEqual(totals);
    // Four standard errors either side of the exact expectation: missed about once in 16,000 runs by chance.
    expect(Math.abs(result.mean - solution.expected)).toBeLessThanOrEqual(4 * result.standardError);
  });
});
