import type { Die, Face } from "../dice/Die";
import { DiceError } from "../errors/DiceError";
import { describe, describeName, listAllowed } from "../internal/describe";
import { checkIdentical, finish, multisets } from "../internal/distributions";
import type { Distribution } from "./Distribution";

/**
 * The exact distribution of the final multiset when, with `count` identical
 * dice, the `keeper` (the multiset of faces held) is kept and the other
 * dice are re-rolled. Outcomes list their faces in face order; counts are out
 * of the re-rolled dice's denominator.
 *
 * @param die - the die every one of the dice is a copy of
 * @param count - how many dice in all
 * @param keeper - the faces held, in any order, at most `count` of them
 * @returns the final multisets and their probabilities
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a bad count or a keeper larger than `count`; `INVALID_DICE_VALUES` for a face the die does not have
 * @example
 * ```ts
 * import { d6, keeperDistribution } from "@dice/core";
 * const yahtzeeChase = keeperDistribution(d6, 5, [6, 6, 6, 6]);
 * yahtzeeChase.denominator; // => 6
 * yahtzeeChase.outcomes.at(-1); // => { faces: [6, 6, 6, 6, 6], probability: 0.16666666666666666, count: 1 }
 * ```
 * @category Probability
 */
export function keeperDistribution<F extends Face = Face>(die: Die, count: number, keeper: readonly F[]): Distribution<F> {
  checkIdentical(die, count, "keeperDistribution");
  if (!Array.isArray(keeper) || keeper.length > count) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `keeperDistribution: the keeper must be an array of at most ${count} faces; received ${describe(keeper)}`,
    );
  }
  const order = new Map<Face, number>(die.faces.map((face, index) => [face, index]));
  for (const face of keeper) {
    if (!order.has(face)) {
      throw new DiceError(
        "INVALID_DICE_VALUES",
        `keeperDistribution: ${describeName(die.name)} cannot show ${describe(face)}; allowed: ${listAllowed(die.faces)}`,
      );
    }
  }
  const rolled = multisets<F>(die, count - keeper.length, "keeperDistribution");
  const byIndex = (a: F, b: F): number => (order.get(a) as number) - (order.get(b) as number);
  return finish(
    rolled.outcomes.map((outcome) => ({
      faces: [...keeper, ...outcome.faces].sort(byIndex),
      probability: outcome.probability,
      count: outcome.count ?? 0,
    })),
    rolled.denominator,
  );
}
