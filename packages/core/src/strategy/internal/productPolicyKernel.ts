/**
 * Policy evaluation for distinct dice (the product layout of
 * solverKernel.ts's `turnValue`): the exact expected points of playing by a
 * given value table Q rather than the optimal values, one sheet state at a
 * time. The semantics are policyKernel.ts's: every entry is a pair (q, e),
 * q the value by the played table and e the evaluated worth of the same
 * choice. Averages apply to both; a maximum picks by q and carries the e of
 * its pick, the smaller e where two choices tie on q (the least favourable
 * tie-break, a lower bound on every bot that plays by Q).
 *
 * The q side repeats `turnValue`'s product path step for step (the same
 * sums in the same order, maxima taken over the same sets), so with Q the
 * optimal table the evaluated table comes out equal to it, bit for bit.
 */
import type { PassesMemory, PassesModule, WebAssemblyApi } from "./productPasses";
import { repeatBestFills, type KernelData } from "./solverKernel";
import { copyProductTables, reserveProductTables } from "./solverModel";
import { pick } from "./policyKernel";

/**
 * The passes of wasm/productPolicyPasses.ts (compiled together with
 * wasm/productPasses.ts), working in place on a scratch's buffers; the same
 * results as this file's loops, bit for bit.
 */
export interface ProductPolicyPasses {
  /** Records where the evaluated side's arrays are (the decision side's go to the product passes' `setup`). */
  setupPolicy(...offsets: number[]): void;
  /** The best fill of each outcome by q over open[first] … open[last − 1], carrying e: into outcomeNormal (hand 0) or best (hand 1). */
  policyBestFills(hand: number, first: number, last: number): void;
  /** The expectation pass on both sides. */
  policyExpect(): void;
  /** The best hold of each outcome by q, carrying e, merged into best and written into the outcomes' keeper slots. */
  policyHold(): void;
  /** best into the outcomes' keeper slots, both sides. */
  policyScatter(): void;
  /** top = −∞ (q) and NaN (e) for every outcome. */
  policyResetTop(): void;
  /** top = the pick of top and best, per outcome. */
  policyMergeTop(): void;
  /** Σ over outcomes, in outcome order, of probability × e of best (fromTop 0) or top (1). */
  policyExpectation(fromTop: number): number;
}

/** One side of the pairs: decision values (q) or evaluated values (e). */
export interface ProductPolicySide {
  readonly keepers: Float64Array;
  readonly most: Float64Array;
  readonly best: Float64Array;
  readonly top: Float64Array;
  readonly outcomeNormal: Float64Array;
  readonly bestNormal: Float64Array;
  readonly bestHand: Float64Array;
  readonly fillNormal: Float64Array;
  readonly fillHand: Float64Array;
}

/** Reusable buffers for {@link evaluateProductState}. */
export interface ProductPolicyScratch {
  readonly q: ProductPolicySide;
  readonly e: ProductPolicySide;
  readonly open: Int32Array;
  /** The compiled passes working on these buffers, or null for the JavaScript loops. */
  readonly passes: ProductPolicyPasses | null;
}

/**
 * Fresh buffers for the evaluation, laid out in one buffer: with a module
 * (productPolicyPassesModule's), a new instance's memory, with the read-only
 * tables the passes need copied there (as solverModel.ts's createScratch does).
 */
export function createProductPolicyScratch(data: KernelData, passesModule: PassesModule | null): ProductPolicyScratch {
  const keeperCount = data.keeperCount;
  const outcomeCount = data.outcomeCount;
  const classCount = data.classCount;
  const scoreCount = data.distinct.length;
  const openCount = data.categoryCount + 1;
  const exports =
    passesModule === null
      ? null
      : (new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(passesModule, {}).exports as ProductPolicyPasses &
          PassesMemory);
  const start = exports === null ? 0 : exports.memory.buffer.byteLength;
  let next = start;
  const reserve = (bytes: number): number => {
    const at = next;
    next += Math.ceil(bytes / 8) * 8;
    return at;
  };
  const side = () => ({
    keepers: reserve(keeperCount * 8),
    most: reserve(keeperCount * 8),
    best: reserve(outcomeCount * 8),
    top: reserve(outcomeCount * 8),
    outcomeNormal: reserve(outcomeCount * 8),
    bestNormal: reserve(classCount * 8),
    bestHand: reserve(classCount * 8),
    fillNormal: reserve(scoreCount * 8),
    fillHand: reserve(scoreCount * 8),
  });
  const atQ = side();
  const atE = side();
  const open = reserve(openCount * 4);
  let buffer: ArrayBuffer;
  if (exports === null) buffer = new ArrayBuffer(next);
  else {
    const dims = data.dimSize.length;
    const tables = reserveProductTables(data, reserve);
    exports.memory.grow(Math.ceil((next - start) / 65536));
    buffer = exports.memory.buffer;
    copyProductTables(data, buffer, tables);
    exports.setup(
      atQ.keepers, atQ.most, atQ.best, tables.positions, outcomeCount, keeperCount, dims, tables.sizes, tables.strides, tables.probs,
      tables.probStarts, tables.digits, tables.classOf, tables.scoreIndex, classCount, tables.outcomeProbability, open,
      atQ.fillNormal, atQ.fillHand, atQ.bestNormal, atQ.bestHand, atQ.outcomeNormal, atQ.top,
    );
    exports.setupPolicy(atE.keepers, atE.most, atE.best, atE.top, atE.outcomeNormal, atE.bestNormal, atE.bestHand, atE.fillNormal, atE.fillHand);
  }
  const f64 = (offset: number, length: number): Float64Array => new Float64Array(buffer, offset, length);
  const views = (at: typeof atQ): ProductPolicySide => ({
    keepers: f64(at.keepers, keeperCount),
    most: f64(at.most, keeperCount),
    best: f64(at.best, outcomeCount),
    top: f64(at.top, outcomeCount),
    outcomeNormal: f64(at.outcomeNormal, outcomeCount),
    bestNormal: f64(at.bestNormal, classCount),
    bestHand: f64(at.bestHand, classCount),
    fillNormal: f64(at.fillNormal, scoreCount),
    fillHand: f64(at.fillHand, scoreCount),
  });
  return { q: views(atQ), e: views(atE), open: new Int32Array(buffer, open, openCount), passes: exports };
}


/** The value of filling `category` with each of its scores (normal and from hand), by `table`: turnValue's first loop for one category. */
function fills(data: KernelData, table: Float64Array, untracked: number, trackedMask: number, subtotal: number, category: number, side: ProductPolicySide): void {
  const bit = data.bit[category] as number;
  const isTracked = data.tracked[category] === 1;
  const multiplier = data.multiplier[category] as number;
  const hands = multiplier === 1 ? 1 : 2;
  const end = data.distinctStart[category + 1] as number;
  const stride = data.stride;
  const sameState = (untracked | bit) * stride + (data.offset[trackedMask] as number) + subtotal - (data.low[trackedMask] as number);
  const next = trackedMask | bit;
  // Filling the repeat bonus's category with a score above 0 sets its flag in the sheet after.
  const flagStep = category === data.repeatCategory ? data.repeatFlag * stride : 0;
  for (let j = data.distinctStart[category] as number; j < end; j++) {
    for (let hand = 0; hand < hands; hand++) {
      const score = (data.distinct[j] as number) * (hand === 1 ? multiplier : 1);
      const flagged = flagStep !== 0 && score > 0 ? flagStep : 0;
      let value: number;
      if (!isTracked) {
        value = score + (table[sameState + flagged] as number);
      } else if (next === data.fullTracked) {
        const sum = subtotal + score;
        let adjustment = 0;
        if (data.ruleType === 1) adjustment = sum >= data.ruleThreshold ? data.ruleBonus : 0;
        else if (data.ruleType === 2) adjustment = sum < 0 ? -data.rulePenalty : 0;
        else if (data.ruleType === 3) adjustment = sum > 0 ? data.ruleReward : sum < 0 ? -data.rulePenalty : 0;
        value = score + adjustment + (table[untracked * stride + flagged + (data.offset[next] as number) - (data.low[next] as number)] as number);
      } else {
        let sum = subtotal + score;
        if (sum < (data.lowCap[next] as number)) sum = data.lowCap[next] as number;
        if (sum > (data.highCap[next] as number)) sum = data.highCap[next] as number;
        value = score + (table[untracked * stride + flagged + (data.offset[next] as number) + sum - (data.low[next] as number)] as number);
      }
      if (hand === 1) side.fillHand[j] = value;
      else {
        side.fillNormal[j] = value;
        if (hands === 1) side.fillHand[j] = value;
      }
    }
  }
}

/** The best fill of each outcome by q over open[first] … open[last − 1], carrying e: into outcomeNormal (hand 0) or best (hand 1). */
function bestFills(data: KernelData, hand: 0 | 1, first: number, last: number, scratch: ProductPolicyScratch): void {
  if (scratch.passes !== null) {
    scratch.passes.policyBestFills(hand, first, last);
    return;
  }
  const { q, e } = scratch;
  const fillQ = hand === 1 ? q.fillHand : q.fillNormal;
  const fillE = hand === 1 ? e.fillHand : e.fillNormal;
  const perClassQ = hand === 1 ? q.bestHand : q.bestNormal;
  const perClassE = hand === 1 ? e.bestHand : e.bestNormal;
  perClassQ.fill(-Infinity);
  perClassE.fill(Number.NaN);
  for (let position = first; position < last; position++) {
    const base = (scratch.open[position] as number) * data.classCount;
    for (let k = 0; k < data.classCount; k++) {
      const j = data.scoreIndex[base + k] as number;
      pick(perClassQ, perClassE, k, fillQ[j] as number, fillE[j] as number);
    }
  }
  const outQ = hand === 1 ? q.best : q.outcomeNormal;
  const outE = hand === 1 ? e.best : e.outcomeNormal;
  for (let o = 0; o < data.outcomeCount; o++) {
    const k = data.classOf[o] as number;
    outQ[o] = perClassQ[k] as number;
    outE[o] = perClassE[k] as number;
  }
}

/** Averages each die out of `keepers`: turnValue's expectation pass, the same sums in the same order. */
function expect(data: KernelData, keepers: Float64Array): void {
  const keeperCount = data.keeperCount;
  for (let dim = 0; dim < data.dimSize.length; dim++) {
    const size = data.dimSize[dim] as number;
    const step = data.dimStride[dim] as number;
    const block = size * step;
    const pStart = data.dimProbabilityStart[dim] as number;
    if (step === 1) {
      for (let base = 0; base < keeperCount; base += block) {
        let sum = 0;
        for (let v = 1; v < size; v++) sum += (data.dimProbability[pStart + v - 1] as number) * (keepers[base + v] as number);
        keepers[base] = sum;
      }
      continue;
    }
    for (let base = 0; base < keeperCount; base += block) {
      const end = base + step;
      for (let b = base; b < end; b++) {
        let sum = 0;
        let from = b + step;
        for (let v = 1; v < size; v++, from += step) sum += (data.dimProbability[pStart + v - 1] as number) * (keepers[from] as number);
        keepers[b] = sum;
      }
    }
  }
}

/**
 * The best hold of each outcome by q, carrying e (turnValue's max-plus pass
 * on pairs: each slot ends with the pick over every keeper it reaches by
 * re-rolling dice, an outcome's own slot excluded), merged into best; then
 * best is written into the outcomes' keeper slots.
 */
function hold(data: KernelData, scratch: ProductPolicyScratch): void {
  if (scratch.passes !== null) {
    scratch.passes.policyHold();
    return;
  }
  const { q, e } = scratch;
  const mostQ = q.most;
  const mostE = e.most;
  const keeperCount = data.keeperCount;
  const positions = data.outcomePosition;
  const outcomes = data.outcomeCount;
  mostQ.set(q.keepers);
  mostE.set(e.keepers);
  for (let o = 0; o < outcomes; o++) {
    mostQ[positions[o] as number] = -Infinity;
    mostE[positions[o] as number] = Number.NaN;
  }
  const dims = data.dimSize.length;
  for (let dim = 0; dim < dims; dim++) {
    const size = data.dimSize[dim] as number;
    const step = data.dimStride[dim] as number;
    const block = size * step;
    for (let base = 0; base < keeperCount; base += block) {
      // As in turnValue: only outcomes are read at the end, so blocks where an earlier die is rolled are skipped.
      let needed = true;
      for (let earlier = 0; earlier < dim && needed; earlier++) {
        if (Math.floor(base / (data.dimStride[earlier] as number)) % (data.dimSize[earlier] as number) === 0) needed = false;
      }
      if (!needed) continue;
      for (let v = 1; v < size; v++) {
        const to = base + v * step;
        for (let b = 0; b < step; b++) pick(mostQ, mostE, to + b, mostQ[base + b] as number, mostE[base + b] as number);
      }
    }
  }
  for (let o = 0; o < outcomes; o++) {
    const slot = positions[o] as number;
    pick(q.best, e.best, o, mostQ[slot] as number, mostE[slot] as number);
    q.keepers[slot] = q.best[o] as number;
    e.keepers[slot] = e.best[o] as number;
  }
}

/**
 * The value by the evaluated table of one sheet state at the start of a
 * turn, playing by `decisions`; every state with one more category filled
 * must already be in `evaluated`.
 */
export function evaluateProductState(
  data: KernelData,
  decisions: Float64Array,
  evaluated: Float64Array,
  untracked: number,
  trackedMask: number,
  subtotal: number,
  scratch: ProductPolicyScratch,
): number {
  const { q, e, open, passes } = scratch;
  const outcomes = data.outcomeCount;
  let openCount = 0;
  let openBits = 0;
  let anyHand = false;
  for (let category = 0; category < data.categoryCount; category++) {
    const bit = data.bit[category] as number;
    if ((data.tracked[category] === 1 ? trackedMask : untracked) & bit) continue;
    open[openCount++] = category;
    openBits |= 1 << category;
    if (data.multiplier[category] !== 1) anyHand = true;
    fills(data, decisions, untracked, trackedMask, subtotal, category, q);
    fills(data, evaluated, untracked, trackedMask, subtotal, category, e);
  }
  // Declare: one chain per open category, the best declaration by q after the first roll.
  const chains = data.policy === 1 ? openCount : 1;
  if (chains > 1) {
    if (passes !== null) passes.policyResetTop();
    else {
      q.top.fill(-Infinity);
      e.top.fill(Number.NaN);
    }
  }
  for (let chain = 0; chain < chains; chain++) {
    let first = 0;
    let last = openCount;
    if (data.policy === 1) {
      open[openCount] = open[chain] as number;
      first = openCount;
      last = openCount + 1;
    } else if (data.policy === 2) last = 1;
    bestFills(data, 0, first, last, scratch);
    // The repeat bonus and joker: the qualifying classes' best fills, worked out per class and copied to their outcomes.
    const repeating = data.repeatClasses.length > 0 && repeatOutcomes(data, untracked, openBits, q.fillNormal, e.fillNormal, q.bestNormal, e.bestNormal, q.outcomeNormal, e.outcomeNormal);
    for (let rollsLeft = 0; rollsLeft < data.rolls; rollsLeft++) {
      if (rollsLeft !== data.rolls - 1 || !anyHand) {
        q.best.set(q.outcomeNormal);
        e.best.set(e.outcomeNormal);
      } else {
        bestFills(data, 1, first, last, scratch);
        if (repeating) repeatOutcomes(data, untracked, openBits, q.fillHand, e.fillHand, q.bestHand, e.bestHand, q.best, e.best);
      }
      if (rollsLeft > 0) {
        if (passes !== null) passes.policyExpect();
        else {
          expect(data, q.keepers);
          expect(data, e.keepers);
        }
        hold(data, scratch);
      } else if (passes !== null) passes.policyScatter();
      else {
        for (let o = 0; o < outcomes; o++) {
          const slot = data.outcomePosition[o] as number;
          q.keepers[slot] = q.best[o] as number;
          e.keepers[slot] = e.best[o] as number;
        }
      }
    }
    if (chains > 1) {
      if (passes !== null) passes.policyMergeTop();
      else for (let o = 0; o < outcomes; o++) pick(q.top, e.top, o, q.best[o] as number, e.best[o] as number);
    }
  }
  if (passes !== null) return passes.policyExpectation(chains > 1 ? 1 : 0);
  const final = chains > 1 ? e.top : e.best;
  let expected = 0;
  for (let o = 0; o < outcomes; o++) expected += (data.outcomeProbability[o] as number) * (final[o] as number);
  return expected;
}

/** {@link repeatBestFills} on pairs into the per-class `classQ` / `classE`, then copied to the qualifying outcomes of `outQ` / `outE`. */
function repeatOutcomes(
  data: KernelData,
  untracked: number,
  openBits: number,
  fillQ: Float64Array,
  fillE: Float64Array,
  classQ: Float64Array,
  classE: Float64Array,
  outQ: Float64Array,
  outE: Float64Array,
): boolean {
  if (!repeatBestFills(data, untracked, openBits, fillQ, classQ, 1, 1, fillE, classE)) return false;
  for (const o of data.repeatOutcomes) {
    const k = data.classOf[o] as number;
    outQ[o] = classQ[k] as number;
    outE[o] = classE[k] as number;
  }
  return true;
}

/**
 * Evaluates states `from` to `to` (indices into the state list, all with the
 * same number of categories filled) into `evaluated`, playing by `decisions`.
 */
export function evaluateProductStates(data: KernelData, decisions: Float64Array, evaluated: Float64Array, from: number, to: number, scratch: ProductPolicyScratch): void {
  for (let state = from; state < to; state++) {
    const untracked = data.stateUntracked[state] as number;
    const trackedMask = data.stateTracked[state] as number;
    const subtotal = data.stateSubtotal[state] as number;
    const index = untracked * data.stride + (data.offset[trackedMask] as number) + subtotal - (data.low[trackedMask] as number);
    evaluated[index] = evaluateProductState(data, decisions, evaluated, untracked, trackedMask, subtotal, scratch);
  }
}
