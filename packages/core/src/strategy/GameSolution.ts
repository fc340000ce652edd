import type { FillPolicy, GameRules } from "../rules/GameRules";

/**
 * The value table of one stage: the expected points still to come from the
 * start of a turn, for every reachable sheet state, playing optimally.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solveGame, type StageSolution } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const stage: StageSolution | undefined = solveGame(rules).stages[0];
 * stage?.policy; // => "any"
 * Math.max(...(stage?.values ?? [])); // => 4.25 (the empty sheet's value: re-roll a 1, 2 or 3)
 * stage?.expected; // => 4.25
 * ```
 * @category Strategy
 */
export interface StageSolution {
  /** The stage's fill policy. */
  readonly policy: FillPolicy;
  /** Indexed by the solver's dense sheet-state layout; stages with the same policy share a table. */
  readonly values: Float64Array;
  /** The stage's value from an empty sheet: its expected score, playing optimally. */
  readonly expected: number;
}

/**
 * The optimal strategy of a solitaire game: one value table per stage, from
 * which every decision is worked out. Produced by {@link solveGame} or
 * {@link solutionFromTable}.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solveGame } from "@dice/core/strategy";
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
  /** The rules solved. */
  readonly rules: GameRules;
  /** One value table per stage of the rules, in stage order. */
  readonly stages: readonly StageSolution[];
  /** The expected final score from an empty sheet (every stage). */
  readonly expected: number;
}
