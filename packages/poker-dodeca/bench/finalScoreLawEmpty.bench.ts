import { bench, describe } from "vitest";
import { finalScoreLaw, solveGame } from "@dice/core/strategy";
import { poker, pokerEngine } from "../src/index";
import { pokerStrategy } from "../src/strategy/index";

// The law of the final score of Poker from an empty sheet (one thread): its
// three stages' laws from empty sheets, convolved, from the shipped table
// (loaded before timing), against an exact solve of the same rules as the
// same-run baseline. Slow: run it on its own
// (`npx vitest bench --run bench/finalScoreLawEmpty.bench.ts`).
const solution = await pokerStrategy.load();
const fresh = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
let sink = 0;

describe("Poker, empty sheet", () => {
  bench("finalScoreLaw from an empty sheet", () => {
    // A copy of the solution: the laws worked out are kept per solution object.
    sink += finalScoreLaw({ ...solution }, fresh).mean;
  }, { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 });
  bench("baseline: solveGame (every state of the three stages)", () => {
    sink += solveGame(poker).expected;
  }, { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 });
});
export { sink };
