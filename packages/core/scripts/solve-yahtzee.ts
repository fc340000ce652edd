/**
 * Solves classic solitaire Yahtzee (no Yahtzee bonus, no joker) in one thread
 * and on worker threads, printing the optimum and the times.
 *
 *   cd packages/core && npx tsx --conditions=@dice/source scripts/solve-yahtzee.ts [--workers 2]
 */
import { solveGame } from "@dice/core/strategy";
import { solveGameInWorkers } from "@dice/core/node";
import { yahtzee } from "../test/strategy/yahtzeeRules";

const index = process.argv.indexOf("--workers");
const workers = index === -1 ? 2 : Number(process.argv[index + 1]);
// Each run gets its own copy of the rules, so each pays for building the solver's model
// (models are cached per rules object) and the two times are comparable.
let started = performance.now();
const parallel = await solveGameInWorkers({ ...yahtzee }, { workers });
console.log(`workers (${workers}): ${parallel.expected.toFixed(6)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
started = performance.now();
const single = solveGame({ ...yahtzee });
console.log(`one thread: ${single.expected.toFixed(6)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
