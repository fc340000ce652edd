import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { Die, Face } from "../dice/Die";
import { faceWeights } from "../dice/faceWeights";
import { validateRngState, type RngAlgorithm, type RngState } from "./RngState";

/** A mutable generator and the draw its state names; never shared. */
export interface Generator {
  /** pure-rand's xoroshiro128+, stepped in place. */
  readonly words: RandomGenerator;
  /** How its outputs become dice. */
  readonly algorithm: RngAlgorithm;
}

/** A generator positioned at `rng` (checked: it may come from a saved game). */
export function generatorFrom(rng: RngState): Generator {
  const { algorithm, state } = validateRngState(rng);
  return { words: xoroshiro128plusFromState(state), algorithm };
}

/** The plain-data state of a generator. */
export function snapshot(generator: Generator): RngState {
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
export function drawHighIndex(words: RandomGenerator, size: number): number {
  const threshold = 0x100000000 % size;
  for (;;) {
    const product = (words.next() >>> 0) * size;
    const index = Math.floor(product / 0x100000000);
    if (product - index * 0x100000000 >= threshold) return index;
  }
}

/** A number in [0, 1), a multiple of 2^-53, from the high 26 and 27 bits of two outputs. */
function drawHighFloat(words: RandomGenerator): number {
  const high = words.next() >>> 6;
  const low = words.next() >>> 5;
  return high * 1.4901161193847656e-8 + low * 1.1102230246251565e-16;
}

// Cumulative weights per weighted die, computed once: dice are immutable data.
const cumulativeCache = new WeakMap<Die, Float64Array>();

/**
 * The running sums of a die's weights as {@link faceWeights} scales them (so
 * they cannot overflow or vanish), cached per die; the generator draws
 * `uniformFloat64 · total` against them.
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
export function drawFaceIndex(generator: Generator, die: Die): number {
  const { words, algorithm } = generator;
  const high = algorithm === "xoroshiro128plus-high";
  const weights = die.weights;
  if (weights === undefined) return high ? drawHighIndex(words, die.faces.length) : uniformInt(words, 0, die.faces.length - 1);
  const cumulative = cumulativeWeights(die);
  const target = (high ? drawHighFloat(words) : uniformFloat64(words)) * (cumulative[cumulative.length - 1] as number);
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
export function drawFace(generator: Generator, die: Die): Face {
  return die.faces[drawFaceIndex(generator, die)] as Face;
}

/**
 * The rejection bound pure-rand's `uniformInt(generator, 0, size - 1)` uses:
 * the largest multiple of `size` not above 2^32. Draws at or above it are
 * rejected so every face keeps exactly the same number of 32-bit outcomes.
 */
export function rejectionBound(size: number): number {
  return size > 2 ? Math.floor(0x100000000 / size) * size : 0x100000000;
}

/**
 * Rolls `dice` into `out` as fast as plain JavaScript allows, drawing exactly
 * what {@link drawFace} draws (the same generator outputs, the same rejections),
 * so the stream is identical to `rollDice`. Uniform dice inline the draw with
 * a precomputed rejection bound; weighted dice take the general path.
 */
export function createFastRoller(generator: Generator): (dice: readonly Die[], out: number[] | Int32Array) => void {
  const high = generator.algorithm === "xoroshiro128plus-high";
  // A plan per dice list, rebuilt only when the list (or any die in it) changes.
  let planDice: Die[] = [];
  let allUniform = true;
  let sizes: number[] = [];
  let bounds: number[] = [];
  let facesOf: Array<readonly Face[]> = [];
  const rebuild = (dice: readonly Die[]): void => {
    planDice = [...dice];
    allUniform = dice.every((die) => die.weights === undefined);
    sizes = dice.map((die) => die.faces.length);
    // The high draw rejects a remainder below its bound, the earlier draw an output at or above its.
    bounds = dice.map((die) => (high ? 0x100000000 % die.faces.length : rejectionBound(die.faces.length)));
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
    if (!allUniform) {
      for (let index = 0; index < count; index++) out[index] = drawFace(generator, dice[index] as Die) as number;
      return;
    }
    // Locals, not the closure's reassignable bindings, in the hot loop.
    const rng = generator.words;
    const planBounds = bounds;
    const planSizes = sizes;
    const planFaces = facesOf;
    for (let index = 0; index < count; index++) {
      const bound = planBounds[index] as number;
      const size = planSizes[index] as number;
      let face: number;
      if (high) {
        // drawHighIndex with its bound precomputed.
        let product = (rng.next() >>> 0) * size;
        face = Math.floor(product / 0x100000000);
        while (product - face * 0x100000000 < bound) {
          product = (rng.next() >>> 0) * size;
          face = Math.floor(product / 0x100000000);
        }
      } else {
        // (x ^ 2^31) >>> 0 is pure-rand's x + 2^31 for a signed 32-bit x, kept an integer.
        let draw = (rng.next() ^ 0x80000000) >>> 0;
        while (draw >= bound) draw = (rng.next() ^ 0x80000000) >>> 0;
        // draw % size without the slow floating-point remainder: draw < 2^32, so
        // draw / size is never within rounding of the next integer and the floor is exact.
        face = draw - size * Math.floor(draw / size);
      }
      out[index] = (planFaces[index] as readonly number[])[face] as number;
    }
  };
}
