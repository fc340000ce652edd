/**
 * The solver's inner loops, over plain typed arrays: one turn of a sheet
 * state (turnValue) and a run of states (solveStates), run on the calling
 * thread or by the worker threads (node/solveWorker.ts).
 */

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
  /** 0 none, 1 threshold bonus, 2 penalty below zero, 3 reward by sign. */
  readonly ruleType: number;
  readonly ruleThreshold: number;
  readonly ruleBonus: number;
  readonly rulePenalty: number;
  readonly ruleReward: number;
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
 * The product-layout passes compiled to WebAssembly (wasm/productPasses.ts),
 * working in place on a scratch's buffers, which are views of the module's
 * memory. The outcomes' values live in their keeper slots, and their fills
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
  /** Distinct dice with WebAssembly: the passes that replace the kernel's product-layout loops; else null. */
  readonly passes: ProductPasses | null;
  readonly top: Float64Array;
  readonly bestNormal: Float64Array;
  /** bestNormal per outcome (not per class): gathered once a turn, copied into best on every roll that uses it. */
  readonly outcomeNormal: Float64Array;
  readonly bestHand: Float64Array;
  readonly fillNormal: Float64Array;
  readonly fillHand: Float64Array;
  readonly open: Int32Array;
  /** With the passes: each outcome's fill in its keeper slot (the other slots unused); else empty. */
  readonly fillSlots: Float64Array;
}

/** What {@link turnValue} records for advice: keeper values per rolls-left layer and fill values. */
export interface KernelRecord {
  /** keeperValues[r][k]: expected future points holding keeper k and rolling with r rolls left (r >= 1). */
  keeperValues: Float64Array[];
  /**
   * Distinct dice only: when set (by the caller), the kernel stops before the
   * turn's first roll layer and leaves that layer's keeper values to the
   * caller, who needs them for one roll only: `topSource` receives the
   * outcome values one roll later, in the product layout (outcome slots).
   * The turn's value is then not computed (the kernel returns NaN).
   */
  lazyTop: boolean;
  topSource: Float64Array | null;
  /** Set by the kernel: the rolls-left layer it left to the caller (then `topSource` is that layer's source), or -1. */
  lazyLayer: number;
  /** The value of filling category c with score index j: normal and from hand. */
  fillNormal: Float64Array;
  fillHand: Float64Array;
  /** declareValues[c][o] after the first roll (declare policy): the value of declaring c. */
  declareValues: (Float64Array | null)[];
}

/**
 * The expected future points of one sheet state at the start of a turn,
 * playing optimally; `values` holds every state with one more category filled.
 */
export function turnValue(
  data: KernelData,
  values: Float64Array | { at(index: number): number | undefined },
  untracked: number,
  trackedMask: number,
  subtotal: number,
  declared: number,
  scratch: KernelScratch,
  record: KernelRecord | null,
): number {
  const outcomes = data.outcomeCount;
  const rolls = data.rolls;
  const stride = data.stride;
  const distinct = data.distinct;
  const distinctStart = data.distinctStart;
  const multipliers = data.multiplier;
  const trackedFlags = data.tracked;
  const bits = data.bit;
  const offset = data.offset;
  const low = data.low;
  const lowCap = data.lowCap;
  const highCap = data.highCap;
  const fullTracked = data.fullTracked;
  const ruleType = data.ruleType;
  const fillNormal = scratch.fillNormal;
  const fillHand = scratch.fillHand;
  const open = scratch.open;
  const fillSlots = scratch.fillSlots;
  const categoryCount = data.categoryCount;
  if (record !== null) record.lazyLayer = -1;
  // Exact tables are read directly; a compact one (advice only) through at().
  const dense = values instanceof Float64Array ? values : null;
  let openCount = 0;
  let openBits = 0;
  let anyHand = false;
  for (let category = 0; category < categoryCount; category++) {
    const bit = bits[category] as number;
    const isTracked = trackedFlags[category] === 1;
    if (isTracked ? (trackedMask & bit) !== 0 : (untracked & bit) !== 0) continue;
    open[openCount++] = category;
    openBits |= 1 << category;
    // Filling the repeat bonus's category with a score above 0 sets its flag in the sheet after.
    const flagStep = category === data.repeatCategory ? data.repeatFlag * stride : 0;
    const multiplier = multipliers[category] as number;
    const hands = multiplier === 1 ? 1 : 2;
    if (hands === 2) anyHand = true;
    const end = distinctStart[category + 1] as number;
    const sameState = (untracked | bit) * stride + (offset[trackedMask] as number) + subtotal - (low[trackedMask] as number);
    const next = trackedMask | bit;
    for (let j = distinctStart[category] as number; j < end; j++) {
      for (let hand = 0; hand < hands; hand++) {
        const score = (distinct[j] as number) * (hand === 1 ? multiplier : 1);
        const flagged = flagStep !== 0 && score > 0 ? flagStep : 0;
        let value: number;
        if (!isTracked) {
          value = score + ((dense !== null ? dense[sameState + flagged] : values.at(sameState + flagged)) as number);
        } else if (next === fullTracked) {
          const sum = subtotal + score;
          let adjustment = 0;
          if (ruleType === 1) adjustment = sum >= data.ruleThreshold ? data.ruleBonus : 0;
          else if (ruleType === 2) adjustment = sum < 0 ? -data.rulePenalty : 0;
          else if (ruleType === 3) adjustment = sum > 0 ? data.ruleReward : sum < 0 ? -data.rulePenalty : 0;
          const at = untracked * stride + flagged + (offset[next] as number) - (low[next] as number);
          value = score + adjustment + ((dense !== null ? dense[at] : values.at(at)) as number);
        } else {
          let sum = subtotal + score;
          if (sum < (lowCap[next] as number)) sum = lowCap[next] as number;
          if (sum > (highCap[next] as number)) sum = highCap[next] as number;
          const at = untracked * stride + flagged + (offset[next] as number) + sum - (low[next] as number);
          value = score + ((dense !== null ? dense[at] : values.at(at)) as number);
        }
        if (hand === 1) fillHand[j] = value;
        else {
          fillNormal[j] = value;
          if (hands === 1) fillHand[j] = value;
        }
      }
    }
  }
  if (record !== null) {
    record.fillNormal = fillNormal.slice();
    record.fillHand = fillHand.slice();
  }
  const layer = scratch.values;
  const keepers = scratch.keepers;
  const best = scratch.best;
  const top = scratch.top;
  const bestNormal = scratch.bestNormal;
  const outcomeNormal = scratch.outcomeNormal;
  const bestHand = scratch.bestHand;
  const classCount = data.classCount;
  const classOf = data.classOf;
  const scoreIndex = data.scoreIndex;
  const addOrder = data.addOrder;
  const addStart = data.addStart;
  const addChild = data.addChild;
  const addProbability = data.addProbability;
  const addUniform = data.addUniform;
  const addCount = addOrder.length;
  const removeOrder = data.removeOrder;
  const removeStart = data.removeStart;
  const removeParent = data.removeParent;
  const removeCount = removeOrder.length;
  const isProduct = data.product === 1;
  const dims = data.dimSize.length;
  const dimSize = data.dimSize;
  const dimStride = data.dimStride;
  const dimProbability = data.dimProbability;
  const dimProbabilityStart = data.dimProbabilityStart;
  const outcomePosition = data.outcomePosition;
  const keeperCount = data.keeperCount;
  const passes = scratch.passes;
  // Declare: one chain per open category, the best after the first roll; otherwise one chain.
  const chains = data.policy === 1 && declared < 0 ? openCount : 1;
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
    const recording = record !== null && chains === 1;
    // The best fill of each outcome class without "from hand": the same on every roll but the first.
    if (passes !== null) passes.bestFills(0, first, last);
    else {
      bestNormal.fill(-Infinity);
      for (let position = first; position < last; position++) {
        const base = (open[position] as number) * classCount;
        for (let k = 0; k < classCount; k++) {
          const value = fillNormal[scoreIndex[base + k] as number] as number;
          const current = bestNormal[k] as number;
          bestNormal[k] = value > current ? value : current;
        }
      }
      for (let o = 0; o < outcomes; o++) outcomeNormal[o] = bestNormal[classOf[o] as number] as number;
    }
    const repeating = data.repeatClasses.length > 0 && repeatBestFills(data, untracked, openBits, fillNormal, bestNormal, 1, 1);
    if (repeating) {
      if (passes !== null) for (const o of data.repeatOutcomes) fillSlots[outcomePosition[o] as number] = bestNormal[classOf[o] as number] as number;
      else for (const o of data.repeatOutcomes) outcomeNormal[o] = bestNormal[classOf[o] as number] as number;
    }
    for (let rollsLeft = 0; rollsLeft < rolls; rollsLeft++) {
      if (recording && isProduct && rollsLeft > 0 && rollsLeft === rolls - 1 && (record as KernelRecord).lazyTop) {
        // Advice needs this layer for the dice showing only: the caller averages topSource over the few holds it has.
        const kept = (record as KernelRecord).topSource;
        if (kept !== null && kept.length === keepers.length) kept.set(keepers);
        else (record as KernelRecord).topSource = keepers.slice();
        (record as KernelRecord).lazyLayer = rollsLeft;
        return NaN;
      }
      if (passes !== null) {
        // The passes keep the outcomes' values and fills in their keeper slots.
        if (rollsLeft === rolls - 1 && anyHand) {
          passes.bestFills(1, first, last);
          if (repeating) {
            repeatBestFills(data, untracked, openBits, fillHand, bestHand, 1, 1);
            for (const o of data.repeatOutcomes) fillSlots[outcomePosition[o] as number] = bestHand[classOf[o] as number] as number;
          }
        }
        if (rollsLeft === 0) passes.scatter();
        else {
          passes.expect();
          if (recording) recordKeepers(record as KernelRecord, rollsLeft, keepers);
          passes.hold();
        }
        continue;
      }
      if (rollsLeft !== rolls - 1 || !anyHand) best.set(outcomeNormal);
      else {
        bestHand.fill(-Infinity);
        for (let position = first; position < last; position++) {
          const base = (open[position] as number) * classCount;
          for (let k = 0; k < classCount; k++) {
            const value = fillHand[scoreIndex[base + k] as number] as number;
            const current = bestHand[k] as number;
            bestHand[k] = value > current ? value : current;
          }
        }
        for (let o = 0; o < outcomes; o++) best[o] = bestHand[classOf[o] as number] as number;
      }
      if (repeating && rollsLeft === rolls - 1 && anyHand) {
        repeatBestFills(data, untracked, openBits, fillHand, bestHand, 1, 1);
        for (const o of data.repeatOutcomes) best[o] = bestHand[classOf[o] as number] as number;
      }
      if (rollsLeft > 0 && isProduct) {
        // Keepers of distinct dice: average out one die at a time, then the
        // best hold by letting one die at a time be re-rolled (a max-plus transform).
        for (let dim = 0; dim < dims; dim++) {
          const size = dimSize[dim] as number;
          const step = dimStride[dim] as number;
          const block = size * step;
          const pStart = dimProbabilityStart[dim] as number;
          if (step === 1) {
            for (let base = 0; base < keeperCount; base += block) {
              let sum = 0;
              for (let v = 1; v < size; v++) sum += (dimProbability[pStart + v - 1] as number) * (keepers[base + v] as number);
              keepers[base] = sum;
            }
            continue;
          }
          // One sum per slot, kept in a register: the rolled slot is written once, not once per face.
          for (let base = 0; base < keeperCount; base += block) {
            const end = base + step;
            for (let b = base; b < end; b++) {
              let sum = 0;
              let from = b + step;
              for (let v = 1; v < size; v++, from += step) sum += (dimProbability[pStart + v - 1] as number) * (keepers[from] as number);
              keepers[b] = sum;
            }
          }
        }
        if (recording) recordKeepers(record as KernelRecord, rollsLeft, keepers);
        const most = layer;
        most.set(keepers);
        for (let o = 0; o < outcomes; o++) most[outcomePosition[o] as number] = -Infinity;
        // Only outcomes are read at the end, and a pass never changes the slots of the dice
        // before it, so each pass skips blocks where an earlier die is rolled (slot 0).
        for (let dim = 0; dim < dims; dim++) {
          const size = dimSize[dim] as number;
          const step = dimStride[dim] as number;
          const block = size * step;
          if (step === 1) {
            for (let base = 0; base < keeperCount; base += block) {
              let needed = true;
              for (let earlier = 0; earlier < dim && needed; earlier++) {
                if (Math.floor(base / (dimStride[earlier] as number)) % (dimSize[earlier] as number) === 0) needed = false;
              }
              if (!needed) continue;
              const candidate = most[base] as number;
              for (let v = 1; v < size; v++) most[base + v] = Math.max(candidate, most[base + v] as number);
            }
            continue;
          }
          for (let base = 0; base < keeperCount; base += block) {
            let needed = true;
            for (let earlier = 0; earlier < dim && needed; earlier++) {
              if (Math.floor(base / (dimStride[earlier] as number)) % (dimSize[earlier] as number) === 0) needed = false;
            }
            if (!needed) continue;
            for (let v = 1; v < size; v++) {
              const to = base + v * step;
              // Math.max rather than compare-and-store: about 1.1× faster in an in-process comparison here.
              for (let b = 0; b < step; b++) most[to + b] = Math.max(most[base + b] as number, most[to + b] as number);
            }
          }
        }
        for (let o = 0; o < outcomes; o++) {
          const candidate = most[outcomePosition[o] as number] as number;
          if (candidate > (best[o] as number)) best[o] = candidate;
        }
        for (let o = 0; o < outcomes; o++) keepers[outcomePosition[o] as number] = best[o] as number;
      } else if (rollsLeft > 0) {
        keepers.set(layer.subarray(0, outcomes));
        for (let i = 0; i < addCount; i++) {
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
        if (recording) (record as KernelRecord).keeperValues[rollsLeft] = keepers.slice();
        // Best hold: the best keeper below each keeper, by removing one die at a time; an outcome may not hold every die.
        const most = layer;
        for (let i = 0; i < removeCount; i++) {
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
      // The outcomes' values, for the next layer: those with a hold were written by the hold step.
      if (isProduct) {
        if (rollsLeft === 0) for (let o = 0; o < outcomes; o++) keepers[outcomePosition[o] as number] = best[o] as number;
      } else layer.set(best);
    }
    const declaring = record !== null && data.policy === 1 && declared < 0;
    if (passes !== null && (declaring || chains > 1)) passes.gather();
    if (declaring) record.declareValues[open[chain] as number] = best.slice();
    if (chains > 1) for (let o = 0; o < outcomes; o++) if ((best[o] as number) > (top[o] as number)) top[o] = best[o] as number;
  }
  if (passes !== null) return passes.expected(chains > 1 ? 1 : 0);
  const final = chains > 1 ? top : best;
  let expected = 0;
  const probability = data.outcomeProbability;
  for (let o = 0; o < outcomes; o++) expected += (probability[o] as number) * (final[o] as number);
  return expected;
}

/** Keeps a copy of a roll layer's keeper values in the record; a record handed back for reuse keeps its arrays, refilled rather than allocated. */
function recordKeepers(record: KernelRecord, rollsLeft: number, keepers: Float64Array): void {
  const kept = record.keeperValues[rollsLeft];
  if (kept !== undefined && kept.length === keepers.length) kept.set(keepers);
  else record.keeperValues[rollsLeft] = keepers.slice();
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
