import { type GameState } from "@dice/core";
import { expectedFinalScore, type GameSolution } from "@dice/core/strategy";
import { solutionFor } from "./internal/loadedSolution";

/**
 * The expected final score of a player playing optimally from this state on:
 * the points already on their sheet plus the expected points to come. With
 * dice showing for that player it is the value of their best choice; once
 * the game is over it is their final total.
 *
 * Synchronous, like {@link advisePlatzee}.
 *
 * @param state - a Platzee game state (e.g. from `platzeeEngine`)
 * @param player - the player's index
 * @defaultValue player the current player
 * @param solution - the solution to read from
 * @defaultValue solution the loaded one (`await platzeeSolution()`; in Node, read on first use)
 * @returns the expected final score
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the field for a state of another game, one the engine cannot reach or an impossible sheet (as {@link advisePlatzee}); `INVALID_ARGUMENT` for a player who does not exist; `TABLE_UNAVAILABLE` in a browser before `await platzeeSolution()`
 * @example
 * ```ts
 * import { platzeeEngine } from "@dice/platzee";
 * import { platzeeExpectedScore } from "@dice/platzee/strategy";
 * let state = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
 * platzeeExpectedScore(state); // => 346.9408…
 * state = platzeeEngine.applyAction(state, { type: "roll", values: [4, 4, 4, 4, 4] });
 * platzeeExpectedScore(state); // => 390.2654…
 * ```
 * @category Strategy
 */
export function platzeeExpectedScore(state: GameState, player?: number, solution?: GameSolution): number {
  return expectedFinalScore(solutionFor("platzeeExpectedScore", solution), state, player, "platzeeExpectedScore");
}
