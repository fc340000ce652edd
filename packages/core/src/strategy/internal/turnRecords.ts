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
 * every die not held, summed as the kernel's passes sum it (the first die
 * re-rolled innermost, each die's faces in order), so that the value is the
 * kernel's to the last bit and the advice breaks ties as the law of the
 * final score does. The sums run a row of the last die re-rolled at a time:
 * each earlier die's row of sums gains a row of terms per face, and passes
 * its row on to the next die's when its faces are done.
 */
export function averageOverRolled(data: KernelData, source: Float64Array, slot: number): number {
  const { dimSize, dimStride, dimProbability, dimProbabilityStart } = data;
  const rolled = [...dimSize.keys()].filter((dim) => Math.floor(slot / (dimStride[dim] as number)) % (dimSize[dim] as number) === 0);
  const last = rolled.pop() as number;
  const row = (dimSize[last] as number) - 1;
  const stride = dimStride[last] as number;
  const levels = rolled.length;
  const faces = new Int32Array(levels).fill(1);
  const sums = new Float64Array(levels * row);
  let position = rolled.reduce((at, dim) => at + (dimStride[dim] as number), slot + stride);
  // The row a level adds: the outcome values (−1), or the finished sums of the level before.
  let from = -1;
  let level = 0;
  for (; level < levels; level = 0) {
    for (from = -1; level < levels; level++) {
      const dim = rolled[level] as number;
      const face = faces[level] as number;
      const weight = dimProbability[(dimProbabilityStart[dim] as number) + face - 1] as number;
      const at = level * row;
      for (let r = 0; r < row; r++) sums[at + r] = (sums[at + r] as number) + weight * (from < 0 ? (source[position + r * stride] as number) : (sums[from + r] as number));
      if (from >= 0) sums.fill(0, from, from + row);
      if (face + 1 < (dimSize[dim] as number)) {
        faces[level] = face + 1;
        position += dimStride[dim] as number;
        break;
      }
      faces[level] = 1;
      position -= (face - 1) * (dimStride[dim] as number);
      from = at;
    }
    if (level === levels) break;
  }
  const start = (dimProbabilityStart[last] as number) - 1;
  let total = 0;
  for (let r = 0; r < row; r++) total += (dimProbability[start + r + 1] as number) * (from < 0 ? (source[position + r * stride] as number) : (sums[from + r] as number));
  return total;
}
