import { defineRules } from "../rules/GameRules";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import type { GameSolution, StageValues } from "./GameSolution";
import { denseValues } from "./internal/stateValues";
import { createPolicyScratch, evaluateRows } from "./internal/policyKernel";
import { createProductPolicyScratch, evaluateProductStates } from "./internal/productPolicyKernel";
import { productPolicyPassesModule, rowPolicyPassesModule } from "./internal/productPasses";
import { modelFor, stagePolicies } from "./internal/solverCache";
import type { SolverModel } from "./internal/solverModel";

/**
 * The exact value of playing by a solution's tables, from an empty sheet:
 * the whole game and each stage.
 *
 * @example
 * ```ts
 * import type { PolicyValue } from "@dice/core/evaluate";
 * const value: PolicyValue = { expected: 4.25, stages: [4.25] };
 * value.stages.length; // => 1
 * ```
 * @category Strategy
 */
export interface PolicyValue {
  /** The expected final score, every stage. */
  readonly expected: number;
  /** One per stage of the rules, in stage order. */
  readonly stages: readonly number[];
}

/**
 * The exact expected final score of playing by `solution`'s values as
 * `optimalBot` does (each choice the best by those values, ties
 * between choices counted against the player), whatever the values are: a
 * table stored to a step, or rounded, plays a little worse than the optimum,
 * and this says exactly how much. Dynamic programming over every sheet
 * state, one thread (a large table takes minutes: Platzee's 395,264 states,
 * Dodeca's tens of millions).
 *
 * @param solution - the tables to play by, from `loadSolution` or `solveGame` (on `@dice/core/strategy`)
 * @returns the expected final score of that play, the whole game and each stage
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a solution whose tables do not fit its rules; `INVALID_RULES` for malformed rules
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice, sumOfValue } from "@dice/core";
 * import { evaluatePolicy } from "@dice/core/evaluate";
 * import { solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "two", name: "Two", dice: [d6], rollsPerTurn: 1,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [
 *     { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
 *     { id: "chance", label: "Chance", section: "main", score: sumOfDice },
 *   ],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const optimum = solveGame(rules);
 * evaluatePolicy(optimum).expected.toFixed(2); // => "5.25" (sixes on a 1, 2 or 6, else chance)
 * // A table that values every sheet at 0 fills chance with anything: (2 + 3 + 4 + 5 + 6 + 7) / 6.
 * const flat = { ...optimum, stages: optimum.stages.map((stage) => ({ ...stage, values: new Float64Array(stage.values.length) })) };
 * evaluatePolicy(flat).expected.toFixed(2); // => "4.50"
 * ```
 * @category Strategy
 */
export function evaluatePolicy(solution: GameSolution): PolicyValue {
  const where = "evaluatePolicy";
  if (typeof solution !== "object" || solution === null || !Array.isArray(solution.stages)) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: expected a GameSolution; received ${describe(solution)}`);
  }
  const rules = defineRules(solution.rules);
  const values = new Map<string, number>();
  for (const policy of stagePolicies(rules)) {
    const model = modelFor(rules, policy, where);
    const stage = solution.stages.find((candidate) => candidate.policy === policy);
    if (typeof stage?.values?.at !== "function" || stage.values.length !== model.tableSize) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: the solution has no '${policy}' table of ${model.tableSize} values for '${rules.id}'`);
    }
    values.set(policy, evaluateTable(model, stage.values));
  }
  const stages = rules.stages.map((stage) => values.get(stage.policy) as number);
  return { expected: stages.reduce((sum, value) => sum + value, 0), stages };
}

/** The empty sheet's value under `model` playing by `played`, level by level from the last turn back (policyKernel.ts for dice that are not all distinct, productPolicyKernel.ts for distinct dice). */
function evaluateTable(model: SolverModel, played: StageValues): number {
  const decisions = denseValues(played);
  const evaluated = new Float64Array(model.tableSize);
  if (model.data.product === 1) {
    const scratch = createProductPolicyScratch(model.data, productPolicyPassesModule());
    for (let level = model.data.categoryCount - 1; level >= 0; level--) {
      evaluateProductStates(model.data, decisions, evaluated, model.levelStart[level] as number, model.levelStart[level + 1] as number, scratch);
    }
  } else {
    const scratch = createPolicyScratch(model.data, rowPolicyPassesModule());
    for (let level = model.data.categoryCount - 1; level >= 0; level--) {
      const rows = model.levelRows[level] as Int32Array;
      evaluateRows(model.data, decisions, evaluated, rows, 0, rows.length / 2, scratch);
    }
  }
  return evaluated[model.indexOf(0, 0, model.canonical(0, 0))] as number;
}
