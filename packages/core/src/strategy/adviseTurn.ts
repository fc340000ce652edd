import type { GameState } from "../engine/GameState";
import { validatePosition } from "../engine/validatePosition";
import { DiceError } from "../errors/DiceError";
import { turnAdvice } from "./internal/turnAdvice";
import type { GameSolution } from "./GameSolution";

/**
 * One die a hold keeps, named for players: its position counted from 1 (as
 * players count dice), the die's name and the value it shows. The same die
 * as the 0-based index in the choice's `hold`, which is what the engine's
 * roll action takes.
 *
 * @example
 * ```ts
 * import type { KeptDie } from "@dice/core/strategy";
 * const keptD6: KeptDie = { position: 2, die: "d6", value: 4 }; // the second die, a d6 showing 4: hold index 1
 * keptD6.position - 1; // => 1
 * ```
 * @category Strategy
 */
export interface KeptDie {
  /** The die's position in die order, counted from 1 (the engine's `hold` index plus 1). */
  readonly position: number;
  /** The die's name, e.g. `"d6"`. */
  readonly die: string;
  /** The value the die shows. */
  readonly value: number;
}

/**
 * One thing the player can do now, with the expected final score (all stages)
 * if they do it and play optimally afterwards, and what it costs against the best.
 * A re-roll names the dice it keeps twice: `hold`, their 0-based indices, for
 * the engine's roll action, and `kept`, the same dice by position (from 1),
 * die and value, for players.
 *
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { adviseTurn, solveGame, type Choice } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [5] });
 * const choices: readonly Choice[] = adviseTurn(solveGame(rules), state).choices;
 * choices; // => [{ type: "fill", category: "chance", expected: 5, cost: 0 }, { type: "roll", hold: [], kept: [], expected: 3.5, cost: 1.5 }]
 * ```
 * @typeParam Id - the category ids of the game (a game package narrows them, e.g. `PlatzeeChoice`)
 * @category Strategy
 */
export type Choice<Id extends string = string> =
  | {
      /** Re-roll the dice not held. */
      readonly type: "roll";
      /** Indices (0-based, in die order) of the dice to keep: what the engine's roll action takes. */
      readonly hold: readonly number[];
      /** The same dice, for players: each by position (counted from 1), die and value, in die order. */
      readonly kept: readonly KeptDie[];
      /** The expected final score after this choice, playing optimally. */
      readonly expected: number;
      /** How much less than the best choice it expects (0 for the best). */
      readonly cost: number;
    }
  | {
      /** Fill a category now, ending the turn. */
      readonly type: "fill";
      /** The id of the category to fill. */
      readonly category: Id;
      /** The expected final score after this choice, playing optimally. */
      readonly expected: number;
      /** How much less than the best choice it expects (0 for the best). */
      readonly cost: number;
    }
  | {
      /** Declare the category the turn will fill. */
      readonly type: "declare";
      /** The id of the category to declare. */
      readonly category: Id;
      /** The expected final score after this choice, playing optimally. */
      readonly expected: number;
      /** How much less than the best choice it expects (0 for the best). */
      readonly cost: number;
    };

/**
 * The advice for the current player: every choice, best first.
 *
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { adviseTurn, solveGame, type TurnAdvice } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [2] });
 * const advice: TurnAdvice = adviseTurn(solveGame(rules), state);
 * advice.best; // => { type: "roll", hold: [], kept: [], expected: 3.5, cost: 0 }
 * advice.expected; // => 3.5 (re-rolling the 2)
 * ```
 * @typeParam C - the choices (a game package narrows them, e.g. `PlatzeeAdvice`)
 * @category Strategy
 */
export interface TurnAdvice<C extends Choice = Choice> {
  /**
   * Every legal choice, best first: ranked by their values within the stage,
   * so that two choices whose expected final scores are equal once the
   * points already scored are added keep the order the law of the final
   * score gives them (the first listed: fills in sheet order, then holds,
   * when the values are equal too). Holds that keep the same dice are listed
   * once (the first in die order): two d6 showing 4 are one hold, while a d4
   * and a d6 showing 4 are two, as the dice they leave to roll differ.
   */
  readonly choices: readonly C[];
  /** The best choice: the first of `choices`. */
  readonly best: C;
  /** The expected final score playing optimally from here (the best choice's). */
  readonly expected: number;
}

/**
 * Works out the value of every choice the current player has: each hold
 * (what to keep before re-rolling), each category to fill, or each category to
 * declare, as the expected final score of the game with optimal play after it.
 * The turn's values are computed once from the table and reused for the
 * turn's later decisions.
 *
 * The state is checked first, field by field, each read once: it must be a
 * position the engine can reach under the solution's rules (1 to 16 players,
 * each with one sheet a stage of known categories, earlier stages complete
 * and later ones empty, turns taken in order, the stage, the current player,
 * the dice showing faces of the rules' dice, 1 to `rollsPerTurn` rolls used,
 * a declaration only where the stage asks for one, `finished` a boolean that
 * agrees with the sheets), and each score one its category can give. The log
 * is not replayed (the advice depends on the position alone; the check takes
 * microseconds): a state restored from JSON goes through `validateGameState`
 * first, which catches a forged score or die.
 *
 * @param solution - the game's solution
 * @param state - a game state of the same rules, not finished
 * @returns the choices, best first, with their expected final scores and costs
 * @throws {@link DiceError} `GAME_OVER` for a finished game; `INVALID_STATE` naming the field for a state of other rules, a position the engine cannot reach or a score its category cannot give
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { adviseTurn, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const solution = solveGame(rules);
 * const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [2] });
 * adviseTurn(solution, state).choices; // => [{ type: "roll", hold: [], kept: [], expected: 3.5, cost: 0 }, { type: "fill", category: "chance", expected: 2, cost: 1.5 }]
 * ```
 * @category Strategy
 */
export function adviseTurn(solution: GameSolution, state: GameState): TurnAdvice {
  return adviseTurnNamed(solution, state, "adviseTurn");
}

/** {@link adviseTurn}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function adviseTurnNamed(solution: GameSolution, state: GameState, where: string): TurnAdvice {
  // The advice reads only the copy the check returns.
  const checked = validatePosition(solution.rules, state, where);
  if (checked.finished) throw new DiceError("GAME_OVER", `${where}: the game is over; there is nothing to advise`);
  return turnAdvice(solution, checked, where);
}
