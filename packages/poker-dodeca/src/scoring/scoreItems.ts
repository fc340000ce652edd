import { DiceError } from "@dice/core";
import { compiledRules } from "../internal/buildRules";
import { readRoll } from "../internal/readRoll";
import type { DiceGalleryRules } from "../rules/DiceGalleryRules";

/**
 * Every item's score for one roll, before any "from hand" doubling: the same
 * numbers as calling each category's `score`, but the roll is checked and
 * counted once (the fast path for solvers and tables).
 *
 * @param rules - `poker`, `dodeca`, or rules from `pokerRules` / `dodecaRules`
 * @param dice - the faces showing, one per die
 * @returns the scores by item id, in sheet order
 * @throws `DiceError` (from `@dice/core`) `INVALID_DICE_VALUES` for the wrong number of dice or a face the die cannot show;
 * `INVALID_ARGUMENT` for rules not made by this package
 * @example
 * ```ts
 * import { poker, scoreItems } from "@dice/poker-dodeca";
 * const scores = scoreItems(poker, [3, 3, 3, 5, 5]);
 * scores.school3; // => 0
 * scores.full; // => 19
 * scores.twoPairs; // => 16
 * scores.fourOfAKind; // => 0
 * ```
 * @category Scoring
 */
export function scoreItems(rules: DiceGalleryRules, dice: readonly number[]): Record<string, number> {
  const compiled = compiledRules(rules);
  if (compiled === undefined) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      "scoreItems: rules must be poker, dodeca, or built by pokerRules / dodecaRules",
    );
  }
  const { spec, ids, scorers } = compiled;
  const { counts, sum } = readRoll(dice, spec.diceCount, spec.faces, "scoreItems");
  const scores: Record<string, number> = {};
  for (let index = 0; index < ids.length; index++) {
    scores[ids[index] as string] = (scorers[index] as (counts: Uint8Array, sum: number) => number)(counts, sum);
  }
  return scores;
}
