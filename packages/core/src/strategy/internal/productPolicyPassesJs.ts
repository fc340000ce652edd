import type { KernelData } from "./solverKernel";
import type { ProductPolicyPasses, ProductPolicyScratch, ProductPolicySide } from "./productPolicyKernel";
import { pick } from "./policyPassesJs";

/** The buffers the policy passes work in place on: both sides of the pairs and the open categories. */
export type ProductPolicyBuffers = Pick<ProductPolicyScratch, "q" | "e" | "open">;

/**
 * The policy-evaluation passes for distinct dice in JavaScript, for where
 * WebAssembly with SIMD is not available: returns the same interface as the
 * compiled passes (wasm/productPolicyPasses.ts), with the same results bit
 * for bit, chosen once when a scratch is made.
 */
export function createJsProductPolicyPasses(data: KernelData, buffers: ProductPolicyBuffers): ProductPolicyPasses {
  const { q, e } = buffers;
  const outcomes = data.outcomeCount;
  return {
    policyBestFills: (hand, first, last) => bestFills(data, hand, first, last, buffers),
    policyExpect: () => {
      expect(data, q.keepers);
      expect(data, e.keepers);
    },
    policyHold: () => hold(data, q, e),
    policyScatter: () => {
      for (let o = 0; o < outcomes; o++) {
        const slot = data.outcomePosition[o] as number;
        q.keepers[slot] = q.best[o] as number;
        e.keepers[slot] = e.best[o] as number;
      }
    },
    policyResetTop: () => {
      q.top.fill(-Infinity);
      e.top.fill(Number.NaN);
    },
    policyMergeTop: () => {
      for (let o = 0; o < outcomes; o++) pick(q.top, e.top, o, q.best[o] as number, e.best[o] as number);
    },
    policyExpectation: (fromTop) => {
      const final = fromTop === 1 ? e.top : e.best;
      let expected = 0;
      for (let o = 0; o < outcomes; o++) expected += (data.outcomeProbability[o] as number) * (final[o] as number);
      return expected;
    },
  };
}

/** The best fill of each outcome by q over open[first] … open[last − 1], carrying e: into outcomeNormal (hand 0) or best (hand 1). */
function bestFills(data: KernelData, hand: number, first: number, last: number, buffers: ProductPolicyBuffers): void {
  const { q, e, open } = buffers;
  const fillQ = hand === 1 ? q.fillHand : q.fillNormal;
  const fillE = hand === 1 ? e.fillHand : e.fillNormal;
  const perClassQ = hand === 1 ? q.bestHand : q.bestNormal;
  const perClassE = hand === 1 ? e.bestHand : e.bestNormal;
  perClassQ.fill(-Infinity);
  perClassE.fill(Number.NaN);
  for (let position = first; position < last; position++) {
    const base = (open[position] as number) * data.classCount;
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
function hold(data: KernelData, q: ProductPolicySide, e: ProductPolicySide): void {
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
