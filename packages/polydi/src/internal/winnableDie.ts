import { DiceError, describeValue, type Die } from "@dice/core";
import { SEVEN, analyzePolydi } from "./analyzePolydi";

/**
 * The checked copy of a Polydi on which a challenge can be won: a 7 must be
 * rollable, or every attempt is lost and the challenge never ends.
 */
export function winnableDie(die: Die, fn: string): Die {
  const analysis = analyzePolydi(die, fn);
  if (analysis.kindShares[SEVEN].numerator === 0n) {
    throw new DiceError(
      "INVALID_DIE",
      `${fn}: die ${describeValue(die.name)} has no 7 with a positive weight, so every game is lost and the challenge could never be won`,
    );
  }
  return analysis.die;
}
