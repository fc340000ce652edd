import type { GameSolution } from "../GameSolution";
import { fitRecord, recordTurn, type KernelData, type KernelRecord, type KernelScratch } from "./solverKernel";
import { createRecord, createScratch } from "./solverModel";
import { productPassesModule } from "./productPasses";
import type { LocatedSheet } from "./solverState";

/** The kernel buffers of each model, shared by every record store. */
const scratches = new WeakMap<KernelData, KernelScratch>();

/** The kernel buffers of a model, made on first use. */
function scratchOf(data: KernelData): KernelScratch {
  let scratch = scratches.get(data);
  if (scratch === undefined) {
    scratch = createScratch(data, productPassesModule());
    scratches.set(data, scratch);
  }
  return scratch;
}

/** The values a record of a turn of this model holds (see {@link fitRecord}). */
function recordLength(data: KernelData): number {
  const scratch = scratchOf(data);
  return 2 * scratch.fillNormal.length + (data.rolls - 1) * scratch.keepers.length + (data.policy === 1 ? data.categoryCount * data.outcomeCount : 0);
}

/**
 * The kernel's records of turns for advice, by key, the least recently used
 * dropped first once `maxRecords` are kept or their arrays fill `maxBytes`.
 * A dropped record's arrays are refilled for the next turn rather than
 * allocated again, and new arrays are carved from blocks of `blockLength`
 * values: a store of many records allocates a buffer for many at once.
 */
export class TurnRecords implements TurnRecordStore {
  readonly #records = new Map<string, KernelRecord>();
  readonly #maxRecords: number;
  readonly #maxBytes: number;
  readonly #blockLength: number;
  #bytes = 0;
  #block = new Float64Array(0);
  #used = 0;

  /**
   * @param maxRecords - the most records kept
   * @param maxBytes - the most bytes their arrays take, blocks counted whole
   * @param blockLength - the values a block holds at least (0: each record's arrays a buffer of their own)
   */
  constructor(maxRecords: number, maxBytes: number, blockLength = 0) {
    this.#maxRecords = maxRecords;
    this.#maxBytes = maxBytes;
    this.#blockLength = blockLength;
  }

  /** Whether the record of the turn `key` names is kept. */
  has(key: string): boolean {
    return this.#records.has(key);
  }

  /** The record of the turn `key` names (its sheet located, the category declared or −1), kept or worked out now. */
  record(key: string, located: LocatedSheet, declaredIndex: number): KernelRecord {
    const records = this.#records;
    const kept = records.get(key);
    if (kept !== undefined) {
      // Most recently used last, so the first key is the one to drop.
      records.delete(key);
      records.set(key, kept);
      return kept;
    }
    const data = located.model.data;
    const scratch = scratchOf(data);
    let record: KernelRecord;
    if (records.size > 0 && (records.size >= this.#maxRecords || this.#bytes >= this.#maxBytes)) {
      const oldest = records.keys().next().value as string;
      record = records.get(oldest) as KernelRecord;
      records.delete(oldest);
    } else record = createRecord();
    fitRecord(record, data, scratch, (length) => this.#allocate(length));
    recordTurn(data, located.values, located.untracked, located.trackedMask, located.subtotal, declaredIndex, scratch, record);
    records.set(key, record);
    return record;
  }

  /** `length` values from the current block, or from a new one when it has too few left. */
  #allocate(length: number): Float64Array {
    if (this.#used + length > this.#block.length) {
      this.#block = new Float64Array(Math.max(length, this.#blockLength));
      this.#used = 0;
      this.#bytes += this.#block.byteLength;
    }
    this.#used += length;
    return this.#block.subarray(this.#used - length, this.#used);
  }
}

/** Where advice finds the kernel's record of a turn: the record of the turn `key` names (its sheet located, the category declared or −1). */
export interface TurnRecordStore {
  record(key: string, located: LocatedSheet, declaredIndex: number): KernelRecord;
}

/** The most keys of turns {@link RunTurnRecords} remembers seeing once before it forgets them all. */
const seenLimit = 2 ** 20;

/** Below this many records in the budget, a run keeps none: they would be dropped before most come back. */
const minimumKept = 1024;

/**
 * The records of a run of many games: a turn's record is kept for the whole
 * run (up to `maxBytes`) from the second time its sheet is reached, unless
 * fewer than 1,024 such records fit; the first time it is worked out into a
 * record refilled by the next turn. Most sheets of a run are reached once,
 * and keeping their records would cost more memory traffic than working out
 * the few that come back.
 */
export class RunTurnRecords implements TurnRecordStore {
  // One record: a turn's decisions follow one another, and the next turn refills it.
  readonly #recent = new TurnRecords(1, Number.POSITIVE_INFINITY);
  readonly #kept: TurnRecords;
  readonly #seen = new Set<string>();
  readonly #maxBytes: number;

  /**
   * @param maxBytes - the most bytes the kept records' arrays take
   * @param blockLength - the values each block of kept records holds at least
   */
  constructor(maxBytes: number, blockLength: number) {
    this.#kept = new TurnRecords(Number.POSITIVE_INFINITY, maxBytes, blockLength);
    this.#maxBytes = maxBytes;
  }

  record(key: string, located: LocatedSheet, declaredIndex: number): KernelRecord {
    // A turn's later decisions find its record where the first one left it.
    if (this.#kept.has(key)) return this.#kept.record(key, located, declaredIndex);
    if (this.#recent.has(key)) return this.#recent.record(key, located, declaredIndex);
    if (this.#seen.has(key)) return this.#kept.record(key, located, declaredIndex);
    if (recordLength(located.model.data) * 8 * minimumKept > this.#maxBytes) return this.#recent.record(key, located, declaredIndex);
    if (this.#seen.size >= seenLimit) this.#seen.clear();
    this.#seen.add(key);
    return this.#recent.record(key, located, declaredIndex);
  }
}

/** Each solution's records of its 16 most recent turns: a turn's later decisions reuse them. */
const recentTurns = 16;
const solutionRecords = new WeakMap<GameSolution, TurnRecords>();

/** The records advice about `solution` keeps when it has no store of its own. */
export function recentTurnRecords(solution: GameSolution): TurnRecords {
  let records = solutionRecords.get(solution);
  if (records === undefined) {
    records = new TurnRecords(recentTurns, Number.POSITIVE_INFINITY);
    solutionRecords.set(solution, records);
  }
  return records;
}
