import type { Die, Face } from "../dice/Die";
import { checkIdentical, multisets } from "../internal/distributions";
import type { Distribution } from "./Distribution";

/**
 * The exact distribution of rolling `count` identical copies of a die, as
 * multisets: each outcome lists its faces sorted in the die's face order, and
 * its count is the number of ordered rolls giving it (the multinomial
 * coefficient, times the weights). Five d6 give 252 outcomes out of 7,776.
 *
 * @param die - the die, rolled `count` times
 * @param count - how many copies, 0 to 100 (0 gives the one empty outcome)
 * @returns the sorted outcomes, listed from the most of the first face down
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a bad count or too many outcomes; `INVALID_DIE` for a malformed die
 * @example
 * ```ts
 * import { d6, multisetDistribution } from "@dice/core";
 * const fiveDice = multisetDistribution(d6, 5);
 * fiveDice.outcomes.length; // => 252
 * fiveDice.denominator; // => 7776
 * fiveDice.outcomes.find((outcome) => outcome.faces.join() === "1,2,3,4,5")?.count; // => 120
 * ```
 * @category Probability
 */
export function multisetDistribution<F extends Face = Face>(die: Die, count: number): Distribution<F> {
  checkIdentical(die, count, "multisetDistribution");
  return multisets<F>(die, count, "multisetDistribution");
}
