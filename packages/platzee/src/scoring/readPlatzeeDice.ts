import { checkDice } from "../internal/checkDice";

/**
 * Checks dice values from outside (physical dice, a chat bot, JSON) as a
 * Platzee roll: five integers in die order `[d4, d6, d8, d12, d20]`, each
 * one its die can show.
 *
 * @param values - anything claimed to be a roll
 * @returns a fresh copy of the five values
 * @throws {@link @dice/core!DiceError} `INVALID_DICE_VALUES` naming the count received, or the die and the value it cannot show
 * @example
 * ```ts
 * import { readPlatzeeDice } from "@dice/platzee";
 * readPlatzeeDice([2, 3, 3, 6, 12]); // => [2, 3, 3, 6, 12]
 * // readPlatzeeDice([1, 7, 1, 1, 1]) throws: "readPlatzeeDice: die 2 (d6) cannot show 7; allowed: integers 1 to 6"
 * ```
 * @category Scoring
 */
export function readPlatzeeDice(values: unknown): number[] {
  return checkDice(values, "readPlatzeeDice");
}
