/**
 * A worker thread of evaluateInWorkers: loads the table files under the
 * rules, evaluates the one policy's table with `evaluatePolicy`, and answers
 * with its value from an empty sheet.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { FillPolicy } from "@dice/core";
import { evaluatePolicy } from "@dice/core/evaluate";
import { loadSolutionSync } from "@dice/core/strategy";
import { importRules, type RulesSource } from "./rulesSource";

/** What a worker is started with. */
export interface EvaluateTask {
  readonly rules: RulesSource;
  readonly files: readonly string[];
  readonly policy: FillPolicy;
}

const task = workerData as EvaluateTask;
const rules = await importRules(task.rules);
const solution = loadSolutionSync(rules, task.files);
// The stages of this one policy, as a game of their own: they share one table, so any of them gives its value.
const stages = solution.stages.filter((stage) => stage.policy === task.policy);
const alone = { rules: { ...rules, stages: rules.stages.filter((stage) => stage.policy === task.policy) }, stages, expected: Number.NaN };
parentPort?.postMessage(evaluatePolicy(alone).stages[0]);
