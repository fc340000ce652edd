import type { KernelData, KernelScratch } from "./solverKernel";

/**
 * A roll's decisions over the outcomes' masses, in outcome order: each
 * outcome's mass goes to the keeper it holds or to its class's fill, and
 * the few outcomes these arrays cannot decide are left to the caller.
 */
export interface RollDecider {
  /** By score class, the value of the best fill of the class's outcomes at this roll (set before {@link RollDecider.decide}). */
  readonly classBest: Float64Array;
  /** By score class, the mass of the roll's outcomes that fill (added to by {@link RollDecider.decide}). */
  readonly classMass: Float64Array;
  /** The mass of the turn's fills, by (from hand, repeat bonus) × score index (added to by {@link RollDecider.fillClasses}). */
  readonly filled: Float64Array;
  /**
   * Starts a roll: the outcomes' values after it, by outcome or (`bySlot`)
   * by keeper slot, null on a roll that must fill; the fill values by score
   * index; the categories it may fill, in sheet order.
   */
  beginRoll(after: Float64Array | null, bySlot: boolean, fills: Float64Array, candidates: readonly number[]): void;
  /**
   * Decides the outcomes of masses[which] from `from` on: an outcome whose
   * value after the roll is above its class's best fill holds (its mass
   * added in held at the keeper of its slot's best hold); any other adds its
   * mass to its class. Returns the first outcome left to the caller, or the
   * outcome count: one marked in the stops (when `stopping`), or one whose
   * value is not its slot's best hold (always so without the passes' holds).
   */
  decide(which: 0 | 1, from: number, stopping: boolean): number;
  /**
   * Fills the classes with mass in classMass from `from` on, in class order:
   * each with category `only`'s score (`only` the category times the class
   * count) or, when `only` is −1, the first candidate whose fill value is
   * the class's best, its mass added to filled (from hand when `hand` is 1,
   * else 0). Returns the first class left to the caller, or the class count:
   * compiled, one no candidate is worth; in JavaScript, any when `only` is
   * −1 (the caller searches the candidates itself).
   */
  fillClasses(from: number, hand: number, only: number): number;
}

/**
 * The law's passes over the keeper slots of distinct dice (the product
 * layout), in buffers of their own: each roll's best hold of every outcome
 * at once, its decisions, and a re-roll's spread of the mass held at each keeper. In
 * JavaScript loops ({@link jsLawPasses}), or compiled to WebAssembly
 * (compiledLawPasses.ts, where WebAssembly with SIMD runs): the same results
 * bit for bit.
 */
export interface LawPasses extends RollDecider {
  /** By keeper slot, the value of its best hold (see {@link LawPasses.bestHolds} and {@link LayerKeeping.use}); −∞ at outcomes. */
  readonly best: Float64Array;
  /** By keeper slot, the slot of that best hold; −1 at outcomes. */
  readonly keeper: Int32Array;
  /** The compiled passes: the kernel's turns keep each roll layer's best holds (see {@link LayerKeeping}); else undefined. */
  readonly layers?: LayerKeeping;
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

/**
 * The kernel's scratch for the law's turns, made with the compiled passes,
 * in their memory. Its hold pass is the passes' best holds: each roll
 * layer's best hold of every keeper slot, kept by layer, and each outcome's
 * best hold merged with its fill as the kernel merges them (the larger),
 * into the kernel's keeper slots and kept as the layer's values after the
 * roll; so a roll's decisions need neither a pass nor a copy of their own.
 * A turn of several chains (declaring) keeps the last chain's, and plays
 * no rolls.
 */
export interface LayerKeeping {
  readonly kernel: KernelScratch;
  /** Keeps the layers of the kernel's next turns as those of record slot `slot`. */
  keep(slot: number): void;
  /**
   * Record slot `slot`'s roll layer with `rollsLeft` rolls left, if its
   * layers are the ones kept: makes the best holds those kept for it and
   * returns its values after the roll, by keeper slot; else undefined.
   */
  use(slot: number, rollsLeft: number): Float64Array | undefined;
}

/** The law's passes in JavaScript loops, for a model of distinct dice whose decisions stop at `stops` (1 by outcome). */
export function jsLawPasses(data: KernelData, stops: Uint8Array = new Uint8Array(data.outcomeCount)): LawPasses {
  const slots = data.keeperCount;
  const best = new Float64Array(slots);
  const keeper = new Int32Array(slots);
  const held = new Float64Array(slots);
  const masses = [new Float64Array(data.outcomeCount), new Float64Array(data.outcomeCount)] as const;
  return {
    ...jsRollDecider(data, stops, masses, held, { best, keeper }),
    best,
    keeper,
    held,
    masses,
    bestHolds: (keepers: Float64Array) => bestHoldsJs(data, keepers, best, keeper),
    spread: (which: 0 | 1) => spreadJs(data, held, masses[which]),
  };
}

/**
 * A roll's decisions in JavaScript, over `masses` into `held`; with the
 * passes' best holds (`holds`) where there are some, else every outcome that
 * holds is left to the caller.
 */
export function jsRollDecider(
  data: KernelData,
  stops: Uint8Array,
  masses: readonly [Float64Array, Float64Array],
  held: Float64Array,
  holds: { readonly best: Float64Array; readonly keeper: Int32Array } | null,
): RollDecider {
  const classBest = new Float64Array(data.classCount);
  const classMass = new Float64Array(data.classCount);
  const filled = new Float64Array(4 * data.distinct.length);
  const { classOf, classCount, outcomeCount, outcomePosition, scoreIndex } = data;
  let after: Float64Array | null = null;
  let bySlot = false;
  return {
    classBest,
    classMass,
    filled,
    beginRoll(values, slots) {
      after = values;
      bySlot = slots;
    },
    // Without `only`, every class is left to the caller's search.
    fillClasses(from, hand, only) {
      for (let kind = from; kind < classCount; kind++) {
        const mass = classMass[kind] as number;
        if (mass === 0) continue;
        if (only < 0) return kind;
        const at = hand * 2 * data.distinct.length + (scoreIndex[only + kind] as number);
        filled[at] = (filled[at] as number) + mass;
      }
      return classCount;
    },
    decide(which, from, stopping) {
      const outcomes = masses[which];
      for (let outcome = from; outcome < outcomeCount; outcome++) {
        const mass = outcomes[outcome] as number;
        if (mass === 0) continue;
        if (stopping && stops[outcome] === 1) return outcome;
        const kind = classOf[outcome] as number;
        if (after !== null) {
          const slot = outcomePosition[outcome] as number;
          const value = after[bySlot ? slot : outcome] as number;
          if (value > (classBest[kind] as number)) {
            if (holds === null) return outcome;
            const chosen = holds.keeper[slot] as number;
            if (holds.best[slot] !== value || chosen < 0) return outcome;
            held[chosen] = (held[chosen] as number) + mass;
            continue;
          }
        }
        classMass[kind] = (classMass[kind] as number) + mass;
      }
      return outcomeCount;
    },
  };
}

/**
 * The best holds in JavaScript. One sweep a die: a slot holding the die
 * takes the value of the slot re-rolling it where that is at least its own,
 * since every hold the re-rolling slot stands for comes first in mask order.
 */
function bestHoldsJs(data: KernelData, keepers: Float64Array, best: Float64Array, keeper: Int32Array): void {
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
