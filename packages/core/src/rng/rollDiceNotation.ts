import { formatDiceNotation } from "../dice/formatDiceNotation";
import type { DiceNotation } from "../dice/DiceNotation";
import { parseDiceNotation } from "../dice/parseDiceNotation";
import { rollDice } from "./rollDice";
import type { RngState } from "./RngState";

/**
 * A roll of dice notation: each die's value, the modifier, the total, and the
 * generator state to use next.
 *
 * @example
 * ```ts
 * import { createRng, rollDiceNotation, type DiceNotationRoll } from "@dice/core";
 * const roll: DiceNotationRoll = rollDiceNotation("2d6+1", createRng(7));
 * roll.total === roll.values[0]! + roll.values[1]! + 1; // => true
 * ```
 * @category Dice notation
 */
export interface DiceNotationRoll {
  /** The dice rolled, in the order written. */
  readonly notation: DiceNotation;
  /** `values[i]` is the face shown by `notation.dice[i]`. */
  readonly values: number[];
  /** The sum of the values plus the modifier. */
  readonly total: number;
  /** The generator state after the roll. */
  readonly rng: RngState;
}

/**
 * Rolls dice notation (`3d6+2`) with the seeded generator, purely: the same
 * notation and generator state give the same values on every platform (the
 * very stream {@link rollDice} draws), and the state to continue with is
 * returned, as for every roll in core.
 *
 * @param notation - notation text, read by {@link parseDiceNotation}, or notation already read
 * @param rng - the generator state, from {@link createRng} or a saved game
 * @returns the values, in the order written, their total with the modifier, and the next generator state
 * @throws {@link DiceError} `INVALID_NOTATION` for notation text that cannot be read, naming the character where it went wrong and what was expected (see {@link parseDiceNotation}); `INVALID_ARGUMENT` for notation given as data that notation cannot write (see {@link formatDiceNotation})
 * @example
 * ```ts
 * import { createRng, d6, rollDice, rollDiceNotation } from "@dice/core";
 * const roll = rollDiceNotation("3d6+2", createRng(42));
 * roll.values.length; // => 3
 * roll.values.join() === rollDice([d6, d6, d6], createRng(42)).values.join(); // => true
 * roll.total === roll.values.reduce((sum, value) => sum + value, 2); // => true
 * ```
 * @category Dice notation
 */
export function rollDiceNotation(notation: string | DiceNotation, rng: RngState): DiceNotationRoll {
  // Notation given as data is checked the one way notation is: written out and read back.
  const read = parseDiceNotation(typeof notation === "string" ? notation : formatDiceNotation(notation));
  const { values, rng: next } = rollDice<number>(read.dice, rng);
  const total = values.reduce((sum, value) => sum + value, read.modifier);
  return { notation: read, values, total, rng: next };
}
