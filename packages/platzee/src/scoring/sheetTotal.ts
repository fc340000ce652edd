import { totalsOf } from "../internal/totals";

/**
 * A sheet's grand total: upper + bonus (50 at an upper subtotal of at least
 * 30) + lower + special. Open categories count 0. The sheet is checked first.
 *
 * @param sheet - a sheet, e.g. `state.players[0].sheets[0]`
 * @returns the total
 * @throws {@link @dice/core!DiceError} `UNKNOWN_CATEGORY` or `INVALID_ARGUMENT` for a malformed sheet (see {@link readPlatzeeSheet})
 * @example
 * ```ts
 * import { sheetTotal } from "@dice/platzee";
 * sheetTotal({ ones: 2, twos: 6, threes: 9, fours: 12, platzee: 50 }); // => 79 (upper 29: no bonus)
 * ```
 * @category Scoring
 */
export function sheetTotal(sheet: unknown): number {
  return totalsOf(sheet, "sheetTotal").total;
}
