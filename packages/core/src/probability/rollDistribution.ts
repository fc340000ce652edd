import type { Die, Face } from "../dice/Die";
import { product } from "../internal/distributions";
import type { Distribution } from "./Distribution";

/**
 * The exact distribution of rolling the given dice together, as ordered
 * tuples (one face per die, in die order), listed with the first die's face
 * varying slowest. For distinct dice this is the product of the dice's own
 * distributions.
 *
 * @param dice - the dice rolled, at least one
 * @returns every outcome with its probability (and exact count out of `denominator` for integer weights)
 * @throws {@link DiceError} `INVALID_ARGUMENT` for no dice or more than 2,000,000 outcomes; `INVALID_DIE` for a malformed die
 * @example
 * ```ts
 * import { d4, d6, rollDistribution } from "@dice/core";
 * const distribution = rollDistribution([d4, d6]);
 * distribution.denominator; // => 24
 * distribution.outcomes.length; // => 24
 * distribution.outcomes[7]; // => { faces: [2, 2], probability: 0.041666666666666664, count: 1 }
 * ```
 * @category Probability
 */
export function rollDistribution<F extends Face = Face>(dice: readonly Die[]): Distribution<F> {
  return product<F>(dice, "rollDistribution");
}
