import type { Die, Face } from "../dice/Die";
import { validateDie } from "../dice/validateDie";
import { DiceError } from "../errors/DiceError";
import type { Distribution, Outcome } from "../probability/Distribution";
import { describe } from "./describe";
import { dieWeights } from "./exactWeights";

/** Above this many outcomes a distribution is refused rather than exhausting memory. */
export const MAX_OUTCOMES = 2_000_000;

/** The product distribution of independent dice, in die order. */
export function product<F extends Face>(dice: readonly Die[], where: string): Distribution<F> {
  if (!Array.isArray(dice) || dice.length === 0) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: expected a non-empty array of dice; received ${describe(dice)}`);
  }
  dice.forEach((die) => validateDie(die));
  const size = dice.reduce((total, die) => total * die.faces.length, 1);
  if (size > MAX_OUTCOMES) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: ${size} outcomes is more than the ${MAX_OUTCOMES} allowed`);
  }
  const weights = dice.map(dieWeights);
  const exact = weights.every((entry) => entry.weights !== undefined);
  const denominator = exact ? weights.reduce((total, entry) => total * (entry.total as number), 1) : undefined;
  if (denominator !== undefined && !Number.isSafeInteger(denominator)) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: the denominator ${denominator} exceeds the exact integer range`);
  }
  let outcomes: Array<{ faces: F[]; probability: number; count: number }> = [{ faces: [], probability: 1, count: 1 }];
  dice.forEach((die, dieIndex) => {
    const { probabilities, weights: counts } = weights[dieIndex] as (typeof weights)[number];
    const next: typeof outcomes = [];
    for (const outcome of outcomes) {
      die.faces.forEach((face: Face, faceIndex: number) => {
        next.push({
          faces: [...outcome.faces, face as F],
          probability: outcome.probability * (probabilities[faceIndex] as number),
          count: counts === undefined ? 0 : outcome.count * (counts[faceIndex] as number),
        });
      });
    }
    outcomes = next;
  });
  return finish(outcomes, denominator);
}

/** Drops zero-probability outcomes, makes probabilities exact from counts, and shapes the result. */
export function finish<F extends Face>(
  outcomes: ReadonlyArray<{ faces: F[]; probability: number; count: number }>,
  denominator: number | undefined,
): Distribution<F> {
  const kept: Outcome<F>[] = [];
  for (const outcome of outcomes) {
    if (denominator !== undefined) {
      if (outcome.count > 0) kept.push({ faces: outcome.faces, probability: outcome.count / denominator, count: outcome.count });
    } else if (outcome.probability > 0) {
      kept.push({ faces: outcome.faces, probability: outcome.probability });
    }
  }
  return denominator === undefined ? { outcomes: kept } : { outcomes: kept, denominator };
}

/** Checks a die and a dice count for the multiset functions. */
export function checkIdentical(die: Die, count: number, where: string): void {
  validateDie(die);
  if (!Number.isInteger(count) || count < 0 || count > 100) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: count must be an integer from 0 to 100; received ${describe(count)}`);
  }
}

/**
 * Every multiset of `count` faces of one die, in face order, with its
 * multinomial count (weighted) and probability.
 */
export function multisets<F extends Face>(die: Die, count: number, where: string): Distribution<F> {
  const { probabilities, weights, total } = dieWeights(die);
  const faceCount = die.faces.length;
  const denominator = total === undefined ? undefined : total ** count;
  if (denominator !== undefined && !Number.isSafeInteger(denominator)) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: the denominator ${denominator} exceeds the exact integer range`);
  }
  const factorial = [1];
  for (let n = 1; n <= count; n++) factorial.push((factorial[n - 1] as number) * n);
  const outcomes: Array<{ faces: F[]; probability: number; count: number }> = [];
  let size = 0;
  const faces: F[] = [];
  // Choose how many of each face, face by face; the multinomial coefficient
  // times the product of weights gives the exact count of ordered rolls.
  const visit = (faceIndex: number, left: number, ways: number, probability: number, divisor: number): void => {
    if (faceIndex === faceCount - 1) {
      for (let k = 0; k < left; k++) faces.push(die.faces[faceIndex] as F);
      const weight = weights === undefined ? 0 : (weights[faceIndex] as number) ** left;
      const p = probability * (probabilities[faceIndex] as number) ** left;
      const d = divisor * (factorial[left] as number);
      const coefficient = (factorial[count] as number) / d;
      outcomes.push({ faces: [...faces], probability: p * coefficient, count: ways * weight * coefficient });
      faces.length -= left;
      if (++size > MAX_OUTCOMES) {
        throw new DiceError("INVALID_ARGUMENT", `${where}: more than ${MAX_OUTCOMES} outcomes`);
      }
      return;
    }
    for (let k = left; k >= 0; k--) {
      for (let j = 0; j < k; j++) faces.push(die.faces[faceIndex] as F);
      visit(
        faceIndex + 1,
        left - k,
        weights === undefined ? 0 : ways * (weights[faceIndex] as number) ** k,
        probability * (probabilities[faceIndex] as number) ** k,
        divisor * (factorial[k] as number),
      );
      faces.length -= k;
    }
  };
  visit(0, count, 1, 1, 1);
  return finish(outcomes, denominator);
}
