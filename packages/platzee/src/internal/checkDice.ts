import { DiceError, describeValue } from "@dice/core";
import { platzeeDice } from "../rules/platzeeDice";

/** The highest face of each die, in die order (the Platzee dice are standard 1..N dice). */
export const highestFace: readonly number[] = platzeeDice.map((die) => die.faces.length);

const dieNames = platzeeDice.map((die) => die.name).join(", ");

/**
 * The five values of a Platzee roll, read once each into a copy, which is
 * returned once checked: five integers each on its die's faces, in die
 * order. Kept to plain comparisons: it runs on the fast `scoreAll` path.
 */
export function checkDice(values: unknown, where: string): number[] {
  if (!Array.isArray(values) || values.length !== 5) {
    throw new DiceError(
      "INVALID_DICE_VALUES",
      `${where}: expected 5 dice values in die order [${dieNames}]; received ${describeValue(values)}`,
      Array.isArray(values) ? { count: values.length, expectedCount: 5 } : { expectedCount: 5 },
    );
  }
  const read: number[] = [0, 0, 0, 0, 0];
  for (let index = 0; index < 5; index++) {
    const value: unknown = values[index];
    const highest = highestFace[index] as number;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > highest) {
      throw new DiceError(
        "INVALID_DICE_VALUES",
        `${where}: die ${index + 1} (${platzeeDice[index]?.name}) cannot show ${describeValue(value)}; allowed: integers 1 to ${highest}`,
        {
          die: index,
          dieName: platzeeDice[index]?.name ?? "",
          allowed: platzeeDice[index]?.faces ?? [],
          ...(typeof value === "number" || typeof value === "string" ? { value } : {}),
        },
      );
    }
    read[index] = value;
  }
  return read;
}
