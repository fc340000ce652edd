import type { GameState } from "@dice/core";
import { expectedFinalScore, type GameSolution } from "@dice/core/strategy";
import { solutionFor } from "./internal/loadedSolution";

/**
 * The expected final score of a Poker player playing optimally from this
 * state on (all three stages): the points already on their sheets plus the
 * expected points to come. With dice showing for that player it is the value
 * of their best choice; once the game is over it is their final total.
 * `@dice/core`'s `expectedFinalScore` on the Poker solution; synchronous,
 * like {@link advisePoker}.
 *
 * @param state - a Poker game state (either scoring)
 * @param player - the player's index
 * @defaultValue player the current player
 * @param solution - the solution to read from, of the game's scoring
 * @defaultValue solution the loaded one (`await pokerSolution()`; in Node, read on first use)
 * @returns the expected final score
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the field for a state of another game, one the engine cannot reach or an impossible sheet (as {@link advisePoker}); `INVALID_ARGUMENT` for a player who does not exist or a solution of another game or scoring; `TABLE_UNAVAILABLE` in a browser before `await pokerSolution()`, or for all-dice scoring before `await pokerSolution({ mainScoring: "all-dice" })`
 * @example
 * ```ts
 * import { pokerEngine } from "@dice/poker-dodeca";
 * import { pokerExpectedScore } from "@dice/poker-dodeca/strategy";
 * let state = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
 * pokerExpectedScore(state); // => 294.2037… (the optimum, 294.203806, from values stored to 1/1024 of a point)
 * state = pokerEngine.applyAction(state, { type: "roll", values: [6, 6, 6, 6, 6] });
 * pokerExpectedScore(state); // => 342.4265… (five sixes on the first roll: Five of a Kind from hand, 60)
 * ```
 * @category Strategy
 */
export function pokerExpectedScore(state: GameState, player?: number, solution?: GameSolution): number {
  return expectedFinalScore(solutionFor("poker", "pokerExpectedScore", state, solution), state, player, "pokerExpectedScore");
}
