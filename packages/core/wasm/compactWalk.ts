// AssemblyScript source of the compact encoding's block decoding, compiled to
// src/strategy/internal/compactWalkWasm.ts. It does what the JavaScript of
// src/strategy/internal/compactTable.ts does (readDifferences there, then
// walkBlock), with the same results for every block, well-formed or not:
// a first read of a table then runs compiled code from its first position
// instead of waiting for the engine to optimise the JavaScript.
//
// Integers are i64 throughout: a difference takes at most 5 LEB128 bytes
// (under 2^35) and every stored q is within ±limit < 2^31, so no sum here
// comes near 2^63, as none comes near 2^53 in the JavaScript.

let offsetAt: usize = 0;
let lowAt: usize = 0;
let rowLengthAt: usize = 0;
let reachAt: usize = 0;

/** Records where the layout's arrays are: offset, low and rowLength (i32 per tracked mask) and the row reach (u8 per position of a stride). */
export function setup(offset: usize, low: usize, rowLength: usize, reach: usize): void {
  offsetAt = offset;
  lowAt = low;
  rowLengthAt = rowLength;
  reachAt = reach;
}

/**
 * Reads the LEB128 zigzag differences of the `length` bytes at `bytes` into
 * i64s at `out`; returns how many, or −1 where the bytes end inside a
 * difference, a difference runs over 5 bytes, or there are more than
 * `capacity`.
 */
export function readDifferences(bytes: usize, length: i32, out: usize, capacity: i32): i32 {
  let count: i32 = 0;
  let read: i32 = 0;
  while (read < length) {
    let zigzag: i64 = <i64>load<u8>(bytes + <usize>read);
    read++;
    if (zigzag >= 0x80) {
      zigzag &= 0x7f;
      let shift: i64 = 7;
      while (true) {
        if (read >= length || shift > 28) return -1;
        const byte: i64 = <i64>load<u8>(bytes + <usize>read);
        read++;
        zigzag += (byte & 0x7f) << shift;
        if (byte < 0x80) break;
        shift += 7;
      }
    }
    if (count == capacity) return -1;
    store<i64>(out + (<usize>count << 3), (zigzag >> 1) ^ -(zigzag & 1));
    count++;
  }
  return count;
}

/**
 * Walks the rows firstRow ≤ t < endRow of a block whose first position is
 * `blockStart` (of its untracked mask's part), setting each position of `own`
 * (i32) to its prediction plus, at the k-th sheet state, the k-th of the
 * `count` differences at `differences` (0 past them). The prediction's source
 * is, with `fromParent`, the parent block at the same position; else the row
 * t' = t less its highest bit at the same subtotal clamped to its range (in
 * `own` when t' ≥ firstRow, else in the parent block, whose first position is
 * `parentStart`), or nothing (0) for row 0. Returns how many differences it
 * used, or −1 at the first position beyond ±limit.
 */
export function walk(
  firstRow: i32,
  endRow: i32,
  blockStart: i32,
  parentStart: i32,
  fromParent: bool,
  own: usize,
  parent: usize,
  differences: usize,
  count: i32,
  limit: i32,
): i32 {
  let used: i32 = 0;
  for (let t = firstRow; t < endRow; t++) {
    const start = load<i32>(offsetAt + (<usize>t << 2));
    const length = load<i32>(rowLengthAt + (<usize>t << 2));
    const first = start - blockStart;
    let source: usize = 0;
    let hasSource = true;
    let base: i32 = 0;
    let lowest: i32 = 0;
    let highest: i32 = 0;
    if (fromParent) {
      source = parent;
      base = first;
      lowest = first;
      highest = first + length - 1;
    } else if (t > 0) {
      const up = t - (1 << (31 - clz<i32>(t)));
      const inOwn = up >= firstRow;
      source = inOwn ? own : parent;
      lowest = load<i32>(offsetAt + (<usize>up << 2)) - (inOwn ? blockStart : parentStart);
      highest = lowest + load<i32>(rowLengthAt + (<usize>up << 2)) - 1;
      base = lowest + load<i32>(lowAt + (<usize>t << 2)) - load<i32>(lowAt + (<usize>up << 2));
    } else {
      hasSource = false;
    }
    let delta: i64 = 0;
    for (let i: i32 = 0; i < length; i++) {
      let from: i64 = 0;
      if (hasSource) {
        let read = base + i;
        if (read < lowest) read = lowest;
        else if (read > highest) read = highest;
        from = <i64>load<i32>(source + (<usize>read << 2));
      }
      let q = from + delta;
      if (load<u8>(reachAt + <usize>(start + i)) == 1) {
        if (used < count) q += load<i64>(differences + (<usize>used << 3));
        used++;
        delta = q - from;
      }
      if (q > <i64>limit || q < -(<i64>limit)) return -1;
      store<i32>(own + (<usize>(first + i) << 2), <i32>q);
    }
  }
  return used;
}
