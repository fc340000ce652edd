import type { PolydiComparisonRow } from "@dice/polydi";

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : value === Infinity ? "∞" : "—";
}

/** Polydi odds side by side, one row per die. */
export function formatOddsTable(rows: readonly PolydiComparisonRow[]): string {
  const table = [
    ["die", "P(win)", "mean score if won", "median", "90th pct", "expected attempts", "expected rolls (challenge)"],
    ...rows.map((row) => [
      row.name,
      fixed(row.winProbability, 6),
      fixed(row.meanScoreWhenWon, 4),
      fixed(row.medianScoreWhenWon, 0),
      fixed(row.score90thPercentile, 0),
      fixed(row.expectedAttempts, 4),
      fixed(row.expectedChallengeRolls, 2),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  return table.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join("  ")).join("\n");
}
