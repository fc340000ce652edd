import { bench, describe } from "vitest";
import { applyAction, classicYahtzee, newGame, type GameState } from "@dice/core";
import { adviseForGoal, finalScoreLaw, optimalBot, solveGame } from "@dice/core/strategy";

// The law of the final score from a classic Yahtzee sheet with 6 of its 13
// categories open, and the chance-to-win advice of one decision there (two
// players), against a full solve of the game as the same-run baseline.
const rules = classicYahtzee();
const solution = solveGame(rules);
const bot = optimalBot(solution);

function halfFilled(players: number, seed: number): GameState {
  let state = newGame(rules, { players: Array.from({ length: players }, (_, index) => `P${index}`), seed });
  while (Object.keys(state.players[players - 1]?.sheets[0] ?? {}).length < 7) state = applyAction(rules, state, bot(state));
  return applyAction(rules, state, { type: "roll" });
}

const solo = halfFilled(1, 3);
const duo = halfFilled(2, 3);
let sink = 0;

describe("classic Yahtzee, 6 categories open", () => {
  bench("finalScoreLaw (mid-turn, after the first roll)", () => {
    sink += finalScoreLaw(solution, solo).mean;
  }, { iterations: 3, time: 0 });
  bench("adviseForGoal win, two players", () => {
    sink += adviseForGoal(solution, duo, { type: "win" }).best.chance;
  }, { iterations: 3, time: 0 });
  bench("baseline: solveGame (every state of the game)", () => {
    sink += solveGame(rules).expected;
  }, { iterations: 3, time: 0 });
});
export { sink };
