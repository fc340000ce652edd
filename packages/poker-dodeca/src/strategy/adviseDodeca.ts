import type { GameState } from "@dice/core";
import type { TurnAdvice } from "@dice/core/strategy";
import { adviseTurn } from "./internal/adviseTurn";
import { dodecaStrategy } from "./internal/dodecaStrategy";
import { checkShipped } from "./internal/gameHelpers";

/**
 * Advice for a Dodeca game (default options) from the shipped strategy
 * (exact in stage 3; in stages 1–2 a School-subtotal grid, rounded down: see
 * the package's README), built on the first call (seconds): every choice with
 * its expected final score, best first, as `@dice/core`'s `TurnAdvice`.
 *
 * @param state - a game of `dodeca`, not finished
 * @returns the choices, best first
 * @throws `DiceError` `INVALID_STATE` for a game of other rules; `GAME_OVER` for a finished game
 * @example
 * ```ts
 * import { dodecaEngine } from "@dice/poker-dodeca";
 * import { adviseDodeca } from "@dice/poker-dodeca/strategy";
 * let state = dodecaEngine.newGame({ players: ["Ada"], seed: 1 });
 * state = dodecaEngine.applyAction(state, { type: "roll", values: [12, 12, 12, 12] });
 * const best = adviseDodeca(state).best;
 * best.type === "fill" && best.category; // => "fourOfAKind" (96 from hand)
 * ```
 * @category Strategy
 */
export function adviseDodeca(state: GameState): TurnAdvice {
  const strategy = dodecaStrategy();
  checkShipped(strategy, state, "adviseDodeca");
  return adviseTurn(strategy, state);
}
