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
import { fillTarget, pointsOfFill, repeatBestFills, type KernelData } from "./solverKernel";
import { copyProductTables, reserveProductTables } from "./solverModel";
import { createJsProductPolicyPasses } from "./productPolicyPassesJs";

/**
 * The policy-evaluation passes, working in place on a scratch's buffers:
 * those of wasm/productPolicyPasses.ts (compiled together with
 * wasm/productPasses.ts) or productPolicyPassesJs.ts's JavaScript, the same
 * results bit for bit.
 */
export interface ProductPolicyPasses {
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

/** The compiled module's exports: the passes, their memory and where their arrays are. */
interface CompiledProductPolicyPasses extends ProductPolicyPasses, PassesMemory {
  /** Records where the evaluated side's arrays are (the decision side's go to the product passes' `setup`). */
  setupPolicy(...offsets: number[]): void;
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
  /** The passes working on these buffers: the compiled ones, or the JavaScript ones where there is no module. */
  readonly passes: ProductPolicyPasses;
}

/**
 * Fresh buffers for the evaluation, laid out in one buffer, with the passes
 * that work on them: with a module (productPolicyPassesModule's), a new
 * instance's memory, with the read-only tables the passes need copied there
 * (as solverModel.ts's createScratch does), and its exports; with null, an
 * ArrayBuffer and {@link createJsProductPolicyPasses}.
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
      : (new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(passesModule, {}).exports as CompiledProductPolicyPasses);
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
  const buffers = { q: views(atQ), e: views(atE), open: new Int32Array(buffer, open, openCount) };
  return { ...buffers, passes: exports ?? createJsProductPolicyPasses(data, buffers) };
}

/** The value of filling `category` with each of its scores (normal and from hand), by `table`: turnValue's fill values for one category. */
function fills(data: KernelData, table: Float64Array, untracked: number, trackedMask: number, subtotal: number, category: number, side: ProductPolicySide): void {
  const multiplier = data.multiplier[category] as number;
  const hands = multiplier === 1 ? 1 : 2;
  const end = data.distinctStart[category + 1] as number;
  for (let j = data.distinctStart[category] as number; j < end; j++) {
    for (let hand = 0; hand < hands; hand++) {
      const score = (data.distinct[j] as number) * (hand === 1 ? multiplier : 1);
      const value = pointsOfFill(data, trackedMask, subtotal, category, score) + (table[fillTarget(data, untracked, trackedMask, subtotal, category, score)] as number);
      if (hand === 1) side.fillHand[j] = value;
      else {
        side.fillNormal[j] = value;
        if (hands === 1) side.fillHand[j] = value;
      }
    }
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
  if (chains > 1) passes.policyResetTop();
  for (let chain = 0; chain < chains; chain++) {
    let first = 0;
    let last = openCount;
    if (data.policy === 1) {
      open[openCount] = open[chain] as number;
      first = openCount;
      last = openCount + 1;
    } else if (data.policy === 2) last = 1;
    passes.policyBestFills(0, first, last);
    // The repeat bonus and joker: the qualifying classes' best fills, worked out per class and copied to their outcomes.
    const repeating = data.repeatClasses.length > 0 && repeatOutcomes(data, untracked, openBits, q.fillNormal, e.fillNormal, q.bestNormal, e.bestNormal, q.outcomeNormal, e.outcomeNormal);
    for (let rollsLeft = 0; rollsLeft < data.rolls; rollsLeft++) {
      if (rollsLeft !== data.rolls - 1 || !anyHand) {
        q.best.set(q.outcomeNormal);
        e.best.set(e.outcomeNormal);
      } else {
        passes.policyBestFills(1, first, last);
        if (repeating) repeatOutcomes(data, untracked, openBits, q.fillHand, e.fillHand, q.bestHand, e.bestHand, q.best, e.best);
      }
      if (rollsLeft > 0) {
        passes.policyExpect();
        passes.policyHold();
      } else passes.policyScatter();
    }
    if (chains > 1) passes.policyMergeTop();
  }
  return passes.policyExpectation(chains > 1 ? 1 : 0);
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
