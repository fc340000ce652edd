import { compactWalkWasm } from "./compactWalkWasm";
import { compileOnce, type PassesMemory, type PassesModule, type WebAssemblyApi } from "../internal/productPasses";
import { MODEL_SIZE, RangeDecoder } from "./rangeCoder";
import { storedReach, type Layout, type StoredLevels } from "./compactLayout";
import { walkBlock } from "./blockWalk";

// Decoding one compact block: the compiled walk of wasm/compactWalk.ts where
// WebAssembly is available, else the JavaScript walk (blockWalk.ts) with the
// range decoder, with the same results, value for value and refusal for refusal.

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
export const enum Decoded {
  /** Every position within the width and the bytes read exactly. */
  Ok = 1,
  /** The bytes were not read exactly to their end. */
  Malformed = 0,
  /** A position beyond the width's limit. */
  BeyondLimit = -1,
}

/** Where a block is and what it is predicted from. */
export interface BlockPlace {
  readonly u: number;
  readonly firstRow: number;
  readonly endRow: number;
  readonly blockStart: number;
  /** Where the parent block starts (0 without one). */
  readonly parentStart: number;
}

/** Decodes one block's `bytes` into `own`, from its `parent` block's values. */
export type BlockDecoder = (bytes: Uint8Array, own: Int32Array | Int16Array, parent: Int32Array | Int16Array | undefined, place: BlockPlace, limit: number) => Decoded;

/** The block decoding of wasm/compactWalk.ts as a compiled module, or null where WebAssembly is not available (the JavaScript then decodes, with the same results). */
export function compactWalkModule(): PassesModule | null {
  return compileOnce(compactWalkWasm);
}

/**
 * The most bytes a difference can take: at most 70 decisions (rangeCoder.ts),
 * each narrowing the range (at least 2^24) by at most 31/4096 and so reading
 * at most one byte. A block longer than its positions allow is malformed.
 */
export const BYTES_PER_DIFFERENCE = 70;

/**
 * A block decoder for `layout` and the table's coder `model`: with `module`,
 * the compiled decoding, else the JavaScript.
 */
export function blockDecoder(layout: Layout, shift: number, stored: StoredLevels, model: Uint16Array, module: PassesModule | null): BlockDecoder {
  return module === null ? javascriptDecoder(layout, shift, stored, model) : compiledDecoder(layout, stored, model, module);
}

function javascriptDecoder(layout: Layout, shift: number, stored: StoredLevels, model: Uint16Array): BlockDecoder {
  return (bytes, own, parent, place, limit) => {
    const decoder = new RangeDecoder(bytes, model);
    const reach = storedReach(layout, stored, place.u);
    const code = (context: number): number => decoder.difference(context);
    if (!walkBlock(layout, shift, place.u, place.firstRow >> shift, reach, own, parent, place.parentStart, code, limit)) return Decoded.BeyondLimit;
    return decoder.exact() ? Decoded.Ok : Decoded.Malformed;
  };
}

const align16 = (bytes: number): number => Math.ceil(bytes / 16) * 16;

/**
 * A new instance of the compiled decoding holding the layout's arrays and
 * the model in its memory; each block's bytes and parent are copied in, its
 * values copied out.
 */
function compiledDecoder(layout: Layout, stored: StoredLevels, model: Uint16Array, module: PassesModule): BlockDecoder {
  const walker = new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(module, {}).exports as CompactWalk;
  const tracked = layout.trackedMasks;
  const offsetAt = walker.memory.buffer.byteLength;
  const lowAt = offsetAt + align16(4 * tracked);
  const rowLengthAt = lowAt + align16(4 * tracked);
  // The three reaches: rowReach, then its rows of even and of odd tracked masks (storedReach picks one a block).
  const reachAt = rowLengthAt + align16(4 * tracked);
  const modelAt = reachAt + 3 * align16(layout.stride);
  const workingAt = modelAt + align16(2 * MODEL_SIZE);
  const scratchAt = workingAt + align16(2 * MODEL_SIZE);
  let end = offsetAt;
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
  return (bytes, own, parent, place, limit) => {
    const positions = own.length;
    const ownAt = scratchAt + align16(bytes.length);
    const parentAt = ownAt + align16(4 * positions);
    reserve(parentAt + 4 * (parent?.length ?? 0));
    const buffer = walker.memory.buffer;
    new Uint8Array(buffer, scratchAt, bytes.length).set(bytes);
    if (parent !== undefined) new Int32Array(buffer, parentAt, parent.length).set(parent);
    const reach = reachAt + reaches.indexOf(storedReach(layout, stored, place.u)) * align16(layout.stride);
    const { u, firstRow, endRow, blockStart, parentStart } = place;
    const decoded = walker.walk(firstRow, endRow, blockStart, parentStart, u > 0 ? 1 : 0, reach, ownAt, parentAt, scratchAt, bytes.length, limit) as Decoded;
    if (decoded === Decoded.Ok) own.set(new Int32Array(buffer, ownAt, positions));
    return decoded;
  };
}
