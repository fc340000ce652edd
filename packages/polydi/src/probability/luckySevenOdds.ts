import { DiceError, describeValue, type Die } from "@dice/core";
import { analyzePolydi } from "../internal/analyzePolydi";
import { add, divide, fraction, multiply, negate, toNumber } from "../internal/fraction";
import {
  firstMoment,
  shiftedSecondMoment,
  scoreProbabilityOf,
  solveLuckySeven,
  tailProbabilityOf,
  type LuckySevenSolution,
} from "../internal/solveLuckySeven";
import type { Fraction } from "./Fraction";

/**
 * The relative bound at which {@link LuckySevenOdds.scoreDistribution} stops:
 * the win probability not listed is at most this fraction of `winProbability`.
 *
 * @example
 * ```ts
 * import { SCORE_DISTRIBUTION_TOLERANCE } from "@dice/polydi";
 * SCORE_DISTRIBUTION_TOLERANCE; // => 1e-15
 * ```
 * @category Odds
 */
export const SCORE_DISTRIBUTION_TOLERANCE = 1e-15;

/** The longest score distribution listed, whatever the tolerance. */
const MAX_DISTRIBUTION_LENGTH = 1_000_000;

/** The largest mean around which the score variance is worked out (it sums that many scores one by one). */
const MAX_VARIANCE_SHIFT = 1_000_000;

/** A 7 that can show must show at least once in this many rolls (see {@link luckySevenOdds}). */
const MIN_SEVEN_ODDS = 10n ** 12n;

const ONE = fraction(1n, 1n);

/**
 * Exact odds of the Lucky Seven game for one Polydi. See
 * {@link luckySevenOdds} for how precise each figure is.
 *
 * @example
 * ```ts
 * import { createPolydi, luckySevenOdds } from "@dice/polydi";
 * const odds = luckySevenOdds(createPolydi([7, "minus"]));
 * [odds.winProbability, odds.meanScoreWhenWon, odds.scoreProbability(3)]; // => [0.125, 3, 0.125]
 * ```
 * @category Odds
 */
export interface LuckySevenOdds {
  /** The die these odds are for. */
  readonly die: Die;
  /** P(win) = (p7 / (p7 + pMinus))³, the double nearest the exact value. */
  readonly winProbability: number;
  /** P(win) as an exact fraction of the face weights (weights are read as exact binary fractions). */
  readonly winProbabilityExact: Fraction;
  /** E[score | win]; `NaN` when the die can never win. */
  readonly meanScoreWhenWon: number;
  /** The standard deviation of the score of a won game; `NaN` when the die can never win. */
  readonly scoreStandardDeviationWhenWon: number;
  /** The median score of a won game (the 50th percentile); `NaN` when the die can never win. */
  readonly medianScoreWhenWon: number;
  /** The probability of a win with final score exactly `score` (0 for a negative score); works for any score, not only listed ones. */
  readonly scoreProbability: (score: number) => number;
  /** P(win with score ≤ `score`) — unconditional, so it tends to `winProbability`. */
  readonly cumulativeScoreProbability: (score: number) => number;
  /** The smallest score s with P(score ≤ s | win) ≥ `fraction`, for a fraction strictly between 0 and 1. */
  readonly scorePercentile: (fraction: number) => number;
  /** `scoreDistribution[k]` = P(win with score k), listed until the rest is at most {@link SCORE_DISTRIBUTION_TOLERANCE} × winProbability (and at most 1,000,000 entries). */
  readonly scoreDistribution: readonly number[];
  /** P(win with a score beyond the listed distribution), computed directly; the list plus this sums to `winProbability`. */
  readonly truncationRemainder: number;
  /** The expected rolls in one game (won or lost), exact as a fraction, given as the nearest double. */
  readonly expectedRollsPerGame: number;
  /** The expected games played in a challenge (until a win): 1 / winProbability; `Infinity` when the die can never win. */
  readonly expectedAttempts: number;
  /** {@link LuckySevenOdds.expectedAttempts} as an exact fraction; `null` when the die can never win. */
  readonly expectedAttemptsExact: Fraction | null;
  /** The expected rolls over a whole challenge: expectedAttempts × expectedRollsPerGame (Wald); `Infinity` when it can never be won. */
  readonly expectedChallengeRolls: number;
}

function requireScore(fn: string, score: unknown): number {
  if (typeof score !== "number" || !Number.isSafeInteger(score)) {
    throw new DiceError("INVALID_ARGUMENT", `${fn}: score must be an integer; received ${describeValue(score)}`);
  }
  return score;
}

function percentile(solution: LuckySevenSolution, winProbability: number, target: number): number {
  if (typeof target !== "number" || !(target > 0 && target < 1)) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `scorePercentile: fraction must be a number strictly between 0 and 1; received ${describeValue(target)}`,
    );
  }
  // Smallest k with P(score > k | win) ≤ 1 − target, allowing for rounding in the tail.
  const allowed = (1 - target) * winProbability * (1 + 1e-12);
  let high = 1;
  while (tailProbabilityOf(solution, high) > allowed) high *= 2;
  let low = 0;
  if (tailProbabilityOf(solution, 0) <= allowed) return 0;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (tailProbabilityOf(solution, middle) > allowed) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * Exact odds of the Lucky Seven game for any Polydi, with no sampling.
 *
 * Precision: the weights are read as the exact binary fractions they are,
 * whatever their size (`[1.7e308, 1.7e308]` and `[5e-324, 5e-324]` are
 * both even odds). `winProbability` is the nearest double to the exact
 * fraction (only 7 and minus decide a game: the first three of those must
 * all be 7s, so P(win) = (p7 / (p7 + pMinus))³; for the original Polydi
 * 1/8). `expectedAttempts`, `expectedRollsPerGame` and
 * `expectedChallengeRolls` are exact fractions rounded once. The score
 * figures come from a closed form of the Markov chain over (sevens, free
 * rolls banked): they depend on the root of a cubic (for the original
 * Polydi g³ + g² − 12g + 8 = 0, which has no rational root, so the mean is
 * not a fraction in general), found to double precision, and every step is
 * written so that nothing cancels (no 1 − p is taken in floating point, and
 * the variance is taken about the mean); so they are accurate to a relative
 * error of about 1e-13 for every die accepted, however lopsided (checked
 * against exact rational computations, independent dynamic programming and
 * hand-worked cases). A die whose 7 can show, but less than once in 10^12
 * rolls, is refused: its scores would run past what doubles count exactly.
 * `scoreDistribution` is truncated where the rest is at most 1e-15 of the
 * win probability; `truncationRemainder` gives the rest exactly, and
 * `scoreProbability` works for any score.
 *
 * @param die - a Polydi (see {@link createPolydi})
 * @returns the odds, see {@link LuckySevenOdds}
 * @throws {@link @dice/core!DiceError} `INVALID_DIE` when `die` is not a Polydi, the game could never end on it,
 *   or its 7 has a probability above 0 and below 10^-12
 * @example
 * ```ts
 * import { ORIGINAL_POLYDI, createPolydi, luckySevenOdds } from "@dice/polydi";
 * luckySevenOdds(ORIGINAL_POLYDI).winProbability; // => 0.125
 * luckySevenOdds(ORIGINAL_POLYDI).expectedAttempts; // => 8
 * const odds = luckySevenOdds(createPolydi([7, 1, "minus"]));
 * odds.scoreProbability(3); // => 1/27: three 7s in a row (≈ 0.037037)
 * odds.meanScoreWhenWon; // => 4.5 (≈, to double precision)
 * ```
 * @category Odds
 */
export function luckySevenOdds(die: Die): LuckySevenOdds {
  const analysis = analyzePolydi(die, "luckySevenOdds");
  const shares = analysis.kindShares;
  const [seven, number, plusSign, polydi, minus] = shares;
  // A 7 rarer than this would put scores beyond what doubles count exactly (2^53) and win
  // probabilities below what they hold: refuse rather than answer inexactly.
  if (seven.numerator !== 0n && seven.numerator * MIN_SEVEN_ODDS < seven.denominator) {
    throw new DiceError(
      "INVALID_DIE",
      `luckySevenOdds: a 7 shows with probability ${toNumber(seven)} on die ${describeValue(analysis.die.name)}; it computes the odds of dice whose 7 shows at least once in 10^12 rolls, or never`,
    );
  }
  const sevenOrMinus = add(seven, minus);
  const q = divide(seven, sevenOrMinus);
  const winExact = multiply(q, multiply(q, q));
  const winProbability = toNumber(winExact);
  // Each game sees one, two or three "7 or minus" events; each takes 1/(p7 + pMinus) rolls on average.
  const events = add(ONE, add(q, multiply(q, q)));
  const rollsExact = divide(events, sevenOrMinus);
  const expectedRollsPerGame = toNumber(rollsExact);
  const canWin = winExact.numerator !== 0n;
  const attemptsExact = canWin ? divide(ONE, winExact) : null;

  // The sums the solver needs are rounded once from their exact values: never 1 − p in floating point.
  const notFree = add(sevenOrMinus, number);
  const solution = solveLuckySeven({
    a: toNumber(seven),
    b: toNumber(number),
    c: toNumber(plusSign),
    d: toNumber(polydi),
    decisive: toNumber(sevenOrMinus),
    notFree: toNumber(notFree),
    drift: toNumber(add(notFree, negate(add(plusSign, multiply(fraction(2n, 1n), polydi))))),
  });
  const scoreProbability = (score: number): number => {
    const k = requireScore("scoreProbability", score);
    return k < 0 || !canWin ? 0 : scoreProbabilityOf(solution, k);
  };
  const cumulativeScoreProbability = (score: number): number => {
    const k = requireScore("cumulativeScoreProbability", score);
    return k < 0 || !canWin ? 0 : Math.max(0, winProbability - tailProbabilityOf(solution, k));
  };

  const scoreDistribution: number[] = [];
  let truncationRemainder = 0;
  if (canWin) {
    scoreDistribution.push(scoreProbabilityOf(solution, 0));
    for (;;) {
      // What is not listed yet: every score above the last one listed.
      truncationRemainder = tailProbabilityOf(solution, scoreDistribution.length - 1);
      if (truncationRemainder <= SCORE_DISTRIBUTION_TOLERANCE * winProbability) break;
      if (scoreDistribution.length >= MAX_DISTRIBUTION_LENGTH) break;
      scoreDistribution.push(scoreProbabilityOf(solution, scoreDistribution.length));
    }
  }

  let meanScoreWhenWon = Number.NaN;
  let scoreStandardDeviationWhenWon = Number.NaN;
  let medianScoreWhenWon = Number.NaN;
  if (canWin) {
    meanScoreWhenWon = firstMoment(solution) / winProbability;
    // The second moment about the (rounded) mean: E[score²] − mean² would lose the digits of a
    // spread that is small beside the mean. Past a million, the spread is at least √mean anyway.
    const shift = meanScoreWhenWon <= MAX_VARIANCE_SHIFT ? Math.round(meanScoreWhenWon) : 0;
    const variance = shiftedSecondMoment(solution, shift) / winProbability - (meanScoreWhenWon - shift) ** 2;
    scoreStandardDeviationWhenWon = Math.sqrt(Math.max(0, variance));
    medianScoreWhenWon = percentile(solution, winProbability, 0.5);
  }

  return {
    die: analysis.die,
    winProbability,
    winProbabilityExact: winExact,
    meanScoreWhenWon,
    scoreStandardDeviationWhenWon,
    medianScoreWhenWon,
    scoreProbability,
    cumulativeScoreProbability,
    scorePercentile: (target: number): number =>
      canWin ? percentile(solution, winProbability, target) : Number.NaN,
    scoreDistribution,
    truncationRemainder,
    expectedRollsPerGame,
    expectedAttempts: attemptsExact === null ? Number.POSITIVE_INFINITY : toNumber(attemptsExact),
    expectedAttemptsExact: attemptsExact,
    expectedChallengeRolls:
      attemptsExact === null ? Number.POSITIVE_INFINITY : toNumber(multiply(attemptsExact, rollsExact)),
  };
}
