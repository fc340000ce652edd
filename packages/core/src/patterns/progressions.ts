/** The distinct values, ascending. */
function distinctAscending(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

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
  const present = new Set(distinct);
  let best = distinct.slice(-1);
  for (let i = 0; i < distinct.length; i++) {
    for (let j = i + 1; j < distinct.length; j++) {
      const first = distinct[i] as number;
      const difference = (distinct[j] as number) - first;
      const progression = [first, distinct[j] as number];
      // Values are distinct and the difference positive, so extending upwards finds it all.
      for (let next = progression[1] as number; present.has(next + difference); next += difference) {
        progression.push(next + difference);
      }
      if (isBetter(progression, best)) best = progression;
    }
  }
  return best;
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
  const distinct = distinctAscending(values).filter((value) => value !== 0);
  let best = distinct.length === 0 ? [] : [distinct[distinct.length - 1] as number];
  for (const first of distinct) {
    for (const second of distinct) {
      // Same sign and a strictly larger magnitude: the ratio second/first is > 1.
      if (Math.sign(first) !== Math.sign(second) || Math.abs(second) <= Math.abs(first)) continue;
      const progression = [first, second];
      let previous = second;
      for (;;) {
        // The next term t satisfies t / previous = second / first, i.e. t·first = previous·second;
        // comparing products keeps fractional ratios exact for integer faces.
        const target = previous * second;
        const next = distinct.find((candidate) => candidate * first === target);
        if (next === undefined) break;
        progression.push(next);
        previous = next;
      }
      if (isBetter(progression, best)) best = progression;
    }
  }
  return best;
}

function isBetter(candidate: readonly number[], best: readonly number[]): boolean {
  if (candidate.length !== best.length) return candidate.length > best.length;
  const sum = (list: readonly number[]) => list.reduce((total, value) => total + value, 0);
  return sum(candidate) > sum(best);
}
