import type { FillPolicy, GameRules } from "../rules/GameRules";
import type { GameSolution } from "./GameSolution";
import { assembleSolution, modelFor, stagePolicies } from "./internal/solverCache";
import { productPassesModule, rowPassesModule } from "./internal/productPasses";
import type { SolverModel } from "./internal/solverModel";
import type { LevelTask, TaskSolverData } from "./taskSolver";

// A solve shared out in tasks (the states of one level, in parts) for
// threads that each hold the kernel (taskSolver.ts): what
// `solveGameInWorkers` (node/) plans with, and nothing more.

/** The row kernel works from the rows of each level: the per-state lists (tens of MB for Dodeca) stay in the thread that plans. */
const noStateLists = { stateUntracked: new Int32Array(0), stateTracked: new Int32Array(0), stateSubtotal: new Int32Array(0) };

/** One policy's table of a game to solve. */
export interface PolicyTable {
  readonly policy: FillPolicy;
  /** How many values the dense table holds. */
  readonly tableSize: number;
  /** How many sheet states the solve computes. */
  readonly stateCount: number;
  /** How many categories the sheet has (the levels are 0 to this). */
  readonly levels: number;
  /** The first dense index of each level's states (product layout), one more for the end. */
  readonly levelStart: Int32Array;
  /** What a solving thread holds. */
  readonly solverData: TaskSolverData;
  /** The tasks of `level`, about `chunk` states each (whole rows for the row kernel). */
  tasks(level: number, chunk: number): LevelTask[];
}

/** The table of each distinct stage policy of `rules`, in first-use order. */
export function policyTables(rules: GameRules, where: string): PolicyTable[] {
  return stagePolicies(rules).map((policy) => policyTable(modelFor(rules, policy, where)));
}

function policyTable(model: SolverModel): PolicyTable {
  const product = model.data.product === 1;
  return {
    policy: model.policy,
    tableSize: model.tableSize,
    stateCount: model.stateCount,
    levels: model.data.categoryCount,
    levelStart: model.levelStart,
    solverData: {
      data: product ? model.data : { ...model.data, ...noStateLists },
      passes: product ? productPassesModule() : rowPassesModule(),
      levelRows: product ? [] : model.levelRows,
    },
    tasks: (level, chunk) => levelTasks(model, level, chunk),
  };
}

function levelTasks(model: SolverModel, level: number, chunk: number): LevelTask[] {
  const tasks: LevelTask[] = [];
  if (model.data.product === 1) {
    const end = model.levelStart[level + 1] as number;
    for (let from = model.levelStart[level] as number; from < end; from += chunk) tasks.push([level, from, Math.min(from + chunk, end), Math.min(from + chunk, end) - from]);
    return tasks;
  }
  const rows = model.levelRows[level] as Int32Array;
  const rowCount = rows.length / 2;
  for (let from = 0; from < rowCount; ) {
    let to = from;
    let states = 0;
    while (to < rowCount && (states === 0 || states < chunk)) states += model.rowStates[rows[2 * to++ + 1] as number] as number;
    tasks.push([level, from, to, states]);
    from = to;
  }
  return tasks;
}

/** A solution from one dense table per policy. */
export function solutionFrom(rules: GameRules, tables: ReadonlyMap<FillPolicy, Float64Array>, where: string): GameSolution<Float64Array> {
  return assembleSolution(rules, tables, where);
}
