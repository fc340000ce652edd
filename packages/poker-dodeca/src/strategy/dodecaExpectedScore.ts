import type { GameState } from "@dice/core";
import { expectedFinalScore, type GameSolution } from "@dice/core/strategy";
import { solutionFor } from "./internal/loadedSolution";

/**
 * The expected final score of a player in a Dodeca game (either scoring)
 * playing optimally from this state (see {@link adviseDodeca}): the points
 * scored so far plus the expected points to come, from the table's values
 * (within 1/4 of a point, all-dice 3/16: half the table's step).
 *
 * @param state - a game of `dodeca` or `dodeca-all-dice`
 * @param player - the player's index
 * @param solution - a Dodeca solution of the game's scoring
 * @defaultValue player the current player
 * @defaultValue solution the one loaded for the game's scoring
 * @returns the expected final score (the final total once the game is over)
 * @throws `DiceError` `INVALID_STATE` naming the field for a game of other rules, a state the engine cannot reach or an impossible sheet (as {@link adviseDodeca}); `INVALID_ARGUMENT` for a player who does not exist
 * @example
 * ```ts
 * import { dodecaEngine } from "@dice/poker-dodeca";
 * import { dodecaExpectedScore } from "@dice/poker-dodeca/strategy";
 * const state = dodecaEngine.newGame({ players: ["Ada"], seed: 1 });
 * dodecaExpectedScore(state); // => 163.0730… (the exact optimum is 162.908399)
 * ```
 * @category Strategy
 */
export function dodecaExpectedScore(state: GameState, player?: number, solution?: GameSolution): number {
  return expectedFinalScore(solutionFor("dodeca", "dodecaExpectedScore", state, solution), state, player, "dodecaExpectedScore");
}
