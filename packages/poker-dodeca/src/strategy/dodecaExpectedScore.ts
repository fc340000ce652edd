import type { GameState } from "@dice/core";
import { dodecaStrategy } from "./internal/dodecaStrategy";
import { expectedFinalScore } from "./internal/expectedFinalScore";
import { checkShipped } from "./internal/gameHelpers";

/**
 * The expected final score of a player in a Dodeca game (default options)
 * following the shipped strategy (see {@link adviseDodeca}) from this state:
 * the points scored so far plus the expected points to come; in stages 1–2
 * a guaranteed lower bound of what the strategy scores on average.
 *
 * @param state - a game of `dodeca`
 * @param player - the player's index
 * @defaultValue player the current player
 * @returns the expected final score (the final total once the game is over)
 * @throws `DiceError` `INVALID_STATE` for a game of other rules; `INVALID_ARGUMENT` for a player who does not exist
 * @example
 * ```ts
 * import { dodecaEngine } from "@dice/poker-dodeca";
 * import { dodecaExpectedScore } from "@dice/poker-dodeca/strategy";
 * const state = dodecaEngine.newGame({ players: ["Ada"], seed: 1 });
 * dodecaExpectedScore(state) > 0; // => true
 * ```
 * @category Strategy
 */
export function dodecaExpectedScore(state: GameState, player?: number): number {
  const strategy = dodecaStrategy();
  checkShipped(strategy, state, "dodecaExpectedScore");
  return expectedFinalScore(strategy, state, player);
}
