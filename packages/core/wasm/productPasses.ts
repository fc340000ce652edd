// AssemblyScript source of the solver's product-layout passes (distinct dice).
//
// The JavaScript kernel (src/strategy/internal/solverKernel.ts) calls these in
// place of its own loops when WebAssembly is available: they do the same
// arithmetic in the same order, two keepers at a time, so the results are
// identical bit for bit. Built by `pnpm --filter @dice/core run build:wasm`
// into src/strategy/internal/productPassesWasm.ts; a test checks that file
// against this one.
//
// Layout (set once by `setup`, all byte offsets into this module's memory):
// keepers and most hold one f64 per keeper slot; best, outcomeNormal, top and
// outcomeProbability one f64 per outcome; positions the keeper slot (i32) and
// classOf the score class (i32) of each outcome; per die its slot count,
// stride (i32) and the start of its face probabilities (i32, into probs, f64);
// digits is room for one i32 per die, the odometer over held slots;
// scoreIndex[c * classCount + k] (i32) indexes fillNormal and fillHand (f64,
// by score) for category c on class k; bestNormal and bestHand one f64 per
// class; open the open categories (i32).

let keepers: usize = 0;
let most: usize = 0;
let best: usize = 0;
let positions: usize = 0;
let outcomes: i32 = 0;
let count: i32 = 0;
let dims: i32 = 0;
let sizes: usize = 0;
let strides: usize = 0;
let probs: usize = 0;
let probStarts: usize = 0;
let digits: usize = 0;
let classOf: usize = 0;
let scoreIndex: usize = 0;
let classCount: i32 = 0;
let outcomeProbability: usize = 0;
let open: usize = 0;
let fillNormal: usize = 0;
let fillHand: usize = 0;
let bestNormal: usize = 0;
let bestHand: usize = 0;
let outcomeNormal: usize = 0;
let top: usize = 0;

/** Records where the kernel's arrays are. */
export function setup(
  keepersAt: usize,
  mostAt: usize,
  bestAt: usize,
  positionsAt: usize,
  outcomeCount: i32,
  keeperCount: i32,
  dimCount: i32,
  sizesAt: usize,
  stridesAt: usize,
  probsAt: usize,
  probStartsAt: usize,
  digitsAt: usize,
  classOfAt: usize,
  scoreIndexAt: usize,
  classes: i32,
  outcomeProbabilityAt: usize,
  openAt: usize,
  fillNormalAt: usize,
  fillHandAt: usize,
  bestNormalAt: usize,
  bestHandAt: usize,
  outcomeNormalAt: usize,
  topAt: usize,
): void {
  keepers = keepersAt;
  most = mostAt;
  best = bestAt;
  positions = positionsAt;
  outcomes = outcomeCount;
  count = keeperCount;
  dims = dimCount;
  sizes = sizesAt;
  strides = stridesAt;
  probs = probsAt;
  probStarts = probStartsAt;
  digits = digitsAt;
  classOf = classOfAt;
  scoreIndex = scoreIndexAt;
  classCount = classes;
  outcomeProbability = outcomeProbabilityAt;
  open = openAt;
  fillNormal = fillNormalAt;
  fillHand = fillHandAt;
  bestNormal = bestNormalAt;
  bestHand = bestHandAt;
  outcomeNormal = outcomeNormalAt;
  top = topAt;
}

/**
 * The best fill of each outcome over the categories open[first] to
 * open[last - 1]: per class the largest of their fill values (normal, or
 * "from hand" when hand is 1), then per outcome from its class, into
 * outcomeNormal (normal) or best (from hand).
 */
export function bestFills(hand: i32, first: i32, last: i32): void {
  const fills = hand == 1 ? fillHand : fillNormal;
  const perClass = hand == 1 ? bestHand : bestNormal;
  const out = hand == 1 ? best : outcomeNormal;
  for (let k = 0; k < classCount; k++) store<f64>(perClass + (<usize>k << 3), -Infinity);
  for (let position = first; position < last; position++) {
    const indices = scoreIndex + ((<usize>load<i32>(open + (<usize>position << 2)) * <usize>classCount) << 2);
    for (let k = 0; k < classCount; k++) {
      const value = load<f64>(fills + (<usize>load<i32>(indices + (<usize>k << 2)) << 3));
      const at = perClass + (<usize>k << 3);
      const current = load<f64>(at);
      store<f64>(at, value > current ? value : current);
    }
  }
  for (let o = 0; o < outcomes; o++) {
    store<f64>(out + (<usize>o << 3), load<f64>(perClass + (<usize>load<i32>(classOf + (<usize>o << 2)) << 3)));
  }
}

/** The expectation over the first roll of best (fromTop 0) or top (1), summed in outcome order. */
export function expected(fromTop: i32): f64 {
  const values = fromTop == 1 ? top : best;
  let sum: f64 = 0;
  for (let o = 0; o < outcomes; o++) sum += load<f64>(outcomeProbability + (<usize>o << 3)) * load<f64>(values + (<usize>o << 3));
  return sum;
}

@inline function sizeOf(dim: i32): i32 {
  return load<i32>(sizes + (<usize>dim << 2));
}

@inline function strideOf(dim: i32): i32 {
  return load<i32>(strides + (<usize>dim << 2));
}

/**
 * Averages out one die at a time: slot 0 of each die becomes the expectation
 * over its faces. Each sum starts from 0 and adds faces in order, as the
 * JavaScript loop does.
 */
export function expect(): void {
  const zero = f64x2.splat(0);
  for (let dim = 0; dim < dims; dim++) {
    const size = sizeOf(dim);
    const step = strideOf(dim);
    const block = size * step;
    const p = probs + (<usize>load<i32>(probStarts + (<usize>dim << 2)) << 3);
    if (step == 1) {
      for (let base = 0; base < count; base += block) {
        const at = keepers + (<usize>base << 3);
        let sum: f64 = 0;
        for (let v = 1; v < size; v++) sum += load<f64>(p + (<usize>(v - 1) << 3)) * load<f64>(at + (<usize>v << 3));
        store<f64>(at, sum);
      }
      continue;
    }
    const bytes = <usize>step << 3;
    const pairBytes = (<usize>step & ~(<usize>1)) << 3;
    for (let base = 0; base < count; base += block) {
      const to = keepers + (<usize>base << 3);
      const end = to + bytes;
      const pairEnd = to + pairBytes;
      for (let v = 1; v < size; v++) {
        const scalar = load<f64>(p + (<usize>(v - 1) << 3));
        const vector = f64x2.splat(scalar);
        const shift = <usize>v * bytes;
        let at = to;
        if (v == 1) {
          for (; at < pairEnd; at += 16) v128.store(at, f64x2.add(zero, f64x2.mul(vector, v128.load(at + shift))));
          for (; at < end; at += 8) store<f64>(at, 0 + scalar * load<f64>(at + shift));
        } else {
          for (; at < pairEnd; at += 16) v128.store(at, f64x2.add(v128.load(at), f64x2.mul(vector, v128.load(at + shift))));
          for (; at < end; at += 8) store<f64>(at, load<f64>(at) + scalar * load<f64>(at + shift));
        }
      }
    }
  }
}

/** The first block of die `dim` whose earlier dice are all held (slot 1 or more); starts the odometer in digits. */
function firstHeld(dim: i32): i32 {
  let base = 0;
  for (let earlier = 0; earlier < dim; earlier++) {
    store<i32>(digits + (<usize>earlier << 2), 1);
    base += strideOf(earlier);
  }
  return base;
}

/** The next such block after `base` (the odometer turns over the held slots of the earlier dice), or -1 after the last. */
function nextHeld(dim: i32, base: i32): i32 {
  for (let earlier = dim - 1; earlier >= 0; earlier--) {
    const digit = digits + (<usize>earlier << 2);
    const next = load<i32>(digit) + 1;
    if (next < sizeOf(earlier)) {
      store<i32>(digit, next);
      return base + strideOf(earlier);
    }
    store<i32>(digit, 1);
    base -= (next - 2) * strideOf(earlier);
  }
  return -1;
}

/**
 * The best hold of every outcome: `most` starts as the keepers, with every
 * die held (the outcomes) excluded since a re-roll must roll something; a
 * max-plus pass per die lets it be re-rolled; then each outcome keeps the
 * larger of its fill (in best) and its best hold, and that becomes the
 * outcome's value in keepers.
 */
export function hold(): void {
  memory.copy(most, keepers, <usize>count << 3);
  // The slots with every die held are the last die's held slots in the blocks where all
  // earlier dice are held: contiguous runs, written two at a time (the last die's stride is 1).
  const last = dims - 1;
  const lastBytes = <usize>(sizeOf(last) - 1) << 3;
  const minus = f64x2.splat(-Infinity);
  for (let base = firstHeld(last); base >= 0; base = nextHeld(last, base)) {
    const from = most + ((<usize>base + 1) << 3);
    let at: usize = 0;
    for (; at + 16 <= lastBytes; at += 16) v128.store(from + at, minus);
    if (at < lastBytes) store<f64>(from + at, -Infinity);
  }
  for (let dim = 0; dim < dims; dim++) {
    const size = sizeOf(dim);
    const step = strideOf(dim);
    const bytes = <usize>step << 3;
    // Only outcomes are read at the end, and a pass never changes the slots of
    // the dice before it: visit only the blocks where every earlier die is held.
    for (let base = firstHeld(dim); base >= 0; base = nextHeld(dim, base)) {
      const from = most + (<usize>base << 3);
      if (step == 1) {
        const scalar = load<f64>(from);
        const candidate = f64x2.splat(scalar);
        let at = from + 8;
        const end = from + (<usize>size << 3);
        for (; at + 16 <= end; at += 16) v128.store(at, f64x2.max(candidate, v128.load(at)));
        for (; at < end; at += 8) store<f64>(at, max<f64>(scalar, load<f64>(at)));
        continue;
      }
      const pairEnd = from + ((<usize>step & ~(<usize>1)) << 3);
      const end = from + bytes;
      for (let v = 1; v < size; v++) {
        const shift = <usize>v * bytes;
        let at = from;
        for (; at < pairEnd; at += 16) v128.store(at + shift, f64x2.max(v128.load(at), v128.load(at + shift)));
        for (; at < end; at += 8) store<f64>(at + shift, max<f64>(load<f64>(at), load<f64>(at + shift)));
      }
    }
  }
  for (let o = 0; o < outcomes; o++) {
    const slot = keepers + (<usize>load<i32>(positions + (<usize>o << 2)) << 3);
    const fill = best + (<usize>o << 3);
    const candidate = load<f64>(most + (slot - keepers));
    let value = load<f64>(fill);
    if (candidate > value) {
      value = candidate;
      store<f64>(fill, value);
    }
    store<f64>(slot, value);
  }
}

/** Writes each outcome's value (in best) into its keeper slot. */
export function scatter(): void {
  for (let o = 0; o < outcomes; o++) {
    store<f64>(keepers + (<usize>load<i32>(positions + (<usize>o << 2)) << 3), load<f64>(best + (<usize>o << 3)));
  }
}
