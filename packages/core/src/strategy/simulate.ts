import type { Bot } from "../bots/Bot";
import { playGame } from "../bots/playGame";
import { advance } from "../engine/advance";
import type { GameAction } from "../engine/GameAction";
import { gameTotals } from "../engine/gameResults";
import type { GameState, PlayerState } from "../engine/GameState";
import { newGame } from "../engine/newGame";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import type { GameRules } from "../rules/GameRules";
import { sheetTotals } from "../scoring/ScoreSheet";
import { optimalMoveOf, type OptimalMove } from "./cachedOptimalBot";

/**
 * What {@link simulate} plays: how many games, from which run seed, and
 * from which game on (a slice of a longer run, as a worker plays it).
 *
 * @example
 * ```ts
 * import type { SimulateOptions } from "@dice/core/strategy";
 * const options: SimulateOptions = { games: 1000, seed: 1 };
 * options.games; // => 1000
 * ```
 * @category Strategy
 */
export interface SimulateOptions {
  /** How many games to play (0 or more). */
  readonly games: number;
  /** The run's seed: game i is dealt from {@link simulationGameSeed}(seed, i). */
  readonly seed: number;
  /**
   * The index of the first game, so that a slice of a run plays the same games as the whole run does.
   * @defaultValue 0
   */
  readonly first?: number;
  /** Called after each game with how many games of this call are done. */
  readonly onGame?: (done: number) => void;
}

/**
 * Summary of a simulation: each game's final total, in game order, and their
 * count, mean, sample standard deviation, standard error, least and greatest.
 *
 * @example
 * ```ts
 * import type { SimulationResult } from "@dice/core/strategy";
 * const result: SimulationResult = { totals: [3, 5], count: 2, mean: 4, standardDeviation: Math.SQRT2, standardError: 1, min: 3, max: 5 };
 * result.mean; // => 4
 * ```
 * @category Strategy
 */
export interface SimulationResult {
  /** Each game's final total (the one player's), in game order. */
  readonly totals: readonly number[];
  /** How many games were played. */
  readonly count: number;
  /** The mean total (NaN for no games). */
  readonly mean: number;
  /** The sample standard deviation (n − 1 in the denominator; 0 for fewer than two games). */
  readonly standardDeviation: number;
  /** The standard error of the mean: the standard deviation over the square root of the count. */
  readonly standardError: number;
  /** The least total (NaN for no games). */
  readonly min: number;
  /** The greatest total (NaN for no games). */
  readonly max: number;
}

/**
 * The dice seed of game `index` of a run: the run seed plus the index,
 * wrapped to a 32-bit integer. Each game's seed depends on its index alone,
 * so a run split across threads plays the same games.
 *
 * @param seed - the run's seed (an integer)
 * @param index - the game's index in the run, from 0
 * @returns the game's seed, from -2^31 to 2^31 - 1
 * @example
 * ```ts
 * import { simulationGameSeed } from "@dice/core/strategy";
 * simulationGameSeed(1, 4); // => 5
 * simulationGameSeed(2 ** 31 - 1, 1); // => -2147483648
 * ```
 * @category Strategy
 */
export function simulationGameSeed(seed: number, index: number): number {
  return (seed + index) | 0;
}

/**
 * Summarises final totals: their count, mean, sample standard deviation,
 * standard error, least and greatest.
 *
 * @param totals - the games' totals, in game order
 * @returns the summary, with `totals` as given
 * @example
 * ```ts
 * import { summarizeTotals } from "@dice/core/strategy";
 * summarizeTotals([3, 5]).standardError; // => 1
 * ```
 * @category Strategy
 */
export function summarizeTotals(totals: readonly number[]): SimulationResult {
  const count = totals.length;
  let sum = 0;
  let min = Number.NaN;
  let max = Number.NaN;
  for (const total of totals) {
    sum += total;
    if (!(total >= min)) min = total;
    if (!(total <= max)) max = total;
  }
  const mean = sum / count;
  let squares = 0;
  for (const total of totals) squares += (total - mean) ** 2;
  const standardDeviation = count > 1 ? Math.sqrt(squares / (count - 1)) : 0;
  return { totals, count, mean, standardDeviation, standardError: count > 0 ? standardDeviation / Math.sqrt(count) : Number.NaN, min, max };
}

function checkCount(value: unknown, what: string, where: string): void {
  if (!Number.isSafeInteger(value) || (value as number) < 0) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: ${what} must be an integer 0 or more; received ${describe(value)}`);
  }
}

/** Checks {@link SimulateOptions} as {@link simulate} does. */
export function checkSimulateOptions(options: SimulateOptions, where: string): void {
  checkCount(options.games, "games", where);
  checkCount(options.first ?? 0, "first", where);
  if (!Number.isSafeInteger(options.seed)) throw new DiceError("INVALID_SEED", `${where}: seed must be an integer; received ${describe(options.seed)}`);
}

/**
 * Plays solitaire games with a bot and summarises the final totals. Game i
 * is dealt from {@link simulationGameSeed}(seed, i), so a run is reproducible
 * from its seed and a slice (`first`) plays the same games as the whole run.
 * For the optimal strategy pass {@link cachedOptimalBot}, which keeps the
 * work of the positions that come back for the whole run.
 *
 * @param rules - the game's rules
 * @param bot - the bot playing every game, or `{ perGame }` giving the bot of game i (a random bot seeded per game, say)
 * @param options - how many games and the run's seed, see {@link SimulateOptions}
 * @returns every total and their summary
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a count that is not an integer 0 or more; `INVALID_SEED` for a seed that is not an integer; a bot's illegal move as `playGame` throws it
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { cachedOptimalBot, simulate, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 1,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const result = simulate(rules, cachedOptimalBot(solveGame(rules)), { games: 3, seed: 1 });
 * result.count; // => 3
 * result.totals.every((total) => total >= 1 && total <= 6); // => true
 * ```
 * @category Strategy
 */
export function simulate(rules: GameRules, bot: Bot | { readonly perGame: (index: number) => Bot }, options: SimulateOptions): SimulationResult {
  checkSimulateOptions(options, "simulate");
  const first = options.first ?? 0;
  // The optimal bot plays its own moves, the states it is given made by the engine: checked once a game.
  const move = typeof bot === "function" ? optimalMoveOf(bot, rules) : undefined;
  const totals: number[] = [];
  for (let offset = 0; offset < options.games; offset++) {
    const index = first + offset;
    const seed = simulationGameSeed(options.seed, index);
    if (move !== undefined) {
      // The engine's own final state: its sheets' totals, as gameTotals adds them up without checking the state again.
      const sheets = (playOwnMoves(rules, move, seed).players[0] as PlayerState).sheets;
      totals.push(sheets.reduce((sum, sheet) => sum + sheetTotals(rules, sheet).total, 0));
    } else {
      const state = playGame(rules, [typeof bot === "function" ? bot : bot.perGame(index)], seed);
      totals.push((gameTotals(rules, state)[0] as { total: number }).total);
    }
    options.onGame?.(offset + 1);
  }
  return summarizeTotals(totals);
}

/**
 * The game `playGame` plays with the bot whose moves these are, one player
 * named as it names them, without checking each state again: every state
 * after the new game's is the engine's own move from the one before (each
 * move is still checked as the engine checks any), so the position is
 * checked once. The log is appended to, not copied at every move.
 */
export function playOwnMoves(rules: GameRules, move: OptimalMove, seed: number): GameState {
  let state = newGame(rules, { players: ["Bot 1"], seed });
  const log: GameAction[] = [];
  while (!state.finished) {
    const advanced = advance(rules, state, move(state));
    state = advanced.state;
    log.push(advanced.logged);
  }
  return { ...state, log };
}
