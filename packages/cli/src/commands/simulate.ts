import { cachedOptimalBot, simulate as simulateGames, type GameStrategy, type SimulationResult } from "@dice/core/strategy";
import { simulateInWorkers } from "@dice/core/node";
import { SingleBar, Presets } from "cli-progress";
import { findEntry, requireStrategy, type Scoring } from "../games/findEntry";
import type { GameEntry } from "../games/games";
import { makeBot, type BotKind } from "../games/makeBot";
import type { Io } from "../internal/Io";
import { workerStrategy } from "../internal/strategiesModule";
import { renderHistogram } from "../render/histogram";
import { scoreStatistics, type ScoreStatistics } from "../render/statistics";

/** What `dice simulate` was asked. */
export interface SimulateOptions {
  readonly game: string;
  readonly scoring?: Scoring;
  readonly games: number;
  readonly seed: number;
  readonly bot: BotKind;
  /** Worker threads for the optimal and greedy bots (1: this thread). */
  readonly workers: number;
  readonly json: boolean;
}

/** The machine-readable result of a simulation (`--json`). */
export interface SimulationReport {
  readonly game: string;
  readonly bot: BotKind;
  readonly seed: number;
  readonly statistics: ScoreStatistics;
  readonly histogram: Record<string, number>;
}

/** Plays the run: the optimal and greedy bots on worker threads when asked and the strategy can be imported there, else in this thread. */
export async function playRun(
  strategy: GameStrategy,
  options: Pick<SimulateOptions, "games" | "seed" | "bot" | "workers">,
  onProgress: (done: number) => void,
): Promise<SimulationResult> {
  const run = { games: options.games, seed: options.seed };
  const kind = options.bot;
  if (options.workers > 1 && kind !== "random") {
    const threads = await workerStrategy(strategy);
    if (threads !== undefined) return simulateInWorkers(threads, { ...run, bot: kind, workers: options.workers, onProgress });
  }
  const bot = options.bot === "optimal" ? cachedOptimalBot(await strategy.load()) : await makeBot(strategy, options.bot, options.seed ^ 0x5bd1e995);
  return simulateGames(strategy.game.rules, bot, { ...run, onGame: onProgress });
}

/**
 * Plays `games` solitaire games with one bot; game i uses dice seed
 * `seed + i` (wrapping at 2^32), so a run is reproducible from its seed
 * whichever threads play it. The optimal bot plays from a cache of its
 * decisions (the same moves); the random bot is made once from a seed
 * derived from `seed` and draws on through the run.
 */
export async function simulate(options: SimulateOptions, games: readonly GameEntry[], io: Io): Promise<SimulationReport> {
  const entry = findEntry(games, options.game, options.scoring);
  const strategy = requireStrategy(games, entry, ", so it has no bots");
  const game = strategy.game;
  const showProgress = io.isTTY && !options.json;
  const bar = showProgress
    ? new SingleBar({ stream: process.stderr, format: "simulating [{bar}] {percentage}% {value}/{total} games, eta {eta}s" }, Presets.shades_classic)
    : undefined;
  bar?.start(options.games, 0);
  const result = await playRun(strategy, options, (done) => bar?.update(done));
  bar?.stop();
  const scores = result.totals;
  const histogram: Record<string, number> = {};
  for (const score of scores) histogram[score] = (histogram[score] ?? 0) + 1;
  const report: SimulationReport = { game: game.id, bot: options.bot, seed: options.seed, statistics: scoreStatistics(result), histogram };
  if (options.json) {
    io.out(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    const { statistics } = report;
    const p = statistics.percentiles;
    io.out(
      [
        `${game.name}: ${statistics.games} games, ${options.bot} bot, seed ${options.seed}`,
        `mean ${statistics.mean.toFixed(2)} ± ${statistics.standardError.toFixed(2)} (standard error), standard deviation ${statistics.standardDeviation.toFixed(2)}`,
        `min ${statistics.min}, p5 ${p.p5}, p25 ${p.p25}, median ${p.p50}, p75 ${p.p75}, p95 ${p.p95}, max ${statistics.max}`,
        "",
        renderHistogram(scores),
        "",
      ].join("\n"),
    );
  }
  return report;
}
