import type { MultisetSpace } from "./multisetSpace";
import { sectionAdjustment } from "@dice/core";
import type { StageModel } from "./stageModel";

/** Reusable buffers for the kernel. */
export interface KernelScratch {
  readonly expected: Float64Array;
  readonly most: Float64Array;
  readonly layer: Float64Array;
  readonly bestNormal: Float64Array;
  readonly bestHand: Float64Array;
  readonly top: Float64Array;
  readonly fillNormal: Float64Array;
  readonly fillHand: Float64Array;
  readonly countValue: Float64Array;
  readonly chain: Float64Array;
  readonly chainNext: Float64Array;
}

/** What {@link rollLayers} can record for advice. */
export interface LayerRecord {
  /** layers[r][o]: the value of outcome o showing with r re-rolls left. */
  readonly layers: Float64Array[];
  /** keepers[r][k]: the value of holding keeper k and rolling, with r re-rolls left before that roll. */
  readonly keepers: Float64Array[];
}

/** Fresh buffers for a space. */
export function createScratch(space: MultisetSpace, distinctCount: number): KernelScratch {
  const outcomes = space.outcomeCount;
  return {
    expected: new Float64Array(space.keeperCount),
    most: new Float64Array(space.keeperCount),
    layer: new Float64Array(outcomes),
    bestNormal: new Float64Array(outcomes),
    bestHand: new Float64Array(outcomes),
    top: new Float64Array(outcomes),
    fillNormal: new Float64Array(distinctCount),
    fillHand: new Float64Array(distinctCount),
    countValue: new Float64Array(space.diceCount + 1),
    chain: new Float64Array(space.diceCount + 1),
    chainNext: new Float64Array(space.diceCount + 1),
  };
}

/**
 * The values of a turn's outcomes after its first roll, given the best fill
 * of each outcome without (`bestNormal`) and with (`bestHand`) "from hand".
 * Leaves them in `scratch.layer` and returns their expectation.
 */
export function rollLayers(
  space: MultisetSpace,
  rolls: number,
  bestNormal: Float64Array,
  bestHand: Float64Array | null,
  scratch: KernelScratch,
  record: LayerRecord | null,
): number {
  const outcomes = space.outcomeCount;
  const keepers = space.keeperCount;
  const faces = space.faceCount;
  const expected = scratch.expected;
  const most = scratch.most;
  const layer = scratch.layer;
  const child = space.child;
  const averageOrder = space.averageOrder;
  const maxOrder = space.maxOrder;
  const parentStart = space.parentStart;
  const parent = space.parent;
  const inverse = 1 / faces;
  layer.set(rolls === 1 && bestHand !== null ? bestHand : bestNormal);
  if (record !== null) record.layers[0] = layer.slice();
  for (let left = 1; left < rolls; left++) {
    for (let o = 0; o < outcomes; o++) expected[o] = layer[o] as number;
    for (let i = 0; i < averageOrder.length; i++) {
      const keeper = averageOrder[i] as number;
      const start = keeper * faces;
      let sum = 0;
      for (let f = 0; f < faces; f++) sum += expected[child[start + f] as number] as number;
      expected[keeper] = sum * inverse;
    }
    if (record !== null) record.keepers[left] = expected.slice();
    for (let i = 0; i < keepers; i++) {
      const keeper = maxOrder[i] as number;
      let max = keeper >= outcomes ? (expected[keeper] as number) : -Infinity;
      const end = parentStart[i + 1] as number;
      for (let e = parentStart[i] as number; e < end; e++) {
        const candidate = most[parent[e] as number] as number;
        if (candidate > max) max = candidate;
      }
      most[keeper] = max;
    }
    const base = left === rolls - 1 && bestHand !== null ? bestHand : bestNormal;
    for (let o = 0; o < outcomes; o++) {
      const fill = base[o] as number;
      const hold = most[o] as number;
      layer[o] = fill > hold ? fill : hold;
    }
    if (record !== null) record.layers[left] = layer.slice();
  }
  const probability = space.probability;
  let value = 0;
  for (let o = 0; o < outcomes; o++) value += (probability[o] as number) * (layer[o] as number);
  return value;
}

/**
 * The value of filling each distinct score of category `c` (normal and "from
 * hand") into scratch.fillNormal / fillHand at positions distinctStart[c] … .
 * For an untracked category it returns the value of the sheet after it instead.
 */
export function fillValues(model: StageModel, values: ArrayLike<number>, untracked: number, trackedMask: number, subtotal: number, gridIndex: number, c: number, scratch: KernelScratch): number {
  const masks = model.fullTracked + 1;
  const bit = model.bit[c] as number;
  if (model.tracked[c] === 0) return values[(model.pairBase[(untracked | bit) * masks + trackedMask] as number) + gridIndex] as number;
  const next = trackedMask | bit;
  const base = model.pairBase[untracked * masks + next] as number;
  const multiplier = model.multiplier[c] as number;
  const start = model.distinctStart[c] as number;
  const end = model.distinctStart[c + 1] as number;
  for (let j = start; j < end; j++) {
    for (let hand = 0; hand < 2; hand++) {
      const points = (model.distinct[j] as number) * (hand === 1 ? multiplier : 1);
      let value: number;
      if (next === model.fullTracked) {
        value = points + sectionAdjustment(model.rule, subtotal + points) + (values[base] as number);
      } else {
        let sum = subtotal + points;
        const low = model.lowCap[next] as number;
        const high = model.highCap[next] as number;
        if (sum < low) sum = low;
        else if (sum > high) sum = high;
        value = points + (values[base + (model.roundIndex[(model.roundStart[next] as number) + sum - (model.roundLow[next] as number)] as number)] as number);
      }
      if (hand === 0) scratch.fillNormal[j] = value;
      else scratch.fillHand[j] = value;
    }
  }
  return 0;
}

/** Adds category c's fills to the per-outcome bests (after {@link fillValues}). */
function mergeFills(model: StageModel, c: number, sameState: number, scratch: KernelScratch, bestNormal: Float64Array, bestHand: Float64Array): void {
  const outcomes = model.space.outcomeCount;
  const from = c * outcomes;
  if (model.tracked[c] === 0) {
    const score = model.score;
    const multiplier = model.multiplier[c] as number;
    if (multiplier === 1) {
      for (let o = 0; o < outcomes; o++) {
        const value = (score[from + o] as number) + sameState;
        if (value > (bestNormal[o] as number)) bestNormal[o] = value;
        if (value > (bestHand[o] as number)) bestHand[o] = value;
      }
    } else {
      for (let o = 0; o < outcomes; o++) {
        const points = score[from + o] as number;
        const value = points + sameState;
        const hand = points * multiplier + sameState;
        if (value > (bestNormal[o] as number)) bestNormal[o] = value;
        if (hand > (bestHand[o] as number)) bestHand[o] = hand;
      }
    }
    return;
  }
  const scoreIndex = model.scoreIndex;
  const fillNormal = scratch.fillNormal;
  const fillHand = scratch.fillHand;
  for (let o = 0; o < outcomes; o++) {
    const j = scoreIndex[from + o] as number;
    const value = fillNormal[j] as number;
    const hand = fillHand[j] as number;
    if (value > (bestNormal[o] as number)) bestNormal[o] = value;
    if (hand > (bestHand[o] as number)) bestHand[o] = hand;
  }
}

/** Fills the per-outcome best fills over the categories that may be filled (all open, the declared one, or the next in order). */
export function bestFills(model: StageModel, values: ArrayLike<number>, untracked: number, trackedMask: number, subtotal: number, gridIndex: number, only: number, scratch: KernelScratch): void {
  const bestNormal = scratch.bestNormal;
  const bestHand = scratch.bestHand;
  bestNormal.fill(-Infinity);
  bestHand.fill(-Infinity);
  for (let c = 0; c < model.categoryCount; c++) {
    if (only >= 0 && c !== only) continue;
    const bit = model.bit[c] as number;
    if ((model.tracked[c] === 1 ? trackedMask : untracked) & bit) continue;
    const sameState = fillValues(model, values, untracked, trackedMask, subtotal, gridIndex, c, scratch);
    mergeFills(model, c, sameState, scratch, bestNormal, bestHand);
    if (model.policyCode === 2 && only < 0) break;
  }
}

/** The value after the first roll of declaring tracked category c, scored by the count of one face, for each count (into scratch.chain). */
function countChain(model: StageModel, c: number, scratch: KernelScratch): Float64Array {
  const dice = model.space.diceCount;
  const width = dice + 1;
  const start = model.distinctStart[c] as number;
  const g = scratch.countValue;
  // Map each count to its fill value through the distinct-score index.
  for (let n = 0; n <= dice; n++) {
    const points = model.countScore[c * width + n] as number;
    let j = start;
    while ((model.distinct[j] as number) !== points) j++;
    g[n] = scratch.fillNormal[j] as number;
  }
  let monotone = true;
  for (let n = 1; n <= dice; n++) if ((g[n] as number) < (g[n - 1] as number)) monotone = false;
  let current = scratch.chain;
  let next = scratch.chainNext;
  current.set(g);
  const binomial = model.binomial;
  for (let left = 1; left < model.rolls; left++) {
    for (let n = 0; n <= dice; n++) {
      let best = g[n] as number;
      if (monotone) {
        const m = dice - n;
        if (m > 0) {
          let sum = 0;
          for (let t = 0; t <= m; t++) sum += (binomial[m * width + t] as number) * (current[n + t] as number);
          if (sum > best) best = sum;
        }
      } else {
        for (let a = 0; a <= n; a++) {
          for (let b = 0; b <= dice - n; b++) {
            const m = a + b;
            if (m === 0) continue;
            let sum = 0;
            for (let t = 0; t <= m; t++) sum += (binomial[m * width + t] as number) * (current[n - a + t] as number);
            if (sum > best) best = sum;
          }
        }
      }
      next[n] = best;
    }
    const swap = current;
    current = next;
    next = swap;
  }
  if (current !== scratch.chain) scratch.chain.set(current);
  return scratch.chain;
}

/**
 * The expected points still to come in the stage from a sheet state at the
 * start of a turn, playing optimally; `values` holds every state with one
 * more category filled.
 */
export function stateValue(model: StageModel, values: ArrayLike<number>, untracked: number, trackedMask: number, gridIndex: number, scratch: KernelScratch): number {
  const subtotal = model.gridValue[(model.gridStart[trackedMask] as number) + gridIndex] as number;
  const space = model.space;
  if (model.policyCode !== 1) {
    bestFills(model, values, untracked, trackedMask, subtotal, gridIndex, -1, scratch);
    return rollLayers(space, model.rolls, scratch.bestNormal, model.anyHand ? scratch.bestHand : null, scratch, null);
  }
  // Declare: the best declaration for each first roll.
  const outcomes = space.outcomeCount;
  const faces = space.faceCount;
  const top = scratch.top;
  top.fill(-Infinity);
  const counts = space.counts;
  for (let c = 0; c < model.categoryCount; c++) {
    const bit = model.bit[c] as number;
    if ((model.tracked[c] === 1 ? trackedMask : untracked) & bit) continue;
    const sameState = fillValues(model, values, untracked, trackedMask, subtotal, gridIndex, c, scratch);
    if (model.tracked[c] === 0) {
      const chain = model.declareChain;
      const from = c * outcomes;
      for (let o = 0; o < outcomes; o++) {
        const value = sameState + (chain[from + o] as number);
        if (value > (top[o] as number)) top[o] = value;
      }
    } else if (model.countFace[c] as number >= 0) {
      const chain = countChain(model, c, scratch);
      const face = model.countFace[c] as number;
      for (let o = 0; o < outcomes; o++) {
        const value = chain[counts[o * faces + face] as number] as number;
        if (value > (top[o] as number)) top[o] = value;
      }
    } else {
      scratch.bestNormal.fill(-Infinity);
      scratch.bestHand.fill(-Infinity);
      mergeFills(model, c, 0, scratch, scratch.bestNormal, scratch.bestHand);
      rollLayers(space, model.rolls, scratch.bestNormal, model.anyHand ? scratch.bestHand : null, scratch, null);
      const layer = scratch.layer;
      for (let o = 0; o < outcomes; o++) if ((layer[o] as number) > (top[o] as number)) top[o] = layer[o] as number;
    }
  }
  const probability = space.probability;
  let value = 0;
  for (let o = 0; o < outcomes; o++) value += (probability[o] as number) * (top[o] as number);
  return value;
}

/** The declare shortcut: for each untracked category, its chain values after the first roll with nothing after it. */
export function declareChains(model: StageModel): Float64Array {
  const space = model.space;
  const outcomes = space.outcomeCount;
  const chains = new Float64Array(model.categoryCount * outcomes);
  const scratch = createScratch(space, model.distinct.length);
  for (let c = 0; c < model.categoryCount; c++) {
    if (model.tracked[c] === 1) continue;
    scratch.bestNormal.fill(-Infinity);
    scratch.bestHand.fill(-Infinity);
    mergeFills(model, c, 0, scratch, scratch.bestNormal, scratch.bestHand);
    rollLayers(space, model.rolls, scratch.bestNormal, model.anyHand ? scratch.bestHand : null, scratch, null);
    chains.set(scratch.layer, c * outcomes);
  }
  return chains;
}

/** Computes every state of the pairs `from` … `to` (pair positions in `model.levelPairs[level]`). */
export function solvePairs(model: StageModel, values: Float64Array, level: number, from: number, to: number, scratch: KernelScratch): void {
  const pairs = model.levelPairs[level] as Int32Array;
  const masks = model.fullTracked + 1;
  for (let pair = from; pair < to; pair++) {
    const untracked = pairs[2 * pair] as number;
    const trackedMask = pairs[2 * pair + 1] as number;
    const base = model.pairBase[untracked * masks + trackedMask] as number;
    const count = (model.gridStart[trackedMask + 1] as number) - (model.gridStart[trackedMask] as number);
    for (let gridIndex = 0; gridIndex < count; gridIndex++) {
      values[base + gridIndex] = stateValue(model, values, untracked, trackedMask, gridIndex, scratch);
    }
  }
}

/** The value of the full sheet (every category filled) is 0; the rest, last level first. */
export function solveModel(model: StageModel, values: Float64Array, onLevel?: (level: number) => void): void {
  const scratch = createScratch(model.space, model.distinct.length);
  for (let level = model.categoryCount - 1; level >= 0; level--) {
    solvePairs(model, values, level, 0, (model.levelPairs[level] as Int32Array).length / 2, scratch);
    onLevel?.(level);
  }
}

/** The value, after the first roll showing `outcome`, of declaring open category c (declare policy). */
export function declareValue(model: StageModel, values: ArrayLike<number>, untracked: number, trackedMask: number, subtotal: number, gridIndex: number, c: number, outcome: number, scratch: KernelScratch): number {
  const space = model.space;
  const sameState = fillValues(model, values, untracked, trackedMask, subtotal, gridIndex, c, scratch);
  if (model.tracked[c] === 0) return sameState + (model.declareChain[c * space.outcomeCount + outcome] as number);
  if ((model.countFace[c] as number) >= 0) {
    const chain = countChain(model, c, scratch);
    return chain[space.counts[outcome * space.faceCount + (model.countFace[c] as number)] as number] as number;
  }
  scratch.bestNormal.fill(-Infinity);
  scratch.bestHand.fill(-Infinity);
  mergeFills(model, c, 0, scratch, scratch.bestNormal, scratch.bestHand);
  rollLayers(space, model.rolls, scratch.bestNormal, model.anyHand ? scratch.bestHand : null, scratch, null);
  return scratch.layer[outcome] as number;
}
