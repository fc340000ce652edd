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
  | {
      /** A bonus from a threshold up. */
      readonly type: "thresholdBonus";
      /** The subtotal that earns the bonus (reached at `subtotal >= threshold`). */
      readonly threshold: number;
      /** The points added from the threshold up. */
      readonly bonus: number;
    }
  | {
      /** A penalty below zero. */
      readonly type: "penaltyBelowZero";
      /** The points taken off when the subtotal is below 0 (a positive number). */
      readonly penalty: number;
    }
  | {
      /** A reward above zero and a penalty below it. */
      readonly type: "rewardBySign";
      /** The points added when the subtotal is above 0. */
      readonly reward: number;
      /** The points taken off when the subtotal is below 0 (a positive number). */
      readonly penalty: number;
    };

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
  /** A stable identifier, named by each {@link Category.section}. */
  readonly id: string;
  /** The name shown to players. */
  readonly label: string;
  /** The bonus or penalty on the section's subtotal, if any. */
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
