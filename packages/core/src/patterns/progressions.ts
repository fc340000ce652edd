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
  const distinct = distinctAscending(values);
  const count = distinct.length;
  // The best so far is kept as its first two terms, its length and its sum (the list is built at
  // the end): a longer one wins, and of equal length a higher sum, its terms added left to right.
  let bestFirst = 0;
  let bestSecond = 0;
  let bestLength = Math.min(count, 1);
  let bestSum = count === 0 ? 0 : 0 + (distinct[count - 1] as number);
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const first = distinct[i] as number;
      const second = distinct[j] as number;
      const difference = second - first;
      let length = 2;
      let sum = 0 + first + second;
      // Values are distinct and the difference positive, so extending upwards finds it all.
      for (let next = second; distinct.includes(next + difference); next += difference) {
        length++;
        sum += next + difference;
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
  const difference = bestSecond - bestFirst;
  for (let next = bestSecond; progression.length < bestLength; next += difference) progression.push(next + difference);
  return progression;
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
  const count = distinct.length;
  // As for arithmetic progressions: the best as its first two terms, its length and its sum.
  let bestFirst = 0;
  let bestSecond = 0;
  let bestLength = Math.min(count, 1);
  let bestSum = count === 0 ? 0 : 0 + (distinct[count - 1] as number);
  for (let i = 0; i < count; i++) {
    const first = distinct[i] as number;
    for (let j = 0; j < count; j++) {
      const second = distinct[j] as number;
      // Same sign and a strictly larger magnitude: the ratio second/first is > 1.
      if (Math.sign(first) !== Math.sign(second) || Math.abs(second) <= Math.abs(first)) continue;
      let length = 2;
      let sum = 0 + first + second;
      for (let previous = second, next = nextTerm(distinct, first, second, previous); next !== undefined; next = nextTerm(distinct, first, second, previous)) {
        length++;
        sum += next;
        previous = next;
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
  for (let previous = bestSecond; progression.length < bestLength; ) {
    previous = nextTerm(distinct, bestFirst, bestSecond, previous) as number;
    progression.push(previous);
  }
  return progression;
}

/**
 * The first of `distinct` (ascending) that follows `previous` in the geometric
 * progression starting `first, second`. The next term t satisfies
 * t / previous = second / first, i.e. t·first = previous·second; comparing
 * products keeps fractional ratios exact for integer faces.
 */
function nextTerm(distinct: readonly number[], first: number, second: number, previous: number): number | undefined {
  const target = previous * second;
  for (let index = 0; index < distinct.length; index++) if ((distinct[index] as number) * first === target) return distinct[index];
  return undefined;
}
