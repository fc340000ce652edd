import type { PolicyValue } from "../strategy/internal/evaluatePolicy";
import { modelFor, stagePolicies } from "../strategy/internal/solverCache";
import type { GameSolution, StageSolution } from "../strategy/GameSolution";
import { denseValues } from "../strategy/internal/stateValues";
import { compactInfo } from "../strategy/internal/compactTable";
import { runLevel, startWorkers } from "./solveGameInWorkers";

/**
 * `evaluatePolicy` (src/strategy/internal/evaluatePolicy.ts) on worker threads:
 * the exact expected score of playing by `solution`'s values, each level's
 * rows (or, for distinct dice, ranges of states) shared out among the workers
 * as in a solve.
 */
export async function evaluatePolicyInWorkers(
  solution: GameSolution,
  options: { readonly workers: number; readonly chunk?: number; readonly onLevel?: (level: number) => void },
): Promise<PolicyValue> {
  const rules = solution.rules;
  const byPolicy = new Map<string, number>();
  for (const policy of stagePolicies(rules)) {
    const model = modelFor(rules, policy, "evaluatePolicyInWorkers");
    // Short tasks either way, so the last of a level does not keep one worker busy alone: a state of distinct dice costs milliseconds, a row state microseconds.
    const chunk = options.chunk ?? (model.data.product === 1 ? 256 : 4096);
    const values = (solution.stages.find((stage) => stage.policy === policy) as StageSolution).values;
    const compact = compactInfo(values);
    const missing = compact?.missingLevels ?? [];
    // A compact table's levels not stored are worked out first, as a solve would, on the same workers' kind.
    const played = compact !== undefined && missing.length > 0 ? compact.storedValues() : denseValues(values);
    const decisions = new SharedArrayBuffer(played.byteLength);
    new Float64Array(decisions).set(played);
    if (missing.length > 0) {
      const solvers = startWorkers(model, options.workers, decisions);
      try {
        for (const level of missing) await runLevel(model, solvers, level, chunk, () => undefined);
      } finally {
        await Promise.all(solvers.map((worker) => worker.terminate()));
      }
    }
    const evaluated = new SharedArrayBuffer(model.tableSize * Float64Array.BYTES_PER_ELEMENT);
    const workers = startWorkers(model, options.workers, evaluated, decisions);
    try {
      for (let level = model.data.categoryCount - 1; level >= 0; level--) {
        await runLevel(model, workers, level, chunk, () => undefined);
        options.onLevel?.(level);
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
    byPolicy.set(policy, new Float64Array(evaluated)[model.indexOf(0, 0, model.canonical(0, 0))] as number);
  }
  const stages = rules.stages.map((stage) => byPolicy.get(stage.policy) as number);
  return { expected: stages.reduce((sum, value) => sum + value, 0), stages };
}
