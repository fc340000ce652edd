/**
 * The sum of all dice.
 *
 * @param values - the faces shown
 * @returns their sum
 * @example
 * ```ts
 * import { sumOfDice } from "@dice/core";
 * sumOfDice([4, 6, 8, 12, 20]); // => 50
 * ```
 * @category Patterns
 */
export function sumOfDice(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * The sum of the dice showing `value`.
 *
 * @param values - the faces shown
 * @param value - the value to add up
 * @returns `value` times how many dice show it
 * @example
 * ```ts
 * import { sumOfValue } from "@dice/core";
 * sumOfValue([2, 3, 3, 6, 12], 3); // => 6
 * ```
 * @category Patterns
 */
export function sumOfValue(values: readonly number[], value: number): number {
  let total = 0;
  for (const shown of values) if (shown === value) total += shown;
  return total;
}

/**
 * The sum of the dice showing odd integers.
 *
 * @param values - the faces shown
 * @returns the sum of the odd ones
 * @example
 * ```ts
 * import { sumOfOdd } from "@dice/core";
 * sumOfOdd([3, 7, 10, 12, 20]); // => 10
 * ```
 * @category Patterns
 */
export function sumOfOdd(values: readonly number[]): number {
  let total = 0;
  for (const value of values) if (Number.isInteger(value) && value % 2 !== 0) total += value;
  return total;
}
