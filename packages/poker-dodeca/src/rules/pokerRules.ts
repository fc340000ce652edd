import { buildRules } from "../internal/buildRules";
import { pokerSpec } from "../internal/gameSpecs";
import type { DiceGalleryOptions } from "./DiceGalleryOptions";
import type { DiceGalleryRules } from "./DiceGalleryRules";
import type { PokerCategoryId } from "./DiceGalleryCategoryIds";

/**
 * The rules of Dice Gallery Poker: five d6, up to three rolls a turn, three
 * stages (any item / declared after the first roll / in sheet order), each a
 * sheet of 6 School and 9 Main items (45 turns a player). School v scores
 * (n − 3)·v for n dice showing v, with −50 when a stage's School total is
 * below 0; Main items other than Chance score double "from hand".
 *
 * @param options - the rule options; see {@link DiceGalleryOptions}
 * @returns a frozen rules object for `createEngine` and the other core engine functions;
 * id `"poker"` (combination scoring) or `"poker-all-dice"`, so a saved game cannot be restored under the other scoring
 * @throws `DiceError` (from `@dice/core`) `INVALID_ARGUMENT` for an unknown option or `mainScoring` value
 * @example
 * ```ts
 * import { pokerRules } from "@dice/poker-dodeca";
 * const allDice = pokerRules({ mainScoring: "all-dice" });
 * allDice.id; // => "poker-all-dice"
 * allDice.categories.find((item) => item.id === "pair")?.score([5, 5, 1, 2, 3]); // => 16
 * pokerRules().categories.find((item) => item.id === "pair")?.score([5, 5, 1, 2, 3]); // => 10
 * ```
 * @category Rules
 */
export function pokerRules(options?: DiceGalleryOptions): DiceGalleryRules<PokerCategoryId> {
  // The spec lists exactly these ids.
  return buildRules(pokerSpec, options, "pokerRules") as DiceGalleryRules<PokerCategoryId>;
}

/**
 * Dice Gallery Poker with the default options (`mainScoring: "combination"`).
 *
 * @example
 * ```ts
 * import { poker } from "@dice/poker-dodeca";
 * poker.categories.length; // => 15
 * poker.categories.find((item) => item.id === "full")?.score([2, 6, 2, 6, 6]); // => 22
 * poker.categories.find((item) => item.id === "school4")?.score([4, 1, 2, 3, 5]); // => -8
 * ```
 * @category Rules
 */
export const poker: DiceGalleryRules<PokerCategoryId> = /* @__PURE__ */ pokerRules();
