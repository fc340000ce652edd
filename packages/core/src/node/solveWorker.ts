/**
 * The worker thread of `solveGameInWorkers`: a built entry file of its own
 * (dist/solveWorker.js), so the kernel is imported like any module. It
 * solves the tasks it is sent into the shared table and answers with how
 * many sheet states each task held.
 */
import { parentPort, workerData } from "node:worker_threads";
import { taskSolver, type LevelTask, type TaskSolverData } from "../strategy/taskSolver";

/** What the worker is started with: the kernel's data and the shared table. */
export interface SolveWorkerData extends TaskSolverData {
  readonly values: SharedArrayBuffer;
}

const { values, ...solver } = workerData as SolveWorkerData;
const solve = taskSolver(solver, new Float64Array(values));
parentPort?.on("message", (task: LevelTask) => {
  solve(task);
  parentPort?.postMessage(task[3]);
});
