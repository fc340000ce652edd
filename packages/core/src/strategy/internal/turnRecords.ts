import type { GameSolution } from "../GameSolution";
import { recordTurn, type KernelData, type KernelRecord, type KernelScratch } from "./solverKernel";
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

/** The kernel's record of a turn for advice, from the cache or worked out now. */
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
  recordTurn(data, located.values, located.untracked, located.trackedMask, located.subtotal, declaredIndex, scratch, record);
  cache.set(key, record);
  return record;
}
