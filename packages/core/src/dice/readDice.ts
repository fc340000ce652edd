import { DiceError } from "../errors/DiceError";
import { describe, describeName, listAllowed } from "../internal/describe";
import type { Die, Face } from "./Die";
import { INPUT_LIMITS } from "../input/inputLimits";
import { readList } from "../internal/readInput";

/**
 * Validates dice values supplied from outside (physical dice, a chat bot)
 * against the faces of the dice they claim to be, in order.
 *
 * @param dice - the dice, one per value
 * @param values - the values read, `values[i]` shown by `dice[i]`
 * @returns a fresh copy of the values
 * @throws {@link DiceError} `INVALID_DICE_VALUES` for the wrong count or a value a die cannot show; `INVALID_ARGUMENT` when `dice` is not a list of at most {@link INPUT_LIMITS}.dice dice
 * @example
 * ```ts
 * import { d6, d8, readDice } from "@dice/core";
 * readDice([d6, d8], [6, 8]); // => [6, 8]
 * // readDice([d6], [7]) throws: "readDice: die 1 (d6) cannot show 7; allowed: 1, 2, 3, 4, 5, 6"
 * ```
 * @category Dice
 */
export function readDice<F extends Face = Face>(dice: readonly Die[], values: readonly unknown[]): F[] {
  // The list is bounded before it is read, and read once.
  const diceList = readList(dice, INPUT_LIMITS.dice) as (Die | null)[] | undefined;
  const facesList = diceList?.map((die) => die?.faces);
  if (diceList === undefined || !(facesList as unknown[]).every((faces) => Array.isArray(faces))) {
    throw new DiceError("INVALID_ARGUMENT", `readDice: expected a list of at most ${INPUT_LIMITS.dice} dice; received ${describe(dice)}`);
  }
  const count = diceList.length;
  if (!Array.isArray(values) || values.length !== count) {
    throw new DiceError(
      "INVALID_DICE_VALUES",
      `readDice: expected ${count} values, one per die; received ${describe(values)}`,
      Array.isArray(values) ? { count: values.length, expectedCount: count } : { expectedCount: count },
    );
  }
  // An index loop, not map(): map() skips the holes of a sparse array, which
  // would come back as holes (null in JSON). Each value is read once.
  const read: F[] = [];
  for (let index = 0; index < count; index++) {
    const faces = (facesList as Face[][])[index] as Face[];
    const value = values[index];
    if (!faces.includes(value as Face)) {
      const name = (diceList[index] as Die).name;
      throw new DiceError(
        "INVALID_DICE_VALUES",
        `readDice: die ${index + 1} (${describeName(name)}) cannot show ${describe(value)}; allowed: ${listAllowed(faces)}`,
        {
          die: index,
          dieName: name,
          allowed: faces,
          ...(typeof value === "number" || typeof value === "string" ? { value } : {}),
        },
      );
    }
    read.push(value as F);
  }
  return read;
}
