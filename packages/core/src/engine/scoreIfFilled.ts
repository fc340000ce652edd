import type { GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { filledScore } from "./filledScore";
import { validatePosition } from "./validatePosition";

/**
 * The score a category would receive if filled now with the dice showing,
 * including the "from hand" multiplier when it applies and a joker's fixed
 * score (see `RepeatBonusRule`); a repeat bonus the roll earns is
 * recorded apart, under the bonus's id.
 *
 * @param rules - the game's rules
 * @param state - a state with dice on the table
 * @param categoryId - the category
 * @returns the score that filling would record
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach (naming the field),
 * `UNKNOWN_CATEGORY`, or `MUST_ROLL_FIRST` before the first roll
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, scoreIfFilled, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "sum", label: "Sum", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 *   fromHand: { multiplier: 2, categories: ["sum"] },
 * });
 * const rolled = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [3, 4] });
 * scoreIfFilled(rules, rolled, "sum"); // => 14 (7, doubled from hand)
 * ```
 * @category Engine
 */
export function scoreIfFilled(rules: GameRules, state: GameState, categoryId: string): number {
  return filledScore(rules, validatePosition(rules, state, "scoreIfFilled"), categoryId, "scoreIfFilled");
}
