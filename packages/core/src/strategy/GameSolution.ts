import type { FillPolicy, GameRules } from "../engine/GameRules";

/**
 * The value table of one stage: the expected points still to come from the
 * start of a turn, for every reachable sheet state, playing optimally.
 *
 * @category Strategy
 */
export interface StageSolution {
  readonly policy: FillPolicy;
  /** Indexed by the solver's dense sheet-state layout; stages with the same policy share a table. */
  readonly values: Float64Array;
}

/**
 * The optimal strategy of a solitaire game: one value table per stage, from
 * which every decision is worked out. Produced by {@link solveGame} or
 * {@link solutionFromTable}.
 *
 * @example
 * ```ts
 * import { d6, defineRules, solveGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6], rollsPerTurn: 1,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * solveGame(rules).expected; // => 3.5
 * ```
 * @category Strategy
 */
export interface GameSolution {
  readonly rules: GameRules;
  readonly stages: readonly StageSolution[];
  /** The expected final score from an empty sheet (every stage). */
  readonly expected: number;
}
