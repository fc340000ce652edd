/**
 * The exact law of a fresh game's final score against games of the optimal
 * bot: Pearson's chi-square test at 1%, and the same test against the law
 * moved `--shift` whole points up and down (default 1), which it must fail
 * (so the test has the power to see a shift of that size). Both sides come
 * from the built `dice` command, as a user runs it:
 *
 *   dice odds <game> --json --workers W          (the law; or --law <file> written by it)
 *   dice simulate <game> --bot optimal --games N --seed S --workers W --json
 *
 *   pnpm exec tsx scripts/bench/lawChiSquare.ts --game yahtzee --games 1000000 [--seed 1] [--workers 2]
 *     [--law <file>] [--shift <k>] [--histogram <file>]
 *
 * `--histogram <file>` keeps the simulated games: when the file exists, the
 * games are read from it instead of simulated (it must hold the optimal bot's
 * games for the same --game, --games and --seed, or the script refuses);
 * when it does not, the games are simulated and written there (the output of
 * `dice simulate ... --json`). So a slow simulation is run once and tested
 * against several shifts. The workers do not change the games (game i uses
 * seed S + i), so a file written with any --workers serves.
 *
 * Build first (`pnpm run build`). Prints one JSON line per test and exits 1
 * when the law fails the test or a shifted law passes it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chiSquare, type LawTable } from "../../packages/core/test/chiSquare";

function option(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

function positiveInteger(name: string, fallback?: string): number {
  const value = Number(option(name, fallback));
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got ${option(name, fallback)}`);
  return value;
}

interface Simulation {
  game: string;
  bot: string;
  seed: number;
  statistics: { games: number; mean: number; standardError: number };
  histogram: Record<string, number>;
}

const game = option("game");
const games = positiveInteger("games");
const seed = Number(option("seed", "1"));
if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer, got ${option("seed", "1")}`);
const workers = String(positiveInteger("workers", "2"));
const shift = positiveInteger("shift", "1");
const lawFile = process.argv.includes("--law") ? option("law") : undefined;
const histogramFile = process.argv.includes("--histogram") ? option("histogram") : undefined;

const bin = fileURLToPath(new URL("../../packages/cli/dist/bin.js", import.meta.url));
const dice = (args: string[]): string => execFileSync(process.execPath, [bin, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
const seconds = (start: number): number => Math.round((performance.now() - start) / 100) / 10;

/** The saved games, refused unless they are the optimal bot's games this run asks for. */
function readSimulation(file: string): Simulation {
  const saved = JSON.parse(readFileSync(file, "utf8")) as Partial<Simulation>;
  const found = { game: saved.game, bot: saved.bot, games: saved.statistics?.games, seed: saved.seed };
  const wanted = { game, bot: "optimal", games, seed };
  const mismatched = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((key) => found[key] !== wanted[key]);
  if (mismatched.length > 0 || saved.histogram === undefined) {
    const got = mismatched.map((key) => `${key} ${String(found[key])}`).join(", ");
    throw new Error(
      `--histogram ${file} holds ${got || "no histogram"}; this run wants game ${game}, bot optimal, games ${games}, seed ${seed}` +
        " (give another file, or the options it was written with)",
    );
  }
  return saved as Simulation;
}

let start = performance.now();
const law = JSON.parse(lawFile === undefined ? dice(["odds", game, "--json", "--workers", workers]) : readFileSync(lawFile, "utf8")) as LawTable & { mean: number; sd: number };
const lawSeconds = lawFile === undefined ? seconds(start) : undefined;
start = performance.now();
const saved = histogramFile !== undefined && existsSync(histogramFile);
let simulated: Simulation;
if (saved) simulated = readSimulation(histogramFile);
else {
  const output = dice(["simulate", game, "--bot", "optimal", "--games", String(games), "--seed", String(seed), "--workers", workers, "--json"]);
  simulated = JSON.parse(output) as Simulation;
  if (histogramFile !== undefined) {
    // Written whole, then renamed, so an interrupted run never leaves half a file to be read back.
    writeFileSync(`${histogramFile}.partial`, output);
    renameSync(`${histogramFile}.partial`, histogramFile);
  }
}
const simulateSeconds = saved ? undefined : seconds(start);
const counts = new Map(Object.entries(simulated.histogram).map(([total, count]) => [Number(total), count]));

const fits = { law: chiSquare(counts, law, games), up: chiSquare(counts, law, games, shift), down: chiSquare(counts, law, games, -shift) };
const meanGap = (simulated.statistics.mean - law.mean) / simulated.statistics.standardError;
const histogram = histogramFile === undefined ? undefined : `${saved ? "read from" : "written to"} ${histogramFile}`;
console.log(JSON.stringify({ game, games, seed, workers: Number(workers), shift, lawSeconds, simulateSeconds, histogram, meanGapInStandardErrors: Math.round(meanGap * 100) / 100 }));
const points = shift === 1 ? "point" : "points";
for (const [name, fit] of Object.entries(fits)) {
  console.log(JSON.stringify({ against: name === "law" ? "the law" : `the law moved ${shift} ${points} ${name}`, ...fit, statistic: Math.round(fit.statistic * 10) / 10, critical: Math.round(fit.critical * 10) / 10 }));
}
process.exitCode = fits.law.passes && !fits.up.passes && !fits.down.passes ? 0 : 1;
