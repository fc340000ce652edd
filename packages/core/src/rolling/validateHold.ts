import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";

/**
 * Checks a hold: distinct indices of existing dice. Returns a mask, `true` for kept dice.
 *
 * @param hold - indices (0-based) of the dice to keep
 * @param diceCount - how many dice there are
 * @returns `kept[i]` is true when die i is held
 * @throws {@link DiceError} `INVALID_HOLD` for a repeated or nonexistent index
 * @example
 * ```ts
 * import { validateHold } from "@dice/core";
 * validateHold([0, 2], 3); // => [true, false, true]
 * ```
 * @category Rolling
 */
export function validateHold(hold: readonly unknown[], diceCount: number): boolean[] {
  return validateHoldNamed(hold, diceCount, "validateHold");
}

/** {@link validateHold}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function validateHoldNamed(hold: readonly unknown[], diceCount: number, where: string): boolean[] {
  if (!Array.isArray(hold)) {
    throw new DiceError("INVALID_HOLD", `${where}: hold must be an array of die indices; received ${describe(hold)}`);
  }
  const kept = new Array<boolean>(diceCount).fill(false);
  for (const index of hold) {
    if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index >= diceCount) {
      throw new DiceError(
        "INVALID_HOLD",
        `${where}: cannot hold die ${describe(index)}; die indices are 0 to ${diceCount - 1}`,
        Number.isInteger(index) ? { die: index as number, diceCount } : { diceCount },
      );
    }
    if (kept[index]) {
      throw new DiceError("INVALID_HOLD", `${where}: die ${index} is held twice`, { die: index, diceCount });
    }
    kept[index] = true;
  }
  return kept;
}
