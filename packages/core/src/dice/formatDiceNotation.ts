import { DiceError } from "../errors/DiceError";
import { describe, describeName } from "../internal/describe";
import type { Die } from "./Die";
import { MAX_NOTATION_DICE, MAX_NOTATION_MODIFIER, type DiceNotation } from "./DiceNotation";

/** N when the die is a standard dN (faces 1..N in order, equally likely, 2 ≤ N ≤ 1000), else undefined. */
function sidesOf(die: Die): number | undefined {
  if (typeof die !== "object" || die === null || die.weights !== undefined || !Array.isArray(die.faces)) return undefined;
  const sides = die.faces.length;
  if (sides < 2 || sides > 1000) return undefined;
  return die.faces.every((face, index) => face === index + 1) ? sides : undefined;
}

/**
 * Writes dice as notation, the inverse of {@link parseDiceNotation}: runs of
 * the same die become one group (`3d6`, a lone die `d20`), groups are joined
 * by `+` and the modifier follows with its sign, so the text also reads in
 * other dice libraries. `parseDiceNotation(formatDiceNotation(notation))`
 * gives the same dice and modifier back.
 *
 * @param notation - standard dN dice (faces 1 to N, equally likely) and a whole-number modifier
 * @returns the notation, e.g. `"3d6+2"`
 * @throws {@link DiceError} `INVALID_ARGUMENT` when there are no dice or more than {@link MAX_NOTATION_DICE}, a die is not a standard dN (symbols, weights, faces not 1 to N), or the modifier is not a whole number within {@link MAX_NOTATION_MODIFIER}
 * @example
 * ```ts
 * import { d4, d6, d8, d12, d20, formatDiceNotation } from "@dice/core";
 * formatDiceNotation({ dice: [d6, d6, d6], modifier: 2 }); // => "3d6+2"
 * formatDiceNotation({ dice: [d4, d6, d8, d12, d20], modifier: 0 }); // => "d4+d6+d8+d12+d20"
 * formatDiceNotation({ dice: [d20], modifier: -1 }); // => "d20-1"
 * ```
 * @category Dice notation
 */
export function formatDiceNotation(notation: DiceNotation): string {
  const { dice, modifier } = (typeof notation === "object" && notation !== null ? notation : {}) as { dice?: unknown; modifier?: unknown };
  if (!Array.isArray(dice) || dice.length === 0 || dice.length > MAX_NOTATION_DICE) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `formatDiceNotation: expected { dice: 1 to ${MAX_NOTATION_DICE} dice, modifier }; received ${describe(notation)}`,
    );
  }
  if (typeof modifier !== "number" || !Number.isInteger(modifier) || Math.abs(modifier) > MAX_NOTATION_MODIFIER) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `formatDiceNotation: modifier must be a whole number from -${MAX_NOTATION_MODIFIER} to ${MAX_NOTATION_MODIFIER}; received ${describe(modifier)}`,
    );
  }
  const groups: string[] = [];
  let previous: number | undefined;
  let count = 0;
  const close = () => {
    if (previous !== undefined) groups.push(`${count > 1 ? count : ""}d${previous}`);
  };
  for (let index = 0; index < dice.length; index++) {
    const die = dice[index] as Die;
    const sides = sidesOf(die);
    if (sides === undefined) {
      throw new DiceError(
        "INVALID_ARGUMENT",
        `formatDiceNotation: die ${index + 1} (${describeName((die as Partial<Die> | undefined)?.name)}) is not a standard dN (faces 1 to N, equally likely, N from 2 to 1000); notation writes only those`,
      );
    }
    if (sides === previous) {
      count++;
    } else {
      close();
      previous = sides;
      count = 1;
    }
  }
  close();
  const sign = modifier > 0 ? `+${modifier}` : modifier < 0 ? `${modifier}` : "";
  return `${groups.join("+")}${sign}`;
}
