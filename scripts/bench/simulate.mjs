/**
 * Optimal-bot simulation speed, this checkout's `dice simulate` against a
 * baseline checkout's, in one run: for each game the two built CLIs play the
 * same seeded games alternately, and the ratio of games a second is printed.
 *
 *   node scripts/bench/simulate.mjs --baseline /tmp/sim-base [--runs 3] [--workers 2] [--games yahtzee=500,platzee=200,poker=200,dodeca=20]
 *
 * Both checkouts must be built (`pnpm run build`). Each run is the whole
 * command, table reading or solving included, as a user waits for it.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { resolve } from "node:path";

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const baseline = option("baseline");
if (baseline === undefined) {
  console.error("usage: node scripts/bench/simulate.mjs --baseline <built checkout> [--runs 3] [--games yahtzee=500,...]");
  process.exit(2);
}
const runs = Number(option("runs", "3"));
const workers = option("workers", "1");
const games = option("games", "yahtzee=500,platzee=200,poker=200,dodeca=20")
  .split(",")
  .map((pair) => pair.split("="))
  .map(([game, count]) => ({ game, count: Number(count) }));
const current = resolve(fileURLToPath(new URL("../../packages/cli/dist/bin.js", import.meta.url)));
const base = resolve(baseline, "packages/cli/dist/bin.js");

/** Seconds one CLI takes for the run, and its output (which must agree with the other's). */
function time(bin, game, count, extra) {
  const started = process.hrtime.bigint();
  const args = [bin, "simulate", game, "--bot", "optimal", "--games", String(count), "--seed", "1", "--json", ...extra];
  const output = execFileSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 26 });
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, output };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`load before: ${execFileSync("uptime", { encoding: "utf8" }).trim()}`);
for (const { game, count } of games) {
  const times = { base: [], current: [] };
  let same = true;
  for (let run = 0; run < runs; run++) {
    // Alternate which goes first, so a change of load favours neither.
    const order = run % 2 === 0 ? ["base", "current"] : ["current", "base"];
    const outputs = {};
    for (const which of order) {
      const { seconds, output } = which === "base" ? time(base, game, count, []) : time(current, game, count, ["--workers", workers]);
      times[which].push(seconds);
      outputs[which] = output;
    }
    same &&= outputs.base === outputs.current;
  }
  const baseRate = count / median(times.base);
  const currentRate = count / median(times.current);
  console.log(
    `${game}: ${count} games × ${runs} runs, ${workers} worker(s); baseline ${baseRate.toFixed(1)} games/s, this ${currentRate.toFixed(1)} games/s, ratio ${(currentRate / baseRate).toFixed(2)}×; same results: ${same}`,
  );
}
console.log(`load after: ${execFileSync("uptime", { encoding: "utf8" }).trim()}`);
