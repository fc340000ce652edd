import { bestClassFills, type KernelData, type ProductPasses } from "./solverKernel";

/** The scratch buffers the product passes work in place on (see KernelScratch). */
export interface ProductBuffers {
  readonly keepers: Float64Array;
  readonly most: Float64Array;
  readonly best: Float64Array;
  readonly top: Float64Array;
  readonly bestNormal: Float64Array;
  readonly bestHand: Float64Array;
  readonly fillNormal: Float64Array;
  readonly fillHand: Float64Array;
  readonly open: Int32Array;
  readonly fillSlots: Float64Array;
}

/**
 * The product-layout passes in JavaScript, for where WebAssembly with SIMD
 * is not available: the same interface and the same results bit for bit as
 * the compiled passes (wasm/productPasses.ts), chosen once when a scratch
 * is made.
 */
export function createJsProductPasses(data: KernelData, buffers: ProductBuffers): ProductPasses {
  const { keepers, best, top, fillSlots } = buffers;
  const positions = data.outcomePosition;
  const outcomes = data.outcomeCount;
  return {
    expect: () => averageOutDice(data, keepers),
    hold: () => bestHolds(data, keepers, buffers.most, fillSlots),
    scatter: () => {
      for (let o = 0; o < outcomes; o++) keepers[positions[o] as number] = fillSlots[positions[o] as number] as number;
    },
    gather: () => {
      for (let o = 0; o < outcomes; o++) best[o] = keepers[positions[o] as number] as number;
    },
    bestFills: (hand, first, last) => bestFillSlots(data, buffers, hand, first, last),
    expected: (fromTop) => {
      const probability = data.outcomeProbability;
      let sum = 0;
      if (fromTop === 1) for (let o = 0; o < outcomes; o++) sum += (probability[o] as number) * (top[o] as number);
      else for (let o = 0; o < outcomes; o++) sum += (probability[o] as number) * (keepers[positions[o] as number] as number);
      return sum;
    },
  };
}

/** The best fill per class over the categories open[first] to open[last − 1] (normal, or "from hand" when hand is 1), then per outcome into its slot of fillSlots. */
function bestFillSlots(data: KernelData, buffers: ProductBuffers, hand: number, first: number, last: number): void {
  const fill = hand === 1 ? buffers.fillHand : buffers.fillNormal;
  const into = hand === 1 ? buffers.bestHand : buffers.bestNormal;
  bestClassFills(data, buffers.open, fill, into, first, last);
  const fillSlots = buffers.fillSlots;
  const positions = data.outcomePosition;
  for (let o = 0; o < data.outcomeCount; o++) fillSlots[positions[o] as number] = into[data.classOf[o] as number] as number;
}

/** Averages out one die at a time: slot 0 of each die becomes the expectation over its faces. */
function averageOutDice(data: KernelData, keepers: Float64Array): void {
  const { dimSize, dimStride, dimProbability, dimProbabilityStart, keeperCount } = data;
  for (let dim = 0; dim < dimSize.length; dim++) {
    const size = dimSize[dim] as number;
    const step = dimStride[dim] as number;
    const block = size * step;
    const pStart = dimProbabilityStart[dim] as number;
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
}

/**
 * The best hold of each outcome by letting one die at a time be re-rolled (a
 * max-plus transform over `most`), merged with the outcome's fill (in
 * fillSlots) into its keeper slot.
 */
function bestHolds(data: KernelData, keepers: Float64Array, most: Float64Array, fillSlots: Float64Array): void {
  const { dimSize, dimStride, keeperCount, outcomePosition, outcomeCount } = data;
  most.set(keepers);
  for (let o = 0; o < outcomeCount; o++) most[outcomePosition[o] as number] = -Infinity;
  // Only outcomes are read at the end, and a pass never changes the slots of the dice
  // before it, so each pass skips blocks where an earlier die is rolled (slot 0).
  for (let dim = 0; dim < dimSize.length; dim++) {
    const size = dimSize[dim] as number;
    const step = dimStride[dim] as number;
    const block = size * step;
    for (let base = 0; base < keeperCount; base += block) {
      let needed = true;
      for (let earlier = 0; earlier < dim && needed; earlier++) {
        if (Math.floor(base / (dimStride[earlier] as number)) % (dimSize[earlier] as number) === 0) needed = false;
      }
      if (!needed) continue;
      for (let v = 1; v < size; v++) {
        const to = base + v * step;
        for (let b = 0; b < step; b++) most[to + b] = Math.max(most[base + b] as number, most[to + b] as number);
      }
    }
  }
  for (let o = 0; o < outcomeCount; o++) {
    const slot = outcomePosition[o] as number;
    const candidate = most[slot] as number;
    const fill = fillSlots[slot] as number;
    keepers[slot] = candidate > fill ? candidate : fill;
  }
}
