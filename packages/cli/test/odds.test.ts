import { describe, expect, it } from "vitest";
import { games, type GameEntry } from "../src/games/games";
import { runCli } from "../src/runCli";
import { captureIo } from "./captureIo";

async function run(args: string[], hosted: readonly GameEntry[] = games) {
  const io = captureIo();
  const code = await runCli(args, io, { games: hosted });
  return { code, out: io.stdout(), err: io.stderr() };
}

interface EstimatedLaw {
  readonly game: string;
  readonly method: string;
  readonly bot: string;
  readonly seed: number;
  readonly games: number;
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly max: number;
  readonly probabilities: readonly number[];
}

describe("dice odds luckyseven", () => {
  it("prints exact odds worked out by hand for small dice", async () => {
    // Faces 7, 1, minus (1/3 each): P(win & k ones) = C(k+2, 2)·(1/3)^(k+3), summing to (1/2)^3 = 1/8;
    // given a win, k is negative binomial (3 successes, failure odds 1/3 : 2/3), mean 3·(1/3)/(2/3) = 1.5,
    // so the score (three 7s plus the 1s) averages 4.5.
    // Faces 1, 2, 7 (weight 2), minus (1 in 5 each but 7 at 2 in 5): P(win) = (2/3)^3 = 8/27;
    // given a win the numbers 1 and 2 number 3·(2/5)/(3/5) = 2 on average, so the score averages 5.
    const { code, out } = await run(["odds", "luckyseven", "--die", "7,1,minus", "--die", "1,2,7*2,minus", "--json"]);
    expect(code).toBe(0);
    const [small, weighted] = JSON.parse(out);
    expect(small.winProbability).toBeCloseTo(1 / 8, 12);
    expect(small.meanScoreWhenWon).toBeCloseTo(4.5, 9);
    expect(small.expectedAttempts).toBeCloseTo(8, 9);
    expect(weighted.winProbability).toBeCloseTo(8 / 27, 12);
    expect(weighted.meanScoreWhenWon).toBeCloseTo(5, 9);
    expect(weighted.weights).toEqual([1, 1, 2, 1]);
  });

  it("compares the original and the 12-number Polydi by default", async () => {
    const { code, out } = await run(["odds", "luckyseven"]);
    expect(code).toBe(0);
    // Original: only 7 (1/12) and minus (1/12) decide, P(win) = (1/2)^3. 12-number: no minus, always won.
    expect(out).toMatch(/^polydi\s+0\.125000\s/m);
    expect(out).toMatch(/^polydi-12\s+1\.000000\s+36\.0000/m);
  });

  it("rejects a die on which the game could never end, with exit code 2", async () => {
    const { code, err } = await run(["odds", "luckyseven", "--die", "1,2,3"]);
    expect(code).toBe(2);
    expect(err).toMatch(/could never end/);
    expect(err.trim().split("\n")).toHaveLength(1);
  });
});

describe("dice odds, a law estimated from games of the optimal bot", () => {
  it("estimates Dodeca's law, out of reach exactly, from the very games dice simulate plays, and says so", { timeout: 120_000 }, async () => {
    const estimated = await run(["odds", "dodeca", "--games", "40", "--json"]);
    expect(estimated.err).toBe("");
    expect(estimated.code).toBe(0);
    const law = JSON.parse(estimated.out) as EstimatedLaw;
    expect([law.game, law.method, law.bot, law.seed, law.games]).toEqual(["dodeca", "simulation", "optimal", 1, 40]);
    // Each total's share of the 40 games is its count in dice simulate's histogram of the same seeds, over 40.
    const simulated = JSON.parse((await run(["simulate", "dodeca", "--bot", "optimal", "--games", "40", "--json"])).out) as { histogram: Record<string, number> };
    const totals = Object.keys(simulated.histogram).map(Number);
    expect([law.min, law.max]).toEqual([Math.min(...totals), Math.max(...totals)]);
    law.probabilities.forEach((probability, index) => expect(probability).toBe((simulated.histogram[String(law.min + index)] ?? 0) / 40));
    const text = await run(["odds", "dodeca", "--games", "5"]);
    expect(text.code).toBe(0);
    // The mean and its standard error as dice simulate prints them for the same five games.
    const summary = /^mean (\d+\.\d\d) ± (\d+\.\d\d) \(standard error\)/m.exec((await run(["simulate", "dodeca", "--bot", "optimal", "--games", "5"])).out);
    expect(summary).not.toBeNull();
    expect(text.out).toMatch(
      new RegExp(
        `^Dodeca: the final score of a fresh game under optimal \\(expected-score\\) play\nestimated from 5 games of the optimal bot \\(seeds 1 to 5\\), not exact\nmean ${summary?.[1]} \\(standard error ${summary?.[2]}\\)  sd `,
      ),
    );
  });

  it("estimates a game's law from the entry's lawFromGames when not told how many games", { timeout: 120_000 }, async () => {
    const hosted = games.map((entry) => (entry.game.id === "dodeca-all-dice" ? ({ ...entry, lawFromGames: 12 } as GameEntry) : entry));
    const law = JSON.parse((await run(["odds", "dodeca-all-dice", "--json"], hosted)).out) as EstimatedLaw;
    expect([law.method, law.games]).toEqual(["simulation", 12]);
  });

  it("estimates Poker's law when asked, its mean within 4 standard errors of the exact optimum 294.2038", { timeout: 120_000 }, async () => {
    const law = JSON.parse((await run(["odds", "poker", "--games", "200", "--json"])).out) as EstimatedLaw;
    expect([law.method, law.games]).toEqual(["simulation", 200]);
    // The optimum of an empty Poker game, from packages/poker-dodeca/README.md ("Exact values").
    expect(Math.abs(law.mean - 294.203806)).toBeLessThan((4 * law.sd) / Math.sqrt(200));
  });
});
