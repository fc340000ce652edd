import { gameTotals, playGame, type Bot } from "@dice/core";
import { SingleBar, Presets } from "cli-progress";
import type { BotKind } from "../games/CliGame";
import { findGame, type GameChoice } from "../games/gameRegistry";
import { UsageError, type Io } from "../internal/Io";
import { renderHistogram } from "../render/histogram";
import { scoreStatistics, type ScoreStatistics } from "../render/statistics";

/** What `dice simulate` was asked. */
export interface SimulateOptions extends GameChoice {
  readonly game: string;
  readonly games: number;
  readonly seed: number;
  readonly bot: BotKind;
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

/**
 * Plays `games` solitaire games with one bot; game i uses dice seed
 * `seed + i` (wrapping at 2^32), and the bot is made once from a seed derived
 * from `seed` (random bots draw on through the run), so a run is
 * reproducible from its seed.
 */
export async function simulate(options: SimulateOptions, io: Io): Promise<SimulationReport> {
  const game = findGame(options.game, options);
  const makeBot = game.bots[options.bot];
  if (makeBot === undefined) {
    throw new UsageError(
      `no ${options.bot} bot for ${game.name} yet; available: ${Object.keys(game.bots).join(", ")}`,
    );
  }
  const bot: Bot = await makeBot(options.seed ^ 0x5bd1e995);
  const showProgress = io.isTTY && !options.json;
  const bar = showProgress
    ? new SingleBar({ stream: process.stderr, format: "simulating [{bar}] {percentage}% {value}/{total} games, eta {eta}s" }, Presets.shades_classic)
    : undefined;
  bar?.start(options.games, 0);
  const scores: number[] = [];
  for (let index = 0; index < options.games; index++) {
    const seed = (options.seed + index) | 0;
    const state = playGame(game.engine.rules, [bot], seed);
    scores.push(gameTotals(game.engine.rules, state)[0]?.total ?? 0);
    if (bar !== undefined && (index % 100 === 99 || index === options.games - 1)) bar.update(index + 1);
  }
  bar?.stop();
  const histogram: Record<string, number> = {};
  for (const score of scores) histogram[score] = (histogram[score] ?? 0) + 1;
  const report: SimulationReport = { game: game.id, bot: options.bot, seed: options.seed, statistics: scoreStatistics(scores), histogram };
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
