import { DiceError } from "../errors/DiceError";
import { findCategoryNamed } from "../scoring/ScoreSheet";
import type { GameRules } from "../rules/GameRules";
import type { CategoryId } from "./createEngine";
import type { GameState } from "./GameState";
import { fillableCategories } from "./internal/fillableCategories";
import { validatePosition } from "./validatePosition";
import { filledScore } from "./filledScore";

/**
 * What filling one category now would score: what a bot or a terminal offers the player.
 *
 * @example
 * ```ts
 * import type { ScoreOption } from "@dice/core";
 * const option: ScoreOption = { category: "chance", label: "Chance", score: 11 };
 * option.score; // => 11
 * ```
 * @category Engine
 */
export interface ScoreOption<Id extends string = string> {
  /** The category's id. */
  readonly category: Id;
  /** The category's name on the sheet. */
  readonly label: string;
  /** What filling it now would record, "from hand" multiplier included. */
  readonly score: number;
}

/**
 * The categories the current player may fill now, in sheet order, each with
 * the score filling it with the dice showing would record: every open one;
 * in a `declare` stage the declared one (before the declaration, every open
 * one, any of which may be declared); in an `ordered` stage the next one.
 *
 * @param rules - the game's rules
 * @param state - a state with dice on the table
 * @returns one option per category, in sheet order
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach, `GAME_OVER`, or `MUST_ROLL_FIRST` before the first roll of a turn
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, scoreOptions, sumOfDice, sumOfValue } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [
 *     { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
 *     { id: "chance", label: "Chance", section: "main", score: sumOfDice },
 *   ],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 5] });
 * scoreOptions(rules, state);
 * // => [{ category: "sixes", label: "Sixes", score: 6 }, { category: "chance", label: "Chance", score: 11 }]
 * ```
 * @category Engine
 */
export function scoreOptions<R extends GameRules>(rules: R, state: GameState): ScoreOption<CategoryId<R>>[] {
  const where = "scoreOptions";
  const checked = validatePosition(rules, state, where);
  if (checked.finished) throw new DiceError("GAME_OVER", `${where}: the game is over; no categories are open`);
  if (checked.dice === null) {
    throw new DiceError("MUST_ROLL_FIRST", `${where}: no dice are showing yet; roll first`, { player: checked.currentPlayer });
  }
  return fillableCategories(rules, checked).map((id) => ({
    category: id,
    label: findCategoryNamed(rules, id, where).label,
    score: filledScore(rules, checked, id, where),
  }));
}
