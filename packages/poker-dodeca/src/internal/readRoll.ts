import { DiceError, describeValue } from "@dice/core";

// One scratch buffer per face count: scoring is synchronous and never re-entered,
// and allocating a typed array per roll dominated the cost of scoring it.
const scratch = new Map<number, Uint8Array>();

/**
 * Checks a roll (`diceCount` dice, each showing an integer 1..`faces`) and
 * counts it: `counts[v]` is how many dice show v (index 0 unused). Returns
 * the sum of the dice too, so callers walk the roll once. The counts are a
 * shared buffer, valid until the next call: read them, never keep them.
 */
export function readRoll(
  dice: unknown,
  diceCount: number,
  faces: number,
  where: string,
): { readonly counts: Uint8Array; readonly sum: number } {
  if (!Array.isArray(dice) || dice.length !== diceCount) {
    throw new DiceError(
      "INVALID_DICE_VALUES",
      `${where}: expected ${diceCount} dice (d${faces}); received ${describeValue(dice)}`,
      Array.isArray(dice) ? { count: dice.length, expectedCount: diceCount } : { expectedCount: diceCount },
    );
  }
  let counts = scratch.get(faces);
  if (counts === undefined) scratch.set(faces, (counts = new Uint8Array(faces + 1)));
  else counts.fill(0);
  let sum = 0;
  for (let index = 0; index < diceCount; index++) {
    const value: unknown = dice[index];
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > faces) {
      throw new DiceError(
        "INVALID_DICE_VALUES",
        `${where}: die ${index + 1} shows ${describeValue(value)}; a d${faces} shows an integer from 1 to ${faces}`,
        {
          die: index,
          dieName: `d${faces}`,
          allowed: Array.from({ length: faces }, (_, face) => face + 1),
          ...(typeof value === "number" || typeof value === "string" ? { value } : {}),
        },
      );
    }
    counts[value] = (counts[value] as number) + 1;
    sum += value;
  }
  return { counts, sum };
}
