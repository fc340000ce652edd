import { availableParallelism } from "node:os";
import type { FillPolicy } from "@dice/core";
import type { PolicyValue } from "@dice/core/evaluate";
import { importRules, type RulesSource } from "./rulesSource";
import type { EvaluateTask } from "./evaluateWorker";
import { startTsxWorker } from "./tsxWorker";

/** Options of {@link evaluateInWorkers}. */
export interface EvaluateOptions {
  /** How many policies are evaluated at once, each on a worker thread of its own (default: the machine's parallelism). */
  readonly workers?: number;
  /** Called as each policy's table is done, with its value from an empty sheet. */
  readonly onPolicy?: (policy: FillPolicy, value: number) => void;
}

/**
 * `evaluatePolicy` (from `@dice/core/strategy`) of the solution in `files`
 * under the rules `source` names, each distinct stage policy on a worker
 * thread of its own: the exact expected score of playing by the files'
 * values, the same figures as `evaluatePolicy` in one thread.
 */
export async function evaluateInWorkers(source: RulesSource, files: readonly string[], options: EvaluateOptions = {}): Promise<PolicyValue> {
  const rules = await importRules(source);
  const policies = [...new Set(rules.stages.map((stage) => stage.policy))];
  const queue = [...policies];
  const byPolicy = new Map<FillPolicy, number>();
  const runner = async (): Promise<void> => {
    for (let policy = queue.shift(); policy !== undefined; policy = queue.shift()) {
      const value = await evaluateOnWorker({ rules: source, files, policy });
      byPolicy.set(policy, value);
      options.onPolicy?.(policy, value);
    }
  };
  const workers = Math.max(1, Math.min(options.workers ?? availableParallelism(), policies.length));
  await Promise.all(Array.from({ length: workers }, runner));
  const stages = rules.stages.map((stage) => byPolicy.get(stage.policy) as number);
  return { expected: stages.reduce((sum, value) => sum + value, 0), stages };
}

/** Runs one task on a new worker thread: src/evaluateWorker.ts, through tsx. */
function evaluateOnWorker(task: EvaluateTask): Promise<number> {
  const worker = startTsxWorker(new URL("./evaluateWorker.ts", import.meta.url), task);
  return new Promise<number>((resolve, reject) => {
    worker.once("message", (value: number) => {
      resolve(value);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the worker evaluating the '${task.policy}' table stopped (exit code ${code}) before answering`)));
  });
}
