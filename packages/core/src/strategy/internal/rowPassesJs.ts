import type { RowPasses, RowScratch } from "./rowKernel";
import type { KernelData } from "./solverKernel";

/**
 * The row kernel's passes in JavaScript, for where WebAssembly with SIMD is
 * not available: the interface and the results, bit for bit, of the compiled
 * passes (wasm/rowPasses.ts), working on the scratch's own arrays; chosen
 * once when a scratch is made. A pass given `octets` works on the first
 * 8 × octets lanes, as the compiled one does.
 */
export function createJsRowPasses(data: KernelData, scratch: RowScratch): RowPasses {
  const { top, best, same, chain, chainNow, lanes } = scratch;
  const outcomes = data.outcomeCount;
  /** top = max(top, value(o, lane)) over the first 8 × octets lanes of every outcome. */
  const mergeInto = (octets: number, value: (o: number, lane: number) => number): void => {
    const count = octets * 8;
    for (let o = 0; o < outcomes; o++) {
      const at = o * lanes;
      for (let lane = 0; lane < count; lane++) {
        const candidate = value(o, lane);
        if (candidate > (top[at + lane] as number)) top[at + lane] = candidate;
      }
    }
  };
  return {
    bestFills: (hand, from, to, octets) => bestFills(data, hand, from, to, octets * 8, scratch),
    layers: (anyHand, octets) => layers(data, anyHand === 1, octets * 8, scratch),
    resetTop: () => top.fill(-Infinity),
    mergeTop: (octets) => mergeInto(octets, (o, lane) => best[o * lanes + lane] as number),
    mergeChain: (category, octets) => mergeInto(octets, (o, lane) => (chain[category * outcomes + o] as number) + (same[lane] as number)),
    mergeCount: (face, octets) => mergeInto(octets, (o, lane) => chainNow[(data.countOf[o * data.faceCount + face] as number) * lanes + lane] as number),
    expectation: (fromTop, octets) => expectation(data, fromTop === 1 ? top : best, octets * 8, scratch),
  };
}

/** The best fill of each outcome class over the categories `open[from]` to `open[to - 1]`, from the fills into bestNormal / bestHand. */
function bestFills(data: KernelData, hand: number, from: number, to: number, count: number, scratch: RowScratch): void {
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

/** keepers[k] = the average over the re-rolled die of the keepers one die fuller, fewest dice last. */
function averageKeepers(data: KernelData, keepers: Float64Array, count: number, lanes: number): void {
  const { addOrder, addStart, addChild, addProbability, addUniform } = data;
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
}

/** Best hold: the best keeper below each keeper, one die fewer at a time, merged into each outcome's `best`; an outcome may not hold every die. */
function bestHolds(data: KernelData, count: number, scratch: RowScratch): void {
  const { keepers, most, best, lanes } = scratch;
  const { removeOrder, removeStart, removeParent } = data;
  const outcomes = data.outcomeCount;
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

/** The turn's roll layers from the per-class best fills: leaves the values of the first roll's outcomes in `best`. */
function layers(data: KernelData, anyHand: boolean, count: number, scratch: RowScratch): void {
  const { lanes, keepers, best } = scratch;
  const rolls = data.rolls;
  for (let rollsLeft = 0; rollsLeft < rolls; rollsLeft++) {
    gather(data, rollsLeft !== rolls - 1 || !anyHand ? scratch.bestNormal : scratch.bestHand, best, count, lanes);
    if (rollsLeft > 0) {
      // keepers[0 … outcomes) hold the previous layer's outcome values.
      averageKeepers(data, keepers, count, lanes);
      bestHolds(data, count, scratch);
    }
    keepers.set(best.subarray(0, data.outcomeCount * lanes));
  }
}

/** Σ over outcomes of probability × `source` per lane, in outcome order, into scratch.expected. */
function expectation(data: KernelData, source: Float64Array, count: number, scratch: RowScratch): void {
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
