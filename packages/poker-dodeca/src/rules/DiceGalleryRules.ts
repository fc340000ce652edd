import type { Category, FromHandRule, GameRules } from "@dice/core";
import type { MainScoring } from "./DiceGalleryOptions";
import type { DodecaCategoryId, PokerCategoryId } from "./DiceGalleryCategoryIds";

/**
 * The rules object of a Dice Gallery game (Poker or Dodeca): a core
 * `GameRules` with three stages (`any`, `declare`, `ordered`), a School
 * and a Main block, the "from hand" rule, and the options it was built with.
 * Its `categories` are in sheet order (School from the lowest value up, then
 * Main in the order the rules list them); each `score(dice)` gives the score
 * before any "from hand" doubling.
 *
 * @example
 * ```ts
 * import { poker, type DiceGalleryRules } from "@dice/poker-dodeca";
 * const rules: DiceGalleryRules = poker;
 * rules.stages.map((stage) => stage.policy); // => ["any", "declare", "ordered"]
 * ```
 * @typeParam Id - the item ids: {@link PokerCategoryId} or {@link DodecaCategoryId} (so an engine of these rules takes only them)
 * @category Rules
 */
export interface DiceGalleryRules<Id extends string = string> extends GameRules {
  /** The items, in sheet order. */
  readonly categories: readonly (Category & {
    /** The item's id, one of `Id`. */
    readonly id: Id;
  })[];
  /** Which game of the Dice Gallery. */
  readonly game: "poker" | "dodeca";
  /** How the Main items score. */
  readonly mainScoring: MainScoring;
  /** Every Main item except Chance scores double when filled right after the first roll. */
  readonly fromHand: FromHandRule;
}
