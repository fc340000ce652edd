import type { Die, Face } from "../dice/Die";
import { readDice } from "../dice/readDice";
import { product } from "../internal/distributions";
import { validateHoldNamed } from "../rolling/validateHold";
import type { Distribution } from "./Distribution";

/**
 * The exact distribution of the dice after re-rolling every die not held:
 * held dice keep their faces, the others are rolled independently. Outcomes
 * are full tuples in die order; counts are out of the re-rolled dice's
 * denominator (1 when every die is held).
 *
 * @param dice - the dice, in order
 * @param values - the faces showing now, one per die
 * @param hold - indices (0-based) of the dice kept
 * @returns the distribution of the faces after the re-roll
 * @throws {@link DiceError} `INVALID_DICE_VALUES` for values the dice cannot show; `INVALID_HOLD` for a bad hold
 * @example
 * ```ts
 * import { d4, d6, rerollDistribution } from "@dice/core";
 * const distribution = rerollDistribution([d4, d6], [3, 6], [1]);
 * distribution.denominator; // => 4
 * distribution.outcomes.map((outcome) => outcome.faces); // => [[1, 6], [2, 6], [3, 6], [4, 6]]
 * ```
 * @category Probability
 */
export function rerollDistribution<F extends Face = Face>(
  dice: readonly Die[],
  values: readonly F[],
  hold: readonly number[],
): Distribution<F> {
  const current = readDice<F>(dice, values);
  const kept = validateHoldNamed(hold, dice.length, "rerollDistribution");
  // A held die is a one-faced die showing its value: the product then does the rest.
  const effective = dice.map((die, index) => (kept[index] ? { name: die.name, faces: [current[index] as F] } : die));
  return product<F>(effective, "rerollDistribution");
}
