/**
 * Optimal-bot simulation speed, this checkout against a baseline checkout,
 * in one run. For each game both checkouts play the same seeded games,
 * alternately (which goes first swaps every run), and the median of the
 * runs gives each one's games a second and their ratio:
 *
 * - "simulate": core's `simulate` with `cachedOptimalBot` on one thread,
 *   after the table is loaded (scripts/bench/simulateRun.mjs, a process a run);
 * - "dice simulate, N worker(s)": the whole built command
 *   `dice simulate <game> --bot optimal --games <n> --seed 1 --json --workers N`
 *   as a user waits for it, table reading or solving and thread start-up
 *   included, against the baseline's command with one thread (its fastest)
 *   and with the same threads.
 *
 *   node scripts/bench/simulate.mjs --baseline /tmp/sim-base [--runs 3] [--workers 1,2] [--games yahtzee=500,platzee=200,poker=200,dodeca=20]
 *
 * Both checkouts must be built (`pnpm run build`). Every pair of runs must
 * print the same totals; a difference is reported as "same results: false".
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const baseline = option("baseline");
if (baseline === undefined) {
  console.error("usage: node scripts/bench/simulate.mjs --baseline <built checkout> [--runs 3] [--workers 1,2] [--games yahtzee=500,...]");
  process.exit(2);
}
const runs = Number(option("runs", "3"));
const threadCounts = option("workers", "1,2").split(",").map(Number);
const games = option("games", "yahtzee=500,platzee=200,poker=200,dodeca=20")
  .split(",")
  .map((pair) => pair.split("="))
  .map(([game, count]) => ({ game, count: Number(count) }));
const checkouts = { base: resolve(baseline), current: resolve(fileURLToPath(new URL("../..", import.meta.url))) };
const runner = fileURLToPath(new URL("./simulateRun.mjs", import.meta.url));

/** Seconds of simulation alone (the table loaded first, untimed), and the totals. */
function simulateOnly(checkout, game, count) {
  const output = execFileSync(process.execPath, [runner, checkout, game, String(count)], { encoding: "utf8", maxBuffer: 1 << 26 });
  const { simulate, totals } = JSON.parse(output);
  return { seconds: simulate / 1000, output: totals };
}

/** Whether a checkout's `dice simulate` takes `--workers` (one from before it did plays on one thread). */
const workerFlags = new Map();
function takesWorkers(checkout) {
  if (!workerFlags.has(checkout)) {
    const help = execFileSync(process.execPath, [resolve(checkout, "packages/cli/dist/bin.js"), "simulate", "--help"], { encoding: "utf8" });
    workerFlags.set(checkout, help.includes("--workers"));
  }
  return workerFlags.get(checkout);
}

/** Seconds the whole command takes, and its output. */
function command(checkout, game, count, workers) {
  const bin = resolve(checkout, "packages/cli/dist/bin.js");
  const threads = takesWorkers(checkout) ? ["--workers", String(workers)] : [];
  const started = process.hrtime.bigint();
  const args = [bin, "simulate", game, "--bot", "optimal", "--games", String(count), "--seed", "1", "--json", ...threads];
  const output = execFileSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 26 });
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, output };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs each measure `runs` times, alternating which goes first; the median seconds of each, and whether every output agreed. */
function compare(measures) {
  const names = Object.keys(measures);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  let same = true;
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? names : [...names].reverse();
    const outputs = order.map((name) => {
      const { seconds, output } = measures[name]();
      times[name].push(seconds);
      return output;
    });
    same &&= outputs.every((output) => output === outputs[0]);
  }
  return { seconds: Object.fromEntries(names.map((name) => [name, median(times[name])])), same };
}

const rate = (count, seconds) => `${(count / seconds).toFixed(1)} games/s`;
console.log(`load before: ${execFileSync("uptime", { encoding: "utf8" }).trim()}`);
for (const { game, count } of games) {
  const alone = compare({ base: () => simulateOnly(checkouts.base, game, count), current: () => simulateOnly(checkouts.current, game, count) });
  console.log(
    `${game}, ${count} games, simulate (one thread, table loaded): baseline ${rate(count, alone.seconds.base)}, this ${rate(count, alone.seconds.current)}, ` +
      `ratio ${(alone.seconds.base / alone.seconds.current).toFixed(2)}×; same results: ${alone.same}`,
  );
  for (const workers of threadCounts) {
    const measures = { base1: () => command(checkouts.base, game, count, 1), current: () => command(checkouts.current, game, count, workers) };
    if (workers !== 1 && takesWorkers(checkouts.base)) measures.base = () => command(checkouts.base, game, count, workers);
    const whole = compare(measures);
    const { base1, base, current } = whole.seconds;
    const sameThreads = base === undefined ? "" : `, baseline with ${workers} workers ${rate(count, base)} (ratio ${(base / current).toFixed(2)}×)`;
    console.log(
      `${game}, ${count} games, dice simulate, ${workers} worker(s): baseline one thread ${rate(count, base1)}, this ${rate(count, current)}, ` +
        `ratio ${(base1 / current).toFixed(2)}×${sameThreads}; same results: ${whole.same}`,
    );
  }
}
console.log(`load after: ${execFileSync("uptime", { encoding: "utf8" }).trim()}`);
