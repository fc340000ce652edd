/**
 * An exact rational number, reduced, with a positive denominator. BigInt
 * fields: print it with `` `${f.numerator}/${f.denominator}` ``.
 *
 * @example
 * ```ts
 * import { ORIGINAL_POLYDI, luckySevenOdds } from "@dice/polydi";
 * const { numerator, denominator } = luckySevenOdds(ORIGINAL_POLYDI).winProbabilityExact;
 * `${numerator}/${denominator}`; // => "1/8"
 * ```
 * @category Odds
 */
export interface Fraction {
  /** The numerator, sharing no factor with the denominator. */
  readonly numerator: bigint;
  /** The denominator, at least 1. */
  readonly denominator: bigint;
}
