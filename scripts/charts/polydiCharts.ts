/**
 * Polydi odds across dice, from `luckySevenOdds` (exact: no sampling), so
 * these charts are checked to be current by the e2e tests.
 */
import { NUMBERED_POLYDI, ORIGINAL_POLYDI, createPolydi, luckySevenOdds, type LuckySevenOdds } from "@dice/polydi";
import type { Die } from "@dice/core";
import { barChart, lineChart } from "./svg";

const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The dice compared: the two the package ships and two variants of the original. */
export const polydiVariants: readonly { readonly label: string; readonly die: Die }[] = [
  { label: "Original: 1–9, +, −, Polydi", die: ORIGINAL_POLYDI },
  { label: "1–10, +, − (no Polydi Symbol)", die: createPolydi([...numbers(1, 10), "plus", "minus"]) },
  { label: "1–10, +, Polydi (no minus)", die: createPolydi([...numbers(1, 10), "plus", "polydi"]) },
  { label: "Numbered: 1–12", die: NUMBERED_POLYDI },
];

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;

/** P(score = s | won), s = 0 … maxScore. */
function conditional(odds: LuckySevenOdds, maxScore: number): [number, number][] {
  return numbers(0, maxScore).map((score) => [score, odds.scoreProbability(score) / odds.winProbability]);
}

export function polydiCharts(): Record<string, string> {
  const odds = polydiVariants.map((variant) => ({ ...variant, odds: luckySevenOdds(variant.die) }));
  const scores = lineChart({
    title: "Lucky Seven: final score of a won game, by Polydi",
    description:
      "Exact probability of each final score, given the game is won, for four Polydi. Dashed lines mark each die's median score. Lower is better.",
    xLabel: "final score (points; lower is better)",
    yLabel: "probability, given a win",
    formatY: (value) => percent(value, 0),
    steps: true,
    series: odds.map((variant) => ({
      name: variant.label,
      points: conditional(variant.odds, 60),
      marker: { x: variant.odds.medianScoreWhenWon, label: `median ${variant.odds.medianScoreWhenWon}` },
    })),
  });
  const comparison = barChart({
    title: "Lucky Seven: which Polydi has better luck?",
    description:
      "Exact win probability and mean score of a won game for four Polydi. Only 7 and minus decide a game, so the win probability is (p7 / (p7 + pMinus)) cubed.",
    panels: [
      {
        heading: "Chance to win a game",
        max: 1,
        bars: odds.map((variant) => ({ label: variant.label, value: variant.odds.winProbability, text: percent(variant.odds.winProbability) })),
      },
      {
        heading: "Mean final score of a won game (lower is better)",
        bars: odds.map((variant) => ({
          label: variant.label,
          value: variant.odds.meanScoreWhenWon,
          text: variant.odds.meanScoreWhenWon.toFixed(1),
        })),
      },
      {
        heading: "Attempts expected until the first win",
        bars: odds.map((variant) => ({
          label: variant.label,
          value: variant.odds.expectedAttempts,
          text: variant.odds.expectedAttempts.toFixed(2),
        })),
      },
    ],
  });
  return { "polydi-lucky-seven-scores.svg": scores, "polydi-lucky-seven-odds.svg": comparison };
}
