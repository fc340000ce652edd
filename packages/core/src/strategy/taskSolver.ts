import type { PassesModule } from "./internal/productPasses";
import { createRowScratch, solveRows } from "./internal/rowKernel";
import { solveStates, type KernelData } from "./internal/solverKernel";
import { createScratch } from "./internal/solverModel";

// The thread side of a solve shared out in tasks (levelTasks.ts plans them):
// the kernel solving one task at a time, for the worker of `solveGameInWorkers`.

/** What a thread solving tasks of one policy's table holds (posted to a worker, so plain data). */
export interface TaskSolverData {
  readonly data: KernelData;
  readonly passes: PassesModule | null;
  /** Row kernel only: the rows of each level (see SolverModel.levelRows). */
  readonly levelRows: readonly Int32Array[];
}

/** A task: states `from` to `to` (product layout), or rows `from` to `to` of level `level` (row kernel); `states` of them. */
export type LevelTask = readonly [level: number, from: number, to: number, states: number];

/** A function solving tasks into `values` with the kernel `solver` names, on this thread. */
export function taskSolver(solver: TaskSolverData, values: Float64Array): (task: LevelTask) => void {
  const { data, passes, levelRows } = solver;
  if (data.product === 1) {
    const scratch = createScratch(data, passes);
    return ([, from, to]) => solveStates(data, values, from, to, scratch);
  }
  const rowScratch = createRowScratch(data, passes);
  return ([level, from, to]) => solveRows(data, values, levelRows[level] as Int32Array, from, to, rowScratch);
}
