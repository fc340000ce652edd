import { finalScoreLaw, scoreLaw, type ScoreLaw } from "@dice/core/strategy";
import { finalScoreLawInWorkers } from "@dice/core/node";
import { DiceError, describeValue, type GameState } from "@dice/core";
import type { GameEntry } from "../games/games";
import { parseChoice } from "../internal/parseOptions";
import { UsageError, type Io } from "../internal/Io";
import { workerStrategy } from "../internal/strategiesModule";
import { playRun } from "./simulate";

/** What `dice odds` was asked. */
export interface OddsOptions {
  /** The game's id. */
  readonly game: string;
  /** Dice of the player's own, as the game's `--die` reads them; empty: the game's standard dice. */
  readonly dice: readonly string[];
  readonly json: boolean;
  /** Worker threads working out the law of a game with a strategy (1: this thread). */
  readonly workers: number;
  /**
   * Games of the optimal bot to estimate the law from, instead of working it
   * out exactly; `undefined`: the entry's `lawFromGames`, else exactly.
   */
  readonly games?: number;
}

/** A law estimated from games of the optimal bot: how many, from which seed, and the standard error of their mean. */
interface Estimate {
  readonly games: number;
  readonly seed: number;
  readonly standardError: number;
}

/** The games whose entry has exact odds of its own to print. */
export function oddsEntries(games: readonly GameEntry[]): (GameEntry & { readonly odds: NonNullable<GameEntry["odds"]> })[] {
  return games.filter((entry): entry is GameEntry & { readonly odds: NonNullable<GameEntry["odds"]> } => entry.odds !== undefined);
}

/** The games `dice odds` answers: those with odds of their own and those with a strategy (the law of a fresh game's final score). */
export function oddsGames(games: readonly GameEntry[]): GameEntry[] {
  return games.filter((entry) => entry.odds !== undefined || entry.strategy !== undefined);
}

/** For the help: the games whose law `dice odds` estimates unless told otherwise, with how many games. */
export function lawFromGamesHelp(games: readonly GameEntry[]): string {
  const estimated = games.flatMap((entry) => ("lawFromGames" in entry && entry.lawFromGames !== undefined ? [`${entry.game.id} ${entry.lawFromGames}`] : []));
  return estimated.length === 0 ? "" : ` (the default where the exact law is out of reach: ${estimated.join(", ")})`;
}

const QUANTILES = [0.05, 0.25, 0.5, 0.75, 0.95] as const;

/** Round totals between the law's 5% and 95% quantiles, about five of them. */
function roundTotals(law: ScoreLaw): number[] {
  const low = law.quantile(0.05);
  const high = law.quantile(0.95);
  const span = Math.max(1, high - low);
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500].find((candidate) => span / candidate <= 5) ?? 1000;
  const totals: number[] = [];
  for (let total = Math.ceil(low / step) * step; total <= high && totals.length < 8; total += step) totals.push(total);
  return totals;
}

/** The law as text: mean, sd, quantiles, tails and a histogram of 20 bins at most; for an estimated law, from what and the mean's standard error. */
function lawText(name: string, law: ScoreLaw, estimate: Estimate | undefined): string {
  const lines = [`${name}: the final score of a fresh game under optimal (expected-score) play`];
  if (estimate === undefined) lines.push(`mean ${law.mean.toFixed(4)}  sd ${law.sd.toFixed(4)}  min ${law.min}  max ${law.max}`);
  else {
    const last = estimate.seed + estimate.games - 1;
    lines.push(`estimated from ${estimate.games} games of the optimal bot (seeds ${estimate.seed} to ${last}), not exact`);
    lines.push(`mean ${law.mean.toFixed(2)} (standard error ${estimate.standardError.toFixed(2)})  sd ${law.sd.toFixed(2)}  min ${law.min}  max ${law.max}`);
  }
  lines.push(`quantiles  ${QUANTILES.map((p) => `${Math.round(p * 100)}%: ${law.quantile(p)}`).join("  ")}`);
  for (const total of roundTotals(law)) lines.push(`P(total >= ${total}) = ${law.atLeast(total).toFixed(6)}`);
  const low = law.quantile(0.001);
  const high = law.quantile(0.999);
  const width = Math.max(1, Math.ceil((high - low + 1) / 20));
  const bins: { from: number; to: number; p: number }[] = [];
  for (let from = low; from <= high; from += width) {
    let p = 0;
    for (let total = from; total < from + width; total++) p += law.probabilityOf(total);
    bins.push({ from, to: from + width - 1, p });
  }
  const top = Math.max(...bins.map((bin) => bin.p));
  const label = String(high + width).length;
  for (const bin of bins) lines.push(`${String(bin.from).padStart(label)}-${String(bin.to).padStart(label)} ${(bin.p * 100).toFixed(2).padStart(6)}% ${"#".repeat(Math.round((bin.p / top) * 40))}`);
  return lines.join("\n");
}

/** The law of a fresh one-player game's final score under optimal play, as JSON for machines; an estimated law says from what, as the playground's law files do. */
function lawJson(id: string, law: ScoreLaw, estimate: Estimate | undefined): object {
  return {
    game: id,
    ...(estimate === undefined ? {} : { method: "simulation", bot: "optimal", seed: estimate.seed, games: estimate.games }),
    mean: law.mean,
    sd: law.sd,
    min: law.min,
    max: law.max,
    quantiles: Object.fromEntries(QUANTILES.map((p) => [String(p), law.quantile(p)])),
    probabilities: law.probabilities,
  };
}

/**
 * Prints a game's odds: for a game with a strategy, the law of a fresh
 * game's final score under optimal play, exact, or estimated from games of
 * the optimal bot when asked (`games`) or where the entry says the exact law
 * is out of reach (`lawFromGames`); for a game with odds of its own, those
 * of the dice given (or of its standard dice), exact.
 */
export async function odds(options: OddsOptions, games: readonly GameEntry[], io: Io): Promise<void> {
  const offered = oddsGames(games);
  const id = parseChoice("game", options.game, offered.map((candidate) => candidate.game.id));
  const entry = offered.find((candidate) => candidate.game.id === id)!;
  if (entry.odds !== undefined) {
    if (options.games !== undefined) {
      const withStrategy = offered.filter((candidate) => candidate.odds === undefined).map((candidate) => candidate.game.id);
      throw new UsageError(`--games applies to ${withStrategy.join(", ")} only; '${id}' has exact odds of its own`);
    }
    const result = entry.odds.compare(options.dice);
    io.out(options.json ? `${JSON.stringify(result.json, null, 2)}\n` : `${result.text}\n`);
    return;
  }
  if (options.dice.length > 0) {
    const withDice = oddsEntries(games).map((candidate) => candidate.game.id);
    throw new UsageError(`--die applies to ${withDice.join(", ")} only; '${id}' plays its own dice`);
  }
  const strategy = entry.strategy!;
  const bound = "lawFromGames" in entry ? entry.lawFromGames : undefined;
  if (bound !== undefined && !(Number.isSafeInteger(bound) && bound >= 1)) {
    throw new DiceError("INVALID_ARGUMENT", `games: ${entry.game.id}'s lawFromGames must be a whole number 1 or more, or left out; received ${describeValue(bound)}`);
  }
  const gameCount = options.games ?? bound;
  let law: ScoreLaw;
  let estimate: Estimate | undefined;
  if (gameCount !== undefined) {
    if (io.isTTY) io.err(`Estimating the law of ${entry.game.name}'s final score from ${gameCount} games of the optimal bot...\n`);
    const run = await playRun(strategy, { games: gameCount, seed: 1, bot: "optimal", workers: options.workers }, () => {});
    // The share of the games that ended on each total, from the least to the greatest.
    const counts = new Array<number>(run.max - run.min + 1).fill(0);
    for (const total of run.totals) counts[total - run.min] = (counts[total - run.min] as number) + 1;
    law = scoreLaw(counts.map((ended) => ended / run.count), run.min);
    estimate = { games: gameCount, seed: 1, standardError: run.standardError };
  } else {
    if (io.isTTY) io.err(`Working out the exact law of ${entry.game.name}'s final score (a minute or more for the big games)...\n`);
    const state = strategy.game.engine.newGame({ players: ["Player"], seed: 1 }) as GameState;
    const threads = options.workers > 1 ? await workerStrategy(strategy) : undefined;
    law = threads !== undefined ? await finalScoreLawInWorkers(threads, state, { player: 0, workers: options.workers }) : finalScoreLaw(await strategy.load(), state, 0);
  }
  io.out(options.json ? `${JSON.stringify(lawJson(entry.game.id, law, estimate), null, 2)}\n` : `${lawText(entry.game.name, law, estimate)}\n`);
}
