import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { Die, Face } from "../dice/Die";
import { faceWeights } from "../dice/faceWeights";
import { validateRngState, type RngState } from "./RngState";

/** A mutable pure-rand generator positioned at `rng` (checked: it may come from a saved game); never shared. */
export function generatorFrom(rng: RngState): RandomGenerator {
  return xoroshiro128plusFromState(validateRngState(rng).state);
}

/** The plain-data state of a pure-rand generator. */
export function snapshot(generator: RandomGenerator): RngState {
  const [a, b, c, d] = generator.getState();
  return { algorithm: "xoroshiro128plus", state: [a as number, b as number, c as number, d as number] };
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
export function drawFaceIndex(generator: RandomGenerator, die: Die): number {
  const weights = die.weights;
  if (weights === undefined) return uniformInt(generator, 0, die.faces.length - 1);
  const cumulative = cumulativeWeights(die);
  const target = uniformFloat64(generator) * (cumulative[cumulative.length - 1] as number);
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
export function drawFace(generator: RandomGenerator, die: Die): Face {
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
 * so the stream is identical to `rollDice`. Uniform dice inline pure-rand's
 * `uniformInt` with a precomputed rejection bound; weighted dice take the
 * general path.
 */
export function createFastRoller(generator: RandomGenerator): (dice: readonly Die[], out: number[] | Int32Array) => void {
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
    bounds = dice.map((die) => rejectionBound(die.faces.length));
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
    const rng = generator;
    const planBounds = bounds;
    const planSizes = sizes;
    const planFaces = facesOf;
    for (let index = 0; index < count; index++) {
      const bound = planBounds[index] as number;
      // (x ^ 2^31) >>> 0 is pure-rand's x + 2^31 for a signed 32-bit x, kept an integer.
      let draw = (rng.next() ^ 0x80000000) >>> 0;
      while (draw >= bound) draw = (rng.next() ^ 0x80000000) >>> 0;
      const size = planSizes[index] as number;
      // draw % size without the slow floating-point remainder: draw < 2^32, so
      // draw / size is never within rounding of the next integer and the floor is exact.
      out[index] = (planFaces[index] as readonly number[])[draw - size * Math.floor(draw / size)] as number;
    }
  };
}
