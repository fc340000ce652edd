import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { defineRules, type FillPolicy, type GameRules } from "../rules/GameRules";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { policyTables, solutionFrom, type PolicyTable } from "../strategy/levelTasks";
import type { LevelTask } from "../strategy/taskSolver";
import type { SolveWorkerData } from "./solveWorker";
import type { GameSolution } from "../strategy/GameSolution";
import type { SolveProgress } from "../strategy/solveGame";
import { startEntryWorker } from "./startEntryWorker";

/**
 * Options for {@link solveGameInWorkers}.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solveGameInWorkers, type WorkerSolveOptions } from "@dice/core/node";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const options: WorkerSolveOptions = { workers: 1, chunk: 64 };
 * (await solveGameInWorkers(rules, options)).expected; // => 4.25
 * ```
 * @category Strategy
 */
export interface WorkerSolveOptions {
  /**
   * How many worker threads.
   * @defaultValue the machine's available parallelism
   */
  readonly workers?: number;
  /**
   * Called after every chunk of states.
   * @defaultValue none
   */
  readonly onProgress?: (progress: SolveProgress) => void;
  /**
   * States per task handed to a worker.
   * @defaultValue 512
   */
  readonly chunk?: number;
  /**
   * Called after each level (number of categories filled) of a policy's table, e.g. to save a checkpoint.
   * @defaultValue none
   */
  readonly onLevel?: (checkpoint: SolveCheckpoint) => void;
  /**
   * A checkpoint to resume from: its levels are not recomputed.
   * @defaultValue start from scratch
   */
  readonly resumeFrom?: SolveCheckpoint;
}

/**
 * A partly computed table: every state with `level` or more categories filled is in `values`.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice, sumOfValue } from "@dice/core";
 * import { solveGameInWorkers, type SolveCheckpoint } from "@dice/core/node";
 * const rules = defineRules({
 *   id: "two", name: "Two", dice: [d6], rollsPerTurn: 1,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [
 *     { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
 *     { id: "chance", label: "Chance", section: "main", score: sumOfDice },
 *   ],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const levels: number[] = [];
 * await solveGameInWorkers(rules, { workers: 1, onLevel: (checkpoint: SolveCheckpoint) => levels.push(checkpoint.level) });
 * levels; // => [1, 0] (one category left to fill, then the empty sheet)
 * ```
 * @category Strategy
 */
export interface SolveCheckpoint {
  /** The fill policy whose table this is. */
  readonly policy: FillPolicy;
  /** The fewest categories filled among the states computed so far. */
  readonly level: number;
  /** The table, in the solver's dense sheet-state layout; states below `level` are not computed yet. */
  readonly values: Float64Array;
}


/** `count` workers solving `table` into `values`. */
function startWorkers(table: PolicyTable, count: number, values: SharedArrayBuffer): Worker[] {
  return Array.from({ length: count }, () => startEntryWorker("solveWorker", { ...table.solverData, values }));
}

/**
 * Shares the sheet states of one level among the workers, whole rows for
 * the row kernel (about `chunk` states a task), and waits for them all.
 * Every state of a level depends only on the next level, so each task goes
 * to whichever worker is free.
 */
async function runLevel(table: PolicyTable, workers: readonly Worker[], level: number, chunk: number, onTaskDone: (states: number) => void): Promise<void> {
  const tasks: LevelTask[] = table.tasks(level, chunk);
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          const next = (): void => {
            const task = tasks.shift();
            if (task === undefined) {
              worker.off("message", onMessage);
              worker.off("error", reject);
              resolve();
              return;
            }
            worker.postMessage(task);
          };
          const onMessage = (count: number): void => {
            onTaskDone(count);
            next();
          };
          worker.on("message", onMessage);
          worker.on("error", reject);
          next();
        }),
    ),
  );
}

/**
 * `solveGame` (from `@dice/core/strategy`) on worker threads (Node only): the sheet states of each
 * level (categories filled) are shared out among the workers, which write into
 * one shared table. Same results as `solveGame`, bit for bit.
 *
 * @param rules - the game
 * @param options - workers, progress, chunk size; see {@link WorkerSolveOptions}
 * @returns a promise of the solution
 * @throws {@link DiceError} as `solveGame`, and `INVALID_ARGUMENT` for a bad worker count or chunk size
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { solveGameInWorkers } from "@dice/core/node";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * (await solveGameInWorkers(rules, { workers: 2 })).expected.toFixed(4); // => "4.2500"
 * ```
 * @category Strategy
 */
export async function solveGameInWorkers(rules: GameRules, options: WorkerSolveOptions = {}): Promise<GameSolution<Float64Array>> {
  defineRules(rules);
  const workerCount = options.workers ?? availableParallelism();
  if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 256) {
    throw new DiceError("INVALID_ARGUMENT", `solveGameInWorkers: workers must be an integer from 1 to 256; received ${describe(workerCount)}`);
  }
  const chunk = options.chunk ?? 512;
  if (!Number.isInteger(chunk) || chunk < 1) {
    throw new DiceError("INVALID_ARGUMENT", `solveGameInWorkers: chunk must be a positive integer; received ${describe(chunk)}`);
  }
  const models = policyTables(rules, "solveGameInWorkers");
  const total = models.reduce((sum, model) => sum + model.stateCount, 0);
  const tables = new Map<FillPolicy, Float64Array>();
  let done = 0;
  for (const model of models) {
    const shared = new SharedArrayBuffer(model.tableSize * Float64Array.BYTES_PER_ELEMENT);
    const resume = options.resumeFrom?.policy === model.policy ? options.resumeFrom : undefined;
    if (resume !== undefined) {
      if (resume.values.length !== model.tableSize) {
        throw new DiceError("INVALID_ARGUMENT", `solveGameInWorkers: the checkpoint has ${resume.values.length} values; this game's table has ${model.tableSize}`);
      }
      new Float64Array(shared).set(resume.values);
    }
    const workers = startWorkers(model, workerCount, shared);
    try {
      const levels = model.levels;
      done += model.levelStart[levels + 1]! - model.levelStart[levels]!;
      const startLevel = resume === undefined ? levels - 1 : resume.level - 1;
      if (resume !== undefined) done += model.levelStart[levels]! - model.levelStart[resume.level]!;
      for (let level = startLevel; level >= 0; level--) {
        await runLevel(model, workers, level, chunk, (count) => {
          done += count;
          options.onProgress?.({ done, total });
        });
        options.onLevel?.({ policy: model.policy, level, values: new Float64Array(shared) });
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
    tables.set(model.policy, new Float64Array(shared).slice());
  }
  return solutionFrom(rules, tables, "solveGameInWorkers");
}
