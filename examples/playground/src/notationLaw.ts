// The exact law of the total of dice notation, from each die's exact distribution in @dice/core.
import { rollDistribution, type DiceNotation, type Die, type Outcome } from "@dice/core";

/** The law of a notation's total: `probabilities[i]` is P(total = min + i), with exact counts when they fit in a double. */
export interface NotationLaw {
  readonly min: number;
  readonly probabilities: readonly number[];
  /** `counts[i]` ways out of `denominator` to roll min + i; absent when the number of rolls passes 2^53. */
  readonly exact?: { readonly counts: readonly number[]; readonly denominator: number };
  readonly mean: number;
  readonly sd: number;
}

/** The most additions a law may take (well under a second in a browser): 1000d6 takes 15 million, 1000d20 would take 190 million. */
export const MAX_LAW_WORK = 60_000_000;

/** The additions {@link notationLaw} makes for these dice: each die is convolved into the law of the dice before it. */
export function notationLawWork(dice: readonly Die[]): number {
  let span = 1;
  let work = 0;
  for (const die of dice) {
    work += span * die.faces.length;
    span += die.faces.length - 1;
  }
  return work;
}

/**
 * The exact law of the total of dice notation: each die's distribution
 * (`rollDistribution([die])`, exact counts) convolved with the dice before it,
 * then moved by the modifier. Counts stay exact while the number of rolls is
 * a safe integer; past that only the probabilities are kept.
 *
 * @param notation - dice notation as `parseDiceNotation` reads it
 * @returns the law of the total, or `undefined` when it takes more than {@link MAX_LAW_WORK} additions
 * @example
 * ```ts
 * import { parseDiceNotation } from "@dice/core";
 * import { notationLaw } from "./notationLaw";
 * const law = notationLaw(parseDiceNotation("2d6+1"));
 * [law?.min, law?.exact?.counts[5], law?.exact?.denominator]; // => [3, 6, 36]
 * ```
 */
export function notationLaw(notation: DiceNotation): NotationLaw | undefined {
  if (notationLawWork(notation.dice) > MAX_LAW_WORK) return undefined;
  const outcomesOf = new Map<Die, readonly Outcome<number>[]>();
  let min = 0;
  let probabilities = [1];
  let counts: number[] | undefined = [1];
  let denominator = 1;
  for (const die of notation.dice) {
    let outcomes = outcomesOf.get(die);
    if (outcomes === undefined) {
      const distribution = rollDistribution<number>([die]);
      outcomes = distribution.outcomes;
      outcomesOf.set(die, outcomes);
    }
    const faces = outcomes.map((outcome) => outcome.faces[0] as number);
    const low = Math.min(...faces);
    const length = probabilities.length + Math.max(...faces) - low;
    const nextProbabilities = new Array<number>(length).fill(0);
    const nextCounts = new Array<number>(length).fill(0);
    const dieDenominator = outcomes.reduce((sum, outcome) => sum + (outcome.count ?? Number.NaN), 0);
    const stillExact: boolean = counts !== undefined && Number.isSafeInteger(denominator * dieDenominator);
    for (const [index, outcome] of outcomes.entries()) {
      const shift = (faces[index] as number) - low;
      for (let total = 0; total < probabilities.length; total++) {
        nextProbabilities[total + shift] = (nextProbabilities[total + shift] as number) + (probabilities[total] as number) * outcome.probability;
        if (stillExact) nextCounts[total + shift] = (nextCounts[total + shift] as number) + (counts?.[total] as number) * (outcome.count as number);
      }
    }
    min += low;
    probabilities = nextProbabilities;
    counts = stillExact ? nextCounts : undefined;
    denominator *= dieDenominator;
  }
  if (counts !== undefined) probabilities = counts.map((count) => count / denominator);
  const total = (index: number) => min + index + notation.modifier;
  const mean = probabilities.reduce((sum, probability, index) => sum + probability * total(index), 0);
  const variance = probabilities.reduce((sum, probability, index) => sum + probability * (total(index) - mean) ** 2, 0);
  return {
    min: min + notation.modifier,
    probabilities,
    ...(counts === undefined ? {} : { exact: { counts, denominator } }),
    mean,
    sd: Math.sqrt(variance),
  };
}
