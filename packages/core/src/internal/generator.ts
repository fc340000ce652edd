import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { Die, Face } from "../dice/Die";
import type { RngState } from "../rng/RngState";

/** A mutable pure-rand generator positioned at `rng`; never shared. */
export function generatorFrom(rng: RngState): RandomGenerator {
  return xoroshiro128plusFromState(rng.state);
}

/** The plain-data state of a pure-rand generator. */
export function snapshot(generator: RandomGenerator): RngState {
  const [a, b, c, d] = generator.getState();
  return { algorithm: "xoroshiro128plus", state: [a as number, b as number, c as number, d as number] };
}

// Cumulative weights per weighted die, computed once: dice are immutable data.
const cumulativeCache = new WeakMap<Die, Float64Array>();

function cumulativeWeights(die: Die, weights: readonly number[]): Float64Array {
  let cumulative = cumulativeCache.get(die);
  if (cumulative === undefined) {
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
  const cumulative = cumulativeWeights(die, weights);
  const target = uniformFloat64(generator) * (cumulative[cumulative.length - 1] as number);
  for (let index = 0; index < cumulative.length; index++) {
    // Strict comparison skips zero-weight faces, which can never be drawn.
    if (target < (cumulative[index] as number)) return index;
  }
  return cumulative.length - 1;
}

/** The face a die shows, drawn without bias. */
export function drawFace(generator: RandomGenerator, die: Die): Face {
  return die.faces[drawFaceIndex(generator, die)] as Face;
}
