/**
 * Policy evaluation for the row kernel: the exact expected points of
 * playing by a given value table Q (say a quantised copy of the optimum)
 * rather than the optimal values. Each turn is played as the advice plays
 * it: every choice (fill, hold, declaration) is the best by the values Q
 * gives, with Q's values of the sheets one category later; what the choice
 * is worth is carried alongside as E, the evaluated table, built level by
 * level like a solve. So every entry is a pair (q, e): averages apply to
 * both, and a maximum picks by q and carries the e of its pick. Where two
 * choices tie on q the smaller e is carried, so the result is the value of
 * the policy under the least favourable tie-break: a lower bound on every
 * bot that plays by Q, whatever order it lists its choices in.
 */
import type { PassesModule } from "./productPasses";
import { createRowScratch, ROW_LANES, rowFills, type DeclareShortcuts, type RowScratch } from "./rowKernel";
import { repeatBestFills, type KernelData } from "./solverKernel";

/** The two row scratches of an evaluation: decision values (q) and evaluated values (e). */
export interface PolicyScratch {
  readonly q: RowScratch;
  readonly e: RowScratch;
}

/** Fresh buffers for the evaluation: the compiled passes' (see wasm/rowPasses.ts) when a module is given, else for the JavaScript loops. */
export function createPolicyScratch(data: KernelData, passesModule: PassesModule | null): PolicyScratch {
  const q = createRowScratch(data, passesModule, ROW_LANES, true);
  return { q, e: q.twin as RowScratch };
}

/** Picks (q, e) into slot `target` of (intoQ, intoE) when q beats it, or carries the smaller e on a tie. */
export function pick(intoQ: Float64Array, intoE: Float64Array, target: number, q: number, e: number): void {
  const current = intoQ[target] as number;
  if (q > current) {
    intoQ[target] = q;
    intoE[target] = e;
  } else if (q === current && e < (intoE[target] as number)) intoE[target] = e;
}

/** The best fill of each class over open[from] … open[to − 1] by q, carrying e. */
function bestFills(data: KernelData, hand: 0 | 1, from: number, to: number, count: number, scratch: PolicyScratch): void {
  if (scratch.q.passes !== null) {
    scratch.q.passes.policyBestFills(hand, from, to, (count + 7) >> 3);
    return;
  }
  const lanes = scratch.q.lanes;
  const fillQ = hand === 1 ? scratch.q.fillHand : scratch.q.fillNormal;
  const fillE = hand === 1 ? scratch.e.fillHand : scratch.e.fillNormal;
  const intoQ = hand === 1 ? scratch.q.bestHand : scratch.q.bestNormal;
  const intoE = hand === 1 ? scratch.e.bestHand : scratch.e.bestNormal;
  intoQ.fill(-Infinity);
  for (let position = from; position < to; position++) {
    const base = (scratch.q.open[position] as number) * data.classCount;
    for (let k = 0; k < data.classCount; k++) {
      const source = (data.scoreIndex[base + k] as number) * lanes;
      for (let lane = 0; lane < count; lane++) pick(intoQ, intoE, k * lanes + lane, fillQ[source + lane] as number, fillE[source + lane] as number);
    }
  }
}

/** The turn's roll layers on pairs: leaves the first roll's outcome values in q.best and e.best. */
function layers(data: KernelData, anyHand: boolean, count: number, scratch: PolicyScratch): void {
  if (scratch.q.passes !== null) {
    scratch.q.passes.policyLayers(anyHand ? 1 : 0, (count + 7) >> 3);
    return;
  }
  const lanes = scratch.q.lanes;
  const outcomes = data.outcomeCount;
  for (let rollsLeft = 0; rollsLeft < data.rolls; rollsLeft++) {
    const hand = rollsLeft === data.rolls - 1 && anyHand;
    for (const side of [scratch.q, scratch.e]) {
      const perClass = hand ? side.bestHand : side.bestNormal;
      for (let o = 0; o < outcomes; o++) {
        const source = (data.classOf[o] as number) * lanes;
        for (let lane = 0; lane < count; lane++) side.best[o * lanes + lane] = perClass[source + lane] as number;
      }
    }
    if (rollsLeft > 0) {
      // Keepers average both values alike.
      for (const side of [scratch.q, scratch.e]) {
        const keepers = side.keepers;
        for (let i = 0; i < data.addOrder.length; i++) {
          const target = (data.addOrder[i] as number) * lanes;
          const end = data.addStart[i + 1] as number;
          const scale = data.addUniform[i] as number;
          // The solver's arithmetic in its order (see rowLayers), so that q repeats the solve's values.
          for (let lane = 0; lane < count; lane++) {
            let sum = 0;
            if (scale > 0) {
              for (let e = data.addStart[i] as number; e < end; e++) sum += keepers[(data.addChild[e] as number) * lanes + lane] as number;
              sum *= scale;
            } else {
              for (let e = data.addStart[i] as number; e < end; e++) sum += (data.addProbability[e] as number) * (keepers[(data.addChild[e] as number) * lanes + lane] as number);
            }
            keepers[target + lane] = sum;
          }
        }
      }
      // The best hold by q, carrying its e.
      const { most: mostQ, keepers: keepersQ, best: bestQ } = scratch.q;
      const { most: mostE, keepers: keepersE, best: bestE } = scratch.e;
      for (let i = 0; i < data.removeOrder.length; i++) {
        const keeper = data.removeOrder[i] as number;
        const target = keeper * lanes;
        const isOutcome = keeper < outcomes;
        const end = data.removeStart[i + 1] as number;
        for (let lane = 0; lane < count; lane++) {
          mostQ[target + lane] = isOutcome ? -Infinity : (keepersQ[target + lane] as number);
          mostE[target + lane] = isOutcome ? Number.NaN : (keepersE[target + lane] as number);
          for (let e = data.removeStart[i] as number; e < end; e++) {
            const source = (data.removeParent[e] as number) * lanes + lane;
            pick(mostQ, mostE, target + lane, mostQ[source] as number, mostE[source] as number);
          }
          if (isOutcome) pick(bestQ, bestE, target + lane, mostQ[target + lane] as number, mostE[target + lane] as number);
        }
      }
    }
    scratch.q.keepers.set(scratch.q.best.subarray(0, outcomes * lanes));
    scratch.e.keepers.set(scratch.e.best.subarray(0, outcomes * lanes));
  }
}

/** The count chain of the declare shortcut on pairs (see countChain in rowKernel.ts): values after the first roll by count, in q.chainNow / e.chainNow. */
function countChain(data: KernelData, shortcuts: DeclareShortcuts, category: number, face: number, count: number, scratch: PolicyScratch): void {
  const lanes = scratch.q.lanes;
  const dice = shortcuts.diceCount;
  const width = dice + 1;
  const fillQ = scratch.q.chainFill;
  const fillE = scratch.e.chainFill;
  for (let n = 0; n <= dice; n++) {
    const source = (shortcuts.countScore[category * width + n] as number) * lanes;
    for (let lane = 0; lane < count; lane++) {
      fillQ[n * lanes + lane] = scratch.q.fillNormal[source + lane] as number;
      fillE[n * lanes + lane] = scratch.e.fillNormal[source + lane] as number;
    }
  }
  scratch.q.chainNow.set(fillQ.subarray(0, width * lanes));
  scratch.e.chainNow.set(fillE.subarray(0, width * lanes));
  const nextQ = scratch.q.chainNext;
  const nextE = scratch.e.chainNext;
  const faceBase = face * width * width;
  for (let left = 1; left < data.rolls; left++) {
    const nowQ = scratch.q.chainNow;
    const nowE = scratch.e.chainNow;
    for (let lane = 0; lane < count; lane++) {
      for (let n = 0; n <= dice; n++) {
        const at = n * lanes + lane;
        nextQ[at] = fillQ[at] as number;
        nextE[at] = fillE[at] as number;
        // Every mix of re-rolls: a of the n dice showing the face, b of the others.
        for (let a = 0; a <= n; a++) {
          for (let b = 0; b <= dice - n; b++) {
            const m = a + b;
            if (m === 0) continue;
            let sumQ = 0;
            let sumE = 0;
            for (let t = 0; t <= m; t++) {
              const weight = shortcuts.binomial[faceBase + m * width + t] as number;
              sumQ += weight * (nowQ[(n - a + t) * lanes + lane] as number);
              sumE += weight * (nowE[(n - a + t) * lanes + lane] as number);
            }
            pick(nextQ, nextE, at, sumQ, sumE);
          }
        }
      }
    }
    scratch.q.chainNow.set(nextQ);
    scratch.e.chainNow.set(nextE);
  }
}

/** A declare model's best declaration for each first roll of a row block by q (its states at `rowOffset` of row `untracked`), its value by E beside it, into q.top / e.top. */
function declareRowTop(
  data: KernelData,
  decisions: Float64Array,
  evaluated: Float64Array,
  untracked: number,
  rowOffset: number,
  count: number,
  openCount: number,
  fills: (category: number) => void,
  scratch: PolicyScratch,
): void {
  const { q, e } = scratch;
  const lanes = q.lanes;
  const outcomes = data.outcomeCount;
  const shortcuts = q.declare as DeclareShortcuts;
  const declareHand = data.multiplier.some((value) => value !== 1);
  const passes = q.passes;
  const octets = (count + 7) >> 3;
  if (passes !== null) passes.resetTop(octets);
  else q.top.fill(-Infinity);
  for (let position = 0; position < openCount; position++) {
    const category = q.open[position] as number;
    if (data.tracked[category] !== 1) {
      const sameBase = (untracked | (data.bit[category] as number)) * data.stride + rowOffset;
      if (passes !== null) {
        q.same.set(decisions.subarray(sameBase, sameBase + count));
        e.same.set(evaluated.subarray(sameBase, sameBase + count));
        passes.policyMergeChain(category, octets);
        continue;
      }
      for (let o = 0; o < outcomes; o++) {
        const add = shortcuts.chain[category * outcomes + o] as number;
        for (let lane = 0; lane < count; lane++) {
          pick(q.top, e.top, o * lanes + lane, add + (decisions[sameBase + lane] as number), add + (evaluated[sameBase + lane] as number));
        }
      }
      continue;
    }
    fills(category);
    const face = shortcuts.countFace[category] as number;
    if (face >= 0) {
      countChain(data, shortcuts, category, face, count, scratch);
      if (passes !== null) {
        passes.policyMergeCount(face, octets);
        continue;
      }
      for (let o = 0; o < outcomes; o++) {
        const source = (shortcuts.countOf[o * shortcuts.faceCount + face] as number) * lanes;
        for (let lane = 0; lane < count; lane++) pick(q.top, e.top, o * lanes + lane, q.chainNow[source + lane] as number, e.chainNow[source + lane] as number);
      }
      continue;
    }
    q.open[openCount] = category;
    bestFills(data, 0, openCount, openCount + 1, count, scratch);
    if (declareHand) bestFills(data, 1, openCount, openCount + 1, count, scratch);
    layers(data, declareHand, count, scratch);
    if (passes !== null) passes.policyMergeTop(octets);
    else {
      for (let o = 0; o < outcomes; o++) {
        for (let lane = 0; lane < count; lane++) pick(q.top, e.top, o * lanes + lane, q.best[o * lanes + lane] as number, e.best[o * lanes + lane] as number);
      }
    }
  }
}

/** The value by E of a row block of states (lanes `first` …), playing by Q; into e.expected. */
export function evaluateRowBlock(
  data: KernelData,
  decisions: Float64Array,
  evaluated: Float64Array,
  untracked: number,
  trackedMask: number,
  first: number,
  count: number,
  scratch: PolicyScratch,
): void {
  const { q, e } = scratch;
  const lanes = q.lanes;
  const outcomes = data.outcomeCount;
  const low = data.low[trackedMask] as number;
  const rowOffset = (data.offset[trackedMask] as number) + first;
  for (let lane = 0; lane < count; lane++) {
    q.subtotal[lane] = low + first + lane;
    e.subtotal[lane] = low + first + lane;
  }
  let openCount = 0;
  let openBits = 0;
  let anyHand = false;
  for (let category = 0; category < data.categoryCount; category++) {
    const bit = data.bit[category] as number;
    if ((data.tracked[category] === 1 ? trackedMask : untracked) & bit) continue;
    q.open[openCount] = category;
    e.open[openCount++] = category;
    openBits |= 1 << category;
    if (data.multiplier[category] !== 1) anyHand = true;
  }
  const fills = (category: number): void => {
    rowFills(data, decisions, untracked, trackedMask, count, category, q);
    rowFills(data, evaluated, untracked, trackedMask, count, category, e);
  };
  let final: "best" | "top" = "best";
  if (data.policy !== 1) {
    const last = data.policy === 2 ? 1 : openCount;
    for (let position = 0; position < last; position++) fills(q.open[position] as number);
    bestFills(data, 0, 0, last, count, scratch);
    if (anyHand) bestFills(data, 1, 0, last, count, scratch);
    if (data.repeatClasses.length > 0 && repeatBestFills(data, untracked, openBits, q.fillNormal, q.bestNormal, lanes, count, e.fillNormal, e.bestNormal) && anyHand) {
      repeatBestFills(data, untracked, openBits, q.fillHand, q.bestHand, lanes, count, e.fillHand, e.bestHand);
    }
    layers(data, anyHand, count, scratch);
  } else {
    // Declare: the best declaration for each first roll by q.
    final = "top";
    declareRowTop(data, decisions, evaluated, untracked, rowOffset, count, openCount, fills, scratch);
  }
  if (q.passes !== null) q.passes.policyExpectation(final === "top" ? 1 : 0, (count + 7) >> 3);
  else {
    const source = e[final];
    for (let lane = 0; lane < count; lane++) {
      let sum = 0;
      for (let o = 0; o < outcomes; o++) sum += (data.outcomeProbability[o] as number) * (source[o * lanes + lane] as number);
      e.expected[lane] = sum;
    }
  }
  const base = untracked * data.stride + rowOffset;
  for (let lane = 0; lane < count; lane++) evaluated[base + lane] = e.expected[lane] as number;
}

/** Evaluates every state of the rows `rows[from]` to `rows[to − 1]` into `evaluated`, playing by `decisions`. */
export function evaluateRows(data: KernelData, decisions: Float64Array, evaluated: Float64Array, rows: Int32Array, from: number, to: number, scratch: PolicyScratch): void {
  for (let row = from; row < to; row++) {
    const untracked = rows[2 * row] as number;
    const trackedMask = rows[2 * row + 1] as number;
    const length = data.rowLength[trackedMask] as number;
    for (let first = 0; first < length; first += scratch.q.lanes) {
      evaluateRowBlock(data, decisions, evaluated, untracked, trackedMask, first, Math.min(scratch.q.lanes, length - first), scratch);
    }
  }
}
