import { defineRules, type FillPolicy, type GameRules } from "../rules/GameRules";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { assembleSolution, modelFor, stagePolicies } from "./internal/solverCache";
import { denseValues, gatherStateValues, scatterStateValues } from "./internal/stateValues";
import type { GameSolution, StageSolution } from "./GameSolution";

/**
 * The compact form of a solution: the value of every reachable sheet state
 * (per distinct stage policy, in the solver's state order) as 32-bit floats.
 * Ship it as an asset and rebuild the solution with {@link solutionFromTable}.
 *
 * @param solution - a solution
 * @returns the values, one per reachable state
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solutionTable, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 1,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * Array.from(solutionTable(solveGame(rules))); // => [3.5, 0]
 * ```
 * @category Strategy
 */
export function solutionTable(solution: GameSolution): Float32Array {
  const policies = stagePolicies(solution.rules);
  const models = policies.map((policy) => modelFor(solution.rules, policy, "solutionTable"));
  const table = new Float32Array(models.reduce((sum, model) => sum + model.stateCount, 0));
  let position = 0;
  for (const model of models) {
    gatherStateValues(model, denseValues((solution.stages.find((stage) => stage.policy === model.policy) as StageSolution).values), table, position);
    position += model.stateCount;
  }
  return table;
}

/**
 * Rebuilds a solution from a table made by {@link solutionTable}, checking
 * its length and values; no solving is done.
 *
 * @param rules - the game the table was computed for
 * @param table - the values, one per reachable state
 * @returns the solution
 * @throws {@link DiceError} `INVALID_ARGUMENT` when the table has the wrong length or a non-finite value
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solutionFromTable } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 1,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * solutionFromTable(rules, new Float32Array([3.5, 0])).expected; // => 3.5
 * ```
 * @category Strategy
 */
export function solutionFromTable(rules: GameRules, table: Float32Array): GameSolution {
  defineRules(rules);
  if (!(table instanceof Float32Array)) {
    throw new DiceError("INVALID_ARGUMENT", `solutionFromTable: expected a Float32Array; received ${describe(table)}`);
  }
  const policies = stagePolicies(rules);
  const models = policies.map((policy) => modelFor(rules, policy, "solutionFromTable"));
  const expectedLength = models.reduce((sum, model) => sum + model.stateCount, 0);
  if (table.length !== expectedLength) {
    throw new DiceError("INVALID_ARGUMENT", `solutionFromTable: the table has ${table.length} values; '${rules.id}' has ${expectedLength} states`);
  }
  const tables = new Map<FillPolicy, Float64Array>();
  let position = 0;
  for (const model of models) {
    const at = position;
    const values = scatterStateValues(model, table, at, (state, value) => {
      throw new DiceError("INVALID_ARGUMENT", `solutionFromTable: value ${at + state} is ${value}, not a finite number`);
    });
    tables.set(model.policy, values);
    position += model.stateCount;
  }
  return assembleSolution(rules, tables, "solutionFromTable");
}
