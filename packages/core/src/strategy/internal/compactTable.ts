import { DiceError } from "../../errors/DiceError";
import type { StageValues } from "../GameSolution";
import type { EncodeSolutionOptions } from "../encodeSolution";
import { compactWalkWasm } from "./compactWalkWasm";
import { compileOnce, productPassesModule, type PassesMemory, type PassesModule, type WebAssemblyApi } from "./productPasses";
import { DecisionCounts, GREATEST_PROBABILITY, LEAST_PROBABILITY, MODEL_SIZE, RangeDecoder, RangeEncoder } from "./rangeCoder";
import { turnValue, type KernelScratch } from "./solverKernel";
import { createScratch, type SolverModel } from "./solverModel";

// The `compact` encoding: a value table small enough to ship when float
// tables are not (Dodeca's two tables of 29.8 M values), decoded a block at a
// time when advice needs it, so that neither loading nor memory grows with
// the whole table.
//
// Values are stored as integers q in units of a step (value = q × step, off
// by at most step / 2 from the exact value). The solver's dense layout is
// cut into blocks: block (u, g) holds the rows of untracked mask u whose
// tracked masks t have t >> shift = g, every dense position of those rows in
// order. Each position's q is predicted from positions already decoded, and
// only the difference from the prediction is stored:
//   - u > 0: the same row of the parent u' = u less its lowest bit (a sheet
//     with one untracked category fewer, the first of u's in the rules'
//     order, which for Dodeca predicts better than the last: the figures are
//     in @dice/poker-dodeca's README), shifted by how much the previous
//     position of this row differs from the parent's:
//       pred(i) = P(i) + Q(i − 1) − P(i − 1)    (just P(0) at i = 0)
//   - u = 0: the same, from the row t' = t less its highest bit, whose
//     subtotal range differs: P(s) reads that row at s clamped to its range;
//   - u = 0, t = 0: the previous position (0 before the first).
// A position that is not a sheet state (a subtotal the row cannot reach) is
// not stored: its q is its prediction. The parent rows of u' are in block
// (u', g); the rows t' of a u = 0 block are in block (0, g less its highest
// bit) or in the block itself, so a block needs at most its chain of parents
// decoded first.
//
// The differences of a block are range-coded (rangeCoder.ts), each in a
// context worked out from the prediction's source (contextOf): a
// prediction is nearly always right where the source is flat and less often
// where it bends, and a difference of +1 is mostly followed by one of −1
// (both come from rounding the same value). The model the coder starts each
// block from is the table's own, in the parameters. Decoding a block walks
// its positions, reading each difference as the walk reaches it and adding
// it to the prediction; every position (sheet state or not) must stay within
// what the integer width holds, and the block's bytes must be read exactly
// to their end. The walk runs in wasm/compactWalk.ts's WebAssembly where it
// is available, else in the JavaScript below (walkBlock, RangeDecoder), with
// the same results.
//
// Every other level. A table may store only the sheet states whose number
// of categories filled (the repeat bonus's flag not counted) is odd, or only
// those where it is even. The rows of the other levels are walked as rows
// that are not sheet states: no difference is coded, so each position is its
// prediction, which (delta staying 0) is the source's value at the same
// subtotal. A stored row is then predicted from its source's source, two
// categories fewer, with no change to the walk. A state not stored is worked
// out when read: one turn's expectimax by the solver's per-state kernel
// (turnValue, as advice uses) from the states one category further on, which
// are stored (the full sheet is 0). That is the value the solver would give
// it from the stored values, so it is within step / 2 of the exact value like
// them: a maximum and an average move no value further than the furthest of
// their inputs. (The row kernel would work out eight at once for identical
// dice, faster, but would bring its code and WebAssembly into every bundle
// that loads a table, Platzee's strategy entry among them; @dice/poker-dodeca's
// README has the measurements.) A whole-table read (denseValues, policy
// evaluation) works the missing levels out a level at a time, as a solve
// does.
//
// Parameters (little-endian, padded to a multiple of 8):
//   0  step, float64 (finite, > 0)
//   8  shift, uint8; 9 integer width in bytes, uint8 (2 or 4);
//  10  coder, uint8 (1: the range coder; the deflate coder of the first
//      compact tables, 0, is not read any more)
//  11  stored levels, uint8: 0 every sheet state; 1 (2) only the states with
//      an odd (even) number of categories filled (see below)
//  12  block count, uint32 (untracked masks × groups)
//  16  the model: MODEL_SIZE probabilities, uint16 (each 31 to 4065)
//  then for each block in block order (u-major) its length in bytes, uint32
// The payload is the blocks' bytes, one after another.

/** What a block whose bytes do not code its positions' differences exactly is refused with. */
const MALFORMED = "holds differences that do not match its positions";

/** Bytes of decoded blocks each compact table keeps (least recently used dropped first). */
const CACHE_BYTES = 8 * 1024 * 1024;
/** Tracked-mask rows per block: enough positions per block that the coder's adaptation pays, few enough that a turn's advice decodes little. */
const TARGET_BLOCK_POSITIONS = 16 * 1024;

/** What a compact table needs of the solver's layout. */
interface Layout {
  readonly stride: number;
  readonly untrackedMasks: number;
  readonly trackedMasks: number;
  readonly offset: Int32Array;
  readonly low: Int32Array;
  readonly rowLength: Int32Array;
  /** For every position of a row (offset-based, as in one untracked mask's part of the table): 1 if the row's subtotal there is reachable. */
  readonly rowReach: Uint8Array;
  /** For every tracked mask t: t less its highest bit (the row a u = 0 row is predicted from). */
  readonly upRow: Int32Array;
  /** rowReach with only the rows whose tracked mask has an even (index 0) or odd (1) number of bits. */
  readonly rowReachByParity: readonly [Uint8Array, Uint8Array];
  /** The untracked mask's bit that is not a category (the repeat bonus's flag), 0 if none. */
  readonly flag: number;
}

const layouts = new WeakMap<SolverModel, Layout>();

function layoutOf(model: SolverModel): Layout {
  let layout = layouts.get(model);
  if (layout === undefined) {
    const { stride, offset, low, rowLength } = model.data;
    const rowReach = new Uint8Array(stride);
    for (let t = 0; t < offset.length; t++) rowReach.set(model.reachableRow(t), offset[t] as number);
    const upRow = Int32Array.from(offset, (_, t) => t - highestBit(t));
    const rowReachByParity: [Uint8Array, Uint8Array] = [rowReach.slice(), rowReach.slice()];
    for (let t = 0; t < offset.length; t++) {
      (rowReachByParity[1 - (bitCount(t) & 1)] as Uint8Array).fill(0, offset[t] as number, (offset[t] as number) + (rowLength[t] as number));
    }
    layout = {
      stride,
      untrackedMasks: model.tableSize / stride,
      trackedMasks: offset.length,
      offset,
      low,
      rowLength,
      rowReach,
      upRow,
      rowReachByParity,
      flag: model.data.repeatFlag,
    };
    layouts.set(model, layout);
  }
  return layout;
}

const highestBit = (mask: number): number => (mask === 0 ? 0 : 2 ** (31 - Math.clz32(mask)));

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * Which sheet states a compact table stores: every one, or only those with
 * an odd (or even) number of categories filled, the others worked out when
 * read from the states one category further on (encodeSolution's `levels`).
 */
export type StoredLevels = NonNullable<EncodeSolutionOptions["levels"]>;

/** Each StoredLevels by its parameter byte (11). */
export const STORED_LEVELS: readonly StoredLevels[] = ["all", "odd", "even"];

/** Whether the states of row (u, t) are stored: their count of categories filled has the stored parity. */
function isStoredRow(layout: Layout, stored: StoredLevels, u: number, t: number): boolean {
  if (stored === "all") return true;
  return ((bitCount(u & ~layout.flag) + bitCount(t)) & 1) === (stored === "odd" ? 1 : 0);
}

/** The reach of untracked mask u's rows as stored: rowReach less the rows of the levels not stored. */
function storedReach(layout: Layout, stored: StoredLevels, u: number): Uint8Array {
  if (stored === "all") return layout.rowReach;
  const tParity = ((stored === "odd" ? 1 : 0) - bitCount(u & ~layout.flag)) & 1;
  return layout.rowReachByParity[tParity] as Uint8Array;
}

/** The shift that puts about `positions` positions in a block. */
function chooseShift(layout: Layout, positions: number): number {
  let shift = 0;
  while (1 << (shift + 1) <= layout.trackedMasks && (layout.stride / layout.trackedMasks) * (1 << shift) < positions) shift++;
  return shift;
}

/** First and one-past-last position (within an untracked mask's part) of group g. */
function groupBounds(layout: Layout, shift: number, group: number): [number, number] {
  const first = group << shift;
  const end = (group + 1) << shift;
  return [layout.offset[first] as number, end >= layout.trackedMasks ? layout.stride : (layout.offset[end] as number)];
}

/** The source of the rows with nothing to predict from (block (0, 0)'s row 0): one 0. */
const NO_SOURCE = new Int32Array(1);

/**
 * The context a position's difference is coded in, from the prediction
 * source at its subtotal and the two before (`p0`, `p1`, `p2`; the position's
 * index `i` in its row says which exist) and the row's previous difference:
 * the source's slope |p0 − p1| (0 to 6, 7 at i = 0), the previous difference
 * (−2 to 2) and the source's curvature |p0 − 2 p1 + p2| (0 to 2, 3 at i < 2).
 * Where the source is flat a prediction is almost always right; where it
 * bends, less often.
 */
function contextOf(i: number, p0: number, p1: number, p2: number, previous: number): number {
  const slope = i === 0 ? 7 : Math.min(6, Math.abs(p0 - p1));
  const last = Math.max(-2, Math.min(2, previous)) + 2;
  const curvature = i < 2 ? 3 : Math.min(2, Math.abs(p0 - 2 * p1 + p2));
  return (slope * 5 + last) * 4 + curvature;
}

/**
 * Codes a difference in a context: the encoder is given the difference and
 * returns it, the decoder reads it (ignoring `difference`).
 */
type CodeDifference = (context: number, difference: number) => number;

/**
 * Walks the positions of block (u, group) in order, setting each to its
 * prediction plus, at each position that is a stored sheet state of its row
 * (1 in `reach`: storedReach), the difference `code` returns for it in its
 * context (contextOf). To encode,
 * `target` holds each position's q (NaN where there is no sheet state, which
 * codes a difference of 0) and the walk passes each position's difference to
 * `code`. `parent` is the parent block (u > 0: block (u', group); u = 0:
 * block (0, group less its highest bit), or undefined when the group is 0).
 * Returns false at the first position beyond ±`limit` steps.
 */
function walkBlock(
  layout: Layout,
  shift: number,
  u: number,
  group: number,
  reach: Uint8Array,
  own: Int32Array | Int16Array,
  parent: Int32Array | Int16Array | undefined,
  parentStart: number,
  code: CodeDifference,
  limit: number,
  target?: Float64Array,
): boolean {
  const { offset, low, rowLength, trackedMasks, upRow } = layout;
  const [blockStart] = groupBounds(layout, shift, group);
  const firstRow = group << shift;
  const endRow = Math.min((group + 1) << shift, trackedMasks);
  for (let t = firstRow; t < endRow; t++) {
    const start = offset[t] as number;
    const length = rowLength[t] as number;
    const first = start - blockStart;
    // Each prediction is the row's source at the position's subtotal (read at `base + i`, clamped to
    // [lowest, highest]) plus `delta`, how much the previous position exceeds the source at its subtotal.
    let source: Int32Array | Int16Array = NO_SOURCE;
    let base = 0;
    let lowest = 0;
    let highest = 0;
    if (u > 0) {
      // The same row of the parent u', at the same positions.
      source = parent as Int32Array | Int16Array;
      base = first;
      lowest = first;
      highest = first + length - 1;
    } else if (t > 0) {
      // The row t', whose subtotal range differs; it is in this block or in the parent block.
      const up = upRow[t] as number;
      const inOwn = up >= firstRow;
      source = inOwn ? own : (parent as Int32Array | Int16Array);
      lowest = (offset[up] as number) - (inOwn ? blockStart : parentStart);
      highest = lowest + (rowLength[up] as number) - 1;
      base = lowest + (low[t] as number) - (low[up] as number);
    }
    let delta = 0;
    let previous = 0;
    let p1 = 0;
    let p2 = 0;
    for (let i = 0; i < length; i++) {
      const at = first + i;
      const read = base + i;
      const from = source[read < lowest ? lowest : read > highest ? highest : read] as number;
      let q = from + delta;
      if (reach[start + i] === 1) {
        let difference = 0;
        if (target !== undefined) {
          const goal = target[at] as number;
          difference = goal === goal ? goal - q : 0;
        }
        previous = code(contextOf(i, from, p1, p2, previous), difference);
        q += previous;
        delta = q - from;
      }
      if (q > limit || q < -limit) return false;
      own[at] = q;
      p2 = p1;
      p1 = from;
    }
  }
  return true;
}

/** What wasm/compactWalk.ts exports: the walk with its range decoder, over its memory (positions in bytes). */
interface CompactWalk extends PassesMemory {
  walk(
    firstRow: number,
    endRow: number,
    blockStart: number,
    parentStart: number,
    fromParent: number,
    reach: number,
    own: number,
    parent: number,
    bytes: number,
    length: number,
    limit: number,
  ): number;
}

/** How decoding a block ended. */
const enum Decoded {
  /** Every position within the width and the bytes read exactly. */
  Ok = 1,
  /** The bytes were not read exactly to their end. */
  Malformed = 0,
  /** A position beyond the width's limit. */
  BeyondLimit = -1,
}

/** Decodes one block into `own`. */
type BlockDecoder = (
  bytes: Uint8Array,
  own: Int32Array | Int16Array,
  parent: Int32Array | Int16Array | undefined,
  firstRow: number,
  endRow: number,
  blockStart: number,
  parentStart: number,
  u: number,
  limit: number,
) => Decoded;

/** The block decoding of wasm/compactWalk.ts as a compiled module, or null where WebAssembly is not available (the JavaScript then decodes, with the same results). */
export function compactWalkModule(): PassesModule | null {
  return compileOnce(compactWalkWasm);
}

const align16 = (bytes: number): number => Math.ceil(bytes / 16) * 16;

/**
 * The most bytes a difference can take: at most 70 decisions (rangeCoder.ts),
 * each narrowing the range (at least 2^24) by at most 31/4096 and so reading
 * at most one byte. A block longer than its positions allow is malformed.
 */
const BYTES_PER_DIFFERENCE = 70;

/**
 * A block decoder for `layout` and the table's `model`: with `module`, a new
 * instance of the compiled decoding holding the layout's arrays and the model
 * in its memory (each block's bytes and parent copied in, its values copied
 * out); with null, the JavaScript.
 */
function blockDecoder(layout: Layout, shift: number, stored: StoredLevels, model: Uint16Array, module: PassesModule | null): BlockDecoder {
  if (module === null) {
    return (bytes, own, parent, firstRow, _endRow, _blockStart, parentStart, u, limit) => {
      const decoder = new RangeDecoder(bytes, model);
      const reach = storedReach(layout, stored, u);
      if (!walkBlock(layout, shift, u, firstRow >> shift, reach, own, parent, parentStart, (context) => decoder.difference(context), limit)) return Decoded.BeyondLimit;
      return decoder.exact() ? Decoded.Ok : Decoded.Malformed;
    };
  }
  const walker = new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(module, {}).exports as CompactWalk;
  const tracked = layout.trackedMasks;
  const start = walker.memory.buffer.byteLength;
  const offsetAt = start;
  const lowAt = offsetAt + align16(4 * tracked);
  const rowLengthAt = lowAt + align16(4 * tracked);
  // The three reaches: rowReach, then its rows of even and of odd tracked masks (storedReach picks one a block).
  const reachAt = rowLengthAt + align16(4 * tracked);
  const modelAt = reachAt + 3 * align16(layout.stride);
  const workingAt = modelAt + align16(2 * MODEL_SIZE);
  const scratchAt = workingAt + align16(2 * MODEL_SIZE);
  let end = start;
  const reserve = (last: number): void => {
    if (last > end) {
      walker.memory.grow(Math.ceil((last - walker.memory.buffer.byteLength) / 65536));
      end = walker.memory.buffer.byteLength;
    }
  };
  reserve(scratchAt);
  new Int32Array(walker.memory.buffer, offsetAt, tracked).set(layout.offset);
  new Int32Array(walker.memory.buffer, lowAt, tracked).set(layout.low);
  new Int32Array(walker.memory.buffer, rowLengthAt, tracked).set(layout.rowLength);
  const reaches = [layout.rowReach, ...layout.rowReachByParity];
  reaches.forEach((reach, index) => new Uint8Array(walker.memory.buffer, reachAt + index * align16(layout.stride), layout.stride).set(reach));
  new Uint16Array(walker.memory.buffer, modelAt, MODEL_SIZE).set(model);
  walker.setup(offsetAt, lowAt, rowLengthAt, modelAt, workingAt);
  return (bytes, own, parent, firstRow, endRow, blockStart, parentStart, u, limit) => {
    const positions = own.length;
    const ownAt = scratchAt + align16(bytes.length);
    const parentAt = ownAt + align16(4 * positions);
    reserve(parentAt + 4 * (parent?.length ?? 0));
    const buffer = walker.memory.buffer;
    new Uint8Array(buffer, scratchAt, bytes.length).set(bytes);
    if (parent !== undefined) new Int32Array(buffer, parentAt, parent.length).set(parent);
    const reach = reachAt + reaches.indexOf(storedReach(layout, stored, u)) * align16(layout.stride);
    const decoded = walker.walk(firstRow, endRow, blockStart, parentStart, u > 0 ? 1 : 0, reach, ownAt, parentAt, scratchAt, bytes.length, limit) as Decoded;
    if (decoded === Decoded.Ok) own.set(new Int32Array(buffer, ownAt, positions));
    return decoded;
  };
}

/** The parent of block (u, group) as [u', group'] (u less its lowest bit, else the group less its highest), or undefined for block (0, 0). */
function parentOf(u: number, group: number): [number, number] | undefined {
  if (u > 0) return [u - (u & -u), group];
  if (group > 0) return [0, group - highestBit(group)];
  return undefined;
}

/** Options of the compact encoder. */
export interface CompactOptions {
  /** The unit of the stored integers (values are off by at most step / 2). */
  readonly step: number;
  /** About how many positions a block holds (tests use small blocks to exercise the links between them). */
  readonly blockPositions?: number | undefined;
  /** The sheet states stored (default all); the others are worked out from them when read. */
  readonly levels?: StoredLevels | undefined;
}

/** The largest q the compact encoding stores (its integers are at most 4 bytes). */
const INT32_LIMIT = 2 ** 31 - 1;

const tooLarge = (value: number, step: number): DiceError =>
  new DiceError("INVALID_ARGUMENT", `encodeSolution: a value of ${value} is too large for the compact encoding with step ${step}`);

/** Parameters and payload of a dense table under `model`, in the compact encoding. `isState` marks the dense positions that are sheet states. */
export function encodeCompact(model: SolverModel, dense: Float64Array, isState: Uint8Array, options: CompactOptions): { parameters: Uint8Array; payload: Uint8Array } {
  const layout = layoutOf(model);
  const { step } = options;
  const stored = options.levels ?? "all";
  const shift = chooseShift(layout, options.blockPositions ?? TARGET_BLOCK_POSITIONS);
  const groups = Math.ceil(layout.trackedMasks / (1 << shift));
  const blockCount = layout.untrackedMasks * groups;
  let largest = 0;
  // Walks every block in order with `code`, calling `blockDone` after each (each block's values kept for the blocks
  // predicted from it).
  const walkAll = (code: CodeDifference, blockDone: () => void): void => {
    const decoded: (Int32Array | undefined)[] = new Array(blockCount);
    for (let u = 0; u < layout.untrackedMasks; u++) {
      for (let group = 0; group < groups; group++) {
        const [start, end] = groupBounds(layout, shift, group);
        const own = new Int32Array(end - start);
        const link = parentOf(u, group);
        const parent = link === undefined ? undefined : decoded[link[0] * groups + link[1]];
        const parentStart = link === undefined ? 0 : groupBounds(layout, shift, link[1])[0];
        const base = u * layout.stride + start;
        const target = new Float64Array(end - start);
        for (let at = 0; at < target.length; at++) {
          const q = isState[base + at] === 1 ? Math.round((dense[base + at] as number) / step) : Number.NaN;
          if (isState[base + at] === 1 && !(Number.isSafeInteger(q) && Math.abs(q) <= INT32_LIMIT)) throw tooLarge(dense[base + at] as number, step);
          target[at] = q;
        }
        if (!walkBlock(layout, shift, u, group, storedReach(layout, stored, u), own, parent, parentStart, code, INT32_LIMIT, target)) {
          throw new DiceError("INVALID_ARGUMENT", `encodeSolution: values too far apart for the compact encoding with step ${step} (a prediction runs beyond ±${INT32_LIMIT} steps)`);
        }
        for (const q of own) largest = Math.max(largest, Math.abs(q));
        decoded[u * groups + group] = own;
        blockDone();
      }
    }
  };
  // First the table's model, from all its differences; then each block coded from it.
  const counts = new DecisionCounts();
  const count = (context: number, difference: number): number => {
    counts.add(context, difference);
    return difference;
  };
  walkAll(count, () => {});
  const startModel = counts.model();
  const streams: Uint8Array[] = [];
  let encoder = new RangeEncoder(startModel);
  const add = (context: number, difference: number): number => {
    encoder.add(context, difference);
    return difference;
  };
  walkAll(add, () => {
    streams.push(encoder.finish());
    encoder = new RangeEncoder(startModel);
  });
  const tableAt = 16 + 2 * MODEL_SIZE;
  const parameters = new Uint8Array(Math.ceil((tableAt + 4 * blockCount) / 8) * 8);
  const view = new DataView(parameters.buffer);
  view.setFloat64(0, step, true);
  view.setUint8(8, shift);
  view.setUint8(9, largest <= 0x7fff ? 2 : 4);
  view.setUint8(10, RANGE_CODER);
  view.setUint8(11, STORED_LEVELS.indexOf(stored));
  view.setUint32(12, blockCount, true);
  startModel.forEach((probability, index) => view.setUint16(16 + 2 * index, probability, true));
  streams.forEach((stream, index) => view.setUint32(tableAt + 4 * index, stream.length, true));
  const payload = new Uint8Array(streams.reduce((sum, stream) => sum + stream.length, 0));
  let at = 0;
  for (const stream of streams) {
    payload.set(stream, at);
    at += stream.length;
  }
  return { parameters, payload };
}

/** The coder byte of the parameters: the range coder. */
const RANGE_CODER = 1;

/**
 * A compact table's values in the dense layout, decoding blocks as they are
 * read. A problem found in the parameters is returned as a sentence; one
 * found in a block's bytes later (the file's checksum already matched) throws
 * INVALID_TABLE when that block is first read.
 */
export function decodeCompact(
  model: SolverModel,
  parameters: Uint8Array,
  payload: Uint8Array,
  where: string,
  walkModule: PassesModule | null = compactWalkModule(),
): StageValues | string {
  if (parameters.length < 16) return `${parameters.length} parameter bytes; the compact encoding has at least 16`;
  const layout = layoutOf(model);
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
  const groups = Math.ceil(layout.trackedMasks / (1 << shift));
  if (blockCount !== layout.untrackedMasks * groups) return `${blockCount} compact blocks; these rules with shift ${shift} have ${layout.untrackedMasks * groups}`;
  const tableAt = 16 + 2 * MODEL_SIZE;
  const parameterLength = Math.ceil((tableAt + 4 * blockCount) / 8) * 8;
  if (parameters.length !== parameterLength) return `${parameters.length} compact parameter bytes; ${blockCount} blocks take ${parameterLength}`;
  const startModel = new Uint16Array(MODEL_SIZE);
  for (let index = 0; index < MODEL_SIZE; index++) {
    const probability = view.getUint16(16 + 2 * index, true);
    if (probability < LEAST_PROBABILITY || probability > GREATEST_PROBABILITY) {
      return `a compact model probability of ${probability} (number ${index}); each is ${LEAST_PROBABILITY} to ${GREATEST_PROBABILITY}`;
    }
    startModel[index] = probability;
  }
  const starts = new Float64Array(blockCount + 1);
  for (let index = 0; index < blockCount; index++) starts[index + 1] = (starts[index] as number) + view.getUint32(tableAt + 4 * index, true);
  if (starts[blockCount] !== payload.length) return `${payload.length} payload bytes; the compact blocks add up to ${starts[blockCount]}`;
  for (let index = tableAt + 4 * blockCount; index < parameters.length; index++) if (parameters[index] !== 0) return "compact parameter padding that is not 0";
  const limit = width === 2 ? 0x7fff : 2 ** 31 - 1;
  // Decoded blocks by key, each with when it was last read; a read only bumps the count (reordering a Map on every
  // read cost more than the reads), and the least recently read is found when one must go.
  const cache = new Map<number, { readonly values: Int16Array | Int32Array; used: number }>();
  let reads = 0;
  let cachedBytes = 0;
  // Made on the first block read, so that loading a table costs nothing more.
  let decoder: BlockDecoder | undefined;
  const groupStarts = Int32Array.from({ length: groups + 1 }, (_, group) => (group === groups ? layout.stride : groupBounds(layout, shift, group)[0]));
  const block = (u: number, group: number): Int16Array | Int32Array => {
    const key = u * groups + group;
    const hit = cache.get(key);
    if (hit !== undefined) {
      hit.used = ++reads;
      return hit.values;
    }
    const link = parentOf(u, group);
    const parent = link === undefined ? undefined : block(link[0], link[1]);
    const [start, end] = groupBounds(layout, shift, group);
    const bad = (problem: string): never => {
      throw new DiceError("INVALID_TABLE", `${where}: compact block ${key} (untracked mask ${u}, group ${group}) ${problem}`);
    };
    const own = width === 2 ? new Int16Array(end - start) : new Int32Array(end - start);
    decoder ??= blockDecoder(layout, shift, stored, startModel, walkModule);
    const firstRow = group << shift;
    const bytes = payload.subarray(starts[key], starts[key + 1]);
    // More bytes than the positions can read are malformed whatever they hold; refused before decoding, so
    // that the decoders' memory grows only with the positions.
    if (bytes.length > BYTES_PER_DIFFERENCE * own.length + 5) bad(MALFORMED);
    const decoded = decoder(bytes, own, parent, firstRow, Math.min(firstRow + (1 << shift), layout.trackedMasks), start, link === undefined ? 0 : (groupStarts[link[1]] as number), u, limit);
    if (decoded === Decoded.BeyondLimit) bad(`holds a value beyond ${limit} steps either way, more than its integer width holds`);
    if (decoded === Decoded.Malformed) bad(MALFORMED);
    cache.set(key, { values: own, used: ++reads });
    cachedBytes += own.byteLength;
    while (cachedBytes > CACHE_BYTES && cache.size > 1) {
      let oldest = key;
      let oldestUse = Infinity;
      for (const [other, entry] of cache) {
        if (entry.used < oldestUse) {
          oldest = other;
          oldestUse = entry.used;
        }
      }
      cachedBytes -= (cache.get(oldest) as { values: Int16Array | Int32Array }).values.byteLength;
      cache.delete(oldest);
    }
    return own;
  };
  const length = model.tableSize;
  const groupOf = (position: number): number => {
    let lowGroup = 0;
    let highGroup = groups - 1;
    while (lowGroup < highGroup) {
      const middle = (lowGroup + highGroup + 1) >> 1;
      if ((groupStarts[middle] as number) <= position) lowGroup = middle;
      else highGroup = middle - 1;
    }
    return lowGroup;
  };
  const rowOf = (position: number): number => {
    let lowRow = 0;
    let highRow = layout.trackedMasks - 1;
    while (lowRow < highRow) {
      const middle = (lowRow + highRow + 1) >> 1;
      if ((layout.offset[middle] as number) <= position) lowRow = middle;
      else highRow = middle - 1;
    }
    return lowRow;
  };
  const storedAt = (u: number, position: number): number => {
    const group = groupOf(position);
    return (block(u, group)[position - (groupStarts[group] as number)] as number) * step;
  };
  // The values of the states not stored, worked out from the stored ones when first read (a turn's value from
  // the states one category further on, which are stored), the most recent kept.
  const workedOut = new Map<number, number>();
  let scratch: KernelScratch | undefined;
  const values: StageValues = {
    length,
    // As Array.prototype.at: the index truncated (NaN as 0), a negative one counted from the end.
    at(requested: number): number | undefined {
      const whole = Math.trunc(Number(requested)) || 0;
      const index = whole < 0 ? whole + length : whole;
      if (index < 0 || index >= length) return undefined;
      const u = Math.floor(index / layout.stride);
      const position = index - u * layout.stride;
      if (stored === "all" || layout.rowReach[position] !== 1) return storedAt(u, position);
      const t = rowOf(position);
      if (isStoredRow(layout, stored, u, t)) return storedAt(u, position);
      const known = workedOut.get(index);
      if (known !== undefined) return known;
      let value = 0;
      if (bitCount(u & ~layout.flag) + bitCount(t) < model.data.categoryCount) {
        scratch ??= createScratch(model.data, productPassesModule());
        value = turnValue(model.data, values, u, t, (layout.low[t] as number) + position - (layout.offset[t] as number), -1, scratch, null);
      }
      if (workedOut.size >= WORKED_OUT_KEPT) workedOut.delete(workedOut.keys().next().value as number);
      workedOut.set(index, value);
      return value;
    },
  };
  compactTables.set(values, {
    model,
    stored,
    missingLevels: stored === "all" ? [] : Array.from({ length: model.data.categoryCount }, (_, level) => level).filter((level) => (level & 1) === (stored === "odd" ? 0 : 1)),
    storedValues: () => {
      const dense = new Float64Array(length);
      for (let u = 0; u < layout.untrackedMasks; u++) {
        const reach = storedReach(layout, stored, u);
        for (let group = 0; group < groups; group++) {
          const own = block(u, group);
          const start = groupStarts[group] as number;
          const base = u * layout.stride + start;
          for (let at = 0; at < own.length; at++) if (reach[start + at] === 1) dense[base + at] = (own[at] as number) * step;
        }
      }
      return dense;
    },
  });
  return values;
}

/** How many worked-out values of states not stored a compact table keeps (the oldest dropped first). */
const WORKED_OUT_KEPT = 1 << 16;

/** What the solver's whole-table passes need of a compact table. */
export interface CompactInfo {
  readonly model: SolverModel;
  readonly stored: StoredLevels;
  /** The levels (categories filled) whose values are worked out, not stored, the full sheet's (0) apart. */
  readonly missingLevels: readonly number[];
  /** Every stored sheet state's value in the dense layout, 0 at every other position. */
  storedValues(): Float64Array;
}

const compactTables = new WeakMap<StageValues, CompactInfo>();

/** The compact table's stored levels and values, or undefined for a table that is not compact. */
export function compactInfo(values: StageValues): CompactInfo | undefined {
  return compactTables.get(values);
}
