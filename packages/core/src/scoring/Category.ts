/**
 * A scoring category (a box on the score sheet): an id, a label, the section
 * it belongs to, and its score for a roll. `score` receives the faces in die
 * order and must be pure.
 *
 * @example
 * ```ts
 * import { sumOfValue, type Category } from "@dice/core";
 * const threes: Category = { id: "threes", label: "Threes", section: "upper", score: (dice) => sumOfValue(dice, 3) };
 * threes.score([2, 3, 3, 6, 12]); // => 6
 * ```
 * @category Scoring
 */
export interface Category {
  /** A stable identifier: letters and digits, starting with a letter. */
  readonly id: string;
  /** The name shown to players. */
  readonly label: string;
  /** The id of the {@link Section} it belongs to. */
  readonly section: string;
  /** The score of a roll, before any multiplier such as "from hand". */
  readonly score: (dice: readonly number[]) => number;
}
