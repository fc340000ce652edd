import { scoreOptions as coreScoreOptions, type GameState, type ScoreOption as CoreScoreOption } from "@dice/core";
import { platzee } from "../rules/platzee";
import type { PlatzeeCategoryId } from "../rules/platzeeCategoryIds";

/**
 * What filling one open Platzee category now would score: core's
 * `ScoreOption` with Platzee's category ids.
 *
 * @example
 * ```ts
 * import type { ScoreOption } from "@dice/platzee";
 * const option: ScoreOption = { category: "chance", label: "Chance", score: 50 };
 * option.category; // => "chance"
 * ```
 * @category Engine
 */
export type ScoreOption = CoreScoreOption<PlatzeeCategoryId>;

/**
 * The current player's open categories, in sheet order, each with the score
 * filling it with the dice showing would record: core's `scoreOptions` with
 * Platzee's rules.
 *
 * @param state - a Platzee game state with dice on the table
 * @returns one option per open category
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` for a state of another game or one the engine cannot reach, `GAME_OVER`, or `MUST_ROLL_FIRST` before the first roll of a turn
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
  return coreScoreOptions(platzee, state, "scoreOptions");
}
