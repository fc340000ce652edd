import type { KernelData } from "./solverKernel";

/**
 * The law's passes over the keeper slots of distinct dice (the product
 * layout), in buffers of their own: each roll's best hold of every outcome
 * at once, and a re-roll's spread of the mass held at each keeper. In
 * JavaScript loops ({@link jsLawPasses}), or compiled to WebAssembly for the
 * law's worker threads (compiledLawPasses.ts): the same results bit for bit.
 */
export interface LawPasses {
  /** By keeper slot, the value of its best hold (see {@link LawPasses.bestHolds}); −∞ at outcomes. */
  readonly best: Float64Array;
  /** By keeper slot, the slot of that best hold; −1 at outcomes. */
  readonly keeper: Float64Array;
  /** The mass held at each keeper slot before a re-roll (used up by {@link LawPasses.spread}). */
  readonly held: Float64Array;
  /** Two buffers of one mass per outcome, which {@link LawPasses.spread} writes into. */
  readonly masses: readonly [Float64Array, Float64Array];
  /**
   * For every keeper slot, the greatest of `keepers` over the slots reached
   * by re-rolling any of its dice (itself included; outcomes, every die held,
   * are not holds), and the first such slot in mask order on a tie.
   */
  bestHolds(keepers: Float64Array): void;
  /** Pushes the mass in `held` to the outcomes the re-roll reaches, into masses[which]. */
  spread(which: 0 | 1): void;
}

/** The law's passes in JavaScript loops, for a model of distinct dice. */
export function jsLawPasses(data: KernelData): LawPasses {
  const slots = data.keeperCount;
  const passes = {
    best: new Float64Array(slots),
    keeper: new Float64Array(slots),
    held: new Float64Array(slots),
    masses: [new Float64Array(data.outcomeCount), new Float64Array(data.outcomeCount)] as const,
    bestHolds: (keepers: Float64Array) => bestHoldsJs(data, keepers, passes.best, passes.keeper),
    spread: (which: 0 | 1) => spreadJs(data, passes.held, passes.masses[which]),
  };
  return passes;
}

/**
 * The best holds in JavaScript. One sweep a die: a slot holding the die
 * takes the value of the slot re-rolling it where that is at least its own,
 * since every hold the re-rolling slot stands for comes first in mask order.
 */
function bestHoldsJs(data: KernelData, keepers: Float64Array, best: Float64Array, keeper: Float64Array): void {
  best.set(keepers);
  for (let slot = 0; slot < best.length; slot++) keeper[slot] = slot;
  for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
    const slot = data.outcomePosition[outcome] as number;
    best[slot] = -Infinity;
    keeper[slot] = -1;
  }
  for (let dim = 0; dim < data.dimSize.length; dim++) {
    const stride = data.dimStride[dim] as number;
    const size = data.dimSize[dim] as number;
    for (let high = 0; high < best.length; high += stride * size) {
      for (let rolled = high; rolled < high + stride; rolled++) {
        const value = best[rolled] as number;
        const from = keeper[rolled] as number;
        for (let slot = rolled + stride; slot < rolled + size * stride; slot += stride) {
          if (value >= (best[slot] as number)) {
            best[slot] = value;
            keeper[slot] = from;
          }
        }
      }
    }
  }
}

/** The spread in JavaScript: each die rolled at a slot (face 0) takes its faces, one die at a time; a pass never puts mass back on a face 0. */
function spreadJs(data: KernelData, held: Float64Array, outcomes: Float64Array): void {
  const { dimSize, dimStride, dimProbability, dimProbabilityStart, keeperCount, outcomePosition } = data;
  for (let dim = 0; dim < dimSize.length; dim++) {
    const size = dimSize[dim] as number;
    const step = dimStride[dim] as number;
    const first = dimProbabilityStart[dim] as number;
    for (let base = 0; base < keeperCount; base += size * step) {
      for (let b = base; b < base + step; b++) {
        const here = held[b] as number;
        if (here === 0) continue;
        for (let v = 1, to = b + step; v < size; v++, to += step) held[to] = (held[to] as number) + here * (dimProbability[first + v - 1] as number);
      }
    }
  }
  for (let outcome = 0; outcome < outcomes.length; outcome++) outcomes[outcome] = held[outcomePosition[outcome] as number] as number;
}
