/**
 * Solves classic solitaire Yahtzee three ways (no Yahtzee bonus or joker; with
 * them, the joker as printed; with them, Verhoeff's free joker) on worker
 * threads and in one thread, printing the optima and the times.
 *
 *   cd packages/core && npx tsx --conditions=@dice/source scripts/solve-yahtzee.ts [--workers 2]
 */
import { classicYahtzee, type GameRules } from "@dice/core";
import { solveGame } from "@dice/core/strategy";
import { solveGameInWorkers } from "@dice/core/node";
import { yahtzee } from "../test/strategy/yahtzeeRules";

const index = process.argv.indexOf("--workers");
const workers = index === -1 ? 2 : Number(process.argv[index + 1]);
const games: Array<[string, GameRules]> = [
  ["no bonus, no joker", yahtzee],
  ["bonus, forced joker", classicYahtzee()],
  ["bonus, free joker", classicYahtzee({ joker: "free" })],
];
for (const [name, rules] of games) {
  // Each run gets its own copy of the rules, so each pays for building the solver's model
  // (models are cached per rules object) and the two times are comparable.
  let started = performance.now();
  const parallel = await solveGameInWorkers({ ...rules }, { workers });
  console.log(`${name}, workers (${workers}): ${parallel.expected.toFixed(9)} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  started = performance.now();
  const single = solveGame({ ...rules });
  console.log(`${name}, one thread: ${single.expected.toFixed(9)} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}
