/**
 * Final-score distributions under each bot, by simulation: every bot plays
 * the same seeded games alone (a solitaire game: one player, so the score is
 * the bot's own). A bot appears only once its package provides it.
 */
import { greedyBot, randomBot, type Bot, type GameRules } from "@dice/core";
import { cachedOptimalBot, simulate, simulationGameSeed, type GameStrategy } from "@dice/core/strategy";
import { platzee } from "@dice/platzee";
import { dodeca, poker } from "@dice/poker-dodeca";
import { dodecaStrategy, pokerStrategy } from "@dice/poker-dodeca/strategy";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { lineChart, type Series } from "./svg";

export interface BotEntry {
  readonly name: string;
  /** The bot of one game (seeded bots get the game's seed; the optimal bot is one for all games, its decisions cached). */
  readonly make: (rules: GameRules, seed: number) => Bot;
  /** The expected final score the solver gives, where it does. */
  readonly exact?: () => number;
  /** How to call that figure in the legend. @defaultValue "exact" */
  readonly exactLabel?: string;
}

export interface GameEntry {
  readonly file: string;
  readonly title: string;
  readonly rules: GameRules;
  readonly bots: readonly BotEntry[];
  /** Histogram bin width in points. */
  readonly bin: number;
}

export const baselineBots: readonly BotEntry[] = [
  { name: "greedy (best score now)", make: (rules) => greedyBot(rules) },
  { name: "random (any legal action)", make: (rules, seed) => randomBot(rules, seed + 1_000_000) },
];

/** One optimal bot for every game of a strategy, so that its cache of decisions serves them all. */
function sharedOptimalBot(strategy: GameStrategy): () => Bot {
  let bot: Bot | undefined;
  return () => (bot ??= cachedOptimalBot(strategy.loadSync()));
}

/** Poker's optimal strategy ships with `@dice/poker-dodeca/strategy` (a table file, values to 1/1024 of a point). */
const pokerOptimal: BotEntry = {
  name: "optimal (exact strategy)",
  make: sharedOptimalBot(pokerStrategy),
  exact: () => pokerStrategy.loadSync().expected,
};

/** Dodeca's, likewise (core's exact values, those of the sheets with an odd number of items filled stored to 1/2 of a point: the empty sheet reads 163.0731, the exact optimum is 162.908). */
const dodecaOptimal: BotEntry = {
  name: "optimal (exact strategy)",
  make: sharedOptimalBot(dodecaStrategy),
  exact: () => dodecaStrategy.loadSync().expected,
  exactLabel: "table",
};

/** Platzee's exact optimal strategy ships with `@dice/platzee/strategy`. */
const platzeeOptimal: BotEntry = {
  name: "optimal (exact strategy)",
  make: sharedOptimalBot(platzeeStrategy),
  exact: () => platzeeStrategy.info!.expected,
};

export const botGames: readonly GameEntry[] = [
  { file: "platzee-bot-scores.svg", title: "Platzee", rules: platzee, bots: [platzeeOptimal, ...baselineBots], bin: 10 },
  { file: "poker-bot-scores.svg", title: "Dice Gallery Poker", rules: poker, bots: [pokerOptimal, ...baselineBots], bin: 10 },
  { file: "dodeca-bot-scores.svg", title: "Dice Gallery Dodeca", rules: dodeca, bots: [dodecaOptimal, ...baselineBots], bin: 20 },
];

export interface BotSample {
  readonly name: string;
  readonly scores: number[];
  readonly exact?: number;
  readonly exactLabel?: string;
}

export function sampleBot(rules: GameRules, bot: BotEntry, games: number): BotSample {
  // Game i is dealt from seed 1 + i: seeds 1 to `games`.
  const scores = [...simulate(rules, { perGame: (index) => bot.make(rules, simulationGameSeed(1, index)) }, { games, seed: 1 }).totals];
  return bot.exact === undefined ? { name: bot.name, scores } : { name: bot.name, scores, exact: bot.exact(), exactLabel: bot.exactLabel ?? "exact" };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function botChart(game: GameEntry, samples: readonly BotSample[]): string {
  const all = samples.flatMap((sample) => sample.scores);
  const low = Math.floor(Math.min(...all) / game.bin) * game.bin;
  const high = Math.floor(Math.max(...all) / game.bin) * game.bin;
  const series: Series[] = samples.map((sample) => {
    const counts = new Map<number, number>();
    for (const score of sample.scores) {
      const bin = Math.floor(score / game.bin) * game.bin;
      counts.set(bin, (counts.get(bin) ?? 0) + 1);
    }
    const points: [number, number][] = [];
    for (let bin = low; bin <= high; bin += game.bin) points.push([bin + game.bin / 2, (counts.get(bin) ?? 0) / sample.scores.length]);
    const average = mean(sample.scores);
    const label = sample.exact === undefined ? `mean ${average.toFixed(1)}` : `mean ${average.toFixed(1)}, ${sample.exactLabel ?? "exact"} ${sample.exact.toFixed(1)}`;
    return { name: sample.name, points, marker: { x: average, label } };
  });
  const games = samples[0]?.scores.length ?? 0;
  return lineChart({
    title: `${game.title}: final score under each bot (${games.toLocaleString("en")} games each)`,
    description: `Share of ${games} seeded solitaire games of ${game.title} ending in each ${game.bin}-point range of final score, for each bot; dashed lines mark the means (and the legend gives the exact expectation where the solver computes it).`,
    xLabel: `final score (${game.bin}-point bins)`,
    yLabel: "share of games",
    formatY: (value) => `${Math.round(value * 100)}%`,
    series,
  });
}
