/**
 * An exact rational number, reduced, with a positive denominator. BigInt
 * fields: print it with `` `${f.numerator}/${f.denominator}` ``.
 *
 * @category Odds
 */
export interface Fraction {
  /** The numerator, sharing no factor with the denominator. */
  readonly numerator: bigint;
  /** The denominator, at least 1. */
  readonly denominator: bigint;
}
