/**
 * The law of a fresh game's final score under optimal (expected-score) play,
 * from `finalScoreLaw`: exact probabilities, no sampling. A law takes about
 * half a minute (classic Yahtzee), five (Poker) or longer (Platzee) on one
 * thread (`--law-file` takes one `dice odds --workers` wrote instead), so
 * these charts are rendered on request, not checked by the tests.
 */
import { classicYahtzeeGame, type Game } from "@dice/core";
import { finalScoreLaw, scoreLaw, solveGame, type GameSolution, type ScoreLaw } from "@dice/core/strategy";
import { platzeeGame } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { pokerGame } from "@dice/poker-dodeca";
import { pokerStrategy } from "@dice/poker-dodeca/strategy";
import { readFileSync } from "node:fs";
import { lineChart } from "./svg";

export interface LawGame {
  readonly file: string;
  readonly title: string;
  readonly game: Game;
  /** The solution whose policy the law follows. */
  readonly solution: () => GameSolution;
  /** Which solution that is, for the chart's description. */
  readonly solutionText: string;
  /** Bin width in points. */
  readonly bin: number;
}

export const lawGames: readonly LawGame[] = [
  {
    file: "yahtzee-final-score-law.svg",
    title: "Classic Yahtzee",
    game: classicYahtzeeGame,
    solution: () => solveGame(classicYahtzeeGame.rules),
    solutionText: "the exact solution",
    bin: 5,
  },
  {
    file: "platzee-final-score-law.svg",
    title: "Platzee",
    game: platzeeGame,
    solution: () => platzeeStrategy.loadSync(),
    solutionText: "the shipped float32 table (1.6e-11 points a game below the optimum)",
    bin: 5,
  },
  {
    file: "poker-final-score-law.svg",
    title: "Dice Gallery Poker",
    game: pokerGame,
    solution: () => pokerStrategy.loadSync(),
    solutionText: "the shipped table (values to 1/1024 of a point)",
    bin: 5,
  },
];

/** The law of a fresh one-player game of `entry` under its solution's play. */
export function freshGameLaw(entry: LawGame): ScoreLaw {
  return finalScoreLaw(entry.solution(), entry.game.engine.newGame({ players: ["Ada"], seed: 1 }));
}

/**
 * The law of a fresh game of `entry` as `dice odds <game> --json` wrote it
 * (the same law, worked out on worker threads with `--workers`).
 */
export function lawFromFile(entry: LawGame, file: string): ScoreLaw {
  const json = JSON.parse(readFileSync(file, "utf8")) as { game?: unknown; min?: unknown; probabilities?: unknown };
  const game = entry.game.rules.id;
  if (json.game !== game) throw new Error(`${file} holds the law of ${String(json.game)}, not of ${game}`);
  if (typeof json.min !== "number" || !Array.isArray(json.probabilities) || !json.probabilities.every((value) => typeof value === "number")) {
    throw new Error(`${file} is not a law written by dice odds --json (min and probabilities)`);
  }
  return scoreLaw(json.probabilities as number[], json.min);
}

export function lawChart(entry: LawGame, law: ScoreLaw): string {
  // From the 0.1% to the 99.9% quantile: the rest is too thin to see.
  const low = Math.floor(law.quantile(0.001) / entry.bin) * entry.bin;
  const high = Math.floor(law.quantile(0.999) / entry.bin) * entry.bin;
  const points: [number, number][] = [];
  for (let from = low; from <= high; from += entry.bin) {
    let probability = 0;
    for (let total = from; total < from + entry.bin; total++) probability += law.probabilityOf(total);
    points.push([from + entry.bin / 2, probability]);
  }
  const median = law.quantile(0.5);
  return lineChart({
    title: `${entry.title}: the law of the final score under optimal play`,
    description:
      `Exact probability of each ${entry.bin}-point range of final score in a fresh solitaire game of ${entry.title}, ` +
      `playing for the highest expected score with ${entry.solutionText}; the dashed line marks the mean ${law.mean.toFixed(2)} ` +
      `(standard deviation ${law.sd.toFixed(2)}, median ${median}).`,
    xLabel: `final score (${entry.bin}-point bins)`,
    yLabel: "probability",
    formatY: (value) => `${(value * 100).toFixed(value < 0.1 ? 1 : 0)}%`,
    series: [{ name: "optimal play, exact", points, marker: { x: law.mean, label: `mean ${law.mean.toFixed(1)}, sd ${law.sd.toFixed(1)}` } }],
  });
}
