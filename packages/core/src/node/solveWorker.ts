/**
 * The worker thread of `solveGameInWorkers`: a built entry file of its own
 * (dist/solveWorker.js), so the kernel is imported like any module. It
 * solves the tasks it is sent into the shared table and answers with how
 * many sheet states each task held.
 */
import { parentPort, workerData } from "node:worker_threads";
import { createRowScratch, solveRows } from "../strategy/internal/rowKernel";
import { solveStates, type KernelData } from "../strategy/internal/solverKernel";
import { createScratch } from "../strategy/internal/solverModel";
import type { PassesModule } from "../strategy/internal/productPasses";

/** What the worker is started with. */
export interface SolveWorkerData {
  readonly data: KernelData;
  readonly values: SharedArrayBuffer;
  readonly passes: PassesModule | null;
  /** Row kernel only: the rows of each level (see SolverModel.levelRows). */
  readonly levelRows: readonly Int32Array[];
}

/** A task: states `from` to `to` (product layout), or rows `from` to `to` of level `level` (row kernel); answered with `states`. */
export type SolveTask = readonly [level: number, from: number, to: number, states: number];

const { data, values: shared, passes, levelRows } = workerData as SolveWorkerData;
const values = new Float64Array(shared);
const rowScratch = data.product === 1 ? null : createRowScratch(data, passes);
const scratch = data.product === 1 ? createScratch(data, passes) : null;
parentPort?.on("message", (task: SolveTask) => {
  const [level, from, to, states] = task;
  if (rowScratch !== null) solveRows(data, values, levelRows[level] as Int32Array, from, to, rowScratch);
  else solveStates(data, values, from, to, scratch as NonNullable<typeof scratch>);
  parentPort?.postMessage(states);
});
