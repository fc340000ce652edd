import { DiceError, describeValue, isDiceError, readDice, type Die } from "@dice/core";
import type { PolydiFace } from "../rules/PolydiFace";
import { analyzePolydi } from "./analyzePolydi";

/** Validates a face supplied from outside: the die must have it, with a positive weight. */
export function checkFace(fn: string, die: Die, face: unknown): PolydiFace {
  let value: PolydiFace;
  try {
    [value] = readDice<PolydiFace>([die], [face]) as [PolydiFace];
  } catch (error) {
    if (isDiceError(error)) throw new DiceError(error.code, `${fn}: ${error.message}`, error.details);
    throw error;
  }
  const checked = analyzePolydi(die, fn).die;
  if (checked.weights?.[checked.faces.indexOf(value)] === 0) {
    throw new DiceError(
      "INVALID_DICE_VALUES",
      `${fn}: die ${describeValue(die.name)} cannot show ${describeValue(value)}: its weight is 0`,
      {
        die: 0,
        dieName: die.name,
        value,
        allowed: checked.faces.filter((_, index) => checked.weights?.[index] !== 0),
      },
    );
  }
  return value;
}
