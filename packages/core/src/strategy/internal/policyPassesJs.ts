import type { RowScratch } from "./rowKernel";
import type { KernelData } from "./solverKernel";

/**
 * The passes of a policy evaluation over a row block (see policyKernel.ts),
 * working in place on the decision side's (q) and the evaluated side's (e)
 * row scratches: wasm/rowPolicyPasses.ts's compiled ones, or
 * {@link createJsRowPolicyPasses}'s. Each works on the first 8 × `octets`
 * lanes; a maximum picks by q and carries the e of its pick (see {@link pick}).
 */
export interface RowPolicyPasses {
  /** The best fill of each outcome class by q over open[from] … open[to − 1], carrying e. */
  policyBestFills(hand: number, from: number, to: number, octets: number): void;
  /** The turn's roll layers on pairs: the first roll's outcome values into q.best and e.best. */
  policyLayers(anyHand: number, octets: number): void;
  /** top = the pick of top and best. */
  policyMergeTop(octets: number): void;
  /** top = the pick of top and the untracked category's chain + same, on both sides. */
  policyMergeChain(category: number, octets: number): void;
  /** top = the pick of top and chainNow at each outcome's count of the face. */
  policyMergeCount(face: number, octets: number): void;
  /** Σ over outcomes of probability × e's best (fromTop 0) or top (1), in outcome order, into e.expected. */
  policyExpectation(fromTop: number, octets: number): void;
}

/** Picks (q, e) into slot `target` of (intoQ, intoE) when q beats it, or carries the smaller e on a tie. */
export function pick(intoQ: Float64Array, intoE: Float64Array, target: number, q: number, e: number): void {
  const current = intoQ[target] as number;
  if (q > current) {
    intoQ[target] = q;
    intoE[target] = e;
  } else if (q === current && e < (intoE[target] as number)) intoE[target] = e;
}

/**
 * The policy passes in JavaScript, for where WebAssembly with SIMD is not
 * available: the interface and the results, bit for bit, of the compiled
 * ones, on the two sides' own arrays; chosen once when a scratch is made.
 */
export function createJsRowPolicyPasses(data: KernelData, q: RowScratch, e: RowScratch): RowPolicyPasses {
  const outcomes = data.outcomeCount;
  const lanes = q.lanes;
  /** Picks value(side, o, lane) into top over the first 8 × octets lanes of every outcome. */
  const mergeInto = (octets: number, value: (side: RowScratch, o: number, lane: number) => number): void => {
    const count = octets * 8;
    for (let o = 0; o < outcomes; o++) {
      for (let lane = 0; lane < count; lane++) pick(q.top, e.top, o * lanes + lane, value(q, o, lane), value(e, o, lane));
    }
  };
  return {
    policyBestFills: (hand, from, to, octets) => bestFills(data, hand, from, to, octets * 8, q, e),
    policyLayers: (anyHand, octets) => layers(data, anyHand === 1, octets * 8, q, e),
    policyMergeTop: (octets) => mergeInto(octets, (side, o, lane) => side.best[o * lanes + lane] as number),
    policyMergeChain: (category, octets) => mergeInto(octets, (side, o, lane) => (q.chain[category * outcomes + o] as number) + (side.same[lane] as number)),
    policyMergeCount: (face, octets) =>
      mergeInto(octets, (side, o, lane) => side.chainNow[(data.countOf[o * data.faceCount + face] as number) * lanes + lane] as number),
    policyExpectation: (fromTop, octets) => {
      const source = fromTop === 1 ? e.top : e.best;
      for (let lane = 0; lane < octets * 8; lane++) {
        let sum = 0;
        for (let o = 0; o < outcomes; o++) sum += (data.outcomeProbability[o] as number) * (source[o * lanes + lane] as number);
        e.expected[lane] = sum;
      }
    },
  };
}

/** The best fill of each class over open[from] … open[to − 1] by q, carrying e. */
function bestFills(data: KernelData, hand: number, from: number, to: number, count: number, q: RowScratch, e: RowScratch): void {
  const lanes = q.lanes;
  const fillQ = hand === 1 ? q.fillHand : q.fillNormal;
  const fillE = hand === 1 ? e.fillHand : e.fillNormal;
  const intoQ = hand === 1 ? q.bestHand : q.bestNormal;
  const intoE = hand === 1 ? e.bestHand : e.bestNormal;
  intoQ.fill(-Infinity);
  for (let position = from; position < to; position++) {
    const base = (q.open[position] as number) * data.classCount;
    for (let k = 0; k < data.classCount; k++) {
      const source = (data.scoreIndex[base + k] as number) * lanes;
      for (let lane = 0; lane < count; lane++) pick(intoQ, intoE, k * lanes + lane, fillQ[source + lane] as number, fillE[source + lane] as number);
    }
  }
}

/** Both sides' keepers averaged over the re-rolled die, in the solver's order of sums (see rowPassesJs.ts), so that q repeats the solve's values. */
function averageKeepers(data: KernelData, count: number, sides: readonly RowScratch[]): void {
  const lanes = (sides[0] as RowScratch).lanes;
  for (const side of sides) {
    const keepers = side.keepers;
    for (let i = 0; i < data.addOrder.length; i++) {
      const target = (data.addOrder[i] as number) * lanes;
      const end = data.addStart[i + 1] as number;
      const scale = data.addUniform[i] as number;
      for (let lane = 0; lane < count; lane++) {
        let sum = 0;
        if (scale > 0) {
          for (let at = data.addStart[i] as number; at < end; at++) sum += keepers[(data.addChild[at] as number) * lanes + lane] as number;
          sum *= scale;
        } else {
          for (let at = data.addStart[i] as number; at < end; at++) sum += (data.addProbability[at] as number) * (keepers[(data.addChild[at] as number) * lanes + lane] as number);
        }
        keepers[target + lane] = sum;
      }
    }
  }
}

/** The best hold by q, carrying its e, merged into each outcome's best. */
function bestHolds(data: KernelData, count: number, q: RowScratch, e: RowScratch): void {
  const lanes = q.lanes;
  const outcomes = data.outcomeCount;
  for (let i = 0; i < data.removeOrder.length; i++) {
    const keeper = data.removeOrder[i] as number;
    const target = keeper * lanes;
    const isOutcome = keeper < outcomes;
    const end = data.removeStart[i + 1] as number;
    for (let lane = 0; lane < count; lane++) {
      q.most[target + lane] = isOutcome ? -Infinity : (q.keepers[target + lane] as number);
      e.most[target + lane] = isOutcome ? Number.NaN : (e.keepers[target + lane] as number);
      for (let at = data.removeStart[i] as number; at < end; at++) {
        const source = (data.removeParent[at] as number) * lanes + lane;
        pick(q.most, e.most, target + lane, q.most[source] as number, e.most[source] as number);
      }
      if (isOutcome) pick(q.best, e.best, target + lane, q.most[target + lane] as number, e.most[target + lane] as number);
    }
  }
}

/** The turn's roll layers on pairs: leaves the first roll's outcome values in q.best and e.best. */
function layers(data: KernelData, anyHand: boolean, count: number, q: RowScratch, e: RowScratch): void {
  const lanes = q.lanes;
  const outcomes = data.outcomeCount;
  for (let rollsLeft = 0; rollsLeft < data.rolls; rollsLeft++) {
    const hand = rollsLeft === data.rolls - 1 && anyHand;
    for (const side of [q, e]) {
      const perClass = hand ? side.bestHand : side.bestNormal;
      for (let o = 0; o < outcomes; o++) {
        const source = (data.classOf[o] as number) * lanes;
        for (let lane = 0; lane < count; lane++) side.best[o * lanes + lane] = perClass[source + lane] as number;
      }
    }
    if (rollsLeft > 0) {
      averageKeepers(data, count, [q, e]);
      bestHolds(data, count, q, e);
    }
    q.keepers.set(q.best.subarray(0, outcomes * lanes));
    e.keepers.set(e.best.subarray(0, outcomes * lanes));
  }
}
