import { DiceError } from "../../errors/DiceError";
import type { StageValues } from "../GameSolution";
import type { SolverModel } from "../internal/solverModel";
import type { PassesModule } from "../internal/productPasses";
import { DecisionCounts, GREATEST_PROBABILITY, LEAST_PROBABILITY, MODEL_SIZE, RangeEncoder } from "./rangeCoder";
import { walkBlock, type CodeDifference } from "./blockWalk";
import { blockDecoder, BYTES_PER_DIFFERENCE, compactWalkModule, Decoded, type BlockDecoder } from "./blockDecoder";
import {
  chooseShift,
  filledAt,
  groupBounds,
  isStoredRow,
  lastAtOrBefore,
  layoutOf,
  missingLevels,
  parentOf,
  storedReach,
  STORED_LEVELS,
  type Layout,
  type StoredLevels,
} from "./compactLayout";

// The `compact` encoding (docs/table-format.md, "The compact encoding"): a
// value table small enough to ship when float tables are not (Dodeca's two
// tables of 29.8 M values), decoded a block at a time when advice needs it,
// so that neither loading nor memory grows with the whole table. Values are
// integers q in units of a step, each predicted from positions already
// decoded, the differences range-coded in blocks (blockWalk.ts, rangeCoder.ts).
//
// Every other level: a table may store only the sheet states whose number of
// categories filled is odd (or even). A state not stored is worked out when
// read, one turn's expectimax from the stored states one category further on
// (MissingStates.rowValues, the solver's kernel, as advice uses: the states
// of one row a turn reads are worked out together, by `gather`); a
// whole-table read works the missing levels out a level at a time
// (MissingStates.solveLevel), as a solve does. Either gives the value the
// solver would from the stored values, so within step / 2 of the exact one.

/**
 * What a table storing every other level needs of the solver to work out
 * the states it leaves out, given by the caller so that the format imports
 * no kernel.
 */
export interface MissingStates {
  /** At most how many subtotals one call of rowValues takes. */
  readonly lanes: number;
  /**
   * The values of the sheet states (untracked mask, tracked mask,
   * subtotals[i]) for i below count, into into[i]: one turn each from
   * `values` of the states one category further on.
   */
  rowValues(values: StageValues, untracked: number, tracked: number, subtotals: Int32Array, count: number, into: Float64Array): void;
  /** Works every state of `level` (categories filled) out into `dense` from the next level's values there. */
  solveLevel(dense: Float64Array, level: number): void;
}

/** What a block whose bytes do not code its positions' differences exactly is refused with. */
const MALFORMED = "holds differences that do not match its positions";
/**
 * Bytes of decoded blocks each compact table keeps (least recently used
 * dropped first): enough for the blocks a Dodeca game's turns read again
 * and again; Platzee's and Poker's tables fit whole.
 */
const CACHE_BYTES = 64 * 1024 * 1024;
/** Tracked-mask rows per block: enough positions per block that the coder's adaptation pays, few enough that a turn's advice decodes little. */
const TARGET_BLOCK_POSITIONS = 16 * 1024;
/**
 * How many worked-out values of states not stored a compact table keeps (the
 * oldest dropped first): enough that a simulation of thousands of games
 * finds again the states it has worked out (about 44 MB when full).
 */
const WORKED_OUT_KEPT = 1 << 20;
/** The largest q the compact encoding stores (its integers are at most 4 bytes). */
const INT32_LIMIT = 2 ** 31 - 1;
/** The coder byte of the parameters: the range coder. */
const RANGE_CODER = 1;
/** Where the block lengths start in the parameters: after the fixed fields and the coder's model. */
const BLOCK_LENGTHS_AT = 16 + 2 * MODEL_SIZE;

/** Options of the compact encoder. */
export interface CompactOptions {
  /** The unit of the stored integers (values are off by at most step / 2). */
  readonly step: number;
  /** About how many positions a block holds (tests use small blocks to exercise the links between them). */
  readonly blockPositions?: number | undefined;
  /** The sheet states stored (default all); the others are worked out from them when read. */
  readonly levels?: StoredLevels | undefined;
}

/** The parameters of a compact table, as written and as read back. */
interface CompactParameters {
  readonly step: number;
  readonly shift: number;
  /** Bytes of each decoded integer: 2 or 4. */
  readonly width: number;
  readonly stored: StoredLevels;
  readonly blockCount: number;
  /** The coder's starting model: MODEL_SIZE probabilities. */
  readonly model: Uint16Array;
}

const parameterLength = (blockCount: number): number => Math.ceil((BLOCK_LENGTHS_AT + 4 * blockCount) / 8) * 8;

/** Parameters and payload of a dense table under `model`, in the compact encoding. `isState` marks the dense positions that are sheet states. */
export function encodeCompact(model: SolverModel, dense: Float64Array, isState: Uint8Array, options: CompactOptions): { parameters: Uint8Array; payload: Uint8Array } {
  const layout = layoutOf(model);
  const { step } = options;
  const stored = options.levels ?? "all";
  const shift = chooseShift(layout, options.blockPositions ?? TARGET_BLOCK_POSITIONS);
  const blockCount = layout.untrackedMasks * Math.ceil(layout.trackedMasks / (1 << shift));
  const targets = (u: number, start: number, end: number): Float64Array => quantise(dense, isState, u * layout.stride + start, end - start, step);
  // First the table's model, from all its differences; then each block coded from it.
  const counts = new DecisionCounts();
  walkEveryBlock(layout, shift, stored, step, targets, (context, difference) => {
    counts.add(context, difference);
    return difference;
  }, () => {});
  const startModel = counts.model();
  const streams: Uint8Array[] = [];
  let encoder = new RangeEncoder(startModel);
  const largest = walkEveryBlock(layout, shift, stored, step, targets, (context, difference) => {
    encoder.add(context, difference);
    return difference;
  }, () => {
    streams.push(encoder.finish());
    encoder = new RangeEncoder(startModel);
  });
  const parameters = writeParameters({ step, shift, width: largest <= 0x7fff ? 2 : 4, stored, blockCount, model: startModel }, streams);
  const payload = new Uint8Array(streams.reduce((sum, stream) => sum + stream.length, 0));
  let at = 0;
  for (const stream of streams) {
    payload.set(stream, at);
    at += stream.length;
  }
  return { parameters, payload };
}

/** The q of `length` dense positions from `base` (NaN where there is no sheet state), refusing a value too large for the integers. */
function quantise(dense: Float64Array, isState: Uint8Array, base: number, length: number, step: number): Float64Array {
  const target = new Float64Array(length);
  for (let at = 0; at < length; at++) {
    if (isState[base + at] !== 1) {
      target[at] = Number.NaN;
      continue;
    }
    const q = Math.round((dense[base + at] as number) / step);
    if (!(Number.isSafeInteger(q) && Math.abs(q) <= INT32_LIMIT)) {
      throw new DiceError("INVALID_ARGUMENT", `encodeSolution: a value of ${dense[base + at]} is too large for the compact encoding with step ${step}`);
    }
    target[at] = q;
  }
  return target;
}

/**
 * Walks every block in order with `code`, calling `blockDone` after each
 * (each block's values kept for the blocks predicted from it); returns the
 * largest |q| of any position.
 */
function walkEveryBlock(
  layout: Layout,
  shift: number,
  stored: StoredLevels,
  step: number,
  targets: (u: number, start: number, end: number) => Float64Array,
  code: CodeDifference,
  blockDone: () => void,
): number {
  const groups = Math.ceil(layout.trackedMasks / (1 << shift));
  const decoded: (Int32Array | undefined)[] = new Array(layout.untrackedMasks * groups);
  let largest = 0;
  for (let u = 0; u < layout.untrackedMasks; u++) {
    for (let group = 0; group < groups; group++) {
      const [start, end] = groupBounds(layout, shift, group);
      const own = new Int32Array(end - start);
      const link = parentOf(u, group);
      const parent = link === undefined ? undefined : decoded[link[0] * groups + link[1]];
      const parentStart = link === undefined ? 0 : groupBounds(layout, shift, link[1])[0];
      if (!walkBlock(layout, shift, u, group, storedReach(layout, stored, u), own, parent, parentStart, code, INT32_LIMIT, targets(u, start, end))) {
        throw new DiceError("INVALID_ARGUMENT", `encodeSolution: values too far apart for the compact encoding with step ${step} (a prediction runs beyond ±${INT32_LIMIT} steps)`);
      }
      for (const q of own) largest = Math.max(largest, Math.abs(q));
      decoded[u * groups + group] = own;
      blockDone();
    }
  }
  return largest;
}

/** The parameter bytes: the fixed fields, the coder's model and each block's length. */
function writeParameters(compact: CompactParameters, streams: readonly Uint8Array[]): Uint8Array {
  const parameters = new Uint8Array(parameterLength(compact.blockCount));
  const view = new DataView(parameters.buffer);
  view.setFloat64(0, compact.step, true);
  view.setUint8(8, compact.shift);
  view.setUint8(9, compact.width);
  view.setUint8(10, RANGE_CODER);
  view.setUint8(11, STORED_LEVELS.indexOf(compact.stored));
  view.setUint32(12, compact.blockCount, true);
  compact.model.forEach((probability, index) => view.setUint16(16 + 2 * index, probability, true));
  streams.forEach((stream, index) => view.setUint32(BLOCK_LENGTHS_AT + 4 * index, stream.length, true));
  return parameters;
}

/** The parameters read and checked against the layout, or a sentence saying what is wrong. */
function readParameters(layout: Layout, parameters: Uint8Array): CompactParameters | string {
  if (parameters.length < 16) return `${parameters.length} parameter bytes; the compact encoding has at least 16`;
  const view = new DataView(parameters.buffer, parameters.byteOffset, parameters.byteLength);
  const step = view.getFloat64(0, true);
  const shift = view.getUint8(8);
  const width = view.getUint8(9);
  const blockCount = view.getUint32(12, true);
  if (!(Number.isFinite(step) && step > 0)) return `compact step ${step}; a finite step > 0 is allowed`;
  if (width !== 2 && width !== 4) return `compact integer width ${width}; 2 or 4 bytes are allowed`;
  const coder = view.getUint8(10);
  if (coder !== RANGE_CODER) {
    return `compact coder ${coder}; this @dice/core reads coder ${RANGE_CODER} (range-coded blocks) only${coder === 0 ? " (coder 0, deflate, was written before; encode the table again with encodeSolution)" : ""}`;
  }
  const stored = STORED_LEVELS[view.getUint8(11)];
  if (stored === undefined) return `compact stored levels ${view.getUint8(11)}; 0 (all), 1 (odd) and 2 (even) are allowed`;
  if (1 << shift > layout.trackedMasks * 2 || shift > 24) return `compact shift ${shift}; these rules have ${layout.trackedMasks} tracked masks`;
  const blocks = layout.untrackedMasks * Math.ceil(layout.trackedMasks / (1 << shift));
  if (blockCount !== blocks) return `${blockCount} compact blocks; these rules with shift ${shift} have ${blocks}`;
  if (parameters.length !== parameterLength(blockCount)) return `${parameters.length} compact parameter bytes; ${blockCount} blocks take ${parameterLength(blockCount)}`;
  const model = new Uint16Array(MODEL_SIZE);
  for (let index = 0; index < MODEL_SIZE; index++) {
    const probability = view.getUint16(16 + 2 * index, true);
    if (probability < LEAST_PROBABILITY || probability > GREATEST_PROBABILITY) {
      return `a compact model probability of ${probability} (number ${index}); each is ${LEAST_PROBABILITY} to ${GREATEST_PROBABILITY}`;
    }
    model[index] = probability;
  }
  return { step, shift, width, stored, blockCount, model };
}

/** Where each block's bytes start in the payload (one more for the end), or a sentence when they do not add up to it or the padding after their lengths is not 0. */
function blockStarts(parameters: Uint8Array, blockCount: number, payload: Uint8Array): Float64Array | string {
  const view = new DataView(parameters.buffer, parameters.byteOffset, parameters.byteLength);
  const starts = new Float64Array(blockCount + 1);
  for (let index = 0; index < blockCount; index++) starts[index + 1] = (starts[index] as number) + view.getUint32(BLOCK_LENGTHS_AT + 4 * index, true);
  if (starts[blockCount] !== payload.length) return `${payload.length} payload bytes; the compact blocks add up to ${starts[blockCount]}`;
  for (let index = BLOCK_LENGTHS_AT + 4 * blockCount; index < parameters.length; index++) if (parameters[index] !== 0) return "compact parameter padding that is not 0";
  return starts;
}

/**
 * A compact table's decoded blocks: each decoded when first read (its chain
 * of parents first), checked, and kept while the cache holds it.
 */
class BlockStore {
  readonly groups: number;
  /** Where each group starts within an untracked mask's part (one more for the end). */
  readonly groupStarts: Int32Array;
  // Decoded blocks by key, each with when it was last read; a read only bumps the count (reordering a Map on
  // every read cost more than the reads), and the least recently read is found when one must go.
  private readonly cache = new Map<number, { readonly values: Int16Array | Int32Array; used: number }>();
  private reads = 0;
  private cachedBytes = 0;
  // Made on the first block read, so that loading a table costs nothing more.
  private decoder: BlockDecoder | undefined;

  constructor(
    private readonly layout: Layout,
    private readonly compact: CompactParameters,
    private readonly payload: Uint8Array,
    private readonly starts: Float64Array,
    private readonly where: string,
    private readonly walkModule: PassesModule | null,
  ) {
    this.groups = Math.ceil(layout.trackedMasks / (1 << compact.shift));
    this.groupStarts = Int32Array.from({ length: this.groups + 1 }, (_, group) => (group === this.groups ? layout.stride : groupBounds(layout, compact.shift, group)[0]));
  }

  /** Block (u, group)'s integers, decoded now if not kept. */
  block(u: number, group: number): Int16Array | Int32Array {
    const key = u * this.groups + group;
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      hit.used = ++this.reads;
      return hit.values;
    }
    const own = this.decode(u, group, key);
    this.cache.set(key, { values: own, used: ++this.reads });
    this.cachedBytes += own.byteLength;
    while (this.cachedBytes > CACHE_BYTES && this.cache.size > 1) this.dropOldest();
    return own;
  }

  private decode(u: number, group: number, key: number): Int16Array | Int32Array {
    const { layout, compact } = this;
    const link = parentOf(u, group);
    const parent = link === undefined ? undefined : this.block(link[0], link[1]);
    const [start, end] = groupBounds(layout, compact.shift, group);
    const bad = (problem: string): never => {
      throw new DiceError("INVALID_TABLE", `${this.where}: compact block ${key} (untracked mask ${u}, group ${group}) ${problem}`);
    };
    const own = compact.width === 2 ? new Int16Array(end - start) : new Int32Array(end - start);
    this.decoder ??= blockDecoder(layout, compact.shift, compact.stored, compact.model, this.walkModule);
    const bytes = this.payload.subarray(this.starts[key], this.starts[key + 1]);
    // More bytes than the positions can read are malformed whatever they hold; refused before decoding, so
    // that the decoders' memory grows only with the positions.
    if (bytes.length > BYTES_PER_DIFFERENCE * own.length + 5) bad(MALFORMED);
    const firstRow = group << compact.shift;
    const endRow = Math.min(firstRow + (1 << compact.shift), layout.trackedMasks);
    const parentStart = link === undefined ? 0 : (this.groupStarts[link[1]] as number);
    const limit = compact.width === 2 ? 0x7fff : INT32_LIMIT;
    const decoded = this.decoder(bytes, own, parent, { u, firstRow, endRow, blockStart: start, parentStart }, limit);
    if (decoded === Decoded.BeyondLimit) bad(`holds a value beyond ${limit} steps either way, more than its integer width holds`);
    if (decoded === Decoded.Malformed) bad(MALFORMED);
    return own;
  }

  private dropOldest(): void {
    let oldest = -1;
    let oldestUse = Infinity;
    for (const [key, entry] of this.cache) {
      if (entry.used < oldestUse) {
        oldest = key;
        oldestUse = entry.used;
      }
    }
    this.cachedBytes -= (this.cache.get(oldest) as { values: Int16Array | Int32Array }).values.byteLength;
    this.cache.delete(oldest);
  }

  /** The stored value at `position` of untracked mask u's part. */
  valueAt(u: number, position: number): number {
    const group = lastAtOrBefore(this.groupStarts, this.groups, position);
    return (this.block(u, group)[position - (this.groupStarts[group] as number)] as number) * this.compact.step;
  }

  /** Every position's value in the dense layout; with `onlyStored`, the stored sheet states' only, 0 elsewhere. */
  dense(onlyStored: boolean): Float64Array {
    const { layout, compact } = this;
    const dense = new Float64Array(layout.untrackedMasks * layout.stride);
    for (let u = 0; u < layout.untrackedMasks; u++) {
      const reach = storedReach(layout, compact.stored, u);
      for (let group = 0; group < this.groups; group++) {
        const own = this.block(u, group);
        const start = this.groupStarts[group] as number;
        const base = u * layout.stride + start;
        for (let at = 0; at < own.length; at++) if (!onlyStored || reach[start + at] === 1) dense[base + at] = (own[at] as number) * compact.step;
      }
    }
    return dense;
  }
}

/**
 * Where a decoded table keeps its whole-table reader (see {@link wholeTable}):
 * a key shared by every copy of this module, so that `@dice/core/evaluate`
 * reads whole a table that `@dice/core/strategy` decoded.
 */
const WHOLE_TABLE = Symbol.for("@dice/core/wholeTable");

/**
 * A table decoded from a file, read whole into the dense layout (a compact
 * table decodes every block, and works the levels it does not store out a
 * level at a time), or undefined for values no copy of this module decoded.
 * The key is reachable by anyone, so what it gives is used only when it is
 * a dense table of the values' length.
 */
export function wholeTable(values: StageValues): Float64Array | undefined {
  const read = (values as { [WHOLE_TABLE]?: unknown })[WHOLE_TABLE];
  const dense: unknown = typeof read === "function" ? read() : undefined;
  return dense instanceof Float64Array && dense.length === values.length ? dense : undefined;
}

/**
 * A compact table's values in the dense layout, decoding blocks as they are
 * read. A problem found in the parameters throws INVALID_TABLE at once
 * ("`where` has …"); one found in a block's bytes later (the file's checksum
 * already matched) throws it when that block is first read.
 */
export function decodeCompact(
  model: SolverModel,
  parameters: Uint8Array,
  payload: Uint8Array,
  where: string,
  missing: MissingStates,
  walkModule: PassesModule | null = compactWalkModule(),
): StageValues {
  const layout = layoutOf(model);
  const compact = readParameters(layout, parameters);
  const starts = typeof compact === "string" ? compact : blockStarts(parameters, compact.blockCount, payload);
  if (typeof compact === "string" || typeof starts === "string") throw new DiceError("INVALID_TABLE", `${where} has ${typeof compact === "string" ? compact : starts}`);
  const blocks = new BlockStore(layout, compact, payload, starts as Float64Array, where, walkModule);
  const stored = compact.stored;
  const length = model.tableSize;
  // The values of the states not stored, worked out from the stored ones when first read, the most recent kept.
  const workedOut = new Map<number, number>();
  const keep = (index: number, value: number): void => {
    if (workedOut.size >= WORKED_OUT_KEPT) workedOut.delete(workedOut.keys().next().value as number);
    workedOut.set(index, value);
  };
  const subtotals = new Int32Array(missing.lanes);
  const results = new Float64Array(missing.lanes);
  // Works out the states of a row (its key: see rowKey) at `indices` (dense indices of that row, none known yet), together.
  const workOutRow = (key: number, indices: readonly number[]): void => {
    const u = Math.floor(key / layout.trackedMasks);
    const t = key - u * layout.trackedMasks;
    const rowStart = u * layout.stride + (layout.offset[t] as number) - (layout.low[t] as number);
    const full = filledAt(layout, u, t) === layout.categoryCount;
    for (let from = 0; from < indices.length; from += missing.lanes) {
      const count = Math.min(missing.lanes, indices.length - from);
      for (let lane = 0; lane < count; lane++) subtotals[lane] = (indices[from + lane] as number) - rowStart;
      if (full) results.fill(0, 0, count);
      else missing.rowValues(values, u, t, subtotals, count, results);
      for (let lane = 0; lane < count; lane++) keep(indices[from + lane] as number, results[lane] as number);
    }
  };
  // The value at `index` when the table stores it or has worked it out already, else NaN (every value is finite).
  const known = (index: number): number => {
    const u = Math.floor(index / layout.stride);
    const position = index - u * layout.stride;
    if (stored === "all" || layout.rowReach[position] !== 1) return blocks.valueAt(u, position);
    if (isStoredRow(layout, stored, u, lastAtOrBefore(layout.offset, layout.trackedMasks, position))) return blocks.valueAt(u, position);
    return workedOut.get(index) ?? Number.NaN;
  };
  // The row (untracked mask u, tracked mask t) of a dense index, as one number: u × trackedMasks + t.
  const rowKey = (index: number): number => {
    const u = Math.floor(index / layout.stride);
    return u * layout.trackedMasks + lastAtOrBefore(layout.offset, layout.trackedMasks, index - u * layout.stride);
  };
  const values: StageValues & { gather(indices: Float64Array, count: number, into: Float64Array): void } = {
    length,
    // As Array.prototype.at: the index truncated (NaN as 0), a negative one counted from the end.
    at(requested: number): number | undefined {
      const whole = Math.trunc(Number(requested)) || 0;
      const index = whole < 0 ? whole + length : whole;
      if (index < 0 || index >= length) return undefined;
      const value = known(index);
      if (!Number.isNaN(value)) return value;
      workOutRow(rowKey(index), [index]);
      return workedOut.get(index);
    },
    // Many dense indices at once (each within the table): the states not stored are worked out a row at a time.
    gather(indices: Float64Array, count: number, into: Float64Array): void {
      const rows = new Map<number, number[]>();
      for (let i = 0; i < count; i++) {
        const index = indices[i] as number;
        into[i] = known(index);
        if (!Number.isNaN(into[i])) continue;
        const key = rowKey(index);
        const row = rows.get(key);
        if (row === undefined) rows.set(key, [index]);
        else if (!row.includes(index)) row.push(index);
      }
      for (const [key, row] of rows) workOutRow(key, row);
      for (let i = 0; i < count; i++) if (Number.isNaN(into[i])) into[i] = values.at(indices[i] as number) as number;
    },
  };
  Object.defineProperty(values, WHOLE_TABLE, {
    value: () => {
      if (stored === "all") return blocks.dense(false);
      const levels = missingLevels(layout, stored);
      if (levels.length === 0) return Float64Array.from({ length }, (_, index) => values.at(index) as number);
      const dense = blocks.dense(true);
      for (const level of levels) missing.solveLevel(dense, level);
      return dense;
    },
  });
  return values;
}

/** Which positions of `model`'s dense layout are sheet states: the ones the compact encoder codes. */
export function sheetStates(model: SolverModel): Uint8Array {
  const isState = new Uint8Array(model.tableSize);
  const { stateUntracked, stateTracked, stateSubtotal } = model.stateLists();
  for (let state = 0; state < model.stateCount; state++) {
    isState[model.indexOf(stateUntracked[state] as number, stateTracked[state] as number, stateSubtotal[state] as number)] = 1;
  }
  return isState;
}
