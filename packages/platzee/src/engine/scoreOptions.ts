import { DiceError, type GameState } from "@dice/core";
import { checkState } from "../internal/checkState";
import { platzee } from "../rules/platzee";
import type { PlatzeeCategoryId } from "../rules/platzeeCategoryIds";
import { scoreAll } from "../scoring/scoreAll";

/**
 * What filling one open category now would score.
 *
 * @example
 * ```ts
 * import type { ScoreOption } from "@dice/platzee";
 * const option: ScoreOption = { category: "chance", label: "Chance", score: 50 };
 * ```
 * @category Engine
 */
export interface ScoreOption {
  /** The category's id. */
  readonly category: PlatzeeCategoryId;
  /** The category's name on the sheet. */
  readonly label: string;
  /** What filling it now would record. */
  readonly score: number;
}

/**
 * The current player's open categories, in sheet order, each with the score
 * filling it with the dice showing would record: what a bot or a terminal
 * offers the player.
 *
 * @param state - a Platzee game state with dice on the table
 * @returns one option per open category
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the field for a state of another game or one the engine cannot reach, `GAME_OVER`, or `MUST_ROLL_FIRST` before the first roll of a turn
 * @example
 * ```ts
 * import { platzeeEngine, scoreOptions } from "@dice/platzee";
 * let state = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
 * state = platzeeEngine.applyAction(state, { type: "roll", values: [2, 2, 2, 2, 2] });
 * scoreOptions(state).find((option) => option.category === "platzee")?.score; // => 50
 * ```
 * @category Engine
 */
export function scoreOptions(state: GameState): ScoreOption[] {
  const position = checkState(state, "scoreOptions");
  if (position.finished) throw new DiceError("GAME_OVER", "scoreOptions: the game is over; no categories are open");
  if (position.dice === null) throw new DiceError("MUST_ROLL_FIRST", "scoreOptions: no dice are showing yet; roll first");
  return optionsAt(position.dice, position.sheet);
}

/** The open categories of `sheet` with what each would score with `dice` (both checked). */
export function optionsAt(dice: readonly number[], sheet: object): ScoreOption[] {
  const scores = scoreAll(dice);
  return platzee.categories
    .filter((category) => !Object.hasOwn(sheet, category.id))
    .map((category) => ({ category: category.id, label: category.label, score: scores[category.id] }));
}
