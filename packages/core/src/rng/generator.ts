import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { Die, Face } from "../dice/Die";
import { faceWeights } from "../dice/faceWeights";
import { validateRngState, type RngAlgorithm, type RngState } from "./RngState";

/** A mutable generator and the draw its state names; never shared. */
export interface SeededGenerator {
  /** pure-rand's xoroshiro128+, stepped in place. */
  readonly words: RandomGenerator;
  /** How its outputs become dice. */
  readonly algorithm: RngAlgorithm;
}

/** A generator positioned at `rng` (checked: it may come from a saved game). */
export function generatorFrom(rng: RngState): SeededGenerator {
  const { algorithm, state } = validateRngState(rng);
  return { words: xoroshiro128plusFromState(state), algorithm };
}

/** The plain-data state of a generator. */
export function snapshot(generator: SeededGenerator): RngState {
  const [a, b, c, d] = generator.words.getState();
  return { algorithm: generator.algorithm, state: [a as number, b as number, c as number, d as number] };
}

/**
 * An index below `size` from the high bits of 32-bit outputs (Lemire's
 * multiply-and-reject): the unsigned output times `size` is below 2^32 ·
 * size, its quotient by 2^32 is the index, and an output whose remainder is
 * below 2^32 mod `size` is drawn again, so every index keeps exactly
 * floor(2^32 / size) outputs. Exact for `size` below 2^21: the product stays
 * below 2^53 and dividing by 2^32 does not round.
 */
export function drawHighIndex(words: RandomGenerator, size: number, threshold = 0x100000000 % size): number {
  for (;;) {
    const product = (words.next() >>> 0) * size;
    const index = Math.floor(product / 0x100000000);
    if (product - index * 0x100000000 >= threshold) return index;
  }
}

/**
 * An index below `size` as the earlier draw makes it, which is pure-rand's
 * `uniformInt(generator, 0, size - 1)`: the output plus 2^31, drawn again at
 * or above the largest multiple of `size` not above 2^32, modulo `size`.
 */
export function drawModuloIndex(words: RandomGenerator, size: number): number {
  const bound = size > 2 ? Math.floor(0x100000000 / size) * size : 0x100000000;
  // (x ^ 2^31) >>> 0 is x + 2^31 for a signed 32-bit x, kept an integer.
  let draw = (words.next() ^ 0x80000000) >>> 0;
  while (draw >= bound) draw = (words.next() ^ 0x80000000) >>> 0;
  return draw % size;
}

/**
 * A number in [0, 1), a multiple of 2^-53, from two outputs: their high 26
 * and 27 bits, or (the earlier draw, pure-rand's `uniformFloat64`) their low ones.
 */
export function drawUnit(words: RandomGenerator, high: boolean): number {
  const first = words.next();
  const second = words.next();
  return (high ? first >>> 6 : first & 0x3ffffff) * 1.4901161193847656e-8 + (high ? second >>> 5 : second & 0x7ffffff) * 1.1102230246251565e-16;
}

// Cumulative weights per weighted die, computed once: dice are immutable data.
const cumulativeCache = new WeakMap<Die, Float64Array>();

/**
 * The running sums of a die's weights as {@link faceWeights} scales them (so
 * they cannot overflow or vanish), cached per die; the generator draws
 * `drawUnit · total` against them.
 */
export function cumulativeWeights(die: Die): Float64Array {
  let cumulative = cumulativeCache.get(die);
  if (cumulative === undefined) {
    const weights = faceWeights(die);
    cumulative = new Float64Array(weights.length);
    let total = 0;
    weights.forEach((weight, index) => {
      total += weight;
      (cumulative as Float64Array)[index] = total;
    });
    cumulativeCache.set(die, cumulative);
  }
  return cumulative;
}

/** The index of the face a die shows, drawn without bias. */
export function drawFaceIndex(generator: SeededGenerator, die: Die): number {
  const { words, algorithm } = generator;
  const high = algorithm === "xoroshiro128plus-high";
  const weights = die.weights;
  if (weights === undefined) return high ? drawHighIndex(words, die.faces.length) : drawModuloIndex(words, die.faces.length);
  const cumulative = cumulativeWeights(die);
  const target = drawUnit(words, high) * (cumulative[cumulative.length - 1] as number);
  for (let index = 0; index < cumulative.length; index++) {
    // Strict comparison skips zero-weight faces, which can never be drawn.
    if (target < (cumulative[index] as number)) return index;
  }
  // Unreachable (u · total < total for u < 1), but never fall back onto a zero-weight face.
  let last = weights.length - 1;
  while (last > 0 && (weights[last] as number) === 0) last--;
  return last;
}

/** The face a die shows, drawn without bias. */
export function drawFace(generator: SeededGenerator, die: Die): Face {
  return die.faces[drawFaceIndex(generator, die)] as Face;
}

/**
 * Rolls `dice` into `out` as fast as plain JavaScript allows, drawing exactly
 * what {@link drawFace} draws (the same generator outputs, the same rejections),
 * so the stream is identical to `rollDice`. Unweighted dice of the high-bits
 * draw take {@link drawHighIndex} with its bound precomputed; weighted dice and
 * the earlier draw take the general path.
 */
export function createFastRoller(generator: SeededGenerator): (dice: readonly Die[], out: number[] | Int32Array) => void {
  // A plan per dice list, rebuilt only when the list (or any die in it) changes.
  let planDice: Die[] = [];
  let fast = true;
  let sizes: number[] = [];
  let bounds: number[] = [];
  let facesOf: Array<readonly Face[]> = [];
  const rebuild = (dice: readonly Die[]): void => {
    planDice = [...dice];
    fast = generator.algorithm === "xoroshiro128plus-high" && dice.every((die) => die.weights === undefined);
    sizes = dice.map((die) => die.faces.length);
    bounds = dice.map((die) => 0x100000000 % die.faces.length);
    facesOf = dice.map((die) => die.faces);
  };
  return (dice, out) => {
    const count = dice.length;
    if (count !== planDice.length) rebuild(dice);
    else {
      for (let index = 0; index < count; index++) {
        if (dice[index] !== planDice[index]) {
          rebuild(dice);
          break;
        }
      }
    }
    if (!fast) {
      for (let index = 0; index < count; index++) out[index] = drawFace(generator, dice[index] as Die) as number;
      return;
    }
    // Locals, not the closure's reassignable bindings, in the hot loop.
    const words = generator.words;
    const planBounds = bounds;
    const planSizes = sizes;
    const planFaces = facesOf;
    for (let index = 0; index < count; index++) {
      out[index] = (planFaces[index] as readonly number[])[drawHighIndex(words, planSizes[index] as number, planBounds[index] as number)] as number;
    }
  };
}
