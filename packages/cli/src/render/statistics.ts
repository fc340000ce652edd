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

/** Mean, sample standard deviation, standard error and nearest-rank percentiles. */
export function scoreStatistics(scores: readonly number[]): ScoreStatistics {
  const games = scores.length;
  const mean = scores.reduce((sum, score) => sum + score, 0) / games;
  const variance = games > 1 ? scores.reduce((sum, score) => sum + (score - mean) ** 2, 0) / (games - 1) : 0;
  const sorted = [...scores].sort((a, b) => a - b);
  const standardDeviation = Math.sqrt(variance);
  return {
    games,
    mean,
    standardDeviation,
    standardError: standardDeviation / Math.sqrt(games),
    min: sorted[0] as number,
    max: sorted[games - 1] as number,
    percentiles: {
      p5: percentile(sorted, 0.05),
      p25: percentile(sorted, 0.25),
      p50: percentile(sorted, 0.5),
      p75: percentile(sorted, 0.75),
      p95: percentile(sorted, 0.95),
    },
  };
}
