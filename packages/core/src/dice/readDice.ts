import { DiceError } from "../errors/DiceError";
import { describe, describeName, listAllowed } from "../internal/describe";
import type { Die, Face } from "./Die";

/**
 * Validates dice values supplied from outside (physical dice, a chat bot)
 * against the faces of the dice they claim to be, in order.
 *
 * @param dice - the dice, one per value
 * @param values - the values read, `values[i]` shown by `dice[i]`
 * @returns a fresh copy of the values
 * @throws {@link DiceError} `INVALID_DICE_VALUES` for the wrong count or a value a die cannot show; `INVALID_ARGUMENT` when `dice` is not a list of dice
 * @example
 * ```ts
 * import { d6, d8, readDice } from "@dice/core";
 * readDice([d6, d8], [6, 8]); // => [6, 8]
 * // readDice([d6], [7]) throws: "readDice: die 1 (d6) cannot show 7; allowed: 1, 2, 3, 4, 5, 6"
 * ```
 * @category Dice
 */
export function readDice<F extends Face = Face>(dice: readonly Die[], values: readonly unknown[]): F[] {
  if (!Array.isArray(dice) || !dice.every((die: Die | null) => Array.isArray(die?.faces))) {
    throw new DiceError("INVALID_ARGUMENT", `readDice: expected a list of dice; received ${describe(dice)}`);
  }
  if (!Array.isArray(values) || values.length !== dice.length) {
    throw new DiceError(
      "INVALID_DICE_VALUES",
      `readDice: expected ${dice.length} values, one per die; received ${describe(values)}`,
      Array.isArray(values) ? { count: values.length, expectedCount: dice.length } : { expectedCount: dice.length },
    );
  }
  // An index loop, not map(): map() skips the holes of a sparse array, which
  // would come back as holes (null in JSON). Each value is read once.
  const read: F[] = [];
  for (let index = 0; index < dice.length; index++) {
    const die = dice[index] as Die;
    const value = values[index];
    if (!die.faces.includes(value as Face)) {
      throw new DiceError(
        "INVALID_DICE_VALUES",
        `readDice: die ${index + 1} (${describeName(die.name)}) cannot show ${describe(value)}; allowed: ${listAllowed(die.faces)}`,
        {
          die: index,
          dieName: die.name,
          allowed: die.faces,
          ...(typeof value === "number" || typeof value === "string" ? { value } : {}),
        },
      );
    }
    read.push(value as F);
  }
  return read;
}
