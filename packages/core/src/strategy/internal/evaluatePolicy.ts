import type { GameSolution, StageSolution } from "../GameSolution";
import { denseValues } from "./stateValues";
import { createPolicyScratch, evaluateRows } from "./policyKernel";
import { createProductPolicyScratch, evaluateProductStates } from "./productPolicyKernel";
import { productPolicyPassesModule } from "./productPolicyPasses";
import { rowPolicyPassesModule } from "./rowPolicyPasses";
import { modelFor, stagePolicies } from "./solverCache";

/** The exact value of playing by a solution's tables: the whole game and each stage, from an empty sheet. */
export interface PolicyValue {
  readonly expected: number;
  /** One per stage of the rules, in stage order. */
  readonly stages: readonly number[];
}

/**
 * The exact expected final score of playing by `solution`'s values as its
 * advice does (each choice the best by those values), whatever the values
 * are (a quantised table, say), by dynamic programming over every sheet
 * state (see policyKernel.ts for dice that are not all distinct,
 * productPolicyKernel.ts for distinct dice; ties between choices count the
 * worse one).
 */
export function evaluatePolicy(solution: GameSolution, where: string): PolicyValue {
  const rules = solution.rules;
  const values = new Map<string, number>();
  for (const policy of stagePolicies(rules)) {
    const model = modelFor(rules, policy, where);
    const decisions = denseValues((solution.stages.find((stage) => stage.policy === policy) as StageSolution).values);
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
    values.set(policy, evaluated[model.indexOf(0, 0, model.canonical(0, 0))] as number);
  }
  const stages = rules.stages.map((stage) => values.get(stage.policy) as number);
  return { expected: stages.reduce((sum, value) => sum + value, 0), stages };
}
