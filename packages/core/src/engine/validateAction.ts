import { DiceError } from "../errors/DiceError";
import { applyAction } from "./applyAction";
import type { GameAction } from "./GameAction";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";

/**
 * The non-throwing form of {@link applyAction}: the new state, or the error.
 * Every engine's `validateAction` returns it, with its own state type.
 *
 * @example
 * ```ts
 * import { d6, defineRules, newGame, sumOfDice, validateAction, type ActionResult } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const result: ActionResult = validateAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [1, 2] });
 * result.ok ? result.state.dice : result.error.code; // => [1, 2]
 * ```
 * @typeParam State - the game's state type
 * @category Engine
 */
export type ActionResult<State = GameState> =
  | {
      /** The action is legal. */
      readonly ok: true;
      /** The state after the action. */
      readonly state: State;
    }
  | {
      /** The action is not legal. */
      readonly ok: false;
      /** Why not, as {@link applyAction} would have thrown it. */
      readonly error: DiceError;
    };

/**
 * Checks an action without throwing, for callers who prefer results to exceptions.
 *
 * @param rules - the game's rules
 * @param state - the state now
 * @param action - the action to check
 * @returns `{ ok: true, state }` with the state after it, or `{ ok: false, error }`
 * @example
 * ```ts
 * import { d6, defineRules, newGame, sumOfDice, validateAction } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const result = validateAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "fill", category: "chance" });
 * result.ok ? "legal" : result.error.code; // => "MUST_ROLL_FIRST"
 * ```
 * @category Engine
 */
export function validateAction(rules: GameRules, state: GameState, action: GameAction): ActionResult {
  try {
    return { ok: true, state: applyAction(rules, state, action) };
  } catch (error) {
    if (error instanceof DiceError) return { ok: false, error };
    throw error;
  }
}
