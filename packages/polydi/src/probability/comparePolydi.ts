import { DiceError, describeValue, type Die } from "@dice/core";
import { luckySevenOdds } from "./luckySevenOdds";

/**
 * One die's line in {@link comparePolydi}.
 *
 * @example
 * ```ts
 * import { ORIGINAL_POLYDI, comparePolydi } from "@dice/polydi";
 * comparePolydi([ORIGINAL_POLYDI])[0]?.expectedAttempts; // => 8
 * ```
 * @category Odds
 */
export interface PolydiComparisonRow {
  /** The die's name. */
  readonly name: string;
  /** The die. */
  readonly die: Die;
  /** P(win) of one game. */
  readonly winProbability: number;
  /** E[score | win]; `NaN` when the die can never win. */
  readonly meanScoreWhenWon: number;
  /** Median score of a won game; `NaN` when the die can never win. */
  readonly medianScoreWhenWon: number;
  /** 90th percentile of the score of a won game; `NaN` when the die can never win. */
  readonly score90thPercentile: number;
  /** Expected games until a win; `Infinity` when the die can never win. */
  readonly expectedAttempts: number;
  /** Expected rolls over a whole challenge; `Infinity` when the die can never win. */
  readonly expectedChallengeRolls: number;
}

/** The most dice one comparison takes: a table for people to read, not a batch job. */
const MAX_COMPARED = 1000;

/**
 * Puts the exact Lucky Seven odds of several Polydi side by side, to see
 * which one "has better luck" (the seed's suggestion).
 *
 * @param dice - 1 to 1,000 Polydi
 * @returns one row per die, in the order given
 * @throws {@link @dice/core!DiceError} `INVALID_ARGUMENT` for an empty list or one of more than 1,000 dice; `INVALID_DIE` for a die that is not a valid Polydi or that {@link luckySevenOdds} refuses
 * @example
 * ```ts
 * import { NUMBERED_POLYDI, ORIGINAL_POLYDI, comparePolydi } from "@dice/polydi";
 * const [original, numbered] = comparePolydi([ORIGINAL_POLYDI, NUMBERED_POLYDI]);
 * original?.winProbability; // => 0.125
 * numbered?.meanScoreWhenWon; // => 36 (≈: three 7s at 1/12 each)
 * ```
 * @category Odds
 */
export function comparePolydi(dice: readonly Die[]): PolydiComparisonRow[] {
  if (!Array.isArray(dice) || dice.length === 0 || dice.length > MAX_COMPARED) {
    throw new DiceError("INVALID_ARGUMENT", `comparePolydi: expected a list of 1 to ${MAX_COMPARED} dice; received ${describeValue(dice)}`);
  }
  // Array.from, not map(): a hole in a sparse list is read as undefined and refused, not skipped.
  return Array.from(dice, (given) => {
    const odds = luckySevenOdds(given);
    // The checked copy, not the die given: a getter cannot change it after the check.
    const die = odds.die;
    return {
      name: die.name,
      die,
      winProbability: odds.winProbability,
      meanScoreWhenWon: odds.meanScoreWhenWon,
      medianScoreWhenWon: odds.medianScoreWhenWon,
      score90thPercentile: odds.winProbability > 0 ? odds.scorePercentile(0.9) : Number.NaN,
      expectedAttempts: odds.expectedAttempts,
      expectedChallengeRolls: odds.expectedChallengeRolls,
    };
  });
}
