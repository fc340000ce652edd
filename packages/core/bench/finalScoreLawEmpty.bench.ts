import { bench, describe } from "vitest";
import { classicYahtzee, newGame } from "@dice/core";
import { finalScoreLaw, solveGame } from "@dice/core/strategy";
import { finalScoreLawInWorkers } from "@dice/core/node";

// The law of the final score of classic Yahtzee from an empty sheet, on one
// thread and on 2 worker threads (whose coordinating thread solves the game
// first: the time includes a solve), against a full solve of the game as the
// same-run baseline. Slow:
// run it on its own (`npx vitest bench --run bench/finalScoreLawEmpty.bench.ts`).
const rules = classicYahtzee();
const solution = solveGame(rules);
const fresh = newGame(rules, { players: ["Ada"], seed: 1 });
let sink = 0;

describe("classic Yahtzee, empty sheet", () => {
  bench("finalScoreLaw from an empty sheet", () => {
    // A copy of the solution: the laws worked out are kept per solution object.
    sink += finalScoreLaw({ ...solution }, fresh).mean;
  }, { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 });
  bench("finalScoreLawInWorkers from an empty sheet, 2 threads, its solve included", async () => {
    const strategy = { module: new URL("../test/strategy/simulateGames.ts", import.meta.url), name: "classicYahtzeeStrategy" };
    sink += (await finalScoreLawInWorkers(strategy, fresh, { workers: 2 })).mean;
  }, { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 });
  bench("baseline: solveGame (every state of the game)", () => {
    sink += solveGame(rules).expected;
  }, { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 });
});
export { sink };
