import type { Die } from "./Die";
import { faceWeights } from "./faceWeights";

/**
 * The probability of each face of a die, in face order.
 *
 * @param die - the die
 * @returns probabilities summing to 1 (to rounding), from the weights as {@link faceWeights} scales them
 * @example
 * ```ts
 * import { createDie, faceProbabilities } from "@dice/core";
 * faceProbabilities(createDie([1, 2, 3], { weights: [1, 1, 2] })); // => [0.25, 0.25, 0.5]
 * ```
 * @category Dice
 */
export function faceProbabilities(die: Die): number[] {
  if (die.weights === undefined) return die.faces.map(() => 1 / die.faces.length);
  const weights = faceWeights(die);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}
