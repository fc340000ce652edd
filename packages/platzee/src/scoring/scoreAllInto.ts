import { DiceError, describeValue } from "@dice/core";
import { checkDice } from "../internal/checkDice";
import { scoreKernel } from "../internal/scoreKernel";

/**
 * Scores every category for one roll into a numeric array, in sheet order,
 * without allocating: for building score tables (a solver fills one row per
 * roll of a `Float64Array` or `Int32Array`). The dice are checked like
 * {@link scoreAll}.
 *
 * @param dice - five values in die order `[d4, d6, d8, d12, d20]`
 * @param out - the array to write 15 scores into
 * @param offset - where the first score goes
 * @defaultValue offset 0
 * @returns `out`, with `out[offset + i]` the score of category i in sheet order
 * @throws {@link @dice/core!DiceError} `INVALID_DICE_VALUES` for bad dice; `INVALID_ARGUMENT` when `out` has no room for 15 scores at `offset`
 * @example
 * ```ts
 * import { scoreAllInto } from "@dice/platzee";
 * const row = scoreAllInto([1, 2, 4, 8, 20], new Int32Array(15));
 * row[12]; // => 40 (Geometric: 1, 2, 4, 8)
 * ```
 * @category Scoring
 */
export function scoreAllInto<
  T extends number[] | Int32Array | Float64Array | Float32Array | Uint32Array | Int16Array | Uint16Array | Uint8Array,
>(
  dice: readonly number[],
  out: T,
  offset = 0,
): T {
  const read = checkDice(dice, "scoreAllInto");
  if (!Number.isInteger(offset) || offset < 0 || typeof out?.length !== "number" || offset + 15 > out.length) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `scoreAllInto: need room for 15 scores at offset ${describeValue(offset)}; received an array of length ${describeValue(out?.length)}`,
    );
  }
  scoreKernel(read[0] as number, read[1] as number, read[2] as number, read[3] as number, read[4] as number, out, offset);
  return out;
}
