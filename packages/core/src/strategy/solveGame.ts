import type { FillPolicy, GameRules } from "../rules/GameRules";
import { defineRules } from "../rules/GameRules";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { assembleSolution, modelFor, stagePolicies } from "./internal/solverCache";
import { levelScratch, solveLevel } from "./internal/solveLevel";
import type { GameSolution } from "./GameSolution";

/**
 * Progress of a solve: sheet states computed so far out of all of them.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solveGame, type SolveProgress } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const reports: SolveProgress[] = [];
 * solveGame(rules, { onProgress: (progress) => reports.push(progress) });
 * const last = reports.at(-1);
 * last !== undefined && last.done === last.total; // => true (the last call reports every state done)
 * ```
 * @category Strategy
 */
export interface SolveProgress {
  /** Sheet states computed so far. */
  readonly done: number;
  /** Sheet states in all. */
  readonly total: number;
}

/**
 * Options for {@link solveGame}.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solveGame, type SolveOptions } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let calls = 0;
 * const options: SolveOptions = { onProgress: () => calls++, progressEvery: 1 };
 * solveGame(rules, options).expected; // => 4.25
 * calls > 0; // => true
 * ```
 * @category Strategy
 */
export interface SolveOptions {
  /**
   * Called every `progressEvery` states and at the end.
   * @defaultValue none
   */
  readonly onProgress?: (progress: SolveProgress) => void;
  /**
   * How many states between progress calls.
   * @defaultValue 2048
   */
  readonly progressEvery?: number;
}

/**
 * Computes the strategy that maximises the expected final score of a
 * solitaire "fill one category a turn" game, by dynamic programming over
 * sheet states (filled categories, plus the subtotal of the one section with
 * a rule, capped where more cannot matter), last turn first. Rolls are exact:
 * identical dice are handled as multisets and keepers, distinct dice through
 * the product of the dice. Stage policies (any, declare, ordered) and "from
 * hand" multipliers are honoured; a section's bonus or penalty is counted
 * when its last category is filled. Runs in the calling thread; for worker
 * threads in Node see `solveGameInWorkers` from `@dice/core/node`.
 *
 * @param rules - the game (checked with {@link defineRules}); its dice must have numeric faces
 * @param options - a progress callback, see {@link SolveOptions}
 * @returns the value tables and the expected final score from an empty sheet
 * @throws {@link DiceError} `INVALID_RULES` for malformed rules, more than one section with a rule, non-integer scores in that section, or a game too large to tabulate
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * // Re-roll a 1, 2 or 3: 3/6 * 3.5 + (4 + 5 + 6) / 6
 * solveGame(rules).expected.toFixed(4); // => "4.2500"
 * ```
 * @category Strategy
 */
export function solveGame(rules: GameRules, options: SolveOptions = {}): GameSolution<Float64Array> {
  defineRules(rules);
  const every = options.progressEvery ?? 2048;
  if (!Number.isInteger(every) || every < 1) {
    throw new DiceError("INVALID_ARGUMENT", `solveGame: progressEvery must be a positive integer; received ${describe(every)}`);
  }
  const policies = stagePolicies(rules);
  const models = policies.map((policy) => modelFor(rules, policy, "solveGame"));
  const total = models.reduce((sum, model) => sum + model.stateCount, 0);
  const tables = new Map<FillPolicy, Float64Array>();
  let done = 0;
  models.forEach((model, index) => {
    const values = new Float64Array(model.tableSize);
    const scratch = levelScratch(model);
    const levels = model.data.categoryCount;
    done += model.levelStart[levels + 1]! - model.levelStart[levels]!;
    for (let level = levels - 1; level >= 0; level--) {
      solveLevel(model, values, level, scratch, every, (states) => {
        done += states;
        options.onProgress?.({ done, total });
      });
    }
    tables.set(policies[index] as FillPolicy, values);
  });
  return assembleSolution(rules, tables, "solveGame");
}
