import type { GameState } from "@dice/core";
import type { DodecaCategoryId } from "@dice/poker-dodeca";
import { adviseTurn, type Choice, type GameSolution, type TurnAdvice } from "@dice/core/strategy";
import { solutionFor } from "./internal/loadedSolution";

/**
 * Advice for a Dodeca game (either scoring) from its optimal strategy: every
 * choice with its expected final score, best first, as `@dice/core`'s
 * `TurnAdvice` with Dodeca's item ids. Uses `solution` when given, else the one loaded by
 * {@link dodecaSolution} for the game's scoring; in Node, a shipped table not
 * loaded yet is read now (0.2 s).
 *
 * @param state - a game of `dodeca` or `dodeca-all-dice`, not finished
 * @param solution - a Dodeca solution of the game's scoring
 * @defaultValue solution the one loaded for the game's scoring
 * @returns the choices, best first
 * @throws `DiceError` `INVALID_STATE` naming the field for a game of other rules, a state the engine cannot reach (as core's `adviseTurn` checks it) or a score its item cannot give; `GAME_OVER` for a finished game; `INVALID_ARGUMENT` for a solution of other rules; `TABLE_UNAVAILABLE` when no solution is loaded and the file cannot be read synchronously here (a browser: `await dodecaSolution()` first)
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
export function adviseDodeca(state: GameState, solution?: GameSolution): TurnAdvice<Choice<DodecaCategoryId>> {
  // Core's advice checks the state and names this function in its errors; a Dodeca solution advises Dodeca's items.
  return adviseTurn(solutionFor("dodeca", "adviseDodeca", state, solution), state, "adviseDodeca") as TurnAdvice<Choice<DodecaCategoryId>>;
}
