import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runScript } from "./runBinary";

// A program built on the built @dice/cli with one made-up game added to a copy of its games, through real pipes:
// Sixes, one d6, two rolls a turn, two categories: Sixes (6 for a six, else 0) and Chance (the die's value).
const script = fileURLToPath(new URL("./customGame/dice-with-sixes.mjs", import.meta.url));
const dist = fileURLToPath(new URL("../dist/index.js", import.meta.url));
const sixes = (args: readonly string[], input = "") => {
  expect(existsSync(dist), "build the CLI first (pnpm test builds it)").toBe(true);
  return runScript(script, args, input);
};

// The optimum, worked out by hand. The last turn with one category left, two rolls: Chance keeps a 4, 5 or 6 and
// re-rolls a 1, 2 or 3, so (3.5 + 4 + 5 + 6) / 2 = 4.25; Sixes scores 6 with probability 1 − (5/6)² = 11/36, 11/6.
// First turn, last roll showing x: fill Sixes (6·[x = 6] + 4.25) or Chance (x + 11/6), whichever is more:
// x = 1…6 gives 4.25, 4.25, 29/6, 35/6, 41/6, 10.25, on average 36.25 / 6 ≈ 6.0417, the value of re-rolling.
// After the first roll, keep x = 5 (41/6) or 6 (10.25), re-roll the rest: (10.25 + 41/6 + 4 × 36.25/6) / 6 = 6.875.
const OPTIMUM = 6.875;
const REROLL = 36.25 / 6;

describe("a made-up game added to the games of the built CLI", () => {
  it("is listed in the help with its dice, and plays a whole game from piped input: each fill scores by the rules, the total adds up", { timeout: 60_000 }, async () => {
    const help = await sixes(["help", "play"]);
    expect(help.stdout).toMatch(/^ {2}sixes +Sixes, dice d6$/m);
    const run = await sixes(["play", "sixes", "--seed", "4", "--players", "Ada"], "roll\nfill sixes\nroll\nroll\nfill chance\n");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const dice = [...run.stdout.matchAll(/^Ada, roll (\d) of 2: 1: d6 = (\d)$/gm)].map((match) => [Number(match[1]), Number(match[2])] as const);
    expect(dice.map(([roll]) => roll)).toEqual([1, 1, 2]);
    const sixesScore = dice[0]![1] === 6 ? 6 : 0;
    const chanceScore = dice[2]![1];
    expect(run.stdout).toContain(`Ada: fill Sixes (${sixesScore})\n`);
    expect(run.stdout).toContain(`Ada: fill Chance (${chanceScore})\n`);
    expect(run.stdout).toContain("Sixes is over.");
    expect(run.stdout).toMatch(new RegExp(`^Total\\s+${sixesScore + chanceScore}\\s*$`, "m"));
    expect(run.stdout).toMatch(/^Winner: Ada$/m);
  });

  it("simulate --bot optimal: the mean of 4,000 seeded games is within 4 standard errors of the optimum worked out by hand", { timeout: 60_000 }, async () => {
    const run = await sixes(["simulate", "sixes", "--bot", "optimal", "--games", "4000", "--seed", "1", "--json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const { game, statistics } = JSON.parse(run.stdout) as { game: string; statistics: { games: number; mean: number; standardError: number } };
    expect(game).toBe("sixes");
    expect(statistics.games).toBe(4000);
    expect(Math.abs(statistics.mean - OPTIMUM)).toBeLessThan(4 * statistics.standardError);
  });

  it("advise reads a game saved in dice play (a 4 typed in as the first roll) and finds its game", { timeout: 60_000 }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), "dice-sixes-")), "game.json");
    const played = await sixes(["play", "sixes", "--manual"], `roll\n4\nsave ${file}\nquit\n`);
    expect(played.stdout).toContain(`Saved the game to ${file}: dice advise --state ${file} advises on it.\n`);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ rules: "sixes", dice: [4], rollsUsed: 1 });
    const advice = await sixes(["advise", "--state", file]);
    expect(advice.stderr).toBe("");
    expect(advice.code).toBe(0);
    // Re-rolling is worth 6.0417; Chance now 4 + 11/6 ≈ 5.8333 (0.2083 less); Sixes now 0 + 4.25 (1.7917 less).
    expect(advice.stdout).toBe(
      [
        "Sixes, roll 1 of 2: 1: d6 = 4",
        `Best: re-roll every die (expected final score ${REROLL.toFixed(2)})`,
        "  re-roll every die     6.04  best",
        "  fill Chance (4)       5.83  −0.21",
        "  fill Sixes (0)        4.25  −1.79",
        "",
      ].join("\n"),
    );
  });
  it("odds prints the exact law of a fresh game's final score, worked out by hand", { timeout: 60_000 }, async () => {
    // Under the optimal play above: Chance with two rolls scores C (1, 2, 3: 1/12 each; 4, 5, 6: 1/4 each) and
    // Sixes with two rolls scores S (0: 25/36, 6: 11/36). The first turn ends in one of five ways:
    //   a 6 kept at once or rolled after a re-roll (6/36 + 4/36): Sixes 6, then Chance: 6 + C;
    //   a 5 kept at once or rolled after a re-roll (6/36 + 4/36): Chance 5, then Sixes: 5 + S;
    //   a 3 or a 4 after a re-roll (4/36 each): Chance 3 or 4, then Sixes: 3 + S or 4 + S;
    //   a 1 or a 2 after a re-roll (8/36): Sixes 0, then Chance: C.
    const chance = new Map([[1, 1 / 12], [2, 1 / 12], [3, 1 / 12], [4, 1 / 4], [5, 1 / 4], [6, 1 / 4]]);
    const sixesLaw = new Map([[0, 25 / 36], [6, 11 / 36]]);
    const expected = new Map<number, number>();
    const add = (weight: number, offset: number, law: Map<number, number>) => {
      for (const [points, p] of law) expected.set(offset + points, (expected.get(offset + points) ?? 0) + weight * p);
    };
    add(10 / 36, 6, chance);
    add(10 / 36, 5, sixesLaw);
    add(4 / 36, 3, sixesLaw);
    add(4 / 36, 4, sixesLaw);
    add(8 / 36, 0, chance);
    const run = await sixes(["odds", "sixes", "--json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const law = JSON.parse(run.stdout) as { game: string; mean: number; min: number; max: number; probabilities: number[]; quantiles: Record<string, number> };
    expect(law.game).toBe("sixes");
    expect([law.min, law.max]).toEqual([1, 12]);
    for (let total = 1; total <= 12; total++) expect(law.probabilities[total - 1]).toBeCloseTo(expected.get(total) ?? 0, 12);
    expect(law.mean).toBeCloseTo(OPTIMUM, 12);
    // P(total ≤ 4) = 8/36 · 5/12 + 4/36 · 25/36 · 2 ≈ 0.2654 < 1/2 ≤ P(total ≤ 5) ≈ 0.5139: the median is 5.
    expect(law.quantiles["0.5"]).toBe(5);
    const text = await sixes(["odds", "sixes"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Sixes: the final score of a fresh game under optimal \(expected-score\) play$/m);
    expect(text.stdout).toMatch(/^mean 6\.8750 {2}sd \d\.\d{4} {2}min 1 {2}max 12$/m);
    // One bar a total; the most likely total, 5 (10/36 · 25/36 + 8/36 · 1/4 ≈ 0.2485), has the longest bar.
    expect(text.stdout).toMatch(/^ 5- 5 +24\.85% #{40}$/m);
  });
});
