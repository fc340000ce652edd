import { distinctAscending } from "./internal/ascending";

/**
 * The longest run of consecutive values (each one more than the last) among
 * the distinct values shown; ties go to the run with the highest values.
 *
 * @param values - the faces shown
 * @returns the run, ascending; empty when there are no values
 * @example
 * ```ts
 * import { longestRun } from "@dice/core";
 * longestRun([5, 2, 3, 9, 4]); // => [2, 3, 4, 5]
 * ```
 * @category Patterns
 */
export function longestRun(values: readonly number[]): number[] {
  const distinct = distinctAscending(values);
  let best: number[] = [];
  let current: number[] = [];
  for (const value of distinct) {
    const last = current[current.length - 1];
    current = last !== undefined && value === last + 1 ? [...current, value] : [value];
    if (current.length >= best.length) best = current;
  }
  return best;
}

/**
 * The longest arithmetic progression of *distinct* values that can be formed
 * from the dice (a constant positive difference); ties go to the highest sum.
 *
 * @param values - the faces shown
 * @returns the progression, ascending (one value alone, or two, count as progressions of length 1 and 2)
 * @example
 * ```ts
 * import { longestArithmeticProgression } from "@dice/core";
 * longestArithmeticProgression([2, 4, 4, 6, 20]); // => [2, 4, 6]
 * ```
 * @category Patterns
 */
export function longestArithmeticProgression(values: readonly number[]): number[] {
  // Values are distinct and the difference positive, so extending upwards finds it all.
  return longestProgression(
    distinctAscending(values),
    (first, second) => second > first,
    (distinct, first, second, previous) => (distinct.includes(previous + second - first) ? previous + second - first : undefined),
  );
}

/**
 * The longest geometric progression of *distinct* values that can be formed
 * from the dice, with a constant ratio greater than 1 that may be a fraction
 * (4, 6, 9 has ratio 3/2). Zero never belongs to one; negative values form
 * progressions among themselves (−1, −2, −4). Ties go to the highest sum.
 *
 * @param values - the faces shown
 * @returns the progression, ordered by growing magnitude; a single value when no two values have a ratio above 1 (empty when only zeros)
 * @example
 * ```ts
 * import { longestGeometricProgression } from "@dice/core";
 * longestGeometricProgression([1, 2, 4, 8, 20]); // => [1, 2, 4, 8]
 * longestGeometricProgression([9, 4, 6, 1, 1]); // => [4, 6, 9]
 * ```
 * @category Patterns
 */
export function longestGeometricProgression(values: readonly number[]): number[] {
  const distinct = distinctAscending(values);
  // Zero never belongs to one; the distinct values hold it at most once.
  const zero = distinct.indexOf(0);
  if (zero >= 0) distinct.splice(zero, 1);
  return longestProgression(
    distinct,
    // Same sign and a strictly larger magnitude: the ratio second/first is > 1.
    (first, second) => Math.sign(first) === Math.sign(second) && Math.abs(second) > Math.abs(first),
    // The next term t satisfies t / previous = second / first, i.e. t·first = previous·second;
    // comparing products keeps fractional ratios exact for integer faces.
    (distinct, first, second, previous) => distinct.find((candidate) => candidate * first === previous * second),
  );
}

/**
 * The longest progression among `distinct` (ascending) that starts with a
 * pair (first, second) that `starts` allows and goes on by `next` (the term
 * after `previous`, or undefined); of equal length the higher sum (its terms
 * added left to right), and of those the first found, pairs taken in order.
 * With no such pair, the highest value alone (or nothing). The best so far is
 * kept as its first two terms, its length and its sum; the list is built at
 * the end.
 */
function longestProgression(
  distinct: readonly number[],
  starts: (first: number, second: number) => boolean,
  next: (distinct: readonly number[], first: number, second: number, previous: number) => number | undefined,
): number[] {
  let bestFirst = 0;
  let bestSecond = 0;
  let bestLength = 1;
  let bestSum = 0 + (distinct[distinct.length - 1] as number);
  for (const first of distinct) {
    for (const second of distinct) {
      if (!starts(first, second)) continue;
      let length = 2;
      let sum = 0 + first + second;
      for (let term = next(distinct, first, second, second); term !== undefined; term = next(distinct, first, second, term)) {
        length++;
        sum += term;
      }
      if (length > bestLength || (length === bestLength && sum > bestSum)) {
        bestFirst = first;
        bestSecond = second;
        bestLength = length;
        bestSum = sum;
      }
    }
  }
  if (bestLength < 2) return distinct.slice(-1);
  const progression = [bestFirst, bestSecond];
  for (let term = bestSecond; progression.length < bestLength; ) {
    term = next(distinct, bestFirst, bestSecond, term) as number;
    progression.push(term);
  }
  return progression;
}
