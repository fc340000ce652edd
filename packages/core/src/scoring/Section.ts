/**
 * What a section's subtotal adds on top of itself.
 *
 * - `thresholdBonus`: `bonus` when the subtotal is at least `threshold` (Platzee: +50 at ≥ 30).
 * - `penaltyBelowZero`: `−penalty` when the subtotal is below 0 (Poker's School: −50).
 * - `rewardBySign`: `+reward` above 0, `−penalty` below 0, nothing at exactly 0 (Dodeca's School: ±30).
 *
 * @example
 * ```ts
 * import type { SectionRule } from "@dice/core";
 * const platzeeUpper: SectionRule = { type: "thresholdBonus", threshold: 30, bonus: 50 };
 * ```
 * @category Scoring
 */
export type SectionRule =
  | { readonly type: "thresholdBonus"; readonly threshold: number; readonly bonus: number }
  | { readonly type: "penaltyBelowZero"; readonly penalty: number }
  | { readonly type: "rewardBySign"; readonly reward: number; readonly penalty: number };

/**
 * A block of the score sheet, with an optional rule on its subtotal.
 *
 * @example
 * ```ts
 * import type { Section } from "@dice/core";
 * const upper: Section = { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 30, bonus: 50 } };
 * ```
 * @category Scoring
 */
export interface Section {
  readonly id: string;
  readonly label: string;
  readonly rule?: SectionRule;
}

/**
 * The bonus or penalty a section rule adds for a subtotal.
 *
 * @param rule - the section's rule, or undefined for none
 * @param subtotal - the sum of the section's category scores
 * @returns the amount added (negative for a penalty, 0 for none)
 * @example
 * ```ts
 * import { sectionAdjustment } from "@dice/core";
 * sectionAdjustment({ type: "thresholdBonus", threshold: 30, bonus: 50 }, 30); // => 50
 * sectionAdjustment({ type: "penaltyBelowZero", penalty: 50 }, -1); // => -50
 * sectionAdjustment({ type: "rewardBySign", reward: 30, penalty: 30 }, 0); // => 0
 * ```
 * @category Scoring
 */
export function sectionAdjustment(rule: SectionRule | undefined, subtotal: number): number {
  if (rule === undefined) return 0;
  switch (rule.type) {
    case "thresholdBonus":
      return subtotal >= rule.threshold ? rule.bonus : 0;
    case "penaltyBelowZero":
      return subtotal < 0 ? -rule.penalty : 0;
    case "rewardBySign":
      return subtotal > 0 ? rule.reward : subtotal < 0 ? -rule.penalty : 0;
  }
}
