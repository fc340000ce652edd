/**
 * The exact law of a fresh game's final score against games of the optimal
 * bot: Pearson's chi-square test at 1%, and the same test against the law
 * moved one point up and one point down, which it must fail (so the test has
 * the power to see a shift of one point). Both sides come from the built
 * `dice` command, as a user runs it:
 *
 *   dice odds <game> --json --workers W          (the law; or --law <file> written by it)
 *   dice simulate <game> --bot optimal --games N --seed S --workers W --json
 *
 *   pnpm exec tsx scripts/bench/lawChiSquare.ts --game yahtzee --games 1000000 [--seed 1] [--workers 2] [--law <file>]
 *
 * Build first (`pnpm run build`). Prints one JSON line per test and exits 1
 * when the law fails the test or a shifted law passes it.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chiSquare, type LawTable } from "../../packages/core/test/chiSquare";

function option(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

const game = option("game");
const games = Number(option("games"));
const seed = option("seed", "1");
const workers = option("workers", "2");
const lawFile = process.argv.includes("--law") ? option("law") : undefined;
if (!Number.isSafeInteger(games) || games < 1) throw new Error("--games must be a positive integer");

const bin = fileURLToPath(new URL("../../packages/cli/dist/bin.js", import.meta.url));
const dice = (args: string[]): string => execFileSync(process.execPath, [bin, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
const seconds = (start: number): number => Math.round((performance.now() - start) / 100) / 10;

let start = performance.now();
const law = JSON.parse(lawFile === undefined ? dice(["odds", game, "--json", "--workers", workers]) : readFileSync(lawFile, "utf8")) as LawTable & { mean: number; sd: number };
const lawSeconds = lawFile === undefined ? seconds(start) : undefined;
start = performance.now();
const simulated = JSON.parse(dice(["simulate", game, "--bot", "optimal", "--games", String(games), "--seed", seed, "--workers", workers, "--json"])) as {
  statistics: { mean: number; standardError: number };
  histogram: Record<string, number>;
};
const simulateSeconds = seconds(start);
const counts = new Map(Object.entries(simulated.histogram).map(([total, count]) => [Number(total), count]));

const fits = { law: chiSquare(counts, law, games), up: chiSquare(counts, law, games, 1), down: chiSquare(counts, law, games, -1) };
const meanGap = (simulated.statistics.mean - law.mean) / simulated.statistics.standardError;
console.log(JSON.stringify({ game, games, seed: Number(seed), workers: Number(workers), lawSeconds, simulateSeconds, meanGapInStandardErrors: Math.round(meanGap * 100) / 100 }));
for (const [name, fit] of Object.entries(fits)) {
  console.log(JSON.stringify({ against: name === "law" ? "the law" : `the law moved one point ${name}`, ...fit, statistic: Math.round(fit.statistic * 10) / 10, critical: Math.round(fit.critical * 10) / 10 }));
}
process.exitCode = fits.law.passes && !fits.up.passes && !fits.down.passes ? 0 : 1;
