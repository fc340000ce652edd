// AssemblyScript source of the compact encoding's block decoding, compiled to
// src/strategy/tableFormat/compactWalkWasm.ts. It does what the JavaScript of
// src/strategy/tableFormat/blockWalk.ts (walkBlock, contextOf) and
// rangeCoder.ts (RangeDecoder) does, with the same results for every block,
// well-formed or not: a first read of a table then runs compiled code from
// its first position instead of waiting for the engine to optimise the
// JavaScript.
//
// The coder's range and code are u32 as there (where they are whole numbers
// below 2^32); values are i64: a difference is below 2^34 and every stored q
// within ±limit < 2^31, so no sum here comes near 2^63, as none comes near
// 2^53 in the JavaScript.

/** rangeCoder.ts's CONTEXTS × 5, MODEL_SIZE. */
const ESCAPE: i32 = 800;
const MANTISSA: i32 = ESCAPE + 33;
const MODEL_SIZE: i32 = MANTISSA + 32;

let offsetAt: usize = 0;
let lowAt: usize = 0;
let rowLengthAt: usize = 0;
let modelAt: usize = 0;
let workingAt: usize = 0;

/**
 * Records where the layout's arrays are: offset, low and rowLength (i32 per
 * tracked mask), the table's model (MODEL_SIZE u16) and room for the model a
 * block adapts (as many).
 */
export function setup(offset: usize, low: usize, rowLength: usize, model: usize, working: usize): void {
  offsetAt = offset;
  lowAt = low;
  rowLengthAt = rowLength;
  modelAt = model;
  workingAt = working;
}

let range: u32 = 0;
let code: u32 = 0;
let bytesAt: usize = 0;
let bytesLength: i32 = 0;
let read: i32 = 0;

/** The next byte of the block, 0 past its end (the read still counted). */
@inline
function nextByte(): u32 {
  const at = read;
  read++;
  return at < bytesLength ? <u32>load<u8>(bytesAt + <usize>at) : 0;
}

/** One decision with the probability at `index` of the working model, which it adapts. */
function bit(index: i32): i32 {
  const at = workingAt + (<usize>index << 1);
  const p = <u32>load<u16>(at);
  const bound = (range >>> 12) * p;
  let decided: i32 = 0;
  if (code < bound) {
    range = bound;
    store<u16>(at, <u16>(p + ((4096 - p) >> 5)));
  } else {
    code -= bound;
    range -= bound;
    store<u16>(at, <u16>(p - (p >> 5)));
    decided = 1;
  }
  while (range < 0x1000000) {
    range <<= 8;
    code = ((code & 0xffffff) << 8) | nextByte();
  }
  return decided;
}

/** The next difference, coded in `context` (RangeDecoder.difference). */
function difference(context: i32): i64 {
  const at = context * 5;
  if (bit(at) == 0) return 0;
  const negative = bit(at + 1) == 1;
  let m: i64 = 0;
  while (m < 3 && bit(at + 2 + <i32>m) == 1) m++;
  if (m == 3) {
    let n: i32 = 0;
    while (n < 32 && bit(ESCAPE + n) == 1) n++;
    let r: i64 = 1;
    for (let k = n - 1; k >= 0; k--) r = (r << 1) + <i64>bit(MANTISSA + k);
    m = r + 2;
  }
  return negative ? -(m + 1) : m + 1;
}

@inline
function absolute(value: i64): i64 {
  return value < 0 ? -value : value;
}

/** compactTable.ts's contextOf. */
@inline
function contextOf(i: i32, p0: i64, p1: i64, p2: i64, previous: i64): i32 {
  let slope: i64 = 7;
  if (i > 0) {
    slope = absolute(p0 - p1);
    if (slope > 6) slope = 6;
  }
  let last = previous;
  if (last < -2) last = -2;
  else if (last > 2) last = 2;
  let curvature: i64 = 3;
  if (i >= 2) {
    curvature = absolute(p0 - 2 * p1 + p2);
    if (curvature > 2) curvature = 2;
  }
  return <i32>((slope * 5 + last + 2) * 4 + curvature);
}

/**
 * Walks the rows firstRow ≤ t < endRow of a block whose first position is
 * `blockStart` (of its untracked mask's part), setting each position of `own`
 * (i32) to its prediction plus, at each stored sheet state (1 in `reach`, u8
 * per position of a stride), the difference read from the `length` bytes at
 * `bytes` in its context. The prediction's source
 * is, with `fromParent`, the parent block at the same position; else the row
 * t' = t less its highest bit at the same subtotal clamped to its range (in
 * `own` when t' ≥ firstRow, else in the parent block, whose first position is
 * `parentStart`), or nothing (0) for row 0. Returns −1 at the first position
 * beyond ±limit, else 1 if the bytes were read exactly to their end (and
 * start with 0) or there were none (every difference 0), 0 if not.
 */
export function walk(
  firstRow: i32,
  endRow: i32,
  blockStart: i32,
  parentStart: i32,
  fromParent: bool,
  reach: usize,
  own: usize,
  parent: usize,
  bytes: usize,
  length: i32,
  limit: i32,
): i32 {
  memory.copy(workingAt, modelAt, <usize>MODEL_SIZE << 1);
  bytesAt = bytes;
  bytesLength = length;
  read = 0;
  range = 0xffffffff;
  code = 0;
  for (let k = 0; k < 5; k++) code = ((code & 0xffffff) << 8) | nextByte();
  for (let t = firstRow; t < endRow; t++) {
    const start = load<i32>(offsetAt + (<usize>t << 2));
    const rowLength = load<i32>(rowLengthAt + (<usize>t << 2));
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
      highest = first + rowLength - 1;
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
    let previous: i64 = 0;
    let p1: i64 = 0;
    let p2: i64 = 0;
    for (let i: i32 = 0; i < rowLength; i++) {
      let from: i64 = 0;
      if (hasSource) {
        let at = base + i;
        if (at < lowest) at = lowest;
        else if (at > highest) at = highest;
        from = <i64>load<i32>(source + (<usize>at << 2));
      }
      let q = from + delta;
      if (load<u8>(reach + <usize>(start + i)) == 1) {
        previous = difference(contextOf(i, from, p1, p2, previous));
        q += previous;
        delta = q - from;
      }
      if (q > <i64>limit || q < -(<i64>limit)) return -1;
      store<i32>(own + (<usize>(first + i) << 2), <i32>q);
      p2 = p1;
      p1 = from;
    }
  }
  return length == 0 || (read == length && load<u8>(bytes) == 0) ? 1 : 0;
}
