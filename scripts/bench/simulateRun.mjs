/**
 * One timed simulation for scripts/bench/simulate.mjs, in a process of its
 * own: a built checkout's strategy binding loaded, then its optimal bot's
 * games played by `simulate` (one thread), each step timed apart. Prints one
 * JSON line: milliseconds loading and simulating, and the totals' mean. A
 * checkout from before `simulate` plays one `playGame` a game instead.
 *
 *   node scripts/bench/simulateRun.mjs <built checkout> <game id> <games>
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [checkout, gameId, games] = process.argv.slice(2);
if (checkout === undefined || gameId === undefined || !(Number(games) > 0)) {
  console.error("usage: node scripts/bench/simulateRun.mjs <built checkout> <game id> <games>");
  process.exit(2);
}
const entry = (path) => pathToFileURL(resolve(checkout, path)).href;
// The CLI's registry of games imports core by package name, which resolves to this very file: one module instance.
const { strategy } = (await import(entry("packages/cli/dist/index.js"))).games.find((known) => known.game.id === gameId);
const { cachedOptimalBot, simulate } = await import(entry("packages/core/dist/strategy.js"));
let started = performance.now();
const solution = await strategy.load();
const load = performance.now() - started;
started = performance.now();
const rules = strategy.game.rules;
// A checkout from before `simulate` existed plays the optimal bot's games as its `dice simulate` did: one `playGame` a game.
const totals =
  simulate === undefined ? await playEach(rules, solution, Number(games)) : simulate(rules, cachedOptimalBot(solution), { games: Number(games), seed: 1 }).totals;
const simulated = performance.now() - started;
console.log(JSON.stringify({ load, simulate: simulated, mean: totals.reduce((sum, total) => sum + total, 0) / totals.length, totals: totals.join(",") }));

async function playEach(rules, solution, count) {
  const { playGame } = await import(entry("packages/core/dist/index.js"));
  const bot = strategy.optimalBot(solution);
  return Array.from({ length: count }, (_, index) => strategy.game.engine.totals(playGame(rules, [bot], index + 1))[0].total);
}
