import { deflateSync, inflateSync } from "fflate";
import { DiceError } from "../../errors/DiceError";
import type { StageValues } from "../GameSolution";
import { compactWalkWasm } from "./compactWalkWasm";
import { compileOnce, type PassesMemory, type PassesModule, type WebAssemblyApi } from "./productPasses";
import type { SolverModel } from "./solverModel";

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
//   - u > 0: the same row of the parent u' = u less its highest bit (a sheet
//     with one untracked category fewer), shifted by how much the previous
//     position of this row differs from the parent's:
//       pred(i) = P(i) + Q(i − 1) − P(i − 1)    (just P(0) at i = 0)
//   - u = 0: the same, from the row t' = t less its highest bit, whose
//     subtotal range differs: P(s) reads that row at s clamped to its range;
//   - u = 0, t = 0: the previous position (0 before the first).
// A position that is not a sheet state (a subtotal the row cannot reach) is
// not stored: its q is its prediction. The differences are written zigzag
// (0, −1, 1, −2, … as 0, 1, 2, 3, …) in LEB128 bytes and each block is
// deflated on its own. The parent rows of u' are in block (u', g); the rows
// t' of a u = 0 block are in block (0, g less its highest bit) or in the block
// itself, so a block needs at most its chain of parents decoded first.
// Decoding a block inflates it, reads its differences and walks its
// positions adding each to its prediction; every position (sheet state or
// not) must stay within what the integer width holds. The reading and the
// walk run in wasm/compactWalk.ts's WebAssembly where it is available, else
// in the JavaScript below (readDifferences, walkBlock), with the same results.
//
// Parameters (little-endian, padded to a multiple of 8):
//   0  step, float64 (finite, > 0)
//   8  shift, uint8; 9 integer width in bytes, uint8 (2 or 4); 10 reserved, uint16, 0
//  12  block count, uint32 (untracked masks × groups)
//  16  for each block in block order (u-major): its compressed length and
//      its length inflated, two uint32
// The payload is the blocks' deflate streams, one after another.

/**
 * Inflates a block: with Node's own zlib where the runtime offers it
 * synchronously (`process.getBuiltinModule`, Node 20.16 on), which is
 * several times faster than fflate's JavaScript; elsewhere (browsers) with fflate.
 */
const inflateBlock: (bytes: Uint8Array, length: number) => Uint8Array = (() => {
  const zlib = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.("node:zlib") as
    | { inflateRawSync(bytes: Uint8Array, options: { maxOutputLength: number }): Uint8Array }
    | undefined;
  if (typeof zlib?.inflateRawSync === "function") return (bytes, length) => zlib.inflateRawSync(bytes, { maxOutputLength: Math.max(length, 1) });
  return (bytes, length) => inflateSync(bytes, { out: new Uint8Array(length) });
})();

/** What a block whose differences do not match its positions (or run over 5 bytes) is refused with. */
const MALFORMED = "holds differences that do not match its positions";

/** Bytes of decoded blocks each compact table keeps (least recently used dropped first). */
const CACHE_BYTES = 8 * 1024 * 1024;
/** Tracked-mask rows per block: enough positions per block that deflate works well, few enough that a turn's advice decodes little. */
const TARGET_BLOCK_POSITIONS = 32 * 1024;

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
}

const layouts = new WeakMap<SolverModel, Layout>();

function layoutOf(model: SolverModel): Layout {
  let layout = layouts.get(model);
  if (layout === undefined) {
    const { stride, offset, low, rowLength } = model.data;
    const rowReach = new Uint8Array(stride);
    for (let t = 0; t < offset.length; t++) rowReach.set(model.reachableRow(t), offset[t] as number);
    const upRow = Int32Array.from(offset, (_, t) => t - highestBit(t));
    layout = { stride, untrackedMasks: model.tableSize / stride, trackedMasks: offset.length, offset, low, rowLength, rowReach, upRow };
    layouts.set(model, layout);
  }
  return layout;
}

const highestBit = (mask: number): number => (mask === 0 ? 0 : 2 ** (31 - Math.clz32(mask)));

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
 * Walks the positions of block (u, group) in order, setting each to its
 * prediction plus, at the k-th sheet state's position, `differences[k]`
 * (a position that is not a sheet state takes its prediction). To encode,
 * `target` holds each position's q (NaN where there is no sheet state, which
 * stores a difference of 0) and the walk writes each difference before it
 * uses it. `parent` is the parent block (u > 0: block (u', group); u = 0:
 * block (0, group less its highest bit), or undefined when the group is 0).
 * Returns how many differences it used, or −1 at the first position beyond
 * ±`limit` steps.
 */
function walkBlock(
  layout: Layout,
  shift: number,
  u: number,
  group: number,
  own: Int32Array | Int16Array,
  parent: Int32Array | Int16Array | undefined,
  parentStart: number,
  differences: Float64Array,
  limit: number,
  target?: Float64Array,
): number {
  const { offset, low, rowLength, rowReach, trackedMasks, upRow } = layout;
  const [blockStart] = groupBounds(layout, shift, group);
  const firstRow = group << shift;
  const endRow = Math.min((group + 1) << shift, trackedMasks);
  let used = 0;
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
    for (let i = 0; i < length; i++) {
      const at = first + i;
      const read = base + i;
      const from = source[read < lowest ? lowest : read > highest ? highest : read] as number;
      let q = from + delta;
      if (rowReach[start + i] === 1) {
        if (target !== undefined) {
          const goal = target[at] as number;
          differences[used] = goal === goal ? goal - q : 0;
        }
        q += differences[used++] as number;
        delta = q - from;
      }
      if (q > limit || q < -limit) return -1;
      own[at] = q;
    }
  }
  return used;
}

/**
 * Reads a block's differences (LEB128, zigzag; most take one byte) into
 * `differences`; returns how many, or −1 where the bytes end inside a
 * difference, a difference runs over 5 bytes, or there are more than the
 * array holds.
 */
function readDifferences(bytes: Uint8Array, differences: Float64Array): number {
  let count = 0;
  for (let read = 0; read < bytes.length; ) {
    let zigzag = bytes[read++] as number;
    if (zigzag >= 0x80) {
      zigzag &= 0x7f;
      for (let scale = 0x80; ; scale *= 0x80) {
        if (read >= bytes.length || scale > 2 ** 28) return -1;
        const byte = bytes[read++] as number;
        zigzag += (byte & 0x7f) * scale;
        if (byte < 0x80) break;
      }
    }
    if (count === differences.length) return -1;
    differences[count++] = zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  }
  return count;
}

/** What wasm/compactWalk.ts exports: readDifferences and walkBlock over its memory (positions in bytes). */
interface CompactWalk extends PassesMemory {
  readDifferences(bytes: number, length: number, out: number, capacity: number): number;
  walk(firstRow: number, endRow: number, blockStart: number, parentStart: number, fromParent: number, own: number, parent: number, differences: number, count: number, limit: number): number;
}

/** Decodes one block: `[count, used]` as readDifferences and walkBlock return them; `own` is filled when both succeed. */
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
) => [count: number, used: number];

/** The block decoding of wasm/compactWalk.ts as a compiled module, or null where WebAssembly is not available (the JavaScript then decodes, with the same results). */
export function compactWalkModule(): PassesModule | null {
  return compileOnce(compactWalkWasm);
}

const align16 = (bytes: number): number => Math.ceil(bytes / 16) * 16;

/**
 * A block decoder for `layout`: with `module`, a new instance of the compiled
 * decoding holding the layout's arrays in its memory (each block's bytes and
 * parent copied in, its values copied out); with null, the JavaScript.
 */
function blockDecoder(layout: Layout, shift: number, module: PassesModule | null): BlockDecoder {
  if (module === null) {
    return (bytes, own, parent, firstRow, _endRow, _blockStart, parentStart, u, limit) => {
      const differences = new Float64Array(own.length);
      const count = readDifferences(bytes, differences);
      return [count, count < 0 ? 0 : walkBlock(layout, shift, u, firstRow >> shift, own, parent, parentStart, differences, limit)];
    };
  }
  const walker = new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(module, {}).exports as CompactWalk;
  const tracked = layout.trackedMasks;
  const start = walker.memory.buffer.byteLength;
  const offsetAt = start;
  const lowAt = offsetAt + align16(4 * tracked);
  const rowLengthAt = lowAt + align16(4 * tracked);
  const reachAt = rowLengthAt + align16(4 * tracked);
  const scratchAt = reachAt + align16(layout.stride);
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
  new Uint8Array(walker.memory.buffer, reachAt, layout.stride).set(layout.rowReach);
  walker.setup(offsetAt, lowAt, rowLengthAt, reachAt);
  return (bytes, own, parent, firstRow, endRow, blockStart, parentStart, u, limit) => {
    const positions = own.length;
    // A difference takes at most 5 bytes and there is at most one a position: more bytes are malformed whatever
    // they hold (as readDifferences finds), and are not copied in, so the memory grows only with the positions.
    if (bytes.length > 5 * positions) return [-1, 0];
    const differencesAt = scratchAt + align16(bytes.length);
    const ownAt = differencesAt + 8 * positions;
    const parentAt = ownAt + align16(4 * positions);
    reserve(parentAt + 4 * (parent?.length ?? 0));
    const buffer = walker.memory.buffer;
    new Uint8Array(buffer, scratchAt, bytes.length).set(bytes);
    if (parent !== undefined) new Int32Array(buffer, parentAt, parent.length).set(parent);
    const count = walker.readDifferences(scratchAt, bytes.length, differencesAt, positions);
    if (count < 0) return [count, 0];
    const used = walker.walk(firstRow, endRow, blockStart, parentStart, u > 0 ? 1 : 0, ownAt, parentAt, differencesAt, count, limit);
    if (used >= 0) own.set(new Int32Array(buffer, ownAt, positions));
    return [count, used];
  };
}

/** The parent of block (u, group) as [u', group'], or undefined for block (0, 0). */
function parentOf(u: number, group: number): [number, number] | undefined {
  if (u > 0) return [u - highestBit(u), group];
  if (group > 0) return [0, group - highestBit(group)];
  return undefined;
}

/** Options of the compact encoder. */
export interface CompactOptions {
  /** The unit of the stored integers (values are off by at most step / 2). */
  readonly step: number;
  /** About how many positions a block holds (tests use small blocks to exercise the links between them). */
  readonly blockPositions?: number | undefined;
}

/** The largest q the compact encoding stores (its integers are at most 4 bytes). */
const INT32_LIMIT = 2 ** 31 - 1;

const tooLarge = (value: number, step: number): DiceError =>
  new DiceError("INVALID_ARGUMENT", `encodeSolution: a value of ${value} is too large for the compact encoding with step ${step}`);

/** Parameters and payload of a dense table under `model`, in the compact encoding. `isState` marks the dense positions that are sheet states. */
export function encodeCompact(model: SolverModel, dense: Float64Array, isState: Uint8Array, options: CompactOptions): { parameters: Uint8Array; payload: Uint8Array } {
  const layout = layoutOf(model);
  const { step } = options;
  const shift = chooseShift(layout, options.blockPositions ?? TARGET_BLOCK_POSITIONS);
  const groups = Math.ceil(layout.trackedMasks / (1 << shift));
  const blockCount = layout.untrackedMasks * groups;
  let largest = 0;
  const decoded: (Int32Array | undefined)[] = new Array(blockCount);
  const streams: Uint8Array[] = [];
  const rawLengths: number[] = [];
  const bytes: number[] = [];
  for (let u = 0; u < layout.untrackedMasks; u++) {
    for (let group = 0; group < groups; group++) {
      const [start, end] = groupBounds(layout, shift, group);
      const own = new Int32Array(end - start);
      const link = parentOf(u, group);
      const parent = link === undefined ? undefined : decoded[link[0] * groups + link[1]];
      const parentStart = link === undefined ? 0 : (groupBounds(layout, shift, link[1])[0]);
      const base = u * layout.stride + start;
      const target = new Float64Array(end - start);
      for (let at = 0; at < target.length; at++) {
        const q = isState[base + at] === 1 ? Math.round((dense[base + at] as number) / step) : Number.NaN;
        if (isState[base + at] === 1 && !(Number.isSafeInteger(q) && Math.abs(q) <= INT32_LIMIT)) throw tooLarge(dense[base + at] as number, step);
        target[at] = q;
      }
      const differences = new Float64Array(end - start);
      const used = walkBlock(layout, shift, u, group, own, parent, parentStart, differences, INT32_LIMIT, target);
      if (used < 0) throw new DiceError("INVALID_ARGUMENT", `encodeSolution: values too far apart for the compact encoding with step ${step} (a prediction runs beyond ±${INT32_LIMIT} steps)`);
      for (const q of own) largest = Math.max(largest, Math.abs(q));
      bytes.length = 0;
      for (let k = 0; k < used; k++) {
        const difference = differences[k] as number;
        let zigzag = difference >= 0 ? 2 * difference : -2 * difference - 1;
        while (zigzag >= 0x80) {
          bytes.push((zigzag % 0x80) | 0x80);
          zigzag = Math.floor(zigzag / 0x80);
        }
        bytes.push(zigzag);
      }
      decoded[u * groups + group] = own;
      streams.push(deflateSync(Uint8Array.from(bytes), { level: 9 }));
      rawLengths.push(bytes.length);
    }
  }
  const parameters = new Uint8Array(Math.ceil((16 + 8 * blockCount) / 8) * 8);
  const view = new DataView(parameters.buffer);
  view.setFloat64(0, step, true);
  view.setUint8(8, shift);
  view.setUint8(9, largest <= 0x7fff ? 2 : 4);
  view.setUint32(12, blockCount, true);
  streams.forEach((stream, index) => {
    view.setUint32(16 + 8 * index, stream.length, true);
    view.setUint32(20 + 8 * index, rawLengths[index] as number, true);
  });
  const payload = new Uint8Array(streams.reduce((sum, stream) => sum + stream.length, 0));
  let at = 0;
  for (const stream of streams) {
    payload.set(stream, at);
    at += stream.length;
  }
  return { parameters, payload };
}

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
  if (view.getUint16(10, true) !== 0) return "compact reserved bytes that are not 0";
  if (1 << shift > layout.trackedMasks * 2 || shift > 24) return `compact shift ${shift}; these rules have ${layout.trackedMasks} tracked masks`;
  const groups = Math.ceil(layout.trackedMasks / (1 << shift));
  if (blockCount !== layout.untrackedMasks * groups) return `${blockCount} compact blocks; these rules with shift ${shift} have ${layout.untrackedMasks * groups}`;
  if (parameters.length !== Math.ceil((16 + 8 * blockCount) / 8) * 8) return `${parameters.length} compact parameter bytes; ${blockCount} blocks take ${Math.ceil((16 + 8 * blockCount) / 8) * 8}`;
  const starts = new Float64Array(blockCount + 1);
  const rawLengths = new Uint32Array(blockCount);
  for (let index = 0; index < blockCount; index++) {
    starts[index + 1] = (starts[index] as number) + view.getUint32(16 + 8 * index, true);
    rawLengths[index] = view.getUint32(20 + 8 * index, true);
  }
  if (starts[blockCount] !== payload.length) return `${payload.length} payload bytes; the compact blocks add up to ${starts[blockCount]}`;
  for (let index = 16 + 8 * blockCount; index < parameters.length; index++) if (parameters[index] !== 0) return "compact parameter padding that is not 0";
  const limit = width === 2 ? 0x7fff : 2 ** 31 - 1;
  const cache = new Map<number, Int16Array | Int32Array>();
  let cachedBytes = 0;
  // Made on the first block read, so that loading a table costs nothing more.
  let decoder: BlockDecoder | undefined;
  const groupStarts = Int32Array.from({ length: groups + 1 }, (_, group) => (group === groups ? layout.stride : groupBounds(layout, shift, group)[0]));
  const block = (u: number, group: number): Int16Array | Int32Array => {
    const key = u * groups + group;
    const hit = cache.get(key);
    if (hit !== undefined) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const link = parentOf(u, group);
    const parent = link === undefined ? undefined : block(link[0], link[1]);
    const [start, end] = groupBounds(layout, shift, group);
    const bad = (problem: string): never => {
      throw new DiceError("INVALID_TABLE", `${where}: compact block ${key} (untracked mask ${u}, group ${group}) ${problem}`);
    };
    let bytes: Uint8Array;
    try {
      bytes = inflateBlock(payload.subarray(starts[key], starts[key + 1]), rawLengths[key] as number);
    } catch (error) {
      return bad(`does not inflate: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (bytes.length !== rawLengths[key]) bad(`inflates to ${bytes.length} bytes; the index says ${rawLengths[key]}`);
    const own = width === 2 ? new Int16Array(end - start) : new Int32Array(end - start);
    decoder ??= blockDecoder(layout, shift, walkModule);
    const firstRow = group << shift;
    const [count, used] = decoder(bytes, own, parent, firstRow, Math.min(firstRow + (1 << shift), layout.trackedMasks), start, link === undefined ? 0 : (groupStarts[link[1]] as number), u, limit);
    if (count < 0) bad(MALFORMED);
    if (used < 0) bad(`holds a value beyond ${limit} steps either way, more than its integer width holds`);
    if (used !== count) bad(MALFORMED);
    cache.set(key, own);
    cachedBytes += own.byteLength;
    while (cachedBytes > CACHE_BYTES && cache.size > 1) {
      const oldest = cache.keys().next().value as number;
      cachedBytes -= (cache.get(oldest) as Int16Array | Int32Array).byteLength;
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
  return {
    length,
    // As Array.prototype.at: the index truncated (NaN as 0), a negative one counted from the end.
    at(requested: number): number | undefined {
      const whole = Math.trunc(Number(requested)) || 0;
      const index = whole < 0 ? whole + length : whole;
      if (index < 0 || index >= length) return undefined;
      const u = Math.floor(index / layout.stride);
      const position = index - u * layout.stride;
      const group = groupOf(position);
      return ((block(u, group)[position - (groupStarts[group] as number)] as number) * step);
    },
  };
}
