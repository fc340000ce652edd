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
 * A turn is one composition of named passes ({@link rowTurn}) over the
 * values it reads ({@link RowTables}): one table for a solve or advice, two
 * side by side for a policy evaluation (policyKernel.ts). The passes are
 * the compiled ones (wasm/rowPasses.ts) or the JavaScript ones
 * (rowPassesJs.ts), chosen once when a scratch is made.
 *
 * Per lane the arithmetic is the one of `turnValue` in solverKernel.ts, in the
 * same order, so the any and ordered policies give the same values bit for
 * bit. The declare policy adds two exact shortcuts (see {@link declareShortcuts}).
 */
import type { PassesMemory, PassesModule, WebAssemblyApi } from "./productPasses";
import { createJsRowPasses } from "./rowPassesJs";
import { repeatBestFills, type KernelData } from "./solverKernel";
import { sectionAdjustment } from "../../scoring/Section";

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

/**
 * The passes of a turn over a row block, working in place on a row
 * scratch's buffers: wasm/rowPasses.ts's compiled ones, or rowPassesJs.ts's.
 * Each works on the first 8 × `octets` lanes.
 */
export interface RowPasses {
  /** The best fill of each outcome class over open[from] … open[to − 1], from fillNormal / fillHand (hand 1) into bestNormal / bestHand. */
  bestFills(hand: number, from: number, to: number, octets: number): void;
  /** The turn's roll layers from the per-class best fills: the first roll's outcome values into best. */
  layers(anyHand: number, octets: number): void;
  /** top = max(top, best). */
  mergeTop(octets: number): void;
  /** top = −∞. */
  resetTop(octets: number): void;
  /** top = max(top, the untracked category's chain + same), the declare shortcut of such a category. */
  mergeChain(category: number, octets: number): void;
  /** top = max(top, chainNow at each outcome's count of the face), the declare shortcut of a count category. */
  mergeCount(face: number, octets: number): void;
  /** Σ over outcomes of probability × best (fromTop 0) or top (1), in outcome order, into expected. */
  expectation(fromTop: number, octets: number): void;
}

/** The compiled passes' own entry points besides the passes: where the arrays are, and the policy evaluation's (see policyKernel.ts). */
export type CompiledRowPasses = RowPasses & PassesMemory & { setupPolicy(...offsets: number[]): void };

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
  /** The passes over these buffers: the compiled ones where WebAssembly with SIMD runs, else the JavaScript ones. */
  readonly passes: RowPasses;
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
function rowViews(data: KernelData, lanes: number, buffer: ArrayBuffer, offsets: RowLayout, exports: CompiledRowPasses | null): RowScratch {
  const lengths = rowLengths(data, lanes);
  const views = {} as Record<keyof RowLayout, Float64Array>;
  for (const name of Object.keys(lengths) as (keyof RowLayout)[]) views[name] = new Float64Array(buffer, offsets[name], name === "open" ? 0 : lengths[name]);
  const scratch: { -readonly [K in keyof RowScratch]: RowScratch[K] } = {
    ...views,
    lanes,
    open: new Int32Array(buffer, offsets.open, lengths.open),
    subtotal: new Int32Array(lanes),
    chainNext: new Float64Array(lengths.chainNow),
    chainFill: new Float64Array(lengths.chainNow),
    passes: exports as RowPasses,
    declare: null,
    twin: null,
  };
  if (exports === null) scratch.passes = createJsRowPasses(data, scratch);
  return scratch;
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
      : (new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(passesModule, {}).exports as CompiledRowPasses);
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
          target[at + lane] = score + sectionAdjustment(data.rule, (subtotals[lane] as number) + score) + after;
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
    scratch.passes.bestFills(0, 0, 1, 1);
    scratch.passes.bestFills(1, 0, 1, 1);
    scratch.passes.layers(anyHand ? 1 : 0, 1);
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
 * What a row turn reads besides its passes: the values of the sheets one
 * category further on, from one table (a solve, advice) or two side by side
 * (a policy evaluation, see policyKernel.ts), into the row scratches the
 * passes work on.
 */
export interface RowTables {
  /** The passes over the turn's buffers. */
  readonly passes: RowPasses;
  /** The fill values of `category` for the block's lanes (see {@link rowFills}). */
  fills(category: number): void;
  /** The repeat bonus's best fills of `hand` (see repeatBestFills); whether the bonus applies to this sheet. */
  repeat(hand: 0 | 1, openBits: number): boolean;
  /** Declare: the values of the block's sheets after filling the untracked `category`, into `same`. */
  same(category: number): void;
  /** Declare: the count chain of the tracked `category` scored by the count of `face`, into `chainNow`. */
  countChain(category: number, face: number): void;
}

/** The tables of a solve or of advice: `values`, read through the row scratch itself. */
function solveTables(data: KernelData, values: RowValues, untracked: number, trackedMask: number, count: number, scratch: RowScratch): RowTables {
  return {
    passes: scratch.passes,
    fills: (category) => rowFills(data, values, untracked, trackedMask, count, category, scratch),
    repeat: (hand, openBits) =>
      repeatBestFills(data, untracked, openBits, hand === 1 ? scratch.fillHand : scratch.fillNormal, hand === 1 ? scratch.bestHand : scratch.bestNormal, scratch.lanes, count),
    same: (category) => sameRow(data, values, untracked, trackedMask, count, category, scratch),
    countChain: (category, face) => countChain(data, scratch.declare as DeclareShortcuts, category, face, count, scratch),
  };
}

/** The values of the block's sheets (subtotals in scratch.subtotal) after filling the untracked `category`, whatever it scores: the same row with its bit set, into scratch.same. */
export function sameRow(data: KernelData, values: RowValues, untracked: number, trackedMask: number, count: number, category: number, scratch: RowScratch): void {
  const sameBase = (untracked | (data.bit[category] as number)) * data.stride + (data.offset[trackedMask] as number) - (data.low[trackedMask] as number);
  for (let lane = 0; lane < count; lane++) scratch.same[lane] = valueAt(values, sameBase + (scratch.subtotal[lane] as number));
}

/**
 * The declare policy at the start of a turn: for each first roll, the best
 * category to declare, each valued by the turn aimed at it alone, into top.
 * Under advice, `declareValues` receives for each open category the first
 * lane's value of declaring it after each first roll.
 */
function declareTop(data: KernelData, tables: RowTables, openCount: number, count: number, scratch: RowScratch, declareValues: (Float64Array | null)[] | null): void {
  const lanes = scratch.lanes;
  const outcomes = data.outcomeCount;
  const shortcuts = scratch.declare as DeclareShortcuts;
  const anyHand = data.multiplier.some((value) => value !== 1);
  const passes = tables.passes;
  const octets = (count + 7) >> 3;
  /** The first lane's values of declaring `category`, by outcome, from `read`. */
  const record = (category: number, read: (o: number) => number): void => {
    if (declareValues === null) return;
    const value = (declareValues[category] ??= new Float64Array(outcomes));
    for (let o = 0; o < outcomes; o++) value[o] = read(o);
  };
  passes.resetTop(octets);
  for (let position = 0; position < openCount; position++) {
    const category = scratch.open[position] as number;
    const face = shortcuts.countFace[category] as number;
    if (data.tracked[category] !== 1) {
      tables.same(category);
      record(category, (o) => (shortcuts.chain[category * outcomes + o] as number) + (scratch.same[0] as number));
      passes.mergeChain(category, octets);
      continue;
    }
    tables.fills(category);
    if (face >= 0) {
      tables.countChain(category, face);
      record(category, (o) => scratch.chainNow[(shortcuts.countOf[o * shortcuts.faceCount + face] as number) * lanes] as number);
      passes.mergeCount(face, octets);
      continue;
    }
    scratch.open[openCount] = category;
    passes.bestFills(0, openCount, openCount + 1, octets);
    if (anyHand) passes.bestFills(1, openCount, openCount + 1, octets);
    passes.layers(anyHand ? 1 : 0, octets);
    record(category, (o) => scratch.best[o * lanes] as number);
    passes.mergeTop(octets);
  }
}

/**
 * One turn of a row block: the expected points of the sheet states
 * (untracked, trackedMask) with the subtotals of `scratch.subtotal[0 …
 * count − 1]`, from what `tables` reads, left by the passes' expectation
 * (in `scratch.expected` for a solve). Under the declare policy,
 * `declareValues` (advice) receives each open category's first-lane values
 * (see {@link declareTop}).
 */
export function rowTurn(
  data: KernelData,
  tables: RowTables,
  untracked: number,
  trackedMask: number,
  count: number,
  scratch: RowScratch,
  declareValues: (Float64Array | null)[] | null,
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
  const passes = tables.passes;
  const octets = (count + 7) >> 3;
  if (data.policy === 1) {
    declareTop(data, tables, openCount, count, scratch, declareValues);
    passes.expectation(1, octets);
    return;
  }
  const last = data.policy === 2 ? 1 : openCount;
  for (let position = 0; position < last; position++) tables.fills(scratch.open[position] as number);
  passes.bestFills(0, 0, last, octets);
  if (anyHand) passes.bestFills(1, 0, last, octets);
  if (data.repeatClasses.length > 0 && tables.repeat(0, openBits) && anyHand) tables.repeat(1, openBits);
  passes.layers(anyHand ? 1 : 0, octets);
  passes.expectation(0, octets);
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
  rowTurn(data, solveTables(data, values, untracked, trackedMask, count, scratch), untracked, trackedMask, count, scratch, declareValues);
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
