import type { Die } from "./Die";

/** `value` · 2^exponent (|exponent| ≤ 2046), in two steps whose factors are doubles: exact whenever the result is a normal double. */
function timesPowerOfTwo(value: number, exponent: number): number {
  const half = Math.trunc(exponent / 2);
  return value * 2 ** half * 2 ** (exponent - half);
}

/**
 * The relative weight of each face, as the library rolls and computes with
 * them: 1 each for a die without weights; the die's weights as given when the
 * largest is from 2^-500 to 2^500 (any everyday weights); otherwise the
 * weights times the one power of two that brings the largest to at least 1
 * and below 2. The ratios are always exactly those given, and sums of the
 * weights can neither overflow nor vanish: weights `[1.7e308, 1.7e308]` or
 * `[5e-324, 5e-324]` make a fair coin. (No double can express a ratio below
 * 2^-1074: a weight that much smaller than the largest counts as 0.)
 *
 * @param die - the die
 * @returns one weight per face, in face order
 * @example
 * ```ts
 * import { createDie, d6, faceWeights } from "@dice/core";
 * faceWeights(createDie([1, 2, 3], { weights: [1, 1, 2] })); // => [1, 1, 2]
 * faceWeights(createDie([1, 2], { weights: [5e-324, 5e-324] })); // => [1, 1]
 * faceWeights(d6); // => [1, 1, 1, 1, 1, 1]
 * ```
 * @category Dice
 */
export function faceWeights(die: Die): number[] {
  const weights = die.weights;
  if (weights === undefined) return die.faces.map(() => 1);
  let largest = 0;
  for (const weight of weights) if (weight > largest) largest = weight;
  // Everyday weights as given; malformed ones (a die written by hand, not by createDie) left for the caller's checks.
  if ((largest >= 2 ** -500 && largest <= 2 ** 500) || !(largest > 0 && largest < Infinity)) return [...weights];
  // Math.log2 may round across a power of two, either way: one step settles the exponent.
  let exponent = -Math.floor(Math.log2(largest));
  const scaled = timesPowerOfTwo(largest, exponent);
  exponent += scaled >= 2 ? -1 : scaled < 1 ? 1 : 0;
  return weights.map((weight) => timesPowerOfTwo(weight, exponent));
}
