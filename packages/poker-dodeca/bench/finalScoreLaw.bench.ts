import { bench, describe } from "vitest";
import type { GameState } from "@dice/core";
import { adviseTurn, finalScoreLaw } from "@dice/core/strategy";
import { pokerEngine } from "../src/index";
import { pokerStrategy } from "../src/strategy/index";

// The law of the final score of Poker (three stages, later stages convolved)
// from a sheet with half of the first stage's 15 categories filled (7 turns
// played by the optimal bot, then the first roll), the shipped table loaded
// before timing. The later stages' laws from an empty sheet are worked out
// once per solution: the warm-up iteration pays for them (it is timed on its
// own in finalScoreLawEmpty.bench.ts), the timed ones reuse them. Baseline in
// the same run: the advice for the same decision.
const solution = await pokerStrategy.load();
const bot = pokerStrategy.optimalBot();

function halfFilled(players: number, seed: number): GameState {
  let state = pokerEngine.newGame({ players: Array.from({ length: players }, (_, index) => `P${index}`), seed });
  for (let turn = 0; turn < 7 * players; turn++) {
    state = pokerEngine.applyAction(state, { type: "roll" });
    while (state.dice !== null) state = pokerEngine.applyAction(state, bot(state));
  }
  return pokerEngine.applyAction(state, { type: "roll" });
}

const solo = halfFilled(1, 3);
let sink = 0;

describe("Poker, first stage half filled", () => {
  bench("finalScoreLaw (mid-turn, after the first roll)", () => {
    sink += finalScoreLaw(solution, solo).mean;
  }, { iterations: 3, time: 0, warmupIterations: 1 });
  bench("baseline: adviseTurn for the same decision", () => {
    sink += adviseTurn(solution, solo).expected;
  }, { iterations: 3, time: 0, warmupIterations: 1 });
});
export { sink };
