import type { FillPolicy, GameRules } from "../rules/GameRules";

/**
 * A stage's values by the solver's dense sheet-state index: a `Float64Array`
 * for an exact table (from {@link solveGame}, or a file stored as f64, f32 or
 * q16), or a `compact` table that decodes a block of states when one of them
 * is first read. `at` returns undefined outside the table.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solveGame, type StageValues } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 1,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const values: StageValues | undefined = solveGame(rules).stages[0]?.values;
 * values?.length; // => 2 (the empty sheet and the full one)
 * values?.at(99); // => undefined
 * ```
 * @category Strategy
 */
export interface StageValues {
  /** How many dense states the table has. */
  readonly length: number;
  /** The value of the state at a dense index, or undefined outside the table (as `Array.prototype.at`: a negative index counts from the end). */
  at(index: number): number | undefined;
}

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
 * stage?.values.at(0); // => 4.25 (the empty sheet's value: re-roll a 1, 2 or 3)
 * stage?.expected; // => 4.25
 * ```
 * @category Strategy
 */
export interface StageSolution<Values extends StageValues = StageValues> {
  /** The stage's fill policy. */
  readonly policy: FillPolicy;
  /** Indexed by the solver's dense sheet-state layout; stages with the same policy share a table. */
  readonly values: Values;
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
export interface GameSolution<Values extends StageValues = StageValues> {
  /** The rules solved. */
  readonly rules: GameRules;
  /** One value table per stage of the rules, in stage order. */
  readonly stages: readonly StageSolution<Values>[];
  /** The expected final score from an empty sheet (every stage). */
  readonly expected: number;
}
