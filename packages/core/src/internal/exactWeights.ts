import type { Die } from "../dice/Die";
import { faceProbabilities } from "../dice/faceProbabilities";

/** A die's face weights as integers (1 each when uniform) and their total, or undefined when some weight is fractional. */
export function integerWeights(die: Die): { weights: number[]; total: number } | undefined {
  if (die.weights === undefined) return { weights: die.faces.map(() => 1), total: die.faces.length };
  if (!die.weights.every((weight) => Number.isSafeInteger(weight))) return undefined;
  return { weights: [...die.weights], total: die.weights.reduce((sum, weight) => sum + weight, 0) };
}

/** Per-face probabilities and, when exact, integer weights for a list of dice. */
export interface DieWeights {
  readonly probabilities: number[];
  readonly weights: number[] | undefined;
  readonly total: number | undefined;
}

/** {@link integerWeights} and probabilities together. */
export function dieWeights(die: Die): DieWeights {
  const exact = integerWeights(die);
  return { probabilities: faceProbabilities(die), weights: exact?.weights, total: exact?.total };
}
