import type { Die } from "@dice/core";
import { scoreLaw, type ScoreLaw } from "@dice/core/strategy";
import { DiceError } from "@dice/core";
import { luckySevenOdds } from "@dice/polydi";

/**
 * The exact law of the final score of a won Lucky Seven game with one
 * Polydi, as the same `ScoreLaw` type the other games' final-score laws
 * use (probabilities by score, mean, standard deviation, quantiles and
 * P(score ≥ t)). It is the law of the score given a win: each probability is
 * {@link LuckySevenOdds.scoreProbability} divided by the win probability,
 * listed until the rest is at most 1e-15 of it.
 *
 * @param die - the Polydi (any die {@link luckySevenOdds} accepts)
 * @returns the law of the score of a won game
 * @throws `DiceError` (from `@dice/core`) `INVALID_ARGUMENT` for a die that {@link luckySevenOdds} refuses, or one that can never win (no law to give)
 * @example
 * ```ts
 * import { createPolydi } from "@dice/polydi";
 * import { luckySevenScoreLaw } from "@dice/polydi/strategy";
 * const law = luckySevenScoreLaw(createPolydi([7, 3])); // three 7s end the game; each roll scores 1
 * law.probabilityOf(3); // => 0.125
 * law.quantile(0.5); // => 5
 * ```
 * @category Odds
 */
export function luckySevenScoreLaw(die: Die): ScoreLaw {
  const odds = luckySevenOdds(die);
  if (!(odds.winProbability > 0)) {
    throw new DiceError("INVALID_ARGUMENT", "luckySevenScoreLaw: this die can never win, so a won game's score has no law; a die needs a 7 face with a weight above 0");
  }
  const probabilities = odds.scoreDistribution.map((probability) => probability / odds.winProbability);
  return scoreLaw(probabilities, 0);
}
