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
 * Checks an action without throwing, for callers who prefer results to
 * exceptions. The action may be any value, typically `JSON.parse` output from
 * a chat or a request, so it goes in without a cast: a value that is not an
 * action object, or whose `type` is not `roll`, `declare` or `fill`, is
 * `INVALID_ACTION`; a field of the wrong kind gets the code of that field
 * (`INVALID_HOLD`, `INVALID_DICE_VALUES`, `UNKNOWN_CATEGORY`, `NOT_YOUR_TURN`).
 *
 * @param rules - the game's rules
 * @param state - the state now
 * @param action - the action to check: any value
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
 * const state = newGame(rules, { players: ["Ada"], seed: 1 });
 * const result = validateAction(rules, state, { type: "fill", category: "chance" });
 * result.ok ? "legal" : result.error.code; // => "MUST_ROLL_FIRST"
 * const fromChat = validateAction(rules, state, JSON.parse('{"type":"jump"}'));
 * fromChat.ok ? "legal" : fromChat.error.code; // => "INVALID_ACTION"
 * ```
 * @category Engine
 */
export function validateAction(rules: GameRules, state: GameState, action: unknown): ActionResult {
  try {
    // applyAction reads the action's fields once and refuses any value that is no action of the rules.
    return { ok: true, state: applyAction(rules, state, action as GameAction) };
  } catch (error) {
    if (error instanceof DiceError) return { ok: false, error };
    throw error;
  }
}
