import { DiceError, type GameState, type PlayerState, type ScoreSheet } from "@dice/core";
import { adviseTurn, finishedTotal } from "./adviseTurn";
import type { DiceGalleryStrategy } from "./DiceGalleryStrategy";
import { checkGame, locateSheet, otherStages } from "./locateSheet";

/**
 * The expected final score of a player (all stages) following the strategy
 * from this state: the points already scored plus the expected points to
 * come. With the player's dice on the table it is the value of their best
 * choice. Exact for exact strategies; for a stage on a subtotal grid rounded
 * down it is a guaranteed lower bound of what the strategy scores on average.
 *
 * @param strategy - the game's strategy
 * @param state - a game state of the same rules
 * @param player - the player's index
 * @defaultValue player the current player
 * @returns the expected final score (the final total once the game is over)
 * @throws `DiceError` `INVALID_ARGUMENT` for a player who does not exist; `INVALID_STATE` for a state of other rules or an impossible sheet
 */
export function expectedFinalScore(strategy: DiceGalleryStrategy, state: GameState, player: number = state.currentPlayer): number {
  const where = "expectedFinalScore";
  checkGame(strategy, state, where);
  const playerState = state.players[player] as PlayerState | undefined;
  if (!Number.isInteger(player) || playerState === undefined) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: player ${String(player)} does not exist; there are ${state.players.length}`);
  }
  if (state.finished) return finishedTotal(strategy, playerState);
  if (player === state.currentPlayer && state.dice !== null) return adviseTurn(strategy, state).expected;
  const located = locateSheet(strategy, state.stage, (playerState.sheets[state.stage] ?? {}) as ScoreSheet, where);
  return located.recorded + (located.values[located.index] as number) + otherStages(strategy, playerState, state.stage, where);
}
