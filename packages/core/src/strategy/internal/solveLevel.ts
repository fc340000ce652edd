import { createRowScratch, solveRows, type RowScratch } from "./rowKernel";
import { solveStates, type KernelScratch } from "./solverKernel";
import { createScratch, type SolverModel } from "./solverModel";
import { productPassesModule, rowPassesModule } from "./productPasses";

/** The kernel buffers one thread solves a model's levels with: the row kernel's for identical dice, the state kernel's for distinct ones. */
export type LevelScratch = { readonly rows: RowScratch; readonly states?: undefined } | { readonly rows?: undefined; readonly states: KernelScratch };

/** Buffers for solving `model`'s levels on this thread. */
export function levelScratch(model: SolverModel): LevelScratch {
  return model.data.product === 1 ? { states: createScratch(model.data, productPassesModule()) } : { rows: createRowScratch(model.data, rowPassesModule()) };
}

/**
 * Computes every sheet state of `level` (categories filled) into `values`,
 * which must hold every state of the level after, about `every` states at a
 * time, calling `onStates` with how many each time.
 */
export function solveLevel(model: SolverModel, values: Float64Array, level: number, scratch: LevelScratch, every: number, onStates: (states: number) => void): void {
  if (scratch.rows !== undefined) {
    // Whole rows of states, about `every` states at a time.
    const rows = model.levelRows[level] as Int32Array;
    const rowCount = rows.length / 2;
    let from = 0;
    while (from < rowCount) {
      let to = from;
      let states = 0;
      while (to < rowCount && (states === 0 || states < every)) states += model.rowStates[rows[2 * to++ + 1] as number] as number;
      solveRows(model.data, values, rows, from, to, scratch.rows);
      onStates(states);
      from = to;
    }
    return;
  }
  const end = model.levelStart[level + 1] as number;
  for (let from = model.levelStart[level] as number; from < end; from += every) {
    const to = Math.min(from + every, end);
    solveStates(model.data, values, from, to, scratch.states);
    onStates(to - from);
  }
}
