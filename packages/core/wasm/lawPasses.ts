// AssemblyScript source of the law's passes for distinct dice: each roll's
// best hold of every outcome at once, each roll's decisions (the mass of each
// outcome to the keeper it holds or to its class, and each class's mass to
// the category it fills), a re-roll's spread
// of the mass held at each keeper over the outcomes it reaches, and the
// shifted additions of laws. The law of the final score
// (src/strategy/internal/lawPasses.ts) calls these in place of its own loops
// when WebAssembly is available: the same comparisons, and the same
// additions in the same order, as its JavaScript twin, so the same results
// bit for bit. Two values at a time in vectors.
//
// The module imports its memory: the law's worker threads run it in the
// memory of the solver kernel's passes (wasm/productPasses.ts), where its
// best holds also serve as the kernel's hold pass, reading the kernel's
// keeper values and fills where they are and merging each outcome's best
// hold with its fill as that pass does. The coordinating thread uses
// `addShifted` alone, in an instance and a memory of their own.
//
// Layout (byte offsets into the memory). Set once by `setup`: held one f64
// per keeper slot; outcomes two buffers of one f64 per outcome; positions
// each outcome's keeper slot (i32); per die its slot count, stride (i32) and
// the start of its face probabilities (i32, into probs, f64); digits and
// shifts one i32 per die, the rows' odometer and the shifts back to their
// held dice re-rolled. Set once by `setupDecisions`: classOf one i32 per
// outcome; stops one u8 per outcome; classBest and classMass one f64 per
// score class; candidates one i32 per category a roll may fill; fillValues
// one f64 per score index; filled four f64 per score index (by hand and
// repeat bonus); scoreIndex one i32 per category and class. Chosen by
// `useHolds`: best one f64 and keeper one i32 per keeper slot (the value and
// slot of each slot's best hold, −1 where there is none). The keeper values
// a roll's best holds read, and the values after a roll its decisions read,
// are wherever the caller says, each call.

let keepers: usize = 0;
let best: usize = 0;
let keeper: usize = 0;
let held: usize = 0;
let outcomes: usize = 0;
let positions: usize = 0;
let outcomeCount: i32 = 0;
let slotCount: i32 = 0;
let dims: i32 = 0;
let sizes: usize = 0;
let strides: usize = 0;
let probs: usize = 0;
let probStarts: usize = 0;
let digits: usize = 0;
let shifts: usize = 0;
let classOf: usize = 0;
let stops: usize = 0;
let classBest: usize = 0;
let classMass: usize = 0;
let candidates: usize = 0;
let fillValues: usize = 0;
let filled: usize = 0;
let scoreIndex: usize = 0;
let classCount: i32 = 0;
let scoreCount: i32 = 0;

/** Records where the arrays are. */
export function setup(
  heldAt: usize,
  outcomesAt: usize,
  positionsAt: usize,
  outcomeTotal: i32,
  slotTotal: i32,
  dimCount: i32,
  sizesAt: usize,
  stridesAt: usize,
  probsAt: usize,
  probStartsAt: usize,
  digitsAt: usize,
  shiftsAt: usize,
): void {
  held = heldAt;
  outcomes = outcomesAt;
  positions = positionsAt;
  outcomeCount = outcomeTotal;
  slotCount = slotTotal;
  dims = dimCount;
  sizes = sizesAt;
  strides = stridesAt;
  probs = probsAt;
  probStarts = probStartsAt;
  digits = digitsAt;
  shifts = shiftsAt;
}

/** Records where the decisions' arrays are. */
export function setupDecisions(
  classOfAt: usize,
  stopsAt: usize,
  classBestAt: usize,
  classMassAt: usize,
  candidatesAt: usize,
  fillValuesAt: usize,
  filledAt: usize,
  scoreIndexAt: usize,
  classTotal: i32,
  scoreTotal: i32,
): void {
  classOf = classOfAt;
  stops = stopsAt;
  classBest = classBestAt;
  classMass = classMassAt;
  candidates = candidatesAt;
  fillValues = fillValuesAt;
  filled = filledAt;
  scoreIndex = scoreIndexAt;
  classCount = classTotal;
  scoreCount = scoreTotal;
}

@inline function sizeOf(dim: i32): i32 {
  return load<i32>(sizes + (<usize>dim << 2));
}

@inline function strideOf(dim: i32): i32 {
  return load<i32>(strides + (<usize>dim << 2));
}

/** Selects the best holds (best, keeper) that `bestHolds` writes and `decide` reads. */
export function useHolds(bestAt: usize, keeperAt: usize): void {
  best = bestAt;
  keeper = keeperAt;
}

/**
 * For every keeper slot, the greatest value in keepers (at byte
 * `keepersAt`) over the slots that re-roll some of its dice (itself
 * included, outcomes left out), into best, and the first such slot in mask
 * order (die 0 the lowest bit) into keeper.
 * One pass in slot order, a row of the last die at a time: a slot starts
 * from its own value, then takes, die by die, the best of the slot with that
 * die re-rolled (earlier in the pass, so final) where it is at least as
 * great. The holds of a later die re-rolled come first in mask order, so the
 * last one taken is the first hold worth the greatest value.
 *
 * With `fillsAt` (not 0), the kernel's hold pass too: the fill of each
 * outcome (at its slot of fillsAt) merged with its best hold, the larger of
 * the two, into its slot of keepers and of the values at `afterAt`.
 */
export function bestHolds(keepersAt: usize, fillsAt: usize, afterAt: usize): void {
  keepers = keepersAt;
  const last = dims - 1;
  const rowSize = sizeOf(last);
  for (let die = 0; die < last; die++) store<i32>(digits + (<usize>die << 2), 0);
  for (let base = 0; base < slotCount; base += rowSize) {
    // The earlier dice this row holds, as the slots back to each one re-rolled.
    let heldCount = 0;
    for (let die = 0; die < last; die++) {
      const digit = load<i32>(digits + (<usize>die << 2));
      if (digit > 0) {
        store<i32>(shifts + (<usize>heldCount << 2), digit * strideOf(die));
        heldCount++;
      }
    }
    bestRow(base, rowSize, heldCount, heldCount == last, heldCount == last ? fillsAt : 0, afterAt);
    // The next row: an odometer over the earlier dice.
    for (let die = last - 1; die >= 0; die--) {
      const digit = digits + (<usize>die << 2);
      const next = load<i32>(digit) + 1;
      if (next < sizeOf(die)) {
        store<i32>(digit, next);
        break;
      }
      store<i32>(digit, 0);
    }
  }
}

/**
 * The row of the last die at slot `base` (`rowSize` slots, its first with
 * the last die re-rolled), holding `heldCount` earlier dice (every one when
 * `outcomeRow`: then the row's other slots are outcomes, no hold of their
 * own; merged with their fills at `fillsAt` when it is not 0, into keepers
 * and at `afterAt`). Four slots a step after the first, their keepers as one
 * i32 vector.
 */
function bestRow(base: i32, rowSize: i32, heldCount: i32, outcomeRow: bool, fillsAt: usize, afterAt: usize): void {
  let value = load<f64>(keepers + (<usize>base << 3));
  let chosen = base;
  for (let i = 0; i < heldCount; i++) {
    const from = base - load<i32>(shifts + (<usize>i << 2));
    const candidate = load<f64>(best + (<usize>from << 3));
    if (candidate >= value) {
      value = candidate;
      chosen = load<i32>(keeper + (<usize>from << 2));
    }
  }
  store<f64>(best + (<usize>base << 3), value);
  store<i32>(keeper + (<usize>base << 2), chosen);
  const rowValue = f64x2.splat(value);
  const rowKeeper = i32x4.splat(chosen);
  const end = base + rowSize;
  let slot = base + 1;
  for (; slot + 4 <= end; slot += 4) {
    const at = <usize>slot << 3;
    let low = outcomeRow ? f64x2.splat(-Infinity) : v128.load(keepers + at);
    let high = outcomeRow ? f64x2.splat(-Infinity) : v128.load(keepers + at, 16);
    let kept = outcomeRow ? i32x4.splat(-1) : i32x4.add(i32x4.splat(slot), i32x4(0, 1, 2, 3));
    for (let i = 0; i < heldCount; i++) {
      const from = at - (<usize>load<i32>(shifts + (<usize>i << 2)) << 3);
      const lowFrom = v128.load(best + from);
      const highFrom = v128.load(best + from, 16);
      const takeLow = f64x2.ge(lowFrom, low);
      const takeHigh = f64x2.ge(highFrom, high);
      low = v128.bitselect(lowFrom, low, takeLow);
      high = v128.bitselect(highFrom, high, takeHigh);
      kept = v128.bitselect(v128.load(keeper + (from >> 1)), kept, v128.shuffle<i32>(takeLow, takeHigh, 0, 2, 4, 6));
    }
    const takeLow = f64x2.ge(rowValue, low);
    const takeHigh = f64x2.ge(rowValue, high);
    low = v128.bitselect(rowValue, low, takeLow);
    high = v128.bitselect(rowValue, high, takeHigh);
    v128.store(best + at, low);
    v128.store(best + at, high, 16);
    v128.store(keeper + (at >> 1), v128.bitselect(rowKeeper, kept, v128.shuffle<i32>(takeLow, takeHigh, 0, 2, 4, 6)));
    if (fillsAt != 0) {
      // As the kernel's hold pass merges them.
      const mergedLow = f64x2.pmax(v128.load(fillsAt + at), low);
      const mergedHigh = f64x2.pmax(v128.load(fillsAt + at, 16), high);
      v128.store(keepers + at, mergedLow);
      v128.store(keepers + at, mergedHigh, 16);
      v128.store(afterAt + at, mergedLow);
      v128.store(afterAt + at, mergedHigh, 16);
    }
  }
  for (; slot < end; slot++) {
    let slotValue = outcomeRow ? -Infinity : load<f64>(keepers + (<usize>slot << 3));
    let slotKeeper = outcomeRow ? -1 : slot;
    for (let i = 0; i < heldCount; i++) {
      const from = slot - load<i32>(shifts + (<usize>i << 2));
      const candidate = load<f64>(best + (<usize>from << 3));
      if (candidate >= slotValue) {
        slotValue = candidate;
        slotKeeper = load<i32>(keeper + (<usize>from << 2));
      }
    }
    if (value >= slotValue) {
      slotValue = value;
      slotKeeper = chosen;
    }
    store<f64>(best + (<usize>slot << 3), slotValue);
    store<i32>(keeper + (<usize>slot << 2), slotKeeper);
    if (fillsAt != 0) {
      const fill = load<f64>(fillsAt + (<usize>slot << 3));
      const merged = select<f64>(slotValue, fill, slotValue > fill);
      store<f64>(keepers + (<usize>slot << 3), merged);
      store<f64>(afterAt + (<usize>slot << 3), merged);
    }
  }
}

/**
 * A roll's decisions for the outcomes of buffer `which` from `from` on, in
 * outcome order: an outcome whose value after the roll (at byte `afterAt`:
 * by outcome when `afterMode` is 1, by its keeper slot when 2; 0, no hold) is above its
 * class's best fill holds, its mass added at its slot's best keeper in held;
 * any other adds its mass to its class in classMass. Returns the first
 * outcome it leaves to the caller, or outcomeCount: one marked in stops
 * (when `stopping`), or one that holds at a value other than its slot's best.
 */
export function decide(which: i32, from: i32, afterAt: usize, afterMode: i32, stopping: i32): i32 {
  const masses = outcomes + (<usize>(which * outcomeCount) << 3);
  for (let outcome = from; outcome < outcomeCount; outcome++) {
    const mass = load<f64>(masses + (<usize>outcome << 3));
    if (mass == 0) continue;
    if (stopping != 0 && load<u8>(stops + <usize>outcome) != 0) return outcome;
    const kind = <usize>load<i32>(classOf + (<usize>outcome << 2)) << 3;
    if (afterMode != 0) {
      const slot = <usize>load<i32>(positions + (<usize>outcome << 2));
      const value = load<f64>(afterAt + (afterMode == 1 ? <usize>outcome << 3 : slot << 3));
      if (value > load<f64>(classBest + kind)) {
        const chosen = load<i32>(keeper + (slot << 2));
        if (load<f64>(best + (slot << 3)) != value || chosen < 0) return outcome;
        const at = held + (<usize>chosen << 3);
        store<f64>(at, load<f64>(at) + mass);
        continue;
      }
    }
    store<f64>(classMass + kind, load<f64>(classMass + kind) + mass);
  }
  return outcomeCount;
}

/**
 * The fills of a roll's classes from `from` on, in class order: each class
 * with mass in classMass fills the score index of category `only` (an offset
 * into scoreIndex, the category times classCount) or, when `only` is −1, of
 * the first of the `candidateCount` candidates whose fill value is the
 * class's best (classBest), its mass added in filled at that index (after
 * the others when `hand` is 1). Returns the first class it leaves to the
 * caller (no candidate worth its best), or classCount.
 */
export function fillClasses(from: i32, hand: i32, only: i32, candidateCount: i32): i32 {
  const into = filled + (<usize>(hand * 2 * scoreCount) << 3);
  for (let kind = from; kind < classCount; kind++) {
    const mass = load<f64>(classMass + (<usize>kind << 3));
    if (mass == 0) continue;
    let fill: i32 = -1;
    if (only >= 0) fill = load<i32>(scoreIndex + (<usize>(only + kind) << 2));
    else {
      const value = load<f64>(classBest + (<usize>kind << 3));
      for (let at = 0; at < candidateCount; at++) {
        const index = load<i32>(scoreIndex + (<usize>(load<i32>(candidates + (<usize>at << 2)) * classCount + kind) << 2));
        if (load<f64>(fillValues + (<usize>index << 3)) == value) {
          fill = index;
          break;
        }
      }
      if (fill < 0) return kind;
    }
    const at = into + (<usize>fill << 3);
    store<f64>(at, load<f64>(at) + mass);
  }
  return classCount;
}

/**
 * Pushes the mass held at each keeper slot to the outcomes its re-roll
 * reaches, one die at a time (each slot re-rolling the die adds its mass
 * times each face's probability to the slot showing that face), in place in
 * held; then the outcomes' masses into outcome buffer `which` (0 or 1).
 */
export function spread(which: i32): void {
  for (let dim = 0; dim < dims; dim++) {
    const stride = strideOf(dim);
    const size = sizeOf(dim);
    const first = <usize>load<i32>(probStarts + (<usize>dim << 2)) << 3;
    const block = stride * size;
    for (let base = 0; base < slotCount; base += block) {
      if (stride == 1) spreadFirst(base, size, first);
      else for (let face = 1; face < size; face++) spreadRun(base, face * stride, stride, load<f64>(probs + first + (<usize>(face - 1) << 3)));
    }
  }
  const into = outcomes + (<usize>(which * outcomeCount) << 3);
  for (let outcome = 0; outcome < outcomeCount; outcome++) {
    store<f64>(into + (<usize>outcome << 3), load<f64>(held + (<usize>load<i32>(positions + (<usize>outcome << 2)) << 3)));
  }
}

/** Adds the run of `count` slots from `rolled`, times `probability`, to the run `offset` slots after it. */
function spreadRun(rolled: i32, offset: i32, count: i32, probability: f64): void {
  const from = <usize>rolled << 3;
  const shift = <usize>offset << 3;
  const end = from + (<usize>count << 3);
  const p = f64x2.splat(probability);
  let at = from;
  for (; at + 16 <= end; at += 16) {
    v128.store(held + at + shift, f64x2.add(v128.load(held + at + shift), f64x2.mul(v128.load(held + at), p)));
  }
  if (at < end) store<f64>(held + at + shift, load<f64>(held + at + shift) + load<f64>(held + at) * probability);
}

/** A die of stride 1: the row's first slot (re-rolled) adds its mass times each face's probability to the slot of that face. */
function spreadFirst(high: i32, size: i32, first: usize): void {
  const from = <usize>high << 3;
  const mass = load<f64>(held + from);
  const masses = f64x2.splat(mass);
  const end = from + (<usize>size << 3);
  let at = from + 8;
  let p = probs + first;
  for (; at + 16 <= end; at += 16, p += 16) v128.store(held + at, f64x2.add(v128.load(held + at), f64x2.mul(masses, v128.load(p))));
  if (at < end) store<f64>(held + at, load<f64>(held + at) + mass * load<f64>(p));
}

/**
 * The coordinating thread's additions of shifted laws: for each of `count`
 * ends listed from `ends`, four f64 each (the byte offset of a source law,
 * its length, the byte offset where it adds into a target, the weight),
 * target[i] += weight · source[i] for every point i, the ends one after
 * another: the additions of the JavaScript loop, in its order.
 */
export function addShifted(ends: usize, count: i32): void {
  for (let end = 0; end < count; end++) {
    const entry = ends + (<usize>end << 5);
    const source = <usize>load<f64>(entry);
    const length = <usize>load<f64>(entry, 8) << 3;
    const target = <usize>load<f64>(entry, 16);
    const weight = load<f64>(entry, 24);
    const weights = f64x2.splat(weight);
    let at: usize = 0;
    for (; at + 16 <= length; at += 16) v128.store(target + at, f64x2.add(v128.load(target + at), f64x2.mul(weights, v128.load(source + at))));
    if (at < length) store<f64>(target + at, load<f64>(target + at) + weight * load<f64>(source + at));
  }
}
