import {
  fullHouse,
  longestArithmeticProgression,
  longestGeometricProgression,
  nOfAKind,
  sumOfDice,
  sumOfOdd,
  sumOfValue,
  sumOfWasteful,
  twoPairs,
  type Category,
} from "@dice/core";
import type { PlatzeeCategoryId, PlatzeeSectionId } from "./platzeeCategoryIds";

/**
 * A Platzee category. `score` takes the five values in die order
 * `[d4, d6, d8, d12, d20]` and does **not** check them, for speed; call
 * `scoreCategory` or `scoreAll` for checked scoring of untrusted values.
 *
 * @example
 * ```ts
 * import { platzee } from "@dice/platzee";
 * const threes = platzee.categories[2];
 * threes?.score([2, 3, 3, 6, 12]); // => 6
 * ```
 * @category Rules
 */
export interface PlatzeeCategory extends Category {
  /** One of the 15 ids, see {@link platzeeCategoryIds}. */
  readonly id: PlatzeeCategoryId;
  /** `upper`, `lower` or `special`. */
  readonly section: PlatzeeSectionId;
}

/** Sum of all five dice when `present`, else 0: Pair, Two Pairs, Three- and Four-of-a-Kind. */
function sumIf(present: boolean, dice: readonly number[]): number {
  return present ? sumOfDice(dice) : 0;
}

/** 10 points a die in a progression of at least 3 distinct values, else 0. */
function progressionScore(length: number): number {
  return length >= 3 ? 10 * length : 0;
}

/**
 * The 15 Platzee categories, in sheet order, each scoring a roll with the
 * `@dice/core` patterns (the readable reference the fast `scoreAll` is tested against).
 *
 * @example
 * ```ts
 * import { platzeeCategories } from "@dice/platzee";
 * platzeeCategories.find((category) => category.id === "pair")?.score([4, 4, 6, 8, 12]); // => 34
 * ```
 * @category Rules
 */
export const platzeeCategories: readonly PlatzeeCategory[] = [
  { id: "ones", label: "Ones", section: "upper", score: (dice) => sumOfValue(dice, 1) },
  { id: "twos", label: "Twos", section: "upper", score: (dice) => sumOfValue(dice, 2) },
  { id: "threes", label: "Threes", section: "upper", score: (dice) => sumOfValue(dice, 3) },
  { id: "fours", label: "Fours", section: "upper", score: (dice) => sumOfValue(dice, 4) },
  { id: "pair", label: "Pair", section: "lower", score: (dice) => sumIf(nOfAKind(dice, 2) !== undefined, dice) },
  { id: "twoPairs", label: "Two Pairs", section: "lower", score: (dice) => sumIf(twoPairs(dice) !== undefined, dice) },
  {
    id: "threeOfAKind",
    label: "Three of a Kind",
    section: "lower",
    score: (dice) => sumIf(nOfAKind(dice, 3) !== undefined, dice),
  },
  {
    id: "fourOfAKind",
    label: "Four of a Kind",
    section: "lower",
    score: (dice) => sumIf(nOfAKind(dice, 4) !== undefined, dice),
  },
  // core's fullHouse needs two different values (3 + 2 with five dice), so five of a kind scores 0.
  { id: "fullHouse", label: "Full House", section: "lower", score: (dice) => (fullHouse(dice) === undefined ? 0 : 25) },
  { id: "chance", label: "Chance", section: "lower", score: (dice) => sumOfDice(dice) },
  { id: "platzee", label: "Platzee", section: "lower", score: (dice) => (nOfAKind(dice, 5) === undefined ? 0 : 50) },
  {
    id: "arithmetic",
    label: "Arithmetic",
    section: "special",
    score: (dice) => progressionScore(longestArithmeticProgression(dice).length),
  },
  {
    id: "geometric",
    label: "Geometric",
    section: "special",
    score: (dice) => progressionScore(longestGeometricProgression(dice).length),
  },
  { id: "odd", label: "Odd", section: "special", score: (dice) => sumOfOdd(dice) },
  { id: "wasteful", label: "Wasteful", section: "special", score: (dice) => sumOfWasteful(dice) },
];
