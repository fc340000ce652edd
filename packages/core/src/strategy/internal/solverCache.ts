import type { FillPolicy, GameRules } from "../../rules/GameRules";
import type { GameSolution, StageValues } from "../GameSolution";
import { buildSolverModel, type SolverModel } from "./solverModel";

const models = new WeakMap<GameRules, Map<FillPolicy, SolverModel>>();

/** The compiled model of a game under a policy, built once per rules object. */
export function modelFor(rules: GameRules, policy: FillPolicy, where: string): SolverModel {
  let byPolicy = models.get(rules);
  if (byPolicy === undefined) {
    byPolicy = new Map();
    models.set(rules, byPolicy);
  }
  let model = byPolicy.get(policy);
  if (model === undefined) {
    model = buildSolverModel(rules, policy, where);
    byPolicy.set(policy, model);
  }
  return model;
}

/** The distinct policies of a game's stages, in first-use order. */
export function stagePolicies(rules: GameRules): FillPolicy[] {
  return [...new Set(rules.stages.map((stage) => stage.policy))];
}

/** Assembles a solution from one value table per policy. */
export function assembleSolution<Values extends StageValues>(rules: GameRules, tables: ReadonlyMap<FillPolicy, Values>, where: string): GameSolution<Values> {
  const stages = rules.stages.map((stage) => {
    const model = modelFor(rules, stage.policy, where);
    const values = tables.get(stage.policy) as Values;
    return { policy: stage.policy, values, expected: values.at(model.indexOf(0, 0, model.canonical(0, 0))) as number };
  });
  return { rules, stages, expected: stages.reduce((sum, stage) => sum + stage.expected, 0) };
}
