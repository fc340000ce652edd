import { DiceError, type GameState } from "@dice/core";
import { adviseTurn, type GameSolution, type TurnAdvice } from "@dice/core/strategy";
import { checkGameState, solutionFor } from "./internal/loadedSolution";

/**
 * Advice for a Dodeca game (either scoring) from its optimal strategy: every
 * choice with its expected final score, best first, as `@dice/core`'s
 * `TurnAdvice`. Uses `solution` when given, else the one loaded by
 * {@link dodecaSolution} for the game's scoring; in Node, a shipped table not
 * loaded yet is read now (0.2 s).
 *
 * @param state - a game of `dodeca` or `dodeca-all-dice`, not finished
 * @param solution - a Dodeca solution of the game's scoring
 * @defaultValue solution the one loaded for the game's scoring
 * @returns the choices, best first
 * @throws `DiceError` `INVALID_STATE` for a game of other rules; `GAME_OVER` for a finished game; `INVALID_ARGUMENT` for a solution of other rules; `TABLE_UNAVAILABLE` when no solution is loaded and the file cannot be read synchronously here (a browser: `await dodecaSolution()` first)
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
export function adviseDodeca(state: GameState, solution?: GameSolution): TurnAdvice {
  checkGameState("dodeca", state, "adviseDodeca");
  if (state.finished) throw new DiceError("GAME_OVER", "adviseDodeca: the game is over; there is nothing to advise");
  return adviseTurn(solutionFor("dodeca", "adviseDodeca", state, solution), state);
}
