import type { GameState } from "@dice/core";
import type { TurnAdvice } from "@dice/core/strategy";
import { adviseTurn } from "./adviseTurn";
import { pokerStrategy } from "./pokerStrategy";
import { checkShipped } from "./internal/gameHelpers";

/**
 * Advice for a Poker game (default options) from the shipped strategy
 * ({@link pokerStrategy}): every choice with its expected final score, best first.
 *
 * @param state - a game of `poker`, not finished
 * @returns the choices, best first
 * @throws `DiceError` `INVALID_STATE` for a game of other rules; `GAME_OVER` for a finished game
 * @example
 * ```ts
 * import { pokerEngine } from "@dice/poker-dodeca";
 * import { advisePoker } from "@dice/poker-dodeca/strategy";
 * let state = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
 * state = pokerEngine.applyAction(state, { type: "roll", values: [6, 6, 6, 6, 6] });
 * const best = advisePoker(state).best;
 * best.type === "fill" && best.category; // => "fiveOfAKind" (60 from hand)
 * ```
 * @category Strategy
 */
export function advisePoker(state: GameState): TurnAdvice {
  const strategy = pokerStrategy();
  checkShipped(strategy, state, "advisePoker");
  return adviseTurn(strategy, state);
}
