import { describe, expect, it } from "vitest";
import type { Bot } from "@dice/core";
import { cachedOptimalBot, goalBot } from "@dice/core/strategy";
import { playMatch, seekerSeat, summarizeMatch, type MatchTally } from "../src/winAgainstMean";
import { winAgainstMeanInWorkers } from "../src/winAgainstMeanInWorkers";
import { oneDieGame, oneDieStrategy } from "./fixtures/oneDie";

const rules = oneDieGame.rules;
const solution = oneDieStrategy.loadSync();
const mean = cachedOptimalBot(solution);

/** |rate − expected| in standard errors. */
const errors = (rate: { rate: number; standardError: number }, expected: number): number => Math.abs(rate.rate - expected) / rate.standardError;

// The one-die game by hand. The expected-score bot keeps a 4, 5 or 6 and re-rolls a 1, 2 or 3:
// its total is 1, 2 or 3 with 1/12 each, 4, 5 or 6 with 1/4 each.
describe("win-against-mean's counting", () => {
  it("ties count half a win; the standard error is that of the games' results (1, ½ or 0)", () => {
    const tally: MatchTally = [
      { wins: 3, ties: 2, losses: 5 },
      { wins: 6, ties: 0, losses: 4 },
    ];
    const summary = summarizeMatch(tally);
    // 9 wins, 2 ties, 9 losses: (9 + 2/2) / 20 = 1/2; squared deviations 9 × 1/4 + 2 × 0 + 9 × 1/4 = 4.5 over 19, over 20 games.
    expect(summary.games).toBe(20);
    expect(summary.rate).toBe(0.5);
    expect(summary.ties).toBe(2);
    expect(summary.standardError).toBeCloseTo(Math.sqrt(4.5 / 19 / 20), 12);
    expect(summary.standardErrorsAboveHalf).toBe(0);
    // First seat: (3 + 1) / 10; second: 6 / 10.
    expect(summary.seats.map((seat) => seat.rate)).toEqual([0.4, 0.6]);
  });

  it("alternates the seats by game index, the win-seeker first in the even games, in any slice", () => {
    expect([0, 1, 2, 3, 4].map(seekerSeat)).toEqual([0, 1, 0, 1, 0]);
    const games = (tally: MatchTally) => tally.map((seat) => seat.wins + seat.ties + seat.losses);
    expect(games(playMatch(rules, mean, mean, { games: 5, seed: 1 }))).toEqual([3, 2]);
    expect(games(playMatch(rules, mean, mean, { games: 4, seed: 1, first: 1 }))).toEqual([2, 2]);
    // The seat of each of the win-seeker's moves (a roll, then a fill, each game): first, second, first, second.
    const seats: number[] = [];
    const seeker: Bot = (state) => (seats.push(state.currentPlayer), state.dice === null ? { type: "roll", hold: [] } : { type: "fill", category: "chance" });
    playMatch(rules, seeker, mean, { games: 4, seed: 1 });
    expect(seats).toEqual([0, 0, 1, 1, 0, 0, 1, 1]);
  });

  it("a bot keeping its first roll wins 3/8 from either seat: P(its total above) 7/24 plus half of P(equal) 1/6", () => {
    const keepFirst: Bot = (state) => (state.dice === null ? { type: "roll", hold: [] } : { type: "fill", category: "chance" });
    const summary = summarizeMatch(playMatch(rules, keepFirst, mean, { games: 20_000, seed: 7 }));
    for (const seat of summary.seats) expect(errors(seat, 3 / 8)).toBeLessThan(4);
    expect(errors(summary, 3 / 8)).toBeLessThan(4);
    // P(equal) = Σ 1/6 × P(mean's total = v) = 1/6, a binomial count.
    expect(Math.abs(summary.ties / 20_000 - 1 / 6) / Math.sqrt((1 / 6) * (5 / 6) / 20_000)).toBeLessThan(4);
  });

  it(
    "goalBot on worker threads: 1/2 from the first seat, 113/216 from the second, 221/432 in all; the same games as in one thread",
    { timeout: 120_000 },
    async () => {
      // First seat: keeping v wins P(mean < v) + P(mean = v)/2 = 1/24, 3/24, 5/24, 9/24, 15/24, 21/24 for v = 1 … 6, a re-roll
      // their mean 9/24; it keeps 5 and 6: (4 × 9/24 + 15/24 + 21/24) / 6 = 1/2.
      // Second seat, against the mean bot's total x: it keeps a die above x, re-rolls one below, and re-rolls x itself
      // when x ≤ 3 (P(new die above x) + P(equal)/2 > 1/2); wins 71/72, 66/72, 57/72, 45/72, 30/72, 11/72 for x = 1 … 6:
      // (71 + 66 + 57) / 72 / 12 + (45 + 30 + 11) / 72 / 4 = 113/216.
      const games = 20_000;
      const tally = await winAgainstMeanInWorkers({ module: new URL("./fixtures/oneDie.ts", import.meta.url).href, name: "oneDieStrategy" }, { games, seed: 3, turnsLeft: 1, workers: 2 });
      const summary = summarizeMatch(tally);
      expect(summary.games).toBe(games);
      expect(errors(summary.seats[0], 1 / 2)).toBeLessThan(4);
      expect(errors(summary.seats[1], 113 / 216)).toBeLessThan(4);
      expect(errors(summary, 221 / 432)).toBeLessThan(4);
      expect(tally).toEqual(playMatch(rules, goalBot(solution, { type: "win" }, { turnsLeft: 1 }), mean, { games, seed: 3 }));
    },
  );
});
