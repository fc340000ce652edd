/**
 * Pearson's chi-square test of observed final totals against an exact law,
 * shared by the law's tests and `scripts/bench/lawChiSquare.ts`.
 */

/** A law as the tests and the `dice odds --json` file give it: the probability of each total from `min` on. */
export interface LawTable {
  readonly min: number;
  readonly probabilities: ArrayLike<number>;
}

/** The statistic, its degrees of freedom and the 1% critical value. */
export interface ChiSquareFit {
  readonly statistic: number;
  readonly freedom: number;
  readonly critical: number;
  readonly passes: boolean;
}

/**
 * The chi-square statistic of `counts` (games by total) against `law`
 * moved by `shift` points, with adjacent totals merged from the bottom until
 * each bin expects at least 5 games (the last bin takes what is left). A
 * total the law gives no chance counts `games` to the statistic, so it fails.
 */
export function chiSquare(counts: ReadonlyMap<number, number>, law: LawTable, games: number, shift = 0): ChiSquareFit {
  const low = law.min + shift;
  const high = low + law.probabilities.length - 1;
  let statistic = 0;
  let bins = 0;
  let expected = 0;
  let observed = 0;
  for (let total = low; total <= high; total++) {
    expected += (law.probabilities[total - low] ?? 0) * games;
    observed += counts.get(total) ?? 0;
    if (expected >= 5 || total === high) {
      if (expected > 0) statistic += (observed - expected) ** 2 / expected;
      else if (observed > 0) statistic += observed * games;
      bins++;
      expected = 0;
      observed = 0;
    }
  }
  for (const [total, count] of counts) if (total < low || total > high) statistic += count * games;
  const freedom = Math.max(1, bins - 1);
  const critical = critical99(freedom);
  return { statistic, freedom, critical, passes: statistic < critical };
}

/** The chi-square distribution's 99% quantile by the Wilson–Hilferty approximation (within 0.5% from 5 degrees of freedom up). */
export function critical99(freedom: number): number {
  const a = 2 / (9 * freedom);
  return freedom * (1 - a + 2.3263 * Math.sqrt(a)) ** 3;
}
