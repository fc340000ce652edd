import type { Die } from "./Die";

/**
 * The probability of each face of a die, in face order.
 *
 * @param die - the die
 * @returns probabilities summing to 1
 * @example
 * ```ts
 * import { createDie, faceProbabilities } from "@dice/core";
 * faceProbabilities(createDie([1, 2, 3], { weights: [1, 1, 2] })); // => [0.25, 0.25, 0.5]
 * ```
 * @category Dice
 */
export function faceProbabilities(die: Die): number[] {
  if (die.weights === undefined) return die.faces.map(() => 1 / die.faces.length);
  const total = die.weights.reduce((sum, weight) => sum + weight, 0);
  return die.weights.map((weight) => weight / total);
}
