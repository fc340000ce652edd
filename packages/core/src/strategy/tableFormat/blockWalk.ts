import { groupBounds, type Layout } from "./compactLayout";

// The walk of a compact block in JavaScript (docs/table-format.md, "Blocks"):
// each position's prediction from its source row, the context its difference
// is coded in, and the difference added. The encoder walks with the range
// encoder, the decoder with the range decoder where WebAssembly is missing
// (wasm/compactWalk.ts does the same walk compiled).

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
export function contextOf(i: number, p0: number, p1: number, p2: number, previous: number): number {
  const slope = i === 0 ? 7 : Math.min(6, Math.abs(p0 - p1));
  const last = Math.max(-2, Math.min(2, previous)) + 2;
  const curvature = i < 2 ? 3 : Math.min(2, Math.abs(p0 - 2 * p1 + p2));
  return (slope * 5 + last) * 4 + curvature;
}

/**
 * Codes a difference in a context: the encoder is given the difference and
 * returns it, the decoder reads it (ignoring `difference`).
 */
export type CodeDifference = (context: number, difference: number) => number;

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
export function walkBlock(
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
