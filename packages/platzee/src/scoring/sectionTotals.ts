import { totalsOf } from "../internal/totals";

/**
 * A Platzee sheet's totals: each section's subtotal, the upper bonus, and
 * the grand total (upper + bonus + lower + special).
 *
 * @example
 * ```ts
 * import { sectionTotals, type PlatzeeTotals } from "@dice/platzee";
 * const totals: PlatzeeTotals = sectionTotals({ fours: 8 });
 * totals.upper; // => 8
 * ```
 * @category Scoring
 */
export interface PlatzeeTotals {
  /** Ones + Twos + Threes + Fours. */
  readonly upper: number;
  /** 50 when `upper` is at least 30, else 0. */
  readonly bonus: number;
  /** Pair, Two Pairs, Three and Four of a Kind, Full House, Chance, Platzee. */
  readonly lower: number;
  /** Arithmetic, Geometric, Odd, Wasteful. */
  readonly special: number;
  /** upper + bonus + lower + special. */
  readonly total: number;
}

/**
 * Totals a sheet, filled or not (open categories count 0; the bonus applies
 * as soon as the filled upper categories reach 30). The sheet is checked first.
 *
 * @param sheet - a sheet, e.g. `state.players[0].sheets[0]`
 * @returns the section subtotals, the bonus and the total
 * @throws {@link @dice/core!DiceError} `UNKNOWN_CATEGORY` or `INVALID_ARGUMENT` for a malformed sheet (see {@link readPlatzeeSheet})
 * @example
 * ```ts
 * import { sectionTotals } from "@dice/platzee";
 * sectionTotals({ ones: 2, twos: 6, threes: 9, fours: 16, chance: 40, odd: 12 });
 * // => { upper: 33, bonus: 50, lower: 40, special: 12, total: 135 }
 * ```
 * @category Scoring
 */
export function sectionTotals(sheet: unknown): PlatzeeTotals {
  return totalsOf(sheet, "sectionTotals");
}
