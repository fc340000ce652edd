/**
 * The solver's inner loops, over plain typed arrays: one turn of a sheet
 * state (turnValue) and a run of states (solveStates), run on the calling
 * thread or by the worker threads (node/solveWorker.ts).
 */
import { sectionAdjustment, type SectionRule } from "../../scoring/Section";

/** Everything the kernel reads: the roll space, score tables and the sheet-state layout of one stage policy. */
export interface KernelData {
  readonly rolls: number;
  readonly outcomeCount: number;
  readonly keeperCount: number;
  readonly categoryCount: number;
  readonly outcomeProbability: Float64Array;
  readonly addOrder: Int32Array;
  readonly addStart: Int32Array;
  readonly addChild: Int32Array;
  readonly addProbability: Float64Array;
  /** 1/faces when a keeper's average is over equally likely faces (then addProbability is not read), else 0. */
  readonly addUniform: Float64Array;
  readonly removeOrder: Int32Array;
  readonly removeStart: Int32Array;
  readonly removeParent: Int32Array;
  /** 1 when every die is distinct: keepers then use the dense product layout below instead of the lists. */
  readonly product: number;
  /** Product layout: per die, faces + 1 slots (slot 0 = rolled), the stride of each die, face probabilities. */
  readonly dimSize: Int32Array;
  readonly dimStride: Int32Array;
  readonly dimProbability: Float64Array;
  readonly dimProbabilityStart: Int32Array;
  /** Product layout: the slot of each outcome. */
  readonly outcomePosition: Int32Array;
  /** Outcomes with the same score in every category form a class; fills are worked out per class. */
  readonly classCount: number;
  readonly classOf: Int32Array;
  /** scoreIndex[c * classCount + class]: index into distinct (absolute) of category c's score on that class. */
  readonly scoreIndex: Int32Array;
  readonly distinct: Float64Array;
  readonly distinctStart: Int32Array;
  /** The "from hand" multiplier of each category (1 when none). */
  readonly multiplier: Float64Array;
  /** 1 when the category belongs to the section whose subtotal is tracked. */
  readonly tracked: Uint8Array;
  /** The category's bit in the tracked mask or the untracked mask. */
  readonly bit: Int32Array;
  readonly fullTracked: number;
  /** Dense layout: index = untracked * stride + offset[tracked] + subtotal - low[tracked]. */
  readonly stride: number;
  readonly offset: Int32Array;
  readonly low: Int32Array;
  readonly lowCap: Int32Array;
  readonly highCap: Int32Array;
  /** The tracked section's rule, applied (by sectionAdjustment) once its last category is filled. */
  readonly rule: SectionRule | undefined;
  /** 0 any, 1 declare, 2 ordered. */
  readonly policy: number;
  readonly stateUntracked: Int32Array;
  readonly stateTracked: Int32Array;
  readonly stateSubtotal: Int32Array;
  /** Subtotals from low[mask] to low[mask] + rowLength[mask] − 1 are laid out for each tracked mask (a row of the row kernel). */
  readonly rowLength: Int32Array;
  readonly diceCount: number;
  /** One group of identical dice only (else empty): their faces' probabilities and countOf[o * faceCount + f], the dice of outcome o showing face f. */
  readonly faceCount: number;
  readonly faceProbability: Float64Array;
  readonly countOf: Uint8Array;
  /** The repeat bonus's category, or -1; its flag (an untracked bit: the category holds a score above 0), or 0; the bonus. */
  readonly repeatCategory: number;
  readonly repeatFlag: number;
  readonly repeatBonus: number;
  /** The outcome classes qualifying for the repeat bonus, and the outcomes of those classes. */
  readonly repeatClasses: Int32Array;
  readonly repeatOutcomes: Int32Array;
  /** repeatFills[r << categoryCount | filled]: the categories a joker roll of class repeatClasses[r] may fill (bits; bit 24: fixed scores apply), or -1 (see solverModel.ts). */
  readonly repeatFills: Int32Array;
  /** jokerScore[c]: the index into distinct of the joker's fixed score in category c, or -1. */
  readonly jokerScore: Int32Array;
}

/**
 * The product-layout passes, compiled to WebAssembly (wasm/productPasses.ts)
 * or in JavaScript (productPassesJs.ts) where WebAssembly does not run,
 * working in place on a scratch's buffers (with the compiled passes, views of
 * the module's memory). The outcomes' values live in their keeper slots, and their fills
 * in the same slots of `fillSlots`. Every sum adds the same terms in the
 * same order as the kernel's own loops and every maximum is over the same
 * values, so the results are the same bit for bit (figures in the package
 * README, bench/solverPasses.bench.ts).
 */
export interface ProductPasses {
  /** Averages each die out of the keepers: the expectation pass. */
  expect(): void;
  /** The best hold of each outcome, merged with its fill (in `fillSlots`) into the outcome's keeper slot. */
  hold(): void;
  /** Writes the fills (in `fillSlots`) into the outcomes' keeper slots. */
  scatter(): void;
  /** Copies the outcomes' values from their keeper slots into `best`. */
  gather(): void;
  /**
   * The best fill of each outcome over the categories `open[first]` to
   * `open[last - 1]`, normal (hand 0) or "from hand" (hand 1): per class into
   * `bestNormal` or `bestHand`, per outcome into `fillSlots`.
   */
  bestFills(hand: number, first: number, last: number): void;
  /** The expectation over the first roll of the outcomes' values in keepers (fromTop 0) or of `top` (1), summed in outcome order. */
  expected(fromTop: number): number;
}

/** Reusable buffers for {@link turnValue}. */
export interface KernelScratch {
  readonly values: Float64Array;
  readonly keepers: Float64Array;
  readonly best: Float64Array;
  /** Distinct dice: the product-layout passes (compiled, or their JavaScript twin); identical dice: null. */
  readonly passes: ProductPasses | null;
  readonly top: Float64Array;
  readonly bestNormal: Float64Array;
  /** bestNormal per outcome (not per class): gathered once a turn, copied into best on every roll that uses it. */
  readonly outcomeNormal: Float64Array;
  readonly bestHand: Float64Array;
  readonly fillNormal: Float64Array;
  readonly fillHand: Float64Array;
  readonly open: Int32Array;
  /** Distinct dice: each outcome's fill in its keeper slot (the other slots unused); else empty. */
  readonly fillSlots: Float64Array;
  /** Per score index j and hand h, at 2j + h: the dense index of the sheet a fill reaches, the points it adds, and that sheet's value. */
  readonly fillAt: Float64Array;
  readonly fillPoints: Float64Array;
  readonly fillRead: Float64Array;
  /**
   * Identical dice under the declare policy: the turn of a sheet state whose
   * category is still to declare, by the row kernel's exact declare
   * shortcuts on one lane (see rowKernel.ts), each category's values after
   * the first roll into `declareValues` when given; else null.
   */
  readonly declareTurn: ((values: TurnValues, untracked: number, trackedMask: number, subtotal: number, declareValues: (Float64Array | null)[] | null) => number) | null;
}

/**
 * The values of the states one category further on that a turn reads: a
 * dense table, or one read through `at` (a compact table's, advice only),
 * which may also read many at once (`gather`: into[i] = the value at
 * indices[i], for i below count), working out together the states it does
 * not store.
 */
export type TurnValues = Float64Array | { at(index: number): number | undefined; gather?(indices: Float64Array, count: number, into: Float64Array): void };

/** What {@link turnValue} records for advice: keeper values per rolls-left layer and fill values. */
export interface KernelRecord {
  /** keeperValues[r][k]: expected future points holding keeper k and rolling with r rolls left (r >= 1). */
  keeperValues: Float64Array[];
  /** The value of filling category c with score index j: normal and from hand. */
  fillNormal: Float64Array;
  fillHand: Float64Array;
  /** declareValues[c][o] after the first roll (declare policy): the value of declaring c. */
  declareValues: (Float64Array | null)[];
}

/**
 * The expected future points of one sheet state at the start of a turn,
 * playing optimally; `values` holds every state with one more category filled.
 * A composition of named passes: the fill values, then per chain (one, or one
 * per open category when declaring) the roll layers of the dice layout, then
 * the expectation over the first roll.
 */
export function turnValue(
  data: KernelData,
  values: TurnValues,
  untracked: number,
  trackedMask: number,
  subtotal: number,
  declared: number,
  scratch: KernelScratch,
  record: KernelRecord | null,
): number {
  return playTurn(data, values, untracked, trackedMask, subtotal, declared, scratch, record, "value");
}

/**
 * What advice reads of one turn into `record`: {@link turnValue}'s fill and
 * keeper values, without what only the turn's value needs (each outcome's
 * best hold after the first roll and the expectation over that roll), unless
 * the turn declares, whose choices compare the values after the first roll.
 * The values recorded are the same bit for bit.
 */
export function recordTurn(
  data: KernelData,
  values: TurnValues,
  untracked: number,
  trackedMask: number,
  subtotal: number,
  declared: number,
  scratch: KernelScratch,
  record: KernelRecord,
): void {
  playTurn(data, values, untracked, trackedMask, subtotal, declared, scratch, record, "decisions");
}

/** {@link turnValue} and {@link recordTurn}: with `need` "decisions", the turn's value is not worked out (NaN) unless it declares. */
function playTurn(
  data: KernelData,
  values: TurnValues,
  untracked: number,
  trackedMask: number,
  subtotal: number,
  declared: number,
  scratch: KernelScratch,
  record: KernelRecord | null,
  need: "value" | "decisions",
): number {
  const openCount = fillValues(data, values, untracked, trackedMask, subtotal, scratch);
  if (record !== null) {
    fitRecord(record, data, scratch);
    record.fillNormal.set(scratch.fillNormal);
    record.fillHand.set(scratch.fillHand);
  }
  // After the fills: reading them gathers the sheets one category further on, so a compact table works out the ones
  // it leaves out a row at a time, which the row kernel's declare shortcuts then read one by one.
  if (data.policy === 1 && declared < 0 && scratch.declareTurn !== null) {
    return scratch.declareTurn(values, untracked, trackedMask, subtotal, record === null ? null : record.declareValues);
  }
  const open = scratch.open;
  let openBits = 0;
  let anyHand = false;
  for (let position = 0; position < openCount; position++) {
    const category = open[position] as number;
    openBits |= 1 << category;
    if (data.multiplier[category] !== 1) anyHand = true;
  }
  const passes = scratch.passes;
  const top = scratch.top;
  const best = scratch.best;
  // Declare: one chain per open category, the best after the first roll; otherwise one chain.
  const chains = data.policy === 1 && declared < 0 ? openCount : 1;
  const declaring = record !== null && data.policy === 1 && declared < 0;
  // The first roll's best holds: what a turn is worth, and what its declarations compare.
  const firstHolds = need === "value" || declaring || chains > 1;
  if (chains > 1) top.fill(-Infinity);
  for (let chain = 0; chain < chains; chain++) {
    let first = 0;
    let last = openCount;
    let only = -1;
    if (declared >= 0) only = declared;
    else if (data.policy === 1) only = open[chain] as number;
    else if (data.policy === 2) last = 1;
    if (only >= 0) {
      open[openCount] = only;
      first = openCount;
      last = openCount + 1;
    }
    // Declaring reads each chain's values after the first roll only: no chain is recorded, even when one category is open.
    const recording = chains === 1 && !declaring ? record : null;
    const turn: ChainTurn = { untracked, openBits, anyHand, first, last, firstHolds };
    if (passes === null) multisetChain(data, turn, scratch, recording);
    else {
      productChain(data, turn, passes, scratch, recording);
      if (declaring || chains > 1) passes.gather();
    }
    if (declaring) record.declareValues[open[chain] as number] = best.slice();
    if (chains > 1) for (let o = 0; o < data.outcomeCount; o++) if ((best[o] as number) > (top[o] as number)) top[o] = best[o] as number;
  }
  if (!firstHolds) return NaN;
  if (passes !== null) return passes.expected(chains > 1 ? 1 : 0);
  const final = chains > 1 ? top : best;
  let expected = 0;
  const probability = data.outcomeProbability;
  for (let o = 0; o < data.outcomeCount; o++) expected += (probability[o] as number) * (final[o] as number);
  return expected;
}

/**
 * One chain of a turn: the sheet state's open categories, those the chain may
 * fill (open[first] to open[last − 1]), and whether the outcomes' best holds
 * after the first roll are worked out.
 */
interface ChainTurn {
  readonly untracked: number;
  readonly openBits: number;
  readonly anyHand: boolean;
  readonly first: number;
  readonly last: number;
  readonly firstHolds: boolean;
}

/**
 * The value of filling each open category with each of its scores, normal
 * into scratch.fillNormal and "from hand" into scratch.fillHand (by score
 * index), from the states one category further on; lists the open
 * categories in scratch.open and returns how many there are.
 */
function fillValues(data: KernelData, values: TurnValues, untracked: number, trackedMask: number, subtotal: number, scratch: KernelScratch): number {
  const { fillNormal, fillHand, open, fillAt, fillPoints, fillRead } = scratch;
  const { openCount, reads } = fillTargets(data, untracked, trackedMask, subtotal, scratch);
  // Exact tables are read directly; a compact one (advice only) through gather or at().
  if (values instanceof Float64Array) for (let slot = 0; slot < reads; slot++) fillRead[slot] = values[fillAt[slot] as number] as number;
  else if (values.gather !== undefined) values.gather(fillAt, reads, fillRead);
  else for (let slot = 0; slot < reads; slot++) fillRead[slot] = values.at(fillAt[slot] as number) as number;
  let slot = 0;
  for (let position = 0; position < openCount; position++) {
    const category = open[position] as number;
    const hands = data.multiplier[category] === 1 ? 1 : 2;
    const end = data.distinctStart[category + 1] as number;
    for (let j = data.distinctStart[category] as number; j < end; j++) {
      fillNormal[j] = (fillPoints[slot] as number) + (fillRead[slot] as number);
      fillHand[j] = hands === 1 ? (fillNormal[j] as number) : (fillPoints[slot + 1] as number) + (fillRead[slot + 1] as number);
      slot += hands;
    }
  }
  return openCount;
}

/**
 * The dense index of the sheet that filling `category` with `score` (its
 * "from hand" multiple included) reaches from the sheet (untracked,
 * trackedMask, subtotal), the repeat bonus's flag set when the fill sets it.
 */
export function fillTarget(data: KernelData, untracked: number, trackedMask: number, subtotal: number, category: number, score: number): number {
  const { stride, offset, low } = data;
  const bit = data.bit[category] as number;
  // Filling the repeat bonus's category with a score above 0 sets its flag in the sheet after.
  const flagged = category === data.repeatCategory && score > 0 ? data.repeatFlag * stride : 0;
  if (data.tracked[category] !== 1) return (untracked | bit) * stride + (offset[trackedMask] as number) + subtotal - (low[trackedMask] as number) + flagged;
  const next = trackedMask | bit;
  if (next === data.fullTracked) return untracked * stride + flagged + (offset[next] as number) - (low[next] as number);
  const sum = Math.min(Math.max(subtotal + score, data.lowCap[next] as number), data.highCap[next] as number);
  return untracked * stride + flagged + (offset[next] as number) + sum - (low[next] as number);
}

/** The points filling `category` with `score` adds to the sheet (trackedMask, subtotal): the score and, when it completes the tracked section, the section's adjustment. */
export function pointsOfFill(data: KernelData, trackedMask: number, subtotal: number, category: number, score: number): number {
  const completes = data.tracked[category] === 1 && (trackedMask | (data.bit[category] as number)) === data.fullTracked;
  return completes ? score + sectionAdjustment(data.rule, subtotal + score) : score;
}

/**
 * Lists the open categories in scratch.open and, for each of their scores
 * in order (normal, then "from hand" where it differs), the dense index of
 * the sheet the fill reaches in scratch.fillAt and the points it adds
 * (score and section adjustment) in scratch.fillPoints.
 */
function fillTargets(data: KernelData, untracked: number, trackedMask: number, subtotal: number, scratch: KernelScratch): { openCount: number; reads: number } {
  const { distinct, distinctStart } = data;
  const { open, fillAt, fillPoints } = scratch;
  let openCount = 0;
  let reads = 0;
  for (let category = 0; category < data.categoryCount; category++) {
    const bit = data.bit[category] as number;
    if ((data.tracked[category] === 1 ? trackedMask : untracked) & bit) continue;
    open[openCount++] = category;
    const multiplier = data.multiplier[category] as number;
    const hands = multiplier === 1 ? 1 : 2;
    const end = distinctStart[category + 1] as number;
    for (let j = distinctStart[category] as number; j < end; j++) {
      for (let hand = 0; hand < hands; hand++) {
        const score = (distinct[j] as number) * (hand === 1 ? multiplier : 1);
        fillAt[reads] = fillTarget(data, untracked, trackedMask, subtotal, category, score);
        fillPoints[reads++] = pointsOfFill(data, trackedMask, subtotal, category, score);
      }
    }
  }
  return { openCount, reads };
}

/**
 * The roll layers of one chain with distinct dice, by the product passes
 * (compiled, or their JavaScript twin): the outcomes' values end in their
 * keeper slots.
 */
function productChain(data: KernelData, turn: ChainTurn, passes: ProductPasses, scratch: KernelScratch, record: KernelRecord | null): void {
  const { first, last, untracked, openBits } = turn;
  const { keepers, fillSlots, bestNormal, bestHand, fillNormal, fillHand } = scratch;
  const rolls = data.rolls;
  const outcomePosition = data.outcomePosition;
  const classOf = data.classOf;
  // A chain starts here: the law's compiled passes (compiledLawPasses.ts) count its hold passes from this call.
  passes.bestFills(0, first, last);
  const repeating = data.repeatClasses.length > 0 && repeatBestFills(data, untracked, openBits, fillNormal, bestNormal, 1, 1);
  if (repeating) for (const o of data.repeatOutcomes) fillSlots[outcomePosition[o] as number] = bestNormal[classOf[o] as number] as number;
  for (let rollsLeft = 0; rollsLeft < rolls; rollsLeft++) {
    if (rollsLeft === rolls - 1 && turn.anyHand) {
      passes.bestFills(1, first, last);
      if (repeating) {
        repeatBestFills(data, untracked, openBits, fillHand, bestHand, 1, 1);
        for (const o of data.repeatOutcomes) fillSlots[outcomePosition[o] as number] = bestHand[classOf[o] as number] as number;
      }
    }
    if (rollsLeft === 0) passes.scatter();
    else {
      passes.expect();
      if (record !== null) recordKeepers(record, rollsLeft, keepers);
      if (rollsLeft < rolls - 1 || turn.firstHolds) passes.hold();
    }
  }
}

/** The roll layers of one chain with identical dice (keepers are multisets): the outcomes' values end in scratch.best. */
function multisetChain(data: KernelData, turn: ChainTurn, scratch: KernelScratch, record: KernelRecord | null): void {
  const { first, last, untracked, openBits } = turn;
  const { best, bestNormal, bestHand, outcomeNormal, fillNormal, fillHand } = scratch;
  const layer = scratch.values;
  const rolls = data.rolls;
  const classOf = data.classOf;
  bestClassFills(data, scratch.open, fillNormal, bestNormal, first, last);
  for (let o = 0; o < data.outcomeCount; o++) outcomeNormal[o] = bestNormal[classOf[o] as number] as number;
  const repeating = data.repeatClasses.length > 0 && repeatBestFills(data, untracked, openBits, fillNormal, bestNormal, 1, 1);
  if (repeating) for (const o of data.repeatOutcomes) outcomeNormal[o] = bestNormal[classOf[o] as number] as number;
  for (let rollsLeft = 0; rollsLeft < rolls; rollsLeft++) {
    if (rollsLeft !== rolls - 1 || !turn.anyHand) best.set(outcomeNormal);
    else {
      bestClassFills(data, scratch.open, fillHand, bestHand, first, last);
      for (let o = 0; o < data.outcomeCount; o++) best[o] = bestHand[classOf[o] as number] as number;
      if (repeating) {
        repeatBestFills(data, untracked, openBits, fillHand, bestHand, 1, 1);
        for (const o of data.repeatOutcomes) best[o] = bestHand[classOf[o] as number] as number;
      }
    }
    if (rollsLeft > 0) {
      multisetExpect(data, scratch.keepers, layer, rollsLeft, record);
      if (rollsLeft < rolls - 1 || turn.firstHolds) multisetHolds(data, scratch.keepers, layer, best);
    }
    layer.set(best);
  }
}

/** The largest of each class's fill values (by `fill`, per score index) over the categories open[first] to open[last − 1], into `into`. */
export function bestClassFills(data: KernelData, open: Int32Array, fill: Float64Array, into: Float64Array, first: number, last: number): void {
  const classCount = data.classCount;
  const scoreIndex = data.scoreIndex;
  into.fill(-Infinity);
  for (let position = first; position < last; position++) {
    const base = (open[position] as number) * classCount;
    for (let k = 0; k < classCount; k++) {
      const value = fill[scoreIndex[base + k] as number] as number;
      const current = into[k] as number;
      into[k] = value > current ? value : current;
    }
  }
}

/**
 * A roll layer's expectations with identical dice: each keeper's expectation
 * over the dice it rolls, from the outcomes' values one roll later (in
 * `layer`), into `keepers`.
 */
function multisetExpect(data: KernelData, keepers: Float64Array, layer: Float64Array, rollsLeft: number, record: KernelRecord | null): void {
  const { addOrder, addStart, addChild, addProbability, addUniform } = data;
  keepers.set(layer.subarray(0, data.outcomeCount));
  for (let i = 0; i < addOrder.length; i++) {
    let sum = 0;
    const end = addStart[i + 1] as number;
    const scale = addUniform[i] as number;
    if (scale > 0) {
      for (let e = addStart[i] as number; e < end; e++) sum += keepers[addChild[e] as number] as number;
      sum *= scale;
    } else {
      for (let e = addStart[i] as number; e < end; e++) sum += (addProbability[e] as number) * (keepers[addChild[e] as number] as number);
    }
    keepers[addOrder[i] as number] = sum;
  }
  if (record !== null) recordKeepers(record, rollsLeft, keepers);
}

/**
 * A roll layer's best holds with identical dice: each outcome's best keeper,
 * by removing one die at a time (the keepers' maxima kept in `layer`),
 * merged into `best` (which holds its best fill).
 */
function multisetHolds(data: KernelData, keepers: Float64Array, layer: Float64Array, best: Float64Array): void {
  const outcomes = data.outcomeCount;
  const { removeOrder, removeStart, removeParent } = data;
  // Best hold: the best keeper below each keeper; an outcome may not hold every die.
  const most = layer;
  for (let i = 0; i < removeOrder.length; i++) {
    const keeper = removeOrder[i] as number;
    let max = keeper < outcomes ? -Infinity : (keepers[keeper] as number);
    const end = removeStart[i + 1] as number;
    for (let e = removeStart[i] as number; e < end; e++) {
      const candidate = most[removeParent[e] as number] as number;
      if (candidate > max) max = candidate;
    }
    if (keeper < outcomes) {
      if (max > (best[keeper] as number)) best[keeper] = max;
    } else most[keeper] = max;
  }
}

/** Keeps a copy of a roll layer's keeper values in the record (its arrays fitted by {@link fitRecord}). */
function recordKeepers(record: KernelRecord, rollsLeft: number, keepers: Float64Array): void {
  (record.keeperValues[rollsLeft] as Float64Array).set(keepers);
}

/**
 * Gives a record the arrays a turn of this kernel fills, as parts of one
 * buffer: the fill values and a layer of keeper values for each roll with
 * another to come. A record that has them (one handed back for reuse) keeps
 * them, refilled rather than allocated.
 */
function fitRecord(record: KernelRecord, data: KernelData, scratch: KernelScratch): void {
  const scores = scratch.fillNormal.length;
  const keepers = scratch.keepers.length;
  const layers = record.keeperValues;
  if (record.fillNormal.length === scores && layers.length === (data.rolls > 1 ? data.rolls : 0) && (data.rolls < 2 || layers[1]?.length === keepers)) return;
  const buffer = new Float64Array(2 * scores + (data.rolls - 1) * keepers);
  record.fillNormal = buffer.subarray(0, scores);
  record.fillHand = buffer.subarray(scores, 2 * scores);
  record.keeperValues = [];
  for (let rollsLeft = 1; rollsLeft < data.rolls; rollsLeft++) {
    const start = 2 * scores + (rollsLeft - 1) * keepers;
    record.keeperValues[rollsLeft] = buffer.subarray(start, start + keepers);
  }
}

/**
 * The repeat bonus and joker, once the bonus's category is filled: writes
 * into `into` (per class, `lanes` values each, lanes 0 to count − 1) the best
 * fill of each class qualifying for the bonus, over the categories the joker
 * allows and at the joker's scores, plus the bonus while the flag is set,
 * from the fill values in `fill` (per score index, `lanes` each). With
 * `fillE` and `intoE` (policy evaluation) the best by `fill` is picked and
 * its `fillE` value carried into `intoE`, the smaller on a tie (as
 * policyKernel.ts's pick). Returns false, changing nothing, while the
 * bonus's category is open.
 */
export function repeatBestFills(
  data: KernelData,
  untracked: number,
  openBits: number,
  fill: Float64Array,
  into: Float64Array,
  lanes: number,
  count: number,
  fillE: Float64Array | null = null,
  intoE: Float64Array | null = null,
): boolean {
  const categoryCount = data.categoryCount;
  const filled = ((1 << categoryCount) - 1) & ~openBits;
  if ((filled & (1 << data.repeatCategory)) === 0) return false;
  const bonus = (untracked & data.repeatFlag) !== 0 ? data.repeatBonus : 0;
  const classCount = data.classCount;
  for (let r = 0; r < data.repeatClasses.length; r++) {
    const entry = data.repeatFills[(r << categoryCount) | filled] as number;
    if (entry < 0) continue;
    const k = data.repeatClasses[r] as number;
    const fixed = (entry & (1 << 24)) !== 0;
    const target = k * lanes;
    for (let lane = 0; lane < count; lane++) into[target + lane] = -Infinity;
    for (let category = 0; category < categoryCount; category++) {
      if ((entry & (1 << category)) === 0) continue;
      const joker = fixed ? (data.jokerScore[category] as number) : -1;
      const source = (joker >= 0 ? joker : (data.scoreIndex[category * classCount + k] as number)) * lanes;
      for (let lane = 0; lane < count; lane++) {
        const value = fill[source + lane] as number;
        const current = into[target + lane] as number;
        if (value > current) {
          into[target + lane] = value;
          if (intoE !== null) intoE[target + lane] = (fillE as Float64Array)[source + lane] as number;
        } else if (intoE !== null && value === current && ((fillE as Float64Array)[source + lane] as number) < (intoE[target + lane] as number)) {
          intoE[target + lane] = (fillE as Float64Array)[source + lane] as number;
        }
      }
    }
    for (let lane = 0; lane < count; lane++) {
      into[target + lane] = (into[target + lane] as number) + bonus;
      if (intoE !== null) intoE[target + lane] = (intoE[target + lane] as number) + bonus;
    }
  }
  return true;
}

/**
 * Computes the values of states `from` to `to` (indices into the state list)
 * into `values`. The states must all have the same number of filled categories,
 * and every state with one more must already be in `values`.
 */
export function solveStates(data: KernelData, values: Float64Array, from: number, to: number, scratch: KernelScratch): void {
  for (let state = from; state < to; state++) {
    const untracked = data.stateUntracked[state] as number;
    const trackedMask = data.stateTracked[state] as number;
    const subtotal = data.stateSubtotal[state] as number;
    const index = untracked * data.stride + (data.offset[trackedMask] as number) + subtotal - (data.low[trackedMask] as number);
    values[index] = turnValue(data, values, untracked, trackedMask, subtotal, -1, scratch, null);
  }
}
