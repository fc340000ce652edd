import type { SimulationResult } from "@dice/core/strategy";

/** Summary statistics of a sample of scores. */
export interface ScoreStatistics {
  readonly games: number;
  readonly mean: number;
  readonly standardDeviation: number;
  readonly standardError: number;
  readonly min: number;
  readonly max: number;
  readonly percentiles: Readonly<Record<"p5" | "p25" | "p50" | "p75" | "p95", number>>;
}

/** Nearest-rank percentile of sorted data. */
function percentile(sorted: readonly number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] as number;
}

/** A simulation's summary of its totals (mean, sample standard deviation, standard error, least and greatest) with their nearest-rank percentiles. */
export function scoreStatistics(result: SimulationResult): ScoreStatistics {
  const { count, mean, standardDeviation, standardError, min, max } = result;
  const sorted = [...result.totals].sort((a, b) => a - b);
  return {
    games: count,
    mean,
    standardDeviation,
    standardError,
    min,
    max,
    percentiles: {
      p5: percentile(sorted, 0.05),
      p25: percentile(sorted, 0.25),
      p50: percentile(sorted, 0.5),
      p75: percentile(sorted, 0.75),
      p95: percentile(sorted, 0.95),
    },
  };
}
