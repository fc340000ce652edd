import { sheetTotals } from "@dice/core";
import { platzee } from "../rules/platzee";
import { readPlatzeeSheet } from "../scoring/readPlatzeeSheet";

/** Section subtotals, bonus and total of a checked sheet; `where` names the public caller in messages. */
export function totalsOf(sheet: unknown, where: string) {
  const totals = sheetTotals(platzee, readPlatzeeSheet(sheet, where));
  const [upper, lower, special] = totals.sections;
  return {
    upper: upper?.subtotal ?? 0,
    bonus: upper?.adjustment ?? 0,
    lower: lower?.subtotal ?? 0,
    special: special?.subtotal ?? 0,
    total: totals.total,
  };
}
