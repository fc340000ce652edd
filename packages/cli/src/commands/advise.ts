import { isDiceError, type GameState } from "@dice/core";
import type { TurnAdvice } from "@dice/core/strategy";
import { readFile } from "node:fs/promises";
import { describeMove } from "../games/describeMove";
import { findEntry, gameIds, isRulesGame, requireStrategy, type Scoring } from "../games/findEntry";
import type { GameEntry } from "../games/games";
import { UsageError, type Io } from "../internal/Io";

/** What `dice advise` was asked. */
export interface AdviseOptions {
  /** The game's id; without it, the game whose engine accepts the state. */
  readonly game?: string;
  readonly scoring?: Scoring;
  /** A file path, or `-` for standard input. */
  readonly state: string;
  readonly json: boolean;
}

/** The first game on the list whose engine accepts a saved state (each replays the state's seed and log), or the first refusal. */
function acceptingEntry(games: readonly GameEntry[], json: unknown): { entry: GameEntry; state: unknown } | { refusal: { entry: GameEntry; error: unknown } | undefined } {
  let refusal: { entry: GameEntry; error: unknown } | undefined;
  for (const entry of games) {
    try {
      return { entry, state: entry.game.engine.validateState(json) };
    } catch (error) {
      if (!isDiceError(error)) throw error;
      refusal ??= { entry, error };
    }
  }
  return { refusal };
}

/**
 * Reads a game state (JSON, validated by the game's engine: it must replay
 * from its seed and log), finds its game when none is named, and prints the
 * best choice with the expected final score of every choice.
 */
export async function advise(options: AdviseOptions, games: readonly GameEntry[], io: Io): Promise<TurnAdvice> {
  const named = options.game === undefined ? undefined : findEntry(games, options.game, options.scoring);
  if (named !== undefined) requireStrategy(games, named, ", so there is no advice for it");
  const where = options.state === "-" ? "--state - (standard input)" : `--state ${options.state}`;
  let text: string;
  try {
    text = options.state === "-" ? await io.readStdin() : await readFile(options.state, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read --state ${options.state}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--state is not valid JSON: ${(error as Error).message}`);
  }
  let found: { entry: GameEntry; state: unknown };
  if (named === undefined) {
    const accepted = acceptingEntry(games, json);
    if ("refusal" in accepted) {
      const sentence = accepted.refusal === undefined ? "" : `${accepted.refusal.entry.game.explain(accepted.refusal.error)} `;
      throw new UsageError(`${where}: ${sentence}No game of ${gameIds(games).join(", ")} accepts it.`);
    }
    found = accepted;
  } else {
    try {
      found = { entry: named, state: named.game.engine.validateState(json) };
    } catch (error) {
      if (!isDiceError(error)) throw error;
      const other = acceptingEntry(games.filter((entry) => entry !== named), json);
      if ("entry" in other) throw new UsageError(`${where} holds a game of ${other.entry.game.name}, not of ${named.game.name}: dice advise ${other.entry.game.id} --state ${options.state}`);
      throw new UsageError(`${where} (${named.game.name}): ${named.game.explain(error)}`);
    }
  }
  const strategy = requireStrategy(games, found.entry, ", so there is no advice for it");
  const state = found.state as GameState;
  if (state.finished) throw new UsageError(`the game in ${where} is over: there is nothing to advise`);
  let advice: TurnAdvice;
  try {
    await strategy.load();
    advice = strategy.adviseTurn(state);
  } catch (error) {
    if (!isDiceError(error)) throw error;
    throw new UsageError(`${where}: ${strategy.game.explain(error, { state })}`);
  }
  const game = strategy.game;
  if (options.json) {
    io.out(`${JSON.stringify({ game: game.id, expected: advice.expected, best: advice.best, choices: advice.choices }, null, 2)}\n`);
    return advice;
  }
  if (isRulesGame(game)) {
    io.out(state.dice === null ? `${game.name}: no dice rolled yet this turn\n` : `${game.name}, roll ${state.rollsUsed} of ${game.rules.rollsPerTurn}: ${game.renderDice(state)}\n`);
  }
  io.out(`Best: ${describeMove(game, state, advice.best)} (expected final score ${advice.expected.toFixed(2)})\n`);
  const rows = advice.choices.map((choice) => ({ label: describeMove(game, state, choice), choice }));
  const width = Math.max(...rows.map((row) => row.label.length));
  for (const { label, choice } of rows) {
    io.out(`  ${label.padEnd(width)} ${choice.expected.toFixed(2).padStart(8)}  ${choice.cost === 0 ? "best" : `−${choice.cost.toFixed(2)}`}\n`);
  }
  return advice;
}
