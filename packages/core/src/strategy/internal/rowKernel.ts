/**
 * The solver's kernel for dice that are not all distinct (identical dice as
 * multisets, or a mix of groups): it computes a whole row of sheet states at
 * once, the states that share their filled categories and differ only in the
 * tracked subtotal. Every pass of a turn (fills, the average over a re-rolled
 * die, the best hold) is the same for every subtotal of a row but for the
 * numbers it moves, so each runs once over the roll space with an inner loop
 * over the row's lanes: one pass over the keeper lists serves up to
 * `ROW_LANES` states.
 *
 * Per lane the arithmetic is the one of `turnValue` in solverKernel.ts, in the
 * same order, so the any and ordered policies give the same values bit for
 * bit. The declare policy adds two exact shortcuts (see `declareValue`).
 */
import type { PassesMemory, PassesModule, WebAssemblyApi } from "./productPasses";
import { repeatBestFills, type KernelData } from "./solverKernel";

/** The values of the states one category further on: a dense table, or one read through `at` (a compact table's). */
export type RowValues = Float64Array | { at(index: number): number | undefined };

/** The value at a dense index: an exact table's read directly, a compact one's (advice only) through at(). */
function valueAt(values: RowValues, index: number): number {
  return (values instanceof Float64Array ? values[index] : values.at(index)) as number;
}

/** The most states a row computes at once (a row longer than this is done in blocks). */
export const ROW_LANES = 32;

/**
 * The tracked categories scored by how many dice show one face (one group
 * of identical dice, no "from hand"), whose declared turn depends on the
 * dice only through that count; worked out once per model.
 */
export interface CountCategories {
  /** That face's index for such a category, else -1. */
  readonly countFace: Int32Array;
  /** countScore[c * (dice + 1) + n]: the index into `distinct` of c's score with n dice showing its face. */
  readonly countScore: Int32Array;
  /** countOf[o * faces + f]: how many dice of outcome o show face f (one group only). */
  readonly countOf: Uint8Array;
  /** binomial[f * (dice + 1)^2 + m * (dice + 1) + t]: probability that t of m re-rolled dice show face f. */
  readonly binomial: Float64Array;
  readonly faceCount: number;
  readonly diceCount: number;
}

/** What the declare policy's shortcuts need, worked out once per model. */
export interface DeclareShortcuts extends CountCategories {
  /**
   * Categories outside the tracked section: chain[c * outcomes + o] is the
   * best expected score of category c alone after a first roll showing
   * outcome o (re-rolls aimed at c, "from hand" included), or NaN when c is tracked.
   */
  readonly chain: Float64Array;
}

/** The passes of wasm/rowPasses.ts, working in place on a row scratch's buffers (views of the module's memory). */
export interface RowPasses {
  bestFills(hand: number, from: number, to: number, octets: number): void;
  layers(anyHand: number, octets: number): void;
  mergeTop(octets: number): void;
  resetTop(octets: number): void;
  mergeChain(category: number, octets: number): void;
  mergeCount(face: number, octets: number): void;
  expectation(fromTop: number, octets: number): void;
  setupPolicy(...offsets: number[]): void;
  policyBestFills(hand: number, from: number, to: number, octets: number): void;
  policyLayers(anyHand: number, octets: number): void;
  policyMergeTop(octets: number): void;
  policyMergeChain(category: number, octets: number): void;
  policyMergeCount(face: number, octets: number): void;
  policyExpectation(fromTop: number, octets: number): void;
}

/** Reusable buffers of the row kernel: one row block, `lanes` values per entry. */
export interface RowScratch {
  readonly lanes: number;
  readonly keepers: Float64Array;
  readonly most: Float64Array;
  readonly best: Float64Array;
  readonly top: Float64Array;
  readonly bestNormal: Float64Array;
  readonly bestHand: Float64Array;
  readonly fillNormal: Float64Array;
  readonly fillHand: Float64Array;
  readonly open: Int32Array;
  readonly expected: Float64Array;
  readonly subtotal: Int32Array;
  /** Count chains of the declare shortcut: (dice + 1) × lanes each. */
  readonly chainNow: Float64Array;
  readonly chainNext: Float64Array;
  readonly chainFill: Float64Array;
  /** One row: the values of the sheet after an untracked declaration (declare shortcut). */
  readonly same: Float64Array;
  /** The declare shortcut's chains of untracked categories (categoryCount × outcomes), where the passes read them. */
  readonly chain: Float64Array;
  /** The compiled passes, when WebAssembly is available; else the JavaScript loops run. */
  readonly passes: RowPasses | null;
  declare: DeclareShortcuts | null;
  /** The second set of per-row arrays of a policy evaluation, or null. */
  twin: RowScratch | null;
}

/** The length of each per-row array of the row kernel laid out in its buffer, in elements (`open` of 4 bytes, the others of 8), in layout order. */
function rowLengths(data: KernelData, lanes: number) {
  const outcomes = data.outcomeCount * lanes;
  return {
    keepers: data.keeperCount * lanes,
    most: data.keeperCount * lanes,
    best: outcomes,
    top: outcomes,
    bestNormal: data.classCount * lanes,
    bestHand: data.classCount * lanes,
    fillNormal: data.distinct.length * lanes,
    fillHand: data.distinct.length * lanes,
    expected: lanes,
    open: data.categoryCount + 1,
    same: lanes,
    chainNow: (data.diceCount + 1) * lanes,
    chain: data.policy === 1 ? data.categoryCount * data.outcomeCount : 0,
  };
}

type RowLayout = ReturnType<typeof rowLengths>;

/** Where each per-row array of the row kernel starts, reserved in order by `reserve`. */
function rowLayout(data: KernelData, lanes: number, reserve: (bytes: number) => number): RowLayout {
  const lengths = rowLengths(data, lanes);
  for (const name of Object.keys(lengths) as (keyof RowLayout)[]) lengths[name] = reserve(lengths[name] * (name === "open" ? 4 : 8));
  return lengths;
}

/** The row kernel's arrays over `buffer` at the offsets of `offsets`. */
function rowViews(data: KernelData, lanes: number, buffer: ArrayBuffer, offsets: RowLayout, exports: (RowPasses & PassesMemory) | null): RowScratch {
  const lengths = rowLengths(data, lanes);
  const views = {} as Record<keyof RowLayout, Float64Array>;
  for (const name of Object.keys(lengths) as (keyof RowLayout)[]) views[name] = new Float64Array(buffer, offsets[name], name === "open" ? 0 : lengths[name]);
  return {
    ...views,
    lanes,
    open: new Int32Array(buffer, offsets.open, lengths.open),
    subtotal: new Int32Array(lanes),
    chainNext: new Float64Array(lengths.chainNow),
    chainFill: new Float64Array(lengths.chainNow),
    passes: exports,
    declare: null,
    twin: null,
  };
}

/**
 * Fresh buffers for the row kernel, laid out in one buffer: with the
 * compiled passes, a new instance's memory, where the read-only tables the
 * passes need are copied too. The declare shortcuts are worked out here for
 * a declare model. With `twin`, a second set of the per-row arrays (same
 * layout) is laid out beside the first for policy evaluation, returned as
 * `twin` (see policyKernel.ts).
 */
export function createRowScratch(data: KernelData, passesModule: PassesModule | null, requestedLanes: number = ROW_LANES, twin = false): RowScratch {
  // The compiled passes work eight lanes at a time.
  const lanes = Math.ceil(requestedLanes / 8) * 8;
  const outcomes = data.outcomeCount;
  const exports =
    passesModule === null
      ? null
      : (new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(passesModule, {}).exports as RowPasses & PassesMemory);
  const start = exports === null ? 0 : exports.memory.buffer.byteLength;
  let next = start;
  // Every array starts at a multiple of 16 bytes (two lanes), after the module's own memory if any.
  const reserve = (bytes: number): number => {
    const at = next;
    next += Math.ceil(bytes / 16) * 16;
    return at;
  };
  const at = rowLayout(data, lanes, reserve);
  const twinAt = twin ? rowLayout(data, lanes, reserve) : null;
  const tables = {
    addOrder: reserve(data.addOrder.byteLength),
    addStart: reserve(data.addStart.byteLength),
    addChild: reserve(data.addChild.byteLength),
    addProbability: reserve(data.addProbability.byteLength),
    addUniform: reserve(data.addUniform.byteLength),
    removeOrder: reserve(data.removeOrder.byteLength),
    removeStart: reserve(data.removeStart.byteLength),
    removeParent: reserve(data.removeParent.byteLength),
    classOf: reserve(data.classOf.byteLength),
    scoreIndex: reserve(data.scoreIndex.byteLength),
    outcomeProbability: reserve(data.outcomeProbability.byteLength),
    countOf: reserve(data.countOf.byteLength),
  };
  let buffer: ArrayBuffer;
  if (exports === null) buffer = new ArrayBuffer(next);
  else {
    exports.memory.grow(Math.ceil((next - start) / 65536));
    buffer = exports.memory.buffer;
    for (const [name, offset] of Object.entries(tables)) {
      const table = data[name as keyof typeof tables];
      new Uint8Array(buffer, offset, table.byteLength).set(new Uint8Array(table.buffer, table.byteOffset, table.byteLength));
    }
    exports.setup(
      lanes, at.keepers, at.most, at.best, at.top, at.bestNormal, at.bestHand, at.fillNormal, at.fillHand, at.expected,
      tables.addOrder, tables.addStart, tables.addChild, tables.addProbability, tables.addUniform, data.addOrder.length,
      tables.removeOrder, tables.removeStart, tables.removeParent, data.removeOrder.length,
      tables.classOf, tables.scoreIndex, data.classCount, tables.outcomeProbability, outcomes, at.open, data.rolls,
      at.chain, at.same, at.chainNow, tables.countOf, data.faceCount,
    );
    if (twinAt !== null) {
      exports.setupPolicy(
        twinAt.keepers, twinAt.most, twinAt.best, twinAt.top, twinAt.bestNormal, twinAt.bestHand, twinAt.fillNormal, twinAt.fillHand,
        twinAt.expected, twinAt.same, twinAt.chainNow,
      );
    }
  }
  const scratch = rowViews(data, lanes, buffer, at, exports);
  if (data.policy === 1) {
    scratch.declare = declareShortcuts(data, scratch);
    scratch.chain.set(scratch.declare.chain);
  }
  if (twinAt !== null) scratch.twin = { ...rowViews(data, lanes, buffer, twinAt, exports), declare: scratch.declare };
  return scratch;
}

/**
 * The value of filling each distinct score of category `category` (normal
 * and "from hand") for every lane, into `fillNormal` / `fillHand` at
 * `j * lanes + lane`. Mirrors the fill step of `turnValue`.
 */
export function rowFills(data: KernelData, values: RowValues, untracked: number, trackedMask: number, count: number, category: number, scratch: RowScratch): void {
  const lanes = scratch.lanes;
  const fillNormal = scratch.fillNormal;
  const fillHand = scratch.fillHand;
  const subtotals = scratch.subtotal;
  const stride = data.stride;
  const bit = data.bit[category] as number;
  const isTracked = data.tracked[category] === 1;
  const multiplier = data.multiplier[category] as number;
  const hands = multiplier === 1 ? 1 : 2;
  const end = data.distinctStart[category + 1] as number;
  const sameBase = (untracked | bit) * stride + (data.offset[trackedMask] as number) - (data.low[trackedMask] as number);
  const next = trackedMask | bit;
  const nextBase = untracked * stride + (data.offset[next] as number) - (data.low[next] as number);
  const lowCap = data.lowCap[next] as number;
  const highCap = data.highCap[next] as number;
  const ruleType = data.ruleType;
  // Filling the repeat bonus's category with a score above 0 sets its flag in the sheet after.
  const flagStep = category === data.repeatCategory ? data.repeatFlag * stride : 0;
  for (let j = data.distinctStart[category] as number; j < end; j++) {
    for (let hand = 0; hand < hands; hand++) {
      const score = (data.distinct[j] as number) * (hand === 1 ? multiplier : 1);
      const target = hand === 1 ? fillHand : fillNormal;
      const at = j * lanes;
      const flagged = flagStep !== 0 && score > 0 ? flagStep : 0;
      if (!isTracked) {
        for (let lane = 0; lane < count; lane++) target[at + lane] = score + valueAt(values, sameBase + flagged + (subtotals[lane] as number));
      } else if (next === data.fullTracked) {
        const after = valueAt(values, nextBase + flagged);
        for (let lane = 0; lane < count; lane++) {
          const sum = (subtotals[lane] as number) + score;
          let adjustment = 0;
          if (ruleType === 1) adjustment = sum >= data.ruleThreshold ? data.ruleBonus : 0;
          else if (ruleType === 2) adjustment = sum < 0 ? -data.rulePenalty : 0;
          else if (ruleType === 3) adjustment = sum > 0 ? data.ruleReward : sum < 0 ? -data.rulePenalty : 0;
          target[at + lane] = score + adjustment + after;
        }
      } else {
        for (let lane = 0; lane < count; lane++) {
          let sum = (subtotals[lane] as number) + score;
          if (sum < lowCap) sum = lowCap;
          if (sum > highCap) sum = highCap;
          target[at + lane] = score + valueAt(values, nextBase + flagged + sum);
        }
      }
      if (hands === 1) fillHand.set(fillNormal.subarray(at, at + count), at);
    }
  }
}

/** The best fill of each outcome class over the categories `open[from]` to `open[to - 1]`, from `fill` into `into`. */
export function rowBestFills(data: KernelData, hand: 0 | 1, from: number, to: number, count: number, scratch: RowScratch): void {
  if (scratch.passes !== null) {
    scratch.passes.bestFills(hand, from, to, (count + 7) >> 3);
    return;
  }
  const fill = hand === 1 ? scratch.fillHand : scratch.fillNormal;
  const into = hand === 1 ? scratch.bestHand : scratch.bestNormal;
  const lanes = scratch.lanes;
  const classCount = data.classCount;
  const scoreIndex = data.scoreIndex;
  into.fill(-Infinity);
  for (let position = from; position < to; position++) {
    const base = (scratch.open[position] as number) * classCount;
    for (let k = 0; k < classCount; k++) {
      const source = (scoreIndex[base + k] as number) * lanes;
      const target = k * lanes;
      for (let lane = 0; lane < count; lane++) {
        const value = fill[source + lane] as number;
        const current = into[target + lane] as number;
        into[target + lane] = value > current ? value : current;
      }
    }
  }
}

/** Copies the per-class values of `perClass` to every outcome of the class, into `best`. */
function gather(data: KernelData, perClass: Float64Array, best: Float64Array, count: number, lanes: number): void {
  const classOf = data.classOf;
  for (let o = 0; o < data.outcomeCount; o++) {
    const source = (classOf[o] as number) * lanes;
    const target = o * lanes;
    for (let lane = 0; lane < count; lane++) best[target + lane] = perClass[source + lane] as number;
  }
}

/**
 * The turn's roll layers from the per-class best fills (`bestNormal`, and
 * `bestHand` on the first roll when a category scores "from hand"): leaves
 * the values of the first roll's outcomes in `best`. Mirrors the
 * multiset branch of `turnValue`.
 */
export function rowLayers(data: KernelData, anyHand: boolean, count: number, scratch: RowScratch): void {
  if (scratch.passes !== null) {
    scratch.passes.layers(anyHand ? 1 : 0, (count + 7) >> 3);
    return;
  }
  const lanes = scratch.lanes;
  const outcomes = data.outcomeCount;
  const keepers = scratch.keepers;
  const most = scratch.most;
  const best = scratch.best;
  const addOrder = data.addOrder;
  const addStart = data.addStart;
  const addChild = data.addChild;
  const addProbability = data.addProbability;
  const addUniform = data.addUniform;
  const removeOrder = data.removeOrder;
  const removeStart = data.removeStart;
  const removeParent = data.removeParent;
  const rolls = data.rolls;
  for (let rollsLeft = 0; rollsLeft < rolls; rollsLeft++) {
    gather(data, rollsLeft !== rolls - 1 || !anyHand ? scratch.bestNormal : scratch.bestHand, best, count, lanes);
    if (rollsLeft > 0) {
      // keepers[0 … outcomes) hold the previous layer's outcome values.
      for (let i = 0; i < addOrder.length; i++) {
        const target = (addOrder[i] as number) * lanes;
        for (let lane = 0; lane < count; lane++) keepers[target + lane] = 0;
        const end = addStart[i + 1] as number;
        const scale = addUniform[i] as number;
        if (scale > 0) {
          for (let e = addStart[i] as number; e < end; e++) {
            const source = (addChild[e] as number) * lanes;
            for (let lane = 0; lane < count; lane++) keepers[target + lane] = (keepers[target + lane] as number) + (keepers[source + lane] as number);
          }
          for (let lane = 0; lane < count; lane++) keepers[target + lane] = (keepers[target + lane] as number) * scale;
        } else {
          for (let e = addStart[i] as number; e < end; e++) {
            const source = (addChild[e] as number) * lanes;
            const probability = addProbability[e] as number;
            for (let lane = 0; lane < count; lane++) keepers[target + lane] = (keepers[target + lane] as number) + probability * (keepers[source + lane] as number);
          }
        }
      }
      // Best hold: the best keeper below each keeper, one die fewer at a time; an outcome may not hold every die.
      for (let i = 0; i < removeOrder.length; i++) {
        const keeper = removeOrder[i] as number;
        const target = keeper * lanes;
        const isOutcome = keeper < outcomes;
        for (let lane = 0; lane < count; lane++) most[target + lane] = isOutcome ? -Infinity : (keepers[target + lane] as number);
        const end = removeStart[i + 1] as number;
        for (let e = removeStart[i] as number; e < end; e++) {
          const source = (removeParent[e] as number) * lanes;
          for (let lane = 0; lane < count; lane++) {
            const candidate = most[source + lane] as number;
            if (candidate > (most[target + lane] as number)) most[target + lane] = candidate;
          }
        }
        if (isOutcome) {
          for (let lane = 0; lane < count; lane++) {
            const candidate = most[target + lane] as number;
            if (candidate > (best[target + lane] as number)) best[target + lane] = candidate;
          }
        }
      }
    }
    keepers.set(best.subarray(0, outcomes * lanes));
  }
}

/** Σ over outcomes of probability × `source` per lane, in outcome order, into scratch.expected. */
function expectation(data: KernelData, fromTop: 0 | 1, count: number, scratch: RowScratch): void {
  if (scratch.passes !== null) {
    scratch.passes.expectation(fromTop, (count + 7) >> 3);
    return;
  }
  const source = fromTop === 1 ? scratch.top : scratch.best;
  const lanes = scratch.lanes;
  const expected = scratch.expected;
  const probability = data.outcomeProbability;
  for (let lane = 0; lane < count; lane++) expected[lane] = 0;
  for (let o = 0; o < data.outcomeCount; o++) {
    const p = probability[o] as number;
    const at = o * lanes;
    for (let lane = 0; lane < count; lane++) expected[lane] = (expected[lane] as number) + p * (source[at + lane] as number);
  }
}

/**
 * The declare shortcuts. Both follow from the declared category being the
 * only one the turn can fill:
 * - a category outside the tracked section adds its score to the value of
 *   one and the same sheet whatever it scores, so the best re-rolls aimed at
 *   it do not depend on the sheet: its chain (the best expected score after
 *   the first roll) is worked out once, and a state adds the sheet's value;
 * - a tracked category scored by how many dice show one face f (one group of
 *   identical dice) depends on the dice only through that count n: the
 *   other faces are interchangeable, so the turn is a chain over n = 0 … dice,
 *   re-rolling a of the n dice showing f and b of the others, after which
 *   n − a + Binomial(a + b, P(f)) show f.
 */
export function declareShortcuts(data: KernelData, scratch: RowScratch): DeclareShortcuts {
  const outcomes = data.outcomeCount;
  const categories = data.categoryCount;
  const chain = new Float64Array(categories * outcomes).fill(Number.NaN);
  const anyHand = data.multiplier.some((value) => value !== 1);
  // Untracked categories: the turn with this category alone and nothing after it, so a fill is worth its score.
  for (let category = 0; category < categories; category++) {
    if (data.tracked[category] === 1) continue;
    const multiplier = data.multiplier[category] as number;
    for (let j = data.distinctStart[category] as number; j < (data.distinctStart[category + 1] as number); j++) {
      scratch.fillNormal[j * scratch.lanes] = data.distinct[j] as number;
      scratch.fillHand[j * scratch.lanes] = (data.distinct[j] as number) * multiplier;
    }
    scratch.open[0] = category;
    rowBestFills(data, 0, 0, 1, 1, scratch);
    rowBestFills(data, 1, 0, 1, 1, scratch);
    rowLayers(data, anyHand, 1, scratch);
    for (let o = 0; o < outcomes; o++) chain[category * outcomes + o] = scratch.best[o * scratch.lanes] as number;
  }
  return { chain, ...countCategories(data) };
}

/** The count categories of a model (see {@link CountCategories}). */
export function countCategories(data: KernelData): CountCategories {
  const outcomes = data.outcomeCount;
  const categories = data.categoryCount;
  const oneGroup = data.countOf.length > 0;
  const faceCount = data.faceCount;
  const dice = data.diceCount;
  const width = dice + 1;
  const countFace = new Int32Array(categories).fill(-1);
  const countScore = new Int32Array(categories * width);
  if (oneGroup) {
    for (let category = 0; category < categories; category++) {
      if (data.tracked[category] !== 1 || data.multiplier[category] !== 1) continue;
      for (let face = 0; face < faceCount && countFace[category] === -1; face++) {
        const byCount = new Int32Array(width).fill(-1);
        let ok = true;
        for (let o = 0; o < outcomes && ok; o++) {
          const n = data.countOf[o * faceCount + face] as number;
          const index = data.scoreIndex[category * data.classCount + (data.classOf[o] as number)] as number;
          if (byCount[n] === -1) byCount[n] = index;
          else if (data.distinct[byCount[n] as number] !== data.distinct[index]) ok = false;
        }
        if (ok && byCount.every((index) => index >= 0)) {
          countFace[category] = face;
          countScore.set(byCount, category * width);
        }
      }
    }
  }
  const binomial = new Float64Array(faceCount * width * width);
  for (let face = 0; face < faceCount && oneGroup; face++) {
    const p = data.faceProbability[face] as number;
    for (let m = 0; m <= dice; m++) {
      let coefficient = 1;
      for (let t = 0; t <= m; t++) {
        binomial[face * width * width + m * width + t] = coefficient * power(p, t) * power(1 - p, m - t);
        coefficient = (coefficient * (m - t)) / (t + 1);
      }
    }
  }
  return { countFace, countScore, countOf: data.countOf, binomial, faceCount, diceCount: dice };
}

/**
 * `base` to a small whole `exponent`, by repeated multiplication: every
 * engine rounds it alike, where `**` (Math.pow) may differ in the last bit
 * between JavaScript engines, so values worked out in a browser would not be
 * Node's.
 */
function power(base: number, exponent: number): number {
  let result = 1;
  for (let time = 0; time < exponent; time++) result *= base;
  return result;
}

/** The count chain of a tracked category scored by face `face`'s count: its value after the first roll for n = 0 … dice, per lane, in chainNow. */
function countChain(data: KernelData, shortcuts: DeclareShortcuts, category: number, face: number, count: number, scratch: RowScratch): Float64Array {
  const lanes = scratch.lanes;
  const dice = shortcuts.diceCount;
  const width = dice + 1;
  const fill = scratch.chainFill;
  for (let n = 0; n <= dice; n++) {
    const source = (shortcuts.countScore[category * width + n] as number) * lanes;
    for (let lane = 0; lane < count; lane++) fill[n * lanes + lane] = scratch.fillNormal[source + lane] as number;
  }
  let current = scratch.chainNow;
  let next = scratch.chainNext;
  current.set(fill.subarray(0, width * lanes));
  const binomial = shortcuts.binomial;
  const faceBase = face * width * width;
  for (let left = 1; left < data.rolls; left++) {
    for (let lane = 0; lane < count; lane++) {
      let monotone = true;
      for (let n = 1; n <= dice; n++) if ((fill[n * lanes + lane] as number) < (fill[(n - 1) * lanes + lane] as number)) monotone = false;
      for (let n = 0; n <= dice; n++) {
        let best = fill[n * lanes + lane] as number;
        if (monotone) {
          // With values rising in n, keeping every die showing the face and re-rolling the rest is best.
          const m = dice - n;
          if (m > 0) {
            let sum = 0;
            for (let t = 0; t <= m; t++) sum += (binomial[faceBase + m * width + t] as number) * (current[(n + t) * lanes + lane] as number);
            if (sum > best) best = sum;
          }
        } else {
          // Re-roll a of the n dice showing the face and b of the others.
          for (let a = 0; a <= n; a++) {
            for (let b = 0; b <= dice - n; b++) {
              const m = a + b;
              if (m === 0) continue;
              let sum = 0;
              for (let t = 0; t <= m; t++) sum += (binomial[faceBase + m * width + t] as number) * (current[(n - a + t) * lanes + lane] as number);
              if (sum > best) best = sum;
            }
          }
        }
        next[n * lanes + lane] = best;
      }
    }
    const swap = current;
    current = next;
    next = swap;
  }
  if (current !== scratch.chainNow) scratch.chainNow.set(current);
  return scratch.chainNow;
}

/**
 * The declare policy at the start of a turn: for each first roll, the best
 * category to declare, each valued by the turn aimed at it alone. Leaves
 * the expectation per lane in scratch.expected.
 */
function declareRow(
  data: KernelData,
  values: RowValues,
  untracked: number,
  trackedMask: number,
  count: number,
  openCount: number,
  scratch: RowScratch,
  declareValues: (Float64Array | null)[] | null,
): void {
  const lanes = scratch.lanes;
  const outcomes = data.outcomeCount;
  const top = scratch.top;
  const best = scratch.best;
  const shortcuts = scratch.declare as DeclareShortcuts;
  const anyHand = data.multiplier.some((value) => value !== 1);
  const passes = scratch.passes;
  const octets = (count + 7) >> 3;
  if (passes !== null) passes.resetTop(octets);
  else top.fill(-Infinity);
  for (let position = 0; position < openCount; position++) {
    const category = scratch.open[position] as number;
    const face = shortcuts.countFace[category] as number;
    if (data.tracked[category] !== 1) {
      // The sheet after it, whatever it scores: the same row with its bit set.
      const sameBase = (untracked | (data.bit[category] as number)) * data.stride + (data.offset[trackedMask] as number) - (data.low[trackedMask] as number);
      const same = scratch.same;
      for (let lane = 0; lane < count; lane++) same[lane] = valueAt(values, sameBase + (scratch.subtotal[lane] as number));
      const chain = shortcuts.chain;
      if (declareValues !== null) {
        const value = (declareValues[category] ??= new Float64Array(outcomes));
        for (let o = 0; o < outcomes; o++) value[o] = (chain[category * outcomes + o] as number) + (same[0] as number);
      }
      if (passes !== null) {
        passes.mergeChain(category, octets);
        continue;
      }
      for (let o = 0; o < outcomes; o++) {
        const add = chain[category * outcomes + o] as number;
        const at = o * lanes;
        for (let lane = 0; lane < count; lane++) {
          const value = add + (same[lane] as number);
          if (value > (top[at + lane] as number)) top[at + lane] = value;
        }
      }
      continue;
    }
    rowFills(data, values, untracked, trackedMask, count, category, scratch);
    if (face >= 0) {
      const chain = countChain(data, shortcuts, category, face, count, scratch);
      if (declareValues !== null) {
        const value = (declareValues[category] ??= new Float64Array(outcomes));
        for (let o = 0; o < outcomes; o++) value[o] = chain[(shortcuts.countOf[o * shortcuts.faceCount + face] as number) * lanes] as number;
      }
      if (passes !== null) {
        passes.mergeCount(face, octets);
        continue;
      }
      const countOf = shortcuts.countOf;
      for (let o = 0; o < outcomes; o++) {
        const source = (countOf[o * shortcuts.faceCount + face] as number) * lanes;
        const at = o * lanes;
        for (let lane = 0; lane < count; lane++) {
          const value = chain[source + lane] as number;
          if (value > (top[at + lane] as number)) top[at + lane] = value;
        }
      }
      continue;
    }
    scratch.open[openCount] = category;
    rowBestFills(data, 0, openCount, openCount + 1, count, scratch);
    if (anyHand) rowBestFills(data, 1, openCount, openCount + 1, count, scratch);
    rowLayers(data, anyHand, count, scratch);
    if (declareValues !== null) {
      const value = (declareValues[category] ??= new Float64Array(outcomes));
      for (let o = 0; o < outcomes; o++) value[o] = best[o * lanes] as number;
    }
    if (scratch.passes !== null) scratch.passes.mergeTop((count + 7) >> 3);
    else {
      for (let o = 0; o < outcomes; o++) {
        const at = o * lanes;
        for (let lane = 0; lane < count; lane++) if ((best[at + lane] as number) > (top[at + lane] as number)) top[at + lane] = best[at + lane] as number;
      }
    }
  }
  expectation(data, 1, count, scratch);
}

/**
 * The values of the sheet states (untracked, trackedMask) with the subtotals
 * of `scratch.subtotal[0 … count − 1]` (at most the scratch's lanes, any
 * subtotals of the row), into `scratch.expected`, from `values`, which must
 * hold every state with one more category filled: a dense table, or a
 * compact one read through `at`. Under the declare policy, `declareValues`
 * (advice) receives for each open category the first lane's value of
 * declaring it after each first roll.
 */
export function rowBlock(
  data: KernelData,
  values: RowValues,
  untracked: number,
  trackedMask: number,
  count: number,
  scratch: RowScratch,
  declareValues: (Float64Array | null)[] | null = null,
): void {
  let openCount = 0;
  let openBits = 0;
  let anyHand = false;
  for (let category = 0; category < data.categoryCount; category++) {
    const bit = data.bit[category] as number;
    if ((data.tracked[category] === 1 ? trackedMask : untracked) & bit) continue;
    scratch.open[openCount++] = category;
    openBits |= 1 << category;
    if (data.multiplier[category] !== 1) anyHand = true;
  }
  if (data.policy === 1) {
    declareRow(data, values, untracked, trackedMask, count, openCount, scratch, declareValues);
    return;
  }
  const last = data.policy === 2 ? 1 : openCount;
  for (let position = 0; position < last; position++) rowFills(data, values, untracked, trackedMask, count, scratch.open[position] as number, scratch);
  rowBestFills(data, 0, 0, last, count, scratch);
  if (anyHand) rowBestFills(data, 1, 0, last, count, scratch);
  if (data.repeatClasses.length > 0 && repeatBestFills(data, untracked, openBits, scratch.fillNormal, scratch.bestNormal, scratch.lanes, count) && anyHand) {
    repeatBestFills(data, untracked, openBits, scratch.fillHand, scratch.bestHand, scratch.lanes, count);
  }
  rowLayers(data, anyHand, count, scratch);
  expectation(data, 0, count, scratch);
}

/**
 * Computes lanes `first` to `first + count − 1` of the row of sheet states
 * (untracked, trackedMask): the states with subtotals low[trackedMask] +
 * first …, into `values`, which must hold every state with one more category filled.
 */
export function solveRowBlock(data: KernelData, values: Float64Array, untracked: number, trackedMask: number, first: number, count: number, scratch: RowScratch): void {
  const low = data.low[trackedMask] as number;
  for (let lane = 0; lane < count; lane++) scratch.subtotal[lane] = low + first + lane;
  rowBlock(data, values, untracked, trackedMask, count, scratch);
  const base = untracked * data.stride + (data.offset[trackedMask] as number) + first;
  for (let lane = 0; lane < count; lane++) values[base + lane] = scratch.expected[lane] as number;
}

/** Computes every state of the rows `rows[from]` to `rows[to − 1]` (pairs untracked, trackedMask in `rows`). */
export function solveRows(data: KernelData, values: Float64Array, rows: Int32Array, from: number, to: number, scratch: RowScratch): void {
  for (let row = from; row < to; row++) {
    const untracked = rows[2 * row] as number;
    const trackedMask = rows[2 * row + 1] as number;
    const length = data.rowLength[trackedMask] as number;
    for (let first = 0; first < length; first += scratch.lanes) {
      solveRowBlock(data, values, untracked, trackedMask, first, Math.min(scratch.lanes, length - first), scratch);
    }
  }
}
