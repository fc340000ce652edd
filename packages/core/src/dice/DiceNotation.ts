import { INPUT_LIMITS } from "../input/inputLimits";
import type { Die } from "./Die";

/**
 * Dice written the way players write them (`3d6+2`, `d4 d6 d8 d12 d20`), read
 * into data: the dice to roll, in the order written, and a whole number added
 * to their sum. Made by {@link parseDiceNotation}, written back by
 * {@link formatDiceNotation}, rolled by {@link rollDiceNotation}.
 *
 * @example
 * ```ts
 * import { d6, type DiceNotation } from "@dice/core";
 * const threeDiceAndTwo: DiceNotation = { dice: [d6, d6, d6], modifier: 2 };
 * threeDiceAndTwo.dice.length; // => 3
 * ```
 * @category Dice notation
 */
export interface DiceNotation {
  /** The dice, standard dN dice (faces 1 to N, equally likely), in the order written. */
  readonly dice: readonly Die[];
  /** A whole number added to the dice's sum: `+2` in `3d6+2`, `-1` in `d20-1`, 0 when none is written. */
  readonly modifier: number;
}

/**
 * The most dice one notation may roll: enough for any table game, small
 * enough that a typo (`1000000d6`) is refused, not rolled.
 *
 * @example
 * ```ts
 * import { MAX_NOTATION_DICE } from "@dice/core";
 * MAX_NOTATION_DICE; // => 1000
 * ```
 * @category Dice notation
 */
export const MAX_NOTATION_DICE = 1000 satisfies (typeof INPUT_LIMITS)["dice"]; // the literal, tied to INPUT_LIMITS by its type: bundlers keep a bare property read even when unused

/**
 * The largest modifier, either way, a notation may add: `+1000000` is read, `+1000001` is refused.
 *
 * @example
 * ```ts
 * import { MAX_NOTATION_MODIFIER } from "@dice/core";
 * MAX_NOTATION_MODIFIER; // => 1000000
 * ```
 * @category Dice notation
 */
export const MAX_NOTATION_MODIFIER = 1_000_000;
