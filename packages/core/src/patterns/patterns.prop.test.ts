import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  countOf,
  fullHouse,
  isWasteful,
  longestArithmeticProgression,
  longestGeometricProgression,
  longestRun,
  nOfAKind,
  sumOfDice,
  sumOfOdd,
  sumOfValue,
  twoPairs,
  valueCounts,
} from "../index";

// Brute-force formulations, written independently of the code under test:
// they try every subset of the dice and every ordering of it.

function subsets<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) {
    result.push(items.filter((_, index) => (mask >> index) & 1));
  }
  return result;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

const allDistinct = (list: readonly number[]): boolean => list.every((value, index) => list.indexOf(value) === index);
const total = (list: readonly number[]): number => list.reduce((sum, value) => sum + value, 0);

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** The ratio next/previous as a reduced fraction "p/q" with q > 0. */
function ratio(previous: number, next: number): string {
  const divisor = gcd(next, previous) * Math.sign(previous);
  return `${next / divisor}/${previous / divisor}`;
}

function isArithmetic(sequence: readonly number[]): boolean {
  if (!allDistinct(sequence)) return false;
  if (sequence.length < 2) return sequence.length === 1;
  const difference = (sequence[1] as number) - (sequence[0] as number);
  return difference > 0 && sequence.every((value, index) => index === 0 || value - (sequence[index - 1] as number) === difference);
}

function isGeometric(sequence: readonly number[]): boolean {
  if (!allDistinct(sequence) || sequence.includes(0)) return false;
  if (sequence.length < 2) return sequence.length === 1;
  const first = ratio(sequence[0] as number, sequence[1] as number);
  const [p, q] = first.split("/").map(Number) as [number, number];
  // ratio > 1 (q > 0): p > q
  return p > q && sequence.every((value, index) => index === 0 || ratio(sequence[index - 1] as number, value) === first);
}

/** The longest sequence satisfying `test` over every ordering of every subset: [length, best sum]. */
function bruteLongest(values: readonly number[], accept: (sequence: readonly number[]) => boolean): [number, number] {
  let best: [number, number] = [0, Number.NEGATIVE_INFINITY];
  for (const subset of subsets(values)) {
    if (subset.length < best[0]) continue;
    for (const ordering of permutations(subset)) {
      if (!accept(ordering)) continue;
      const candidate: [number, number] = [ordering.length, total(ordering)];
      if (candidate[0] > best[0] || (candidate[0] === best[0] && candidate[1] > best[1])) best = candidate;
    }
  }
  return best;
}

/** `list` can be taken from the dice (as a sub-multiset). */
function takenFrom(list: readonly number[], values: readonly number[]): boolean {
  const pool = [...values];
  return list.every((value) => {
    const index = pool.indexOf(value);
    if (index < 0) return false;
    pool.splice(index, 1);
    return true;
  });
}

const smallDice = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 0, maxLength: 6 });
const signedDice = fc.array(fc.integer({ min: -9, max: 27 }), { minLength: 0, maxLength: 6 });
const progressionFriendly = fc.array(fc.constantFrom(1, 2, 3, 4, 6, 8, 9, 12, 16, 18, 27), { minLength: 0, maxLength: 6 });

describe("patterns agree with brute force over subsets and orderings", () => {
  test.prop([smallDice])("valueCounts and countOf", (values) => {
    const counts = valueCounts(values);
    const distinct = [...new Set(values)].sort((a, b) => a - b);
    expect(counts.map(([value]) => value)).toEqual(distinct);
    for (const [value, count] of counts) {
      expect(count).toBe(values.filter((shown) => shown === value).length);
      expect(countOf(values, value)).toBe(count);
    }
    expect(total(counts.map(([, count]) => count))).toBe(values.length);
  });

  test.prop([smallDice, fc.integer({ min: 1, max: 6 })])("nOfAKind: the highest value of an all-equal subset of size n", (values, n) => {
    const candidates = subsets(values)
      .filter((subset) => subset.length === n && subset.every((value) => value === subset[0]))
      .map((subset) => subset[0] as number);
    expect(nOfAKind(values, n)).toBe(candidates.length === 0 ? undefined : Math.max(...candidates));
  });

  test.prop([smallDice])("twoPairs: the best a,a,b,b with a ≠ b among the dice", (values) => {
    let best: [number, number] | undefined;
    for (const subset of subsets(values)) {
      if (subset.length !== 4) continue;
      for (const [a, b, c, d] of permutations(subset) as Array<[number, number, number, number]>) {
        if (a === b && c === d && a > c && (best === undefined || a + c > best[0] + best[1] || (a + c === best[0] + best[1] && a > best[0]))) {
          best = [a, c];
        }
      }
    }
    const found = twoPairs(values);
    // The highest pair with the highest other pair is also the best by sum.
    expect(found).toEqual(best);
  });

  test.prop([smallDice])("fullHouse: the best t,t,t,p,p with t ≠ p by 3t + 2p", (values) => {
    let bestScore: number | undefined;
    for (const subset of subsets(values)) {
      if (subset.length !== 5) continue;
      for (const [a, b, c, d, e] of permutations(subset) as Array<[number, number, number, number, number]>) {
        if (a === b && b === c && d === e && a !== d) bestScore = Math.max(bestScore ?? Number.NEGATIVE_INFINITY, 3 * a + 2 * d);
      }
    }
    const found = fullHouse(values);
    if (bestScore === undefined) {
      expect(found).toBeUndefined();
    } else {
      expect(found).toBeDefined();
      const { three, pair } = found as { three: number; pair: number };
      expect(three).not.toBe(pair);
      expect(takenFrom([three, three, three, pair, pair], values)).toBe(true);
      expect(3 * three + 2 * pair).toBe(bestScore);
    }
  });

  test.prop([smallDice])("longestRun: the longest consecutive ordering, highest first on ties", (values) => {
    const [length, sum] = bruteLongest(
      values,
      (sequence) => allDistinct(sequence) && sequence.every((value, index) => index === 0 || value === (sequence[index - 1] as number) + 1),
    );
    const run = longestRun(values);
    expect(run.length).toBe(length);
    if (length > 0) expect(total(run)).toBe(sum);
    expect(takenFrom(run, values)).toBe(true);
  });

  test.prop([fc.oneof(smallDice, signedDice)])("longestArithmeticProgression", (values) => {
    const [length, sum] = bruteLongest(values, isArithmetic);
    const progression = longestArithmeticProgression(values);
    expect(progression.length).toBe(length);
    if (length > 0) expect(total(progression)).toBe(sum);
    expect(isArithmetic(progression) || progression.length === 0).toBe(true);
    expect(takenFrom(progression, values)).toBe(true);
  });

  test.prop([fc.oneof(progressionFriendly, signedDice, smallDice)])("longestGeometricProgression (ratios may be fractions)", (values) => {
    const [length, sum] = bruteLongest(values, isGeometric);
    const progression = longestGeometricProgression(values);
    expect(progression.length).toBe(length);
    if (length > 0) expect(total(progression)).toBe(sum);
    expect(isGeometric(progression) || progression.length === 0).toBe(true);
    expect(takenFrom(progression, values)).toBe(true);
  });

  test.prop([signedDice])("sums: odd + even = all; per-value sums add up to all", (values) => {
    const even = values.filter((value) => Math.abs(value) % 2 === 0);
    expect(sumOfOdd(values) + total(even)).toBe(sumOfDice(values));
    const distinct = [...new Set(values)];
    expect(total(distinct.map((value) => sumOfValue(values, value)))).toBe(sumOfDice(values));
    for (const value of distinct) expect(sumOfValue(values, value)).toBe(value * values.filter((shown) => shown === value).length);
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 6 }), fc.integer({ min: 0, max: 5 })])(
    "patterns do not depend on the order of the dice",
    (values, shift) => {
      const rotated = [...values.slice(shift), ...values.slice(0, shift)];
      expect(longestArithmeticProgression(rotated)).toEqual(longestArithmeticProgression(values));
      expect(longestGeometricProgression(rotated)).toEqual(longestGeometricProgression(values));
      expect(twoPairs(rotated)).toEqual(twoPairs(values));
      expect(fullHouse(rotated)).toEqual(fullHouse(values));
    },
  );
});

/** n as its factorisation is written: each prime, then its exponent when above 1, found by trial division. */
function writtenFactorisation(n: number): string {
  let written = "";
  let rest = n;
  for (let candidate = 2; candidate <= rest; candidate++) {
    let isPrime = true;
    for (let divisor = 2; divisor * divisor <= candidate; divisor++) if (candidate % divisor === 0) isPrime = false;
    if (!isPrime) continue;
    let exponent = 0;
    while (rest % candidate === 0) {
      rest /= candidate;
      exponent += 1;
    }
    if (exponent > 0) written += exponent > 1 ? `${candidate}${exponent}` : `${candidate}`;
  }
  return written;
}

describe("wasteful numbers agree with the definition written out", () => {
  it("every n from 1 to 3000", () => {
    for (let n = 1; n <= 3000; n++) {
      const wasteful = n >= 2 && writtenFactorisation(n).length > String(n).length;
      if (isWasteful(n) !== wasteful) expect({ n, wasteful: isWasteful(n) }).toEqual({ n, wasteful });
    }
  });
});
