/**
 * The 15 category ids of the Platzee sheet, in sheet order.
 *
 * @example
 * ```ts
 * import { platzeeCategoryIds } from "@dice/platzee";
 * platzeeCategoryIds.length; // => 15
 * platzeeCategoryIds[4]; // => "pair"
 * ```
 * @category Rules
 */
export const platzeeCategoryIds = [
  "ones",
  "twos",
  "threes",
  "fours",
  "pair",
  "twoPairs",
  "threeOfAKind",
  "fourOfAKind",
  "fullHouse",
  "chance",
  "platzee",
  "arithmetic",
  "geometric",
  "odd",
  "wasteful",
] as const;

/**
 * A Platzee category id.
 *
 * @example
 * ```ts
 * import type { PlatzeeCategoryId } from "@dice/platzee";
 * const id: PlatzeeCategoryId = "fullHouse";
 * ```
 * @category Rules
 */
export type PlatzeeCategoryId = (typeof platzeeCategoryIds)[number];

/**
 * A Platzee section id: `upper` (Ones to Fours, with the bonus), `lower` and `special`.
 *
 * @example
 * ```ts
 * import type { PlatzeeSectionId } from "@dice/platzee";
 * const section: PlatzeeSectionId = "special";
 * ```
 * @category Rules
 */
export type PlatzeeSectionId = "upper" | "lower" | "special";

/**
 * The score of every category for one roll, by category id.
 *
 * @example
 * ```ts
 * import { scoreAll, type PlatzeeScores } from "@dice/platzee";
 * const scores: PlatzeeScores = scoreAll([4, 6, 8, 12, 20]);
 * scores.chance; // => 50
 * ```
 * @category Scoring
 */
export type PlatzeeScores = Readonly<Record<PlatzeeCategoryId, number>>;
