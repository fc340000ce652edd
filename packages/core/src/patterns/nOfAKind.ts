import { ascending, runEnd } from "./internal/ascending";

/**
 * The highest value shown by at least `n` dice ("n of a kind" means at least n).
 *
 * @param values - the faces shown
 * @param n - how many dice must agree, at least 1
 * @returns that value, or `undefined` when no value is shown `n` times
 * @example
 * ```ts
 * import { nOfAKind } from "@dice/core";
 * nOfAKind([2, 2, 5, 5, 5], 2); // => 5
 * nOfAKind([2, 2, 5, 5, 5], 4); // => undefined
 * ```
 * @category Patterns
 */
export function nOfAKind(values: readonly number[], n: number): number | undefined {
  // valueCounts's groups, read off the sorted dice without listing them; the last long enough is the highest.
  const sorted = ascending(values);
  let best: number | undefined;
  for (let start = 0, end = 0; start < sorted.length; start = end) {
    end = runEnd(sorted, start);
    if (end - start >= n) best = sorted[start];
  }
  return best;
}

/**
 * The best two pairs: two *different* values each shown by at least two dice,
 * the highest such values.
 *
 * @param values - the faces shown
 * @returns `[higher, lower]`, or `undefined` when fewer than two values are paired
 * @example
 * ```ts
 * import { twoPairs } from "@dice/core";
 * twoPairs([4, 4, 6, 6, 12]); // => [6, 4]
 * twoPairs([6, 6, 6, 6, 12]); // => undefined (four of a kind is one value)
 * ```
 * @category Patterns
 */
export function twoPairs(values: readonly number[]): [higher: number, lower: number] | undefined {
  const sorted = ascending(values);
  let higher: number | undefined;
  let lower: number | undefined;
  for (let start = 0, end = 0; start < sorted.length; start = end) {
    end = runEnd(sorted, start);
    if (end - start < 2) continue;
    lower = higher;
    higher = sorted[start];
  }
  return lower === undefined ? undefined : [higher as number, lower];
}

/**
 * The best full house: a value shown by at least three dice and a *different*
 * value shown by at least two, chosen to maximise `3·three + 2·pair`.
 *
 * @param values - the faces shown
 * @returns `{ three, pair }`, or `undefined` when there is none (five of a kind is not a full house)
 * @example
 * ```ts
 * import { fullHouse } from "@dice/core";
 * fullHouse([4, 4, 6, 6, 6]); // => { three: 6, pair: 4 }
 * fullHouse([5, 5, 5, 5, 5]); // => undefined
 * ```
 * @category Patterns
 */
export function fullHouse(values: readonly number[]): {
  /** The value shown by at least three dice. */
  three: number;
  /** The other value, shown by at least two dice. */
  pair: number;
} | undefined {
  const sorted = ascending(values);
  let best: { three: number; pair: number } | undefined;
  for (let i = 0, iEnd = 0; i < sorted.length; i = iEnd) {
    iEnd = runEnd(sorted, i);
    if (iEnd - i < 3) continue;
    const three = sorted[i] as number;
    for (let j = 0, jEnd = 0; j < sorted.length; j = jEnd) {
      jEnd = runEnd(sorted, j);
      const pair = sorted[j] as number;
      if (pair === three || jEnd - j < 2) continue;
      if (best === undefined || 3 * three + 2 * pair > 3 * best.three + 2 * best.pair) best = { three, pair };
    }
  }
  return best;
}
