import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { validateRngState, type RngState } from "../rng/RngState";
import type { GameAction } from "./GameAction";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { advance } from "./advance";
import { validatePosition } from "./validatePosition";

/**
 * Applies one action and returns the new state. Pure: the input state is
 * never changed, and an illegal action throws without any change. The state
 * is checked first as a position the engine can reach (its log's entries are
 * not replayed: see `validateGameState` for a state read from outside).
 *
 * @param rules - the game's rules
 * @param state - the state now
 * @param action - what the current player does
 * @returns the state after the action
 * @throws {@link DiceError} with a code saying what was illegal: `NOT_YOUR_TURN`, `GAME_OVER`,
 * `NO_ROLLS_LEFT`, `INVALID_HOLD`, `INVALID_DICE_VALUES`, `MUST_ROLL_FIRST`, `MUST_DECLARE`,
 * `ALREADY_DECLARED`, `DECLARE_NOT_ALLOWED`, `UNKNOWN_CATEGORY`, `CATEGORY_FILLED`,
 * `NOT_DECLARED_CATEGORY`, `NOT_NEXT_CATEGORY`, `JOKER_CATEGORY`, `INVALID_ACTION`, `INVALID_STATE` (naming the field) for a
 * state the engine cannot reach, or `INVALID_RULES` when a
 * category's score function returns something other than a finite number
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = newGame(rules, { players: ["Ada"], seed: 42 });
 * state = applyAction(rules, state, { type: "roll", values: [2, 5] });
 * state = applyAction(rules, state, { type: "roll", hold: [1], values: [6] });
 * state = applyAction(rules, state, { type: "fill", category: "chance" });
 * state.players[0]?.sheets[0]; // => { chance: 11 }
 * state.finished; // => true
 * ```
 * @category Engine
 */
export function applyAction(rules: GameRules, state: GameState, action: GameAction): GameState {
  // The position is checked (not the log's entries: that is validateGameState's replay), and only the checked copy is used.
  const position = validatePosition(rules, state, "applyAction");
  // The generator state too, which only a roll reads: a move hands it on to the next.
  let rng: RngState;
  try {
    rng = validateRngState(position.rng);
  } catch (error) {
    if (!(error instanceof DiceError)) throw error;
    throw new DiceError("INVALID_STATE", `applyAction: rng is ${describe(position.rng)}; expected a generator state validateRngState takes`);
  }
  const checked = { ...position, rng };
  const { state: next, logged } = advance(rules, checked, action);
  return { ...next, log: [...checked.log, logged] };
}
