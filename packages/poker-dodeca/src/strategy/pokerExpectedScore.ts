import type { GameState } from "@dice/core";
import { pokerStrategy } from "./pokerStrategy";
import { expectedFinalScore } from "./expectedFinalScore";
import { checkShipped } from "./internal/gameHelpers";

/**
 * The expected final score of a player in a Poker game (default options)
 * following the shipped strategy from this state ({@link expectedFinalScore}).
 *
 * @param state - a game of `poker`
 * @param player - the player's index
 * @defaultValue player the current player
 * @returns the expected final score (the final total once the game is over)
 * @throws `DiceError` `INVALID_STATE` for a game of other rules; `INVALID_ARGUMENT` for a player who does not exist
 * @example
 * ```ts
 * import { pokerEngine } from "@dice/poker-dodeca";
 * import { pokerExpectedScore } from "@dice/poker-dodeca/strategy";
 * const state = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
 * pokerExpectedScore(state) > 0; // => true
 * ```
 * @category Strategy
 */
export function pokerExpectedScore(state: GameState, player?: number): number {
  const strategy = pokerStrategy();
  checkShipped(strategy, state, "pokerExpectedScore");
  return expectedFinalScore(strategy, state, player);
}
