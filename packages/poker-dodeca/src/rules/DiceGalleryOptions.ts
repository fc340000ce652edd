/**
 * How the Main items (other than Chance) score, per the rulings:
 * - `"combination"`: the sum of the dice that form the item, the best way
 *   (Pair 2a, Two Pairs 2a + 2b, Full 3a + 2b, Small straight 15, …);
 * - `"all-dice"`: the sum of every die when the pattern is present.
 *
 * Either way an absent pattern scores 0 and Chance is the sum of all dice.
 *
 * @example
 * ```ts
 * import { pokerRules, type MainScoring } from "@dice/poker-dodeca";
 * const scoring: MainScoring = "all-dice";
 * pokerRules({ mainScoring: scoring }).id; // => "poker-all-dice"
 * ```
 * @category Rules
 */
export type MainScoring = "combination" | "all-dice";

/**
 * The rule options of Poker and Dodeca.
 *
 * @example
 * ```ts
 * import { dodecaRules, type DiceGalleryOptions } from "@dice/poker-dodeca";
 * const options: DiceGalleryOptions = { mainScoring: "combination" };
 * dodecaRules(options).id; // => "dodeca"
 * ```
 * @category Rules
 */
export interface DiceGalleryOptions {
  /**
   * How Main items score; see {@link MainScoring}.
   * @defaultValue "combination"
   */
  readonly mainScoring?: MainScoring;
}
