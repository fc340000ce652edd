import { DiceError, describeValue } from "@dice/core";
import { checkDice } from "../internal/checkDice";
import { platzee } from "../rules/platzee";

/**
 * Scores one category for a roll, checking the category id and the dice
 * (the category's own `score` function does not check, for speed).
 *
 * @param categoryId - one of the 15 category ids
 * @param dice - five values in die order `[d4, d6, d8, d12, d20]`
 * @returns the score
 * @throws {@link @dice/core!DiceError} `UNKNOWN_CATEGORY` listing the ids, or `INVALID_DICE_VALUES` for bad dice
 * @example
 * ```ts
 * import { scoreCategory } from "@dice/platzee";
 * scoreCategory("geometric", [4, 6, 1, 9, 20]); // => 30 (4, 6, 9: ratio 3/2)
 * scoreCategory("fullHouse", [2, 2, 2, 2, 2]); // => 0 (five of a kind is not a full house)
 * ```
 * @category Scoring
 */
export function scoreCategory(categoryId: string, dice: readonly number[]): number {
  const category = platzee.categories.find((candidate) => candidate.id === categoryId);
  if (category === undefined) {
    const ids = platzee.categories.map((candidate) => candidate.id).join(", ");
    throw new DiceError("UNKNOWN_CATEGORY", `scoreCategory: unknown category ${describeValue(categoryId)}; expected one of ${ids}`, typeof categoryId === "string" ? { category: categoryId } : {});
  }
  return category.score(checkDice(dice, "scoreCategory"));
}
