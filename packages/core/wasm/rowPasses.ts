// AssemblyScript source of the row kernel's passes (dice that are not all
// distinct: multisets of identical dice, or groups).
//
// The row kernel (src/strategy/internal/rowKernel.ts) calls these in place of
// its own loops when WebAssembly is available. A row block holds `lanes` sheet
// states side by side; every array below holds `lanes` f64
// per entry, and the passes work eight lanes at a time (lanes is a
// multiple of 8; lanes past a block's last state hold values never read). Same arithmetic in the
// same order as the JavaScript loops (no fused multiply-add; pmax is the
// JavaScript `a > b ? a : b`), so the results are identical bit for bit.
// Built by `pnpm --filter @dice/core run build:wasm` into
// src/strategy/internal/rowPassesWasm.ts; a test checks that file against
// this one.
//
// Layout (byte offsets into this module's memory, set once by `setup`):
// keepers, most: per keeper; best, top: per outcome; bestNormal, bestHand:
// per score class; fillNormal, fillHand: per distinct score; expected: one
// row. Static tables (i32 unless said): addOrder, addStart, addChild,
// addProbability (f64), addUniform (f64), removeOrder, removeStart,
// removeParent, classOf, scoreIndex, outcomeProbability (f64), open.

let lanes: i32 = 0;
let keepers: usize = 0;
let most: usize = 0;
let best: usize = 0;
let top: usize = 0;
let bestNormal: usize = 0;
let bestHand: usize = 0;
let fillNormal: usize = 0;
let fillHand: usize = 0;
let expected: usize = 0;
let addOrder: usize = 0;
let addStart: usize = 0;
let addChild: usize = 0;
let addProbability: usize = 0;
let addUniform: usize = 0;
let addCount: i32 = 0;
let removeOrder: usize = 0;
let removeStart: usize = 0;
let removeParent: usize = 0;
let removeCount: i32 = 0;
let classOf: usize = 0;
let scoreIndex: usize = 0;
let classCount: i32 = 0;
let outcomeProbability: usize = 0;
let outcomes: i32 = 0;
let open: usize = 0;
let rolls: i32 = 0;
let chain: usize = 0;
let same: usize = 0;
let countRows: usize = 0;
let countOf: usize = 0;
let faceCount: i32 = 0;

/** Records where the kernel's arrays are and the sizes of the roll space. */
export function setup(
  laneCount: i32,
  keepersAt: usize,
  mostAt: usize,
  bestAt: usize,
  topAt: usize,
  bestNormalAt: usize,
  bestHandAt: usize,
  fillNormalAt: usize,
  fillHandAt: usize,
  expectedAt: usize,
  addOrderAt: usize,
  addStartAt: usize,
  addChildAt: usize,
  addProbabilityAt: usize,
  addUniformAt: usize,
  adds: i32,
  removeOrderAt: usize,
  removeStartAt: usize,
  removeParentAt: usize,
  removes: i32,
  classOfAt: usize,
  scoreIndexAt: usize,
  classes: i32,
  outcomeProbabilityAt: usize,
  outcomeCount: i32,
  openAt: usize,
  rollCount: i32,
  chainAt: usize,
  sameAt: usize,
  countRowsAt: usize,
  countOfAt: usize,
  faces: i32,
): void {
  lanes = laneCount;
  keepers = keepersAt;
  most = mostAt;
  best = bestAt;
  top = topAt;
  bestNormal = bestNormalAt;
  bestHand = bestHandAt;
  fillNormal = fillNormalAt;
  fillHand = fillHandAt;
  expected = expectedAt;
  addOrder = addOrderAt;
  addStart = addStartAt;
  addChild = addChildAt;
  addProbability = addProbabilityAt;
  addUniform = addUniformAt;
  addCount = adds;
  removeOrder = removeOrderAt;
  removeStart = removeStartAt;
  removeParent = removeParentAt;
  removeCount = removes;
  classOf = classOfAt;
  scoreIndex = scoreIndexAt;
  classCount = classes;
  outcomeProbability = outcomeProbabilityAt;
  outcomes = outcomeCount;
  open = openAt;
  rolls = rollCount;
  chain = chainAt;
  same = sameAt;
  countRows = countRowsAt;
  countOf = countOfAt;
  faceCount = faces;
}

/** Byte offset of entry `index`'s row. */
@inline function row(base: usize, index: i32): usize {
  return base + ((<usize>index * <usize>lanes) << 3);
}

/**
 * The best fill of each score class over the categories open[from] … open[to − 1]:
 * normal fills (hand 0) into bestNormal, "from hand" fills (hand 1) into bestHand.
 */
export function bestFills(hand: i32, from: i32, to: i32, octets: i32): void {
  const fill = hand == 1 ? fillHand : fillNormal;
  const into = hand == 1 ? bestHand : bestNormal;
  const lowest = f64x2.splat(-Infinity);
  const bytes = <usize>octets << 6;
  for (let k = 0; k < classCount; k++) {
    const target = row(into, k);
    for (let at: usize = 0; at < bytes; at += 16) v128.store(target + at, lowest);
  }
  for (let position = from; position < to; position++) {
    const base = scoreIndex + ((<usize>load<i32>(open + (<usize>position << 2)) * <usize>classCount) << 2);
    for (let k = 0; k < classCount; k++) {
      const source = row(fill, load<i32>(base + (<usize>k << 2)));
      const target = row(into, k);
      for (let at: usize = 0; at < bytes; at += 64) {
        v128.store(target + at, f64x2.pmax(v128.load(target + at), v128.load(source + at)));
        v128.store(target + at + 16, f64x2.pmax(v128.load(target + at + 16), v128.load(source + at + 16)));
        v128.store(target + at + 32, f64x2.pmax(v128.load(target + at + 32), v128.load(source + at + 32)));
        v128.store(target + at + 48, f64x2.pmax(v128.load(target + at + 48), v128.load(source + at + 48)));
      }
    }
  }
}

/** Copies each class's row to its outcomes' rows in best. */
function gather(perClass: usize, octets: i32): void {
  const bytes = <usize>octets << 6;
  for (let o = 0; o < outcomes; o++) memory.copy(row(best, o), row(perClass, load<i32>(classOf + (<usize>o << 2))), bytes);
}

/** The add step of a roll layer: each keeper's value is the expectation over the dice added to it. */
@inline function addLayer(bytes: usize): void {
  const zero = f64x2.splat(0);
  for (let i = 0; i < addCount; i++) {
    const target = row(keepers, load<i32>(addOrder + (<usize>i << 2)));
    const start = load<i32>(addStart + (<usize>i << 2));
    const end = load<i32>(addStart + (<usize>(i + 1) << 2));
    const scale = load<f64>(addUniform + (<usize>i << 3));
    for (let at: usize = 0; at < bytes; at += 64) {
      let sum0 = zero;
      let sum1 = zero;
      let sum2 = zero;
      let sum3 = zero;
      if (scale > 0) {
        for (let e = start; e < end; e++) {
          const source = row(keepers, load<i32>(addChild + (<usize>e << 2))) + at;
          sum0 = f64x2.add(sum0, v128.load(source));
          sum1 = f64x2.add(sum1, v128.load(source + 16));
          sum2 = f64x2.add(sum2, v128.load(source + 32));
          sum3 = f64x2.add(sum3, v128.load(source + 48));
        }
        const factor = f64x2.splat(scale);
        sum0 = f64x2.mul(sum0, factor);
        sum1 = f64x2.mul(sum1, factor);
        sum2 = f64x2.mul(sum2, factor);
        sum3 = f64x2.mul(sum3, factor);
      } else {
        for (let e = start; e < end; e++) {
          const source = row(keepers, load<i32>(addChild + (<usize>e << 2))) + at;
          const probability = f64x2.splat(load<f64>(addProbability + (<usize>e << 3)));
          sum0 = f64x2.add(sum0, f64x2.mul(probability, v128.load(source)));
          sum1 = f64x2.add(sum1, f64x2.mul(probability, v128.load(source + 16)));
          sum2 = f64x2.add(sum2, f64x2.mul(probability, v128.load(source + 32)));
          sum3 = f64x2.add(sum3, f64x2.mul(probability, v128.load(source + 48)));
        }
      }
      v128.store(target + at, sum0);
      v128.store(target + at + 16, sum1);
      v128.store(target + at + 32, sum2);
      v128.store(target + at + 48, sum3);
    }
  }
}

/** The remove step of a roll layer: each keeper's best over the keepers it holds, merged into best for outcomes. */
@inline function removeLayer(bytes: usize): void {
  const lowest = f64x2.splat(-Infinity);
  for (let i = 0; i < removeCount; i++) {
    const keeper = load<i32>(removeOrder + (<usize>i << 2));
    const target = row(most, keeper);
    const own = row(keepers, keeper);
    const start = load<i32>(removeStart + (<usize>i << 2));
    const end = load<i32>(removeStart + (<usize>(i + 1) << 2));
    const isOutcome = keeper < outcomes;
    for (let at: usize = 0; at < bytes; at += 64) {
      let max0 = isOutcome ? lowest : v128.load(own + at);
      let max1 = isOutcome ? lowest : v128.load(own + at + 16);
      let max2 = isOutcome ? lowest : v128.load(own + at + 32);
      let max3 = isOutcome ? lowest : v128.load(own + at + 48);
      for (let e = start; e < end; e++) {
        const source = row(most, load<i32>(removeParent + (<usize>e << 2))) + at;
        max0 = f64x2.pmax(max0, v128.load(source));
        max1 = f64x2.pmax(max1, v128.load(source + 16));
        max2 = f64x2.pmax(max2, v128.load(source + 32));
        max3 = f64x2.pmax(max3, v128.load(source + 48));
      }
      if (isOutcome) {
        const slot = row(best, keeper) + at;
        v128.store(slot, f64x2.pmax(v128.load(slot), max0));
        v128.store(slot + 16, f64x2.pmax(v128.load(slot + 16), max1));
        v128.store(slot + 32, f64x2.pmax(v128.load(slot + 32), max2));
        v128.store(slot + 48, f64x2.pmax(v128.load(slot + 48), max3));
      } else {
        v128.store(target + at, max0);
        v128.store(target + at + 16, max1);
        v128.store(target + at + 32, max2);
        v128.store(target + at + 48, max3);
      }
    }
  }
}

/** The turn's roll layers: leaves the first roll's outcome values in best (see layers in rowPassesJs.ts). Eight lanes at a time, in four registers. */
export function layers(anyHand: i32, octets: i32): void {
  const outcomeBytes = (<usize>outcomes * <usize>lanes) << 3;
  const bytes = <usize>octets << 6;
  for (let rollsLeft = 0; rollsLeft < rolls; rollsLeft++) {
    gather(rollsLeft != rolls - 1 || anyHand == 0 ? bestNormal : bestHand, octets);
    if (rollsLeft > 0) {
      addLayer(bytes);
      removeLayer(bytes);
    }
    memory.copy(keepers, best, outcomeBytes);
  }
}

/** top = the larger of top and best, per outcome and lane (the best declaration so far). */
export function mergeTop(octets: i32): void {
  const bytes = <usize>octets << 6;
  for (let o = 0; o < outcomes; o++) {
    const source = row(best, o);
    const target = row(top, o);
    for (let at: usize = 0; at < bytes; at += 16) {
      v128.store(target + at, f64x2.pmax(v128.load(target + at), v128.load(source + at)));
    }
  }
}

/** top = −∞ for every outcome and lane: no declaration yet. */
export function resetTop(octets: i32): void {
  const lowest = f64x2.splat(-Infinity);
  const bytes = <usize>octets << 6;
  for (let o = 0; o < outcomes; o++) {
    const target = row(top, o);
    for (let at: usize = 0; at < bytes; at += 16) v128.store(target + at, lowest);
  }
}

/** The declare shortcut for an untracked category: top = the larger of top and chain[category][o] + same, per outcome and lane. */
export function mergeChain(category: i32, octets: i32): void {
  const base = chain + ((<usize>category * <usize>outcomes) << 3);
  const bytes = <usize>octets << 6;
  for (let o = 0; o < outcomes; o++) {
    const add = f64x2.splat(load<f64>(base + (<usize>o << 3)));
    const target = row(top, o);
    for (let at: usize = 0; at < bytes; at += 16) {
      v128.store(target + at, f64x2.pmax(v128.load(target + at), f64x2.add(add, v128.load(same + at))));
    }
  }
}

/** The declare shortcut for a category scored by the count of face `face`: top = the larger of top and countRows[count of the face in o]. */
export function mergeCount(face: i32, octets: i32): void {
  const bytes = <usize>octets << 6;
  for (let o = 0; o < outcomes; o++) {
    const source = row(countRows, <i32>load<u8>(countOf + <usize>o * <usize>faceCount + <usize>face));
    const target = row(top, o);
    for (let at: usize = 0; at < bytes; at += 16) {
      v128.store(target + at, f64x2.pmax(v128.load(target + at), v128.load(source + at)));
    }
  }
}

/** Σ over outcomes, in outcome order, of probability × best (fromTop 0) or top (1), per lane, into expected. */
export function expectation(fromTop: i32, octets: i32): void {
  const source = fromTop == 1 ? top : best;
  const bytes = <usize>octets << 6;
  for (let at: usize = 0; at < bytes; at += 16) {
    let sum = f64x2.splat(0);
    for (let o = 0; o < outcomes; o++) {
      sum = f64x2.add(sum, f64x2.mul(f64x2.splat(load<f64>(outcomeProbability + (<usize>o << 3))), v128.load(row(source, o) + at)));
    }
    v128.store(expected + at, sum);
  }
}

