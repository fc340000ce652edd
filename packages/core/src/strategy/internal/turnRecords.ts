import type { GameSolution } from "../GameSolution";
import { turnValue, type KernelData, type KernelRecord, type KernelScratch } from "./solverKernel";
import { createRecord, createScratch } from "./solverModel";
import { productPassesModule } from "./productPasses";
import type { LocatedSheet } from "./solverState";

/**
 * Each solution keeps the records of its 16 most recent turns (a turn's later
 * decisions and, in simulations, the common early sheets reuse them), and each
 * model one set of kernel buffers.
 */
const recentTurns = 16;
const caches = new WeakMap<GameSolution, Map<string, KernelRecord>>();
const scratches = new WeakMap<KernelData, KernelScratch>();

/** The kernel's record of a turn for advice, from the cache or worked out now (stopping before the first roll's layer where the dice allow). */
export function turnRecord(solution: GameSolution, key: string, located: LocatedSheet, declaredIndex: number): KernelRecord {
  let cache = caches.get(solution);
  if (cache === undefined) {
    cache = new Map();
    caches.set(solution, cache);
  }
  const cached = cache.get(key);
  if (cached !== undefined) {
    // Most recently used last, so the first key is the one to drop.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const data = located.model.data;
  let scratch = scratches.get(data);
  if (scratch === undefined) {
    scratch = createScratch(data, productPassesModule());
    scratches.set(data, scratch);
  }
  let record = createRecord();
  if (cache.size >= recentTurns) {
    // The least recent turn's record is reused: its arrays are refilled, not reallocated.
    const oldest = cache.keys().next().value as string;
    record = cache.get(oldest) as KernelRecord;
    cache.delete(oldest);
  }
  record.lazyTop = true;
  turnValue(data, located.values, located.untracked, located.trackedMask, located.subtotal, declaredIndex, scratch, record);
  cache.set(key, record);
  return record;
}

/**
 * The value of re-rolling with `slot` held (distinct dice, product layout)
 * from the outcome values one roll later: the average over the faces of
 * every die not held. The last die re-rolled is summed in the inner loop,
 * the others by an odometer.
 */
export function averageOverRolled(data: KernelData, source: Float64Array, slot: number): number {
  const { dimSize, dimStride, dimProbability, dimProbabilityStart } = data;
  const dims = dimSize.length;
  const rolled = new Int32Array(dims);
  let outer = 0;
  for (let dim = 0; dim < dims; dim++) {
    if (Math.floor(slot / (dimStride[dim] as number)) % (dimSize[dim] as number) === 0) rolled[outer++] = dim;
  }
  const inner = rolled[--outer] as number;
  const innerSize = dimSize[inner] as number;
  const innerStride = dimStride[inner] as number;
  const innerStart = (dimProbabilityStart[inner] as number) - 1;
  const faces = new Int32Array(outer).fill(1);
  let total = 0;
  for (;;) {
    let position = slot;
    let weight = 1;
    for (let index = 0; index < outer; index++) {
      const dim = rolled[index] as number;
      const face = faces[index] as number;
      position += face * (dimStride[dim] as number);
      weight *= dimProbability[(dimProbabilityStart[dim] as number) + face - 1] as number;
    }
    let sum = 0;
    for (let v = 1; v < innerSize; v++) sum += (dimProbability[innerStart + v] as number) * (source[position + v * innerStride] as number);
    total += weight * sum;
    let index = outer - 1;
    while (index >= 0) {
      const face = (faces[index] as number) + 1;
      if (face < (dimSize[rolled[index] as number] as number)) {
        faces[index] = face;
        break;
      }
      faces[index--] = 1;
    }
    if (index < 0) return total;
  }
}
