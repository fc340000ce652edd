import { createRng, formatDiceNotation, renderDice, rollDiceNotation, type DiceNotationRoll } from "@dice/core";
import type { Io } from "../internal/Io";

/** What `dice roll` was asked. */
export interface RollOptions {
  /** Dice notation, e.g. `3d6+2` or `d4 d6 d8 d12 d20`. */
  readonly notation: string;
  readonly seed: number;
  readonly json: boolean;
}

/**
 * Rolls dice notation with the seeded generator and prints each die, numbered
 * and named, and the total; the seed is printed too, so any roll can be rolled
 * again exactly.
 */
export function roll(options: RollOptions, io: Io): DiceNotationRoll {
  const result = rollDiceNotation(options.notation, createRng(options.seed));
  const { dice, modifier } = result.notation;
  const notation = formatDiceNotation(result.notation);
  if (options.json) {
    const record = { notation, seed: options.seed, dice: dice.map((die) => die.name), values: result.values, modifier, total: result.total };
    io.out(`${JSON.stringify(record)}\n`);
  } else {
    io.out(`${notation}, seed ${options.seed}: ${renderDice(dice, result.values)}${modifier === 0 ? "" : `  ${modifier > 0 ? "+" : "-"} ${Math.abs(modifier)}`}\n`);
    io.out(`Total: ${result.total}\n`);
  }
  return result;
}
