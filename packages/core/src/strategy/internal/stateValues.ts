import type { StageValues } from "../GameSolution";
import type { SolverModel } from "./solverModel";
import { wholeTable } from "../tableFormat/compactTable";

// A stage's values in the solver's sheet-state order (the order of
// model.data.stateUntracked / stateTracked / stateSubtotal): the stable order
// in which tables are stored, apart from the dense layout the kernel indexes.

/** Copies the value of every reachable state of `model` from its dense table into `into`, from `at` on. */
export function gatherStateValues(model: SolverModel, dense: Float64Array, into: Float32Array | Float64Array, at: number): void {
  const { stateUntracked, stateTracked, stateSubtotal } = model.stateLists();
  for (let state = 0; state < model.stateCount; state++) {
    into[at + state] = dense[model.indexOf(stateUntracked[state] as number, stateTracked[state] as number, stateSubtotal[state] as number)] as number;
  }
}

/**
 * The dense table of `model` from values in state order (`stateCount` of
 * them from `at` on); `notFinite` is called (and must throw) for the first
 * value that is NaN or infinite, with its position among the model's states.
 */
export function scatterStateValues(
  model: SolverModel,
  values: ArrayLike<number>,
  at: number,
  notFinite: (state: number, value: number) => never,
): Float64Array {
  const dense = new Float64Array(model.tableSize);
  const { stateUntracked, stateTracked, stateSubtotal } = model.stateLists();
  for (let state = 0; state < model.stateCount; state++) {
    const value = values[at + state] as number;
    if (value - value !== 0) notFinite(state, value); // NaN or ±Infinity
    dense[model.indexOf(stateUntracked[state] as number, stateTracked[state] as number, stateSubtotal[state] as number)] = value;
  }
  return dense;
}

/**
 * A stage's values as one Float64Array: the table itself when exact, else
 * every value read out (a compact table decodes all its blocks, and works
 * out the levels it does not store a level at a time, as a solve does).
 */
export function denseValues(values: StageValues): Float64Array {
  if (values instanceof Float64Array) return values;
  const decoded = wholeTable(values);
  if (decoded !== undefined) return decoded;
  const dense = new Float64Array(values.length);
  for (let index = 0; index < dense.length; index++) dense[index] = values.at(index) as number;
  return dense;
}
