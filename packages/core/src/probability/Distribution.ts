import type { Face } from "../dice/Die";

/**
 * One outcome of a roll and its probability. `count` is present when every
 * die has integer weights (always for uniform dice): the outcome happens in
 * `count` ways out of the distribution's `denominator`, exactly.
 *
 * @example
 * ```ts
 * import { d4, d6, rollDistribution, type Outcome } from "@dice/core";
 * const outcomes: readonly Outcome[] = rollDistribution([d4, d6]).outcomes;
 * outcomes.length; // => 24
 * outcomes.find((outcome) => outcome.faces[0] === 4 && outcome.faces[1] === 6); // => { faces: [4, 6], probability: 0.0417, count: 1 } (1/24)
 * ```
 * @category Probability
 */
export interface Outcome<F extends Face = Face> {
  /** The faces: in die order for distinct dice, in face order for a multiset of identical dice. */
  readonly faces: readonly F[];
  /** The chance of this outcome, from 0 to 1. */
  readonly probability: number;
  /** The exact number of (weighted) ways, out of {@link Distribution.denominator}. */
  readonly count?: number;
}

/**
 * An exact probability distribution over roll outcomes; probabilities sum to 1
 * and, when present, counts sum to `denominator`.
 *
 * @example
 * ```ts
 * import { d4, rollDistribution } from "@dice/core";
 * const distribution = rollDistribution([d4]);
 * distribution.denominator; // => 4
 * distribution.outcomes[0]; // => { faces: [1], probability: 0.25, count: 1 }
 * ```
 * @category Probability
 */
export interface Distribution<F extends Face = Face> {
  /** Every possible outcome, each once, with its probability. */
  readonly outcomes: readonly Outcome<F>[];
  /** The exact common denominator of the counts; absent when some weight is not an integer. */
  readonly denominator?: number;
}
