// AssemblyScript source of the solver's product-layout passes (distinct dice).
//
// The JavaScript kernel (src/strategy/internal/solverKernel.ts) calls these in
// place of its own loops when WebAssembly is available: every sum adds the
// same terms in the same order as the kernel's loops, and every maximum is
// over the same values (in another order, which gives the same maximum), so
// the results are identical bit for bit. Two values at a time in vectors.
// Built by `pnpm --filter @dice/core run build:wasm` into
// src/strategy/internal/productPassesWasm.ts; a test checks that file against
// this one.
//
// Layout (set once by `setup`, all byte offsets into this module's memory):
// keepers and most hold one f64 per keeper slot; best, outcomeNormal, top and
// outcomeProbability one f64 per outcome; positions the keeper slot (i32) and
// classOf the score class (i32) of each outcome; per die its slot count,
// stride (i32) and the start of its face probabilities (i32, into probs, f64);
// digits is room for two i32 per die, the odometer's digits and then the
// hold pass's list of shifts;
// scoreIndex[c * classCount + k] (i32) indexes fillNormal and fillHand (f64,
// by score) for category c on class k; bestNormal and bestHand one f64 per
// class; open the open categories (i32). The solver's turn (not policy
// evaluation, which has passes of its own) also keeps the fills of a roll in
// the keeper-slot layout, fillSlots (set by `setupSlots`): one f64 per keeper
// slot, of which the outcomes' slots (every die held) are used; and
// slotClass, the outcomes' classes (i32) in the order of their slots.

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
let fillSlots: usize = 0;
let slotClass: usize = 0;

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
 * Records where the fills in the keeper-slot layout and the classes in slot
 * order are, and lists the outcomes' classes in the order of their slots
 * (after `setup`): each outcome's class + 1 is first written at its slot of
 * fillSlots (0 where no outcome is), then the nonzero ones are listed in slot
 * order, and fillSlots is left zero.
 */
export function setupSlots(fillSlotsAt: usize, slotClassAt: usize): void {
  fillSlots = fillSlotsAt;
  slotClass = slotClassAt;
  memory.fill(fillSlots, 0, <usize>count << 3);
  for (let o: i32 = 0; o < outcomes; o++) {
    store<i32>(fillSlots + (<usize>load<i32>(positions + (<usize>o << 2)) << 3), load<i32>(classOf + (<usize>o << 2)) + 1);
  }
  let listed: usize = 0;
  for (let slot: i32 = 0; slot < count; slot++) {
    const k = load<i32>(fillSlots + (<usize>slot << 3));
    if (k != 0) {
      store<i32>(slotClass + (listed << 2), k - 1);
      listed++;
    }
  }
  memory.fill(fillSlots, 0, <usize>count << 3);
}

/**
 * The best fill of each outcome over the categories open[first] to
 * open[last - 1]: per class the largest of their fill values (normal, or
 * "from hand" when hand is 1) into bestNormal or bestHand, then per outcome
 * from its class into its slot of fillSlots. Two classes at a time, their
 * largest so far kept in a register's lanes.
 */
export function bestFills(hand: i32, first: i32, last: i32): void {
  const fills = hand == 1 ? fillHand : fillNormal;
  const perClass = hand == 1 ? bestHand : bestNormal;
  const rowBytes = <usize>classCount << 2;
  let k = 0;
  for (; k + 2 <= classCount; k += 2) {
    let largest = f64x2.splat(-Infinity);
    for (let position = first; position < last; position++) {
      const indices = scoreIndex + (<usize>load<i32>(open + (<usize>position << 2)) * rowBytes + (<usize>k << 2));
      const value = f64x2.replace_lane(f64x2.splat(load<f64>(fills + (<usize>load<i32>(indices) << 3))), 1, load<f64>(fills + (<usize>load<i32>(indices, 4) << 3)));
      largest = f64x2.pmax(largest, value);
    }
    v128.store(perClass + (<usize>k << 3), largest);
  }
  for (; k < classCount; k++) {
    let largest: f64 = -Infinity;
    for (let position = first; position < last; position++) {
      const indices = scoreIndex + (<usize>load<i32>(open + (<usize>position << 2)) * rowBytes + (<usize>k << 2));
      largest = larger(load<f64>(fills + (<usize>load<i32>(indices) << 3)), largest);
    }
    store<f64>(perClass + (<usize>k << 3), largest);
  }
  // The outcomes' slots are runs of the last die's held slots: two at a time, in slot order.
  const lastDie = dims - 1;
  const runBytes = <usize>sizeOf(lastDie) << 3;
  let classes = slotClass;
  for (let base = firstHeld(lastDie); base >= 0; base = nextHeld(lastDie, base)) {
    const run = fillSlots + (<usize>base << 3);
    let at: usize = 8;
    for (; at + 16 <= runBytes; at += 16) {
      const pair = load<u64>(classes);
      const low = perClass + (<usize>(<u32>pair) << 3);
      const high = perClass + (<usize>(<u32>(pair >> 32)) << 3);
      v128.store(run + at, f64x2.replace_lane(v128.load64_splat(low), 1, load<f64>(high)));
      classes += 8;
    }
    if (at < runBytes) {
      store<f64>(run + at, load<f64>(perClass + (<usize>load<i32>(classes) << 3)));
      classes += 4;
    }
  }
}

/**
 * The larger of a and b, b when they are equal (as `a > b ? a : b`). The
 * values are never NaN, and never −0 (sums start from +0), so this, f64x2.pmax
 * and Math.max all agree.
 */
@inline function larger(a: f64, b: f64): f64 {
  return select<f64>(a, b, a > b);
}

/**
 * The expectation over the first roll of the outcomes' values in keepers
 * (fromTop 0) or of top (1), summed in outcome order.
 */
export function expected(fromTop: i32): f64 {
  let sum: f64 = 0;
  if (fromTop == 1) {
    for (let o = 0; o < outcomes; o++) sum += load<f64>(outcomeProbability + (<usize>o << 3)) * load<f64>(top + (<usize>o << 3));
  } else {
    for (let o = 0; o < outcomes; o++) {
      sum += load<f64>(outcomeProbability + (<usize>o << 3)) * load<f64>(keepers + (<usize>load<i32>(positions + (<usize>o << 2)) << 3));
    }
  }
  return sum;
}

/** Copies the outcomes' values from their keeper slots into best (outcome order), for the callers that read them there. */
export function gather(): void {
  for (let o = 0; o < outcomes; o++) {
    store<f64>(best + (<usize>o << 3), load<f64>(keepers + (<usize>load<i32>(positions + (<usize>o << 2)) << 3)));
  }
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
 * JavaScript loop does, and stays in a register until it is stored; several
 * sums are worked on at once (two in a vector's lanes, two vectors), so that
 * their chains of additions overlap.
 */
export function expect(): void {
  for (let dim = 0; dim < dims; dim++) averageOut(dim);
}

/** Averages out die `dim`: slot 0 of each of its blocks becomes the expectation over the die's faces. */
function averageOut(dim: i32): void {
  const size = sizeOf(dim);
  const step = strideOf(dim);
  const p = probs + (<usize>load<i32>(probStarts + (<usize>dim << 2)) << 3);
  if (step == 1) {
    averageOutLast(size, p);
    return;
  }
  averageOutSlots(size, step, p);
}

/** Averages out the last die (stride 1, `size` slots a block, face probabilities at `p`). */
@inline function averageOutLast(size: i32, p: usize): void {
  const zero = f64x2.splat(0);
  const block = size;
  // The last die: its faces are adjacent, so a vector's lanes take two blocks,
  // two faces of each loaded at once and their lanes swapped (unpacked) into place.
  const blockBytes = <usize>block << 3;
  const evenFaces = (size - 1) & ~1;
  let base = 0;
  for (; base + 8 * block <= count; base += 8 * block) {
    const at = keepers + (<usize>base << 3);
    let s0 = zero;
    let s1 = zero;
    let s2 = zero;
    let s3 = zero;
    let v = 1;
    for (; v <= evenFaces; v += 2) {
      const face = v128.load64_splat(p + (<usize>(v - 1) << 3));
      const next = v128.load64_splat(p + (<usize>v << 3));
      const slot = at + (<usize>v << 3);
      const a0 = v128.load(slot);
      const a1 = v128.load(slot + blockBytes);
      const b0 = v128.load(slot + 2 * blockBytes);
      const b1 = v128.load(slot + 3 * blockBytes);
      const c0 = v128.load(slot + 4 * blockBytes);
      const c1 = v128.load(slot + 5 * blockBytes);
      const d0 = v128.load(slot + 6 * blockBytes);
      const d1 = v128.load(slot + 7 * blockBytes);
      s0 = f64x2.add(f64x2.add(s0, f64x2.mul(face, v128.shuffle<f64>(a0, a1, 0, 2))), f64x2.mul(next, v128.shuffle<f64>(a0, a1, 1, 3)));
      s1 = f64x2.add(f64x2.add(s1, f64x2.mul(face, v128.shuffle<f64>(b0, b1, 0, 2))), f64x2.mul(next, v128.shuffle<f64>(b0, b1, 1, 3)));
      s2 = f64x2.add(f64x2.add(s2, f64x2.mul(face, v128.shuffle<f64>(c0, c1, 0, 2))), f64x2.mul(next, v128.shuffle<f64>(c0, c1, 1, 3)));
      s3 = f64x2.add(f64x2.add(s3, f64x2.mul(face, v128.shuffle<f64>(d0, d1, 0, 2))), f64x2.mul(next, v128.shuffle<f64>(d0, d1, 1, 3)));
    }
    if (v < size) {
      const face = v128.load64_splat(p + (<usize>(v - 1) << 3));
      const slot = at + (<usize>v << 3);
      s0 = f64x2.add(s0, f64x2.mul(face, f64x2.replace_lane(v128.load64_splat(slot), 1, load<f64>(slot + blockBytes))));
      s1 = f64x2.add(s1, f64x2.mul(face, f64x2.replace_lane(v128.load64_splat(slot + 2 * blockBytes), 1, load<f64>(slot + 3 * blockBytes))));
      s2 = f64x2.add(s2, f64x2.mul(face, f64x2.replace_lane(v128.load64_splat(slot + 4 * blockBytes), 1, load<f64>(slot + 5 * blockBytes))));
      s3 = f64x2.add(s3, f64x2.mul(face, f64x2.replace_lane(v128.load64_splat(slot + 6 * blockBytes), 1, load<f64>(slot + 7 * blockBytes))));
    }
    v128.store64_lane(at, s0, 0);
    v128.store64_lane(at + blockBytes, s0, 1);
    v128.store64_lane(at + 2 * blockBytes, s1, 0);
    v128.store64_lane(at + 3 * blockBytes, s1, 1);
    v128.store64_lane(at + 4 * blockBytes, s2, 0);
    v128.store64_lane(at + 5 * blockBytes, s2, 1);
    v128.store64_lane(at + 6 * blockBytes, s3, 0);
    v128.store64_lane(at + 7 * blockBytes, s3, 1);
  }
  for (; base < count; base += block) {
    const at = keepers + (<usize>base << 3);
    let sum: f64 = 0;
    for (let v = 1; v < size; v++) sum += load<f64>(p + (<usize>(v - 1) << 3)) * load<f64>(at + (<usize>v << 3));
    store<f64>(at, sum);
  }
}

/** Averages out a die of stride `step` > 1 (`size` slots a block, face probabilities at `p`). */
@inline function averageOutSlots(size: i32, step: i32, p: usize): void {
  const zero = f64x2.splat(0);
  const block = size * step;
  // Other dice: the slots of a face are adjacent, so a vector's lanes take two slots,
  // eight slots a step; where the stride is not a multiple of eight, a block's last
  // step overlaps the one before (a slot worked out twice gets the same sum).
  const bytes = <usize>step << 3;
  for (let base = 0; base < count; base += block) {
    const to = keepers + (<usize>base << 3);
    if (step < 8) {
      for (let at = to; at < to + bytes; at += 8) {
        let sum: f64 = 0;
        let from = at;
        for (let v = 1; v < size; v++) {
          from += bytes;
          sum += load<f64>(p + (<usize>(v - 1) << 3)) * load<f64>(from);
        }
        store<f64>(at, sum);
      }
      continue;
    }
    const lastStep = to + bytes - 64;
    for (let at = to; ; at += 64) {
      if (at > lastStep) at = lastStep;
      let s0 = zero;
      let s1 = zero;
      let s2 = zero;
      let s3 = zero;
      let from = at;
      for (let v = 1; v < size; v++) {
        from += bytes;
        const face = v128.load64_splat(p + (<usize>(v - 1) << 3));
        s0 = f64x2.add(s0, f64x2.mul(face, v128.load(from)));
        s1 = f64x2.add(s1, f64x2.mul(face, v128.load(from, 16)));
        s2 = f64x2.add(s2, f64x2.mul(face, v128.load(from, 32)));
        s3 = f64x2.add(s3, f64x2.mul(face, v128.load(from, 48)));
      }
      v128.store(at, s0);
      v128.store(at, s1, 16);
      v128.store(at, s2, 32);
      v128.store(at, s3, 48);
      if (at == lastStep) break;
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
 * The best hold of every outcome, merged with its fill: each outcome's slot
 * in keepers becomes the larger of its fill (in fillSlots) and the largest
 * keeper value over the holds it allows (every die held or re-rolled, but
 * not every die held: a re-roll must roll something).
 *
 * One sweep over the blocks of the last two dice, in slot order. At a slot
 * where those two dice are held, `most` gets the largest keeper value over
 * the holds below it: the four ways of keeping or re-rolling those two dice
 * (from keepers, in registers), and for each earlier die it holds, the
 * slot with that die re-rolled (earlier in the sweep, so already in `most`,
 * which covers every hold re-rolling that die). A maximum does not depend on
 * the order it is taken in, so this is the same maximum the kernel's
 * JavaScript loops take die by die. Where every die is held (an outcome) the
 * slot itself is left out and the value, merged with the fill, goes to keepers.
 */
export function hold(): void {
  if (dims == 1) {
    // One die: its rolled slot is the only hold.
    const candidate = load<f64>(keepers);
    for (let v = 1; v < sizeOf(0); v++) {
      const at = <usize>v << 3;
      store<f64>(keepers + at, larger(candidate, load<f64>(fillSlots + at)));
    }
    return;
  }
  const outer = dims - 2;
  const blockSlots = sizeOf(outer) * sizeOf(outer + 1);
  const shifts = digits + (<usize>dims << 2);
  for (let die = 0; die < outer; die++) store<i32>(digits + (<usize>die << 2), 0);
  for (let base = 0; ; base += blockSlots) {
    let heldCount = 0;
    for (let die = 0; die < outer; die++) {
      const digit = load<i32>(digits + (<usize>die << 2));
      if (digit > 0) {
        store<i32>(shifts + (<usize>heldCount << 2), (digit * strideOf(die)) << 3);
        heldCount++;
      }
    }
    holdPair(base, heldCount == outer, heldCount, shifts);
    // The next block: an odometer over the earlier dice, every slot (rolled too).
    let die = outer - 1;
    for (; die >= 0; die--) {
      const digit = digits + (<usize>die << 2);
      const next = load<i32>(digit) + 1;
      if (next < sizeOf(die)) {
        store<i32>(digit, next);
        break;
      }
      store<i32>(digit, 0);
    }
    if (die < 0) return;
  }
}

/**
 * The block of the last two dice at slot `base`: at each slot with both
 * held, the four holds that keep or re-roll each of them (without the slot
 * itself when `held`: every die held) and, for each earlier die held, the
 * slot `shifts[i]` bytes before it (that die re-rolled). Written into
 * `most`, or when `held` merged with the fill into keepers.
 */
function holdPair(base: i32, held: bool, heldCount: i32, shifts: usize): void {
  const size = sizeOf(dims - 2);
  const rowBytes = <usize>sizeOf(dims - 1) << 3;
  const first = <usize>base << 3;
  const rolled = load<f64>(keepers + first);
  const target = held ? keepers : most;
  // The first three shifts in locals (Platzee's five dice have three earlier dice), any more from memory.
  const shift0 = heldCount > 0 ? <usize>load<i32>(shifts) : 0;
  const shift1 = heldCount > 1 ? <usize>load<i32>(shifts, 4) : 0;
  const shift2 = heldCount > 2 ? <usize>load<i32>(shifts, 8) : 0;
  let at: usize = 8;
  for (; at + 16 <= rowBytes; at += 16) {
    // Both re-rolled, or only the other die re-rolled (row 0).
    const row0 = f64x2.pmax(f64x2.splat(rolled), v128.load(keepers + first + at));
    for (let v = 1; v < size; v++) {
      const slot = first + <usize>v * rowBytes + at;
      let value = f64x2.pmax(row0, v128.load64_splat(keepers + slot - at));
      if (heldCount > 0) value = f64x2.pmax(value, v128.load(most + slot - shift0));
      if (heldCount > 1) value = f64x2.pmax(value, v128.load(most + slot - shift1));
      if (heldCount > 2) value = f64x2.pmax(value, v128.load(most + slot - shift2));
      for (let i = 3; i < heldCount; i++) value = f64x2.pmax(value, v128.load(most + slot - <usize>load<i32>(shifts + (<usize>i << 2))));
      if (held) value = f64x2.pmax(v128.load(fillSlots + slot), value);
      else value = f64x2.pmax(value, v128.load(keepers + slot));
      v128.store(target + slot, value);
    }
  }
  if (at < rowBytes) {
    const row0 = larger(rolled, load<f64>(keepers + first + at));
    for (let v = 1; v < size; v++) {
      const slot = first + <usize>v * rowBytes + at;
      let value = larger(row0, load<f64>(keepers + slot - at));
      for (let i = 0; i < heldCount; i++) value = larger(value, load<f64>(most + slot - <usize>load<i32>(shifts + (<usize>i << 2))));
      if (held) value = larger(value, load<f64>(fillSlots + slot));
      else value = larger(value, load<f64>(keepers + slot));
      store<f64>(target + slot, value);
    }
  }
}

/** Copies each outcome's fill (in fillSlots) into its keeper slot: the roll layer with no re-roll left. */
export function scatter(): void {
  const last = dims - 1;
  const end = <usize>sizeOf(last) << 3;
  for (let base = firstHeld(last); base >= 0; base = nextHeld(last, base)) {
    const run = <usize>base << 3;
    let at: usize = 8;
    for (; at + 16 <= end; at += 16) v128.store(keepers + run + at, v128.load(fillSlots + run + at));
    if (at < end) store<f64>(keepers + run + at, load<f64>(fillSlots + run + at));
  }
}
