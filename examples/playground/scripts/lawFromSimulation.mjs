// Turns `dice simulate <game> --bot optimal --json` (read from standard input)
// into a law file of the site: the share of the games that ended on each
// total, with how many games it was estimated from.
//   node packages/cli/dist/bin.js simulate dodeca --bot optimal --games 3000 --workers 2 --json \
//     | node examples/playground/scripts/lawFromSimulation.mjs > examples/playground/public/laws/dodeca.json
import { text } from "node:stream/consumers";

const simulation = JSON.parse(await text(process.stdin));
const games = simulation?.statistics?.games;
const histogram = simulation?.histogram;
if (!Number.isSafeInteger(games) || games < 1 || typeof histogram !== "object" || histogram === null) {
  throw new Error("lawFromSimulation: standard input is not the JSON of dice simulate --json (no statistics.games or histogram)");
}
const totals = Object.keys(histogram).map(Number);
if (!totals.every(Number.isSafeInteger)) throw new Error("lawFromSimulation: the histogram's totals are not all integers");
const min = Math.min(...totals);
const max = Math.max(...totals);
const probabilities = Array.from({ length: max - min + 1 }, (_, index) => (histogram[String(min + index)] ?? 0) / games);
process.stdout.write(`${JSON.stringify({ game: simulation.game, method: "simulation", bot: simulation.bot, seed: simulation.seed, games, min, max, probabilities })}\n`);
