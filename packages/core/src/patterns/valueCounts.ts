import { ascending, runEnd } from "./internal/ascending";

/**
 * How many dice show each value, in ascending order of value.
 *
 * @param values - the faces shown
 * @returns pairs `[value, count]`, ascending by value, counts ≥ 1
 * @example
 * ```ts
 * import { valueCounts } from "@dice/core";
 * valueCounts([4, 2, 4, 6, 4]); // => [[2, 1], [4, 3], [6, 1]]
 * ```
 * @category Patterns
 */
export function valueCounts(values: readonly number[]): Array<[value: number, count: number]> {
  const sorted = ascending(values);
  const counts: Array<[number, number]> = [];
  for (let start = 0, end = 0; start < sorted.length; start = end) {
    end = runEnd(sorted, start);
    counts.push([sorted[start] as number, end - start]);
  }
  return counts;
}

/**
 * How many dice show `value`.
 *
 * @param values - the faces shown
 * @param value - the value to count
 * @returns the count
 * @example
 * ```ts
 * import { countOf } from "@dice/core";
 * countOf([3, 3, 5], 3); // => 2
 * ```
 * @category Patterns
 */
export function countOf(values: readonly number[], value: number): number {
  let count = 0;
  for (const shown of values) if (shown === value) count++;
  return count;
}
