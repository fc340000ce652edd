import { DiceError, describeValue, escapeText, isDiceError, type GameRules, type GameState } from "@dice/core";
import { adviseForGoal, chanceToWin, renderChanceToWin, turnsLeft, type AdviceGoal, type GoalAdvice, type TurnAdvice } from "@dice/core/strategy";
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
  /** What to play for: the expected score (`mean`, the default), the chance to win, or the chance to reach a total. */
  readonly goal?: AdviceGoal | { readonly type: "mean" };
}

/** Reads `--goal`: `mean`, `win` or `target:<total>`. */
export function parseGoal(text: string): AdviceGoal | { readonly type: "mean" } {
  if (text === "mean" || text === "win") return { type: text };
  const target = /^target:(-?\d+)$/.exec(text);
  if (target !== null) return { type: "target", total: Number(target[1]) };
  throw new UsageError(`--goal must be mean, win or target:<total> (e.g. target:300); received ${JSON.stringify(text.slice(0, 40))}`);
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
  const bound = "winChanceTurns" in found.entry ? found.entry.winChanceTurns : undefined;
  if (bound !== undefined && !(Number.isSafeInteger(bound) && bound >= 0)) {
    throw new DiceError("INVALID_ARGUMENT", `games: ${found.entry.game.id}'s winChanceTurns must be a whole number 0 or more, or left out; received ${describeValue(bound)}`);
  }
  const left = turnsLeft(strategy.game.rules, state);
  const quick = bound === undefined || left <= bound;
  const goal = options.goal;
  const player = state.players[state.currentPlayer]?.name ?? "";
  if (!quick && goal !== undefined && goal.type !== "mean") {
    throw new UsageError(
      `${where}: ${escapeText(player, { maxLength: 40 })} has ${left} turns left; the chances of --goal are exact, and in ${strategy.game.name} they are worked out from ${bound} turns left (earlier they take minutes or more). Without --goal, dice advise gives the best move for the expected score.`,
    );
  }
  let advice: TurnAdvice;
  let goalAdvice: GoalAdvice | undefined;
  let chances: readonly number[] | undefined;
  try {
    const solution = await strategy.load();
    advice = strategy.adviseTurn(state);
    if (goal !== undefined && goal.type !== "mean") goalAdvice = adviseForGoal(solution, state, goal);
    if (state.players.length > 1 && quick) chances = chanceToWin(solution, state);
  } catch (error) {
    if (!isDiceError(error)) throw error;
    throw new UsageError(`${where}: ${strategy.game.explain(error, { state })}`);
  }
  const game = strategy.game;
  if (options.json) {
    // With several players and the chances not worked out this early: null, with from when they are.
    const skipped = chances === undefined && state.players.length > 1;
    const extra = { ...(chances === undefined ? {} : { chanceToWin: chances }), ...(skipped ? { chanceToWin: null, turnsLeft: left, winChanceTurns: bound } : {}), ...(goalAdvice === undefined ? {} : { goal: goalAdvice.goal, best: goalAdvice.best, choices: goalAdvice.choices }) };
    io.out(`${JSON.stringify({ game: game.id, expected: advice.expected, best: advice.best, choices: advice.choices, ...extra }, null, 2)}\n`);
    return advice;
  }
  if (isRulesGame(game)) {
    io.out(state.dice === null ? `${game.name}: no dice rolled yet this turn\n` : `${game.name}, roll ${state.rollsUsed} of ${game.rules.rollsPerTurn}: ${game.renderDice(state)}\n`);
  }
  if (chances !== undefined) io.out(`Chance to win: ${renderChanceToWin(state, chances, { decimals: 1 })}\n`);
  else if (state.players.length > 1) io.out(`Chance to win: worked out from ${bound} turns left (${escapeText(player, { maxLength: 40 })} has ${left})\n`);
  if (goalAdvice !== undefined) {
    const goal = goalAdvice.goal;
    const what = goal.type === "win" ? "chance to win" : `chance to reach ${goal.total}`;
    io.out(`Best for the ${what}: ${describeMove(game, state, goalAdvice.best)} (${percent(goalAdvice.best.chance)}, expected final score ${goalAdvice.best.expected.toFixed(2)})\n`);
    const rows = goalAdvice.choices.map((choice) => ({ label: describeMove(game, state, choice), choice }));
    const width = Math.max(...rows.map((row) => row.label.length));
    for (const { label, choice } of rows) io.out(`  ${label.padEnd(width)} ${percent(choice.chance).padStart(7)} ${choice.expected.toFixed(2).padStart(8)}\n`);
    return advice;
  }
  io.out(`Best: ${describeMove(game, state, advice.best)} (expected final score ${advice.expected.toFixed(2)})\n`);
  const rows = advice.choices.map((choice) => ({ label: describeMove(game, state, choice), choice }));
  const width = Math.max(...rows.map((row) => row.label.length));
  for (const { label, choice } of rows) {
    io.out(`  ${label.padEnd(width)} ${choice.expected.toFixed(2).padStart(8)}  ${choice.cost === 0 ? "best" : `−${choice.cost.toFixed(2)}`}\n`);
  }
  return advice;
}

/** A chance as a percentage with one decimal: 0.6234 → "62.3%". */
function percent(chance: number): string {
  return `${(chance * 100).toFixed(1)}%`;
}
