import { describe, expect, it } from "vitest";
import { gameTotals, playGame, type GameAction } from "@dice/core";
import { platzee, platzeeEngine, sheetTotal } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";

// A game with the optimal bot costs one turn's solve from the table per turn
// (about 10–20 ms each here), so CI plays GAMES games; scripts/simulate.ts
// plays many more for the README's figures.
const GAMES = 100;

describe("platzeeStrategy.optimalBot", () => {
  it("plays the best choice of platzeeStrategy.adviseTurn at every decision, through the engine", { timeout: 60_000 }, () => {
    const bot = platzeeStrategy.optimalBot();
    let state = platzeeEngine.newGame({ players: ["Ada", "Bo"], seed: 99 });
    let decisions = 0;
    while (!state.finished) {
      const best = platzeeStrategy.adviseTurn(state).best;
      const expected: GameAction = best.type === "roll" ? { type: "roll", hold: [...best.hold] } : { type: "fill", category: best.category };
      const action = bot(state);
      expect(action).toMatchObject(expected);
      state = platzeeEngine.applyAction(state, action);
      decisions++;
    }
    // 2 players × 15 turns: at least one roll and one fill a turn, at most three rolls.
    expect(decisions).toBeGreaterThanOrEqual(60);
    expect(decisions).toBeLessThanOrEqual(120);
  });

  it(`over ${GAMES} seeded games: complete legal games, mean within 4 standard errors of the exact expectation`, { timeout: 180_000 }, () => {
    const bot = platzeeStrategy.optimalBot();
    const scores: number[] = [];
    for (let seed = 1; seed <= GAMES; seed++) {
      // playGame applies every action through the engine, which refuses illegal ones.
      const game = playGame(platzee, [bot], seed);
      const sheet = game.players[0]!.sheets[0]!;
      expect(game.finished).toBe(true);
      expect(Object.keys(sheet).sort()).toEqual(platzee.categories.map((category) => category.id).sort());
      expect(game.log.filter((action) => action.type === "fill")).toHaveLength(15);
      const total = gameTotals(platzee, game)[0]!.total;
      expect(total).toBe(sheetTotal(sheet));
      scores.push(total);
    }
    const mean = scores.reduce((a, b) => a + b, 0) / GAMES;
    const deviation = Math.sqrt(scores.reduce((sum, score) => sum + (score - mean) ** 2, 0) / (GAMES - 1));
    const standardError = deviation / Math.sqrt(GAMES);
    // Optimal Platzee scores spread by about 38 points (SD over 1,000 games), so 4 SE is about ±15 over 100 games.
    expect(standardError).toBeGreaterThan(1);
    expect(Math.abs(mean - platzeeStrategy.info!.expected)).toBeLessThan(4 * standardError);
  });

  it("the random baseline also plays complete games (same seed, same game)", () => {
    const first = playGame(platzee, [platzeeStrategy.randomBot(8)], 8);
    expect(first.finished).toBe(true);
    expect(playGame(platzee, [platzeeStrategy.randomBot(8)], 8).log).toEqual(first.log);
  });
});
