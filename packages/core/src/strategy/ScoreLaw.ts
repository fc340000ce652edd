import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";

/**
 * The probability distribution of an integer total (a player's final score):
 * the probability of each total from `min` to `max`, with its mean, standard
 * deviation, quantiles and tail probabilities. Made by {@link scoreLaw} and
 * returned by `finalScoreLaw`.
 *
 * @example
 * ```ts
 * import { scoreLaw, type ScoreLaw } from "@dice/core/strategy";
 * const die: ScoreLaw = scoreLaw([1, 1, 1, 1, 1, 1].map((weight) => weight / 6), 1); // one d6
 * die.mean; // => 3.5
 * die.atLeast(5); // => 0.3333333333333333
 * ```
 * @category Strategy
 */
export interface ScoreLaw {
  /** The smallest total with a probability above 0. */
  readonly min: number;
  /** The largest total with a probability above 0. */
  readonly max: number;
  /** `probabilities[k]` is the probability that the total is `min + k`. */
  readonly probabilities: readonly number[];
  /** The expected total. */
  readonly mean: number;
  /** The standard deviation of the total. */
  readonly sd: number;
  /** The probability that the total is exactly `total` (0 outside `min` … `max`). */
  probabilityOf(total: number): number;
  /** The probability that the total is at least `total`: P(total ≥ t). */
  atLeast(total: number): number;
  /** The smallest total `t` with P(total ≤ t) ≥ `p`, for `p` in [0, 1] (the median for 0.5). */
  quantile(p: number): number;
}

/**
 * Makes a {@link ScoreLaw} from the probabilities of consecutive integer totals.
 *
 * @param probabilities - the probability of `min`, `min + 1`, …: finite, not below 0, summing to 1 within 1e-9 (zeros at either end are dropped)
 * @param min - the total of the first probability, an integer
 * @returns the law, with its mean and standard deviation worked out
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a `min` that is not an integer, a probability that is negative or not finite, or probabilities not summing to 1
 * @example
 * ```ts
 * import { scoreLaw } from "@dice/core/strategy";
 * const coin = scoreLaw([0.5, 0, 0.5], 10); // 10 or 12 points, even odds
 * coin.sd; // => 1
 * coin.quantile(0.5); // => 10
 * coin.probabilityOf(12); // => 0.5
 * ```
 * @category Strategy
 */
export function scoreLaw(probabilities: ArrayLike<number>, min: number): ScoreLaw {
  if (!Number.isInteger(min)) throw new DiceError("INVALID_ARGUMENT", `scoreLaw: min must be an integer; received ${describe(min)}`);
  let sum = 0;
  let first = -1;
  let last = -1;
  for (let index = 0; index < probabilities.length; index++) {
    const probability = probabilities[index] as number;
    if (!(probability >= 0) || probability === Infinity) {
      throw new DiceError("INVALID_ARGUMENT", `scoreLaw: probabilities[${index}] is ${describe(probability)}; expected a finite number not below 0`);
    }
    sum += probability;
    if (probability > 0) {
      if (first < 0) first = index;
      last = index;
    }
  }
  if (!(Math.abs(sum - 1) <= 1e-9)) throw new DiceError("INVALID_ARGUMENT", `scoreLaw: the probabilities sum to ${describe(sum)}; expected 1 (within 1e-9)`);
  const kept = Array.from({ length: last - first + 1 }, (_, index) => probabilities[first + index] as number);
  const low = min + first;
  let mean = 0;
  kept.forEach((probability, index) => (mean += probability * (low + index)));
  let variance = 0;
  kept.forEach((probability, index) => (variance += probability * (low + index - mean) ** 2));
  // tail[k]: P(total ≥ low + k), summed from the top so that small tails keep their precision.
  const tail = new Float64Array(kept.length + 1);
  for (let index = kept.length - 1; index >= 0; index--) tail[index] = (tail[index + 1] as number) + (kept[index] as number);
  return {
    min: low,
    max: low + kept.length - 1,
    probabilities: kept,
    mean,
    sd: Math.sqrt(variance),
    probabilityOf: (total) => (Number.isInteger(total) ? (kept[total - low] ?? 0) : 0),
    atLeast: (total) => {
      const index = Math.ceil(total) - low;
      return index <= 0 ? 1 : index >= kept.length ? 0 : (tail[index] as number);
    },
    quantile: (p) => {
      if (!(p >= 0 && p <= 1)) throw new DiceError("INVALID_ARGUMENT", `ScoreLaw.quantile: p must be a number from 0 to 1; received ${describe(p)}`);
      let below = 0;
      for (let index = 0; index < kept.length; index++) {
        below += kept[index] as number;
        if (below >= p * (1 - 1e-12)) return low + index;
      }
      return low + kept.length - 1;
    },
  };
}
