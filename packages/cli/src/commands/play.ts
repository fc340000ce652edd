import * as prompts from "@clack/prompts";
import { DiceError, renderDice, scoreOptions, type GameAction, type GameState } from "@dice/core";
import type { Readable, Writable } from "node:stream";
import type { Advice, CliGame } from "../games/CliGame";
import { findGame, type GameChoice } from "../games/gameRegistry";
import { seatPlayers } from "../internal/seatPlayers";
import { describeMove } from "../games/toAdvice";

/** What `dice play` was asked. */
export interface PlayOptions extends GameChoice {
  readonly game: string;
  /** Seats, e.g. `["Ada", "bot:optimal"]`; a seat starting with `bot:` is a bot. */
  readonly players: readonly string[];
  readonly seed: number;
  /** Dice are entered by hand (physical dice) instead of rolled. */
  readonly manual: boolean;
  readonly input?: Readable;
  readonly output?: Writable;
}

class Quit extends Error {}

function unwrap<T>(value: T): Exclude<T, symbol> {
  if (prompts.isCancel(value)) throw new Quit();
  return value as Exclude<T, symbol>;
}

function labelOf(game: CliGame, id: string): string {
  return game.engine.rules.categories.find((category) => category.id === id)?.label ?? id;
}

function sameAction(a: GameAction, b: GameAction): boolean {
  if (a.type !== b.type) return false;
  if (a.type === "roll" && b.type === "roll") return [...(a.hold ?? [])].sort().join() === [...(b.hold ?? [])].sort().join();
  return (a as { category: string }).category === (b as { category: string }).category;
}

/**
 * Plays a game in the terminal for 1–4 seats, people or bots: shows the dice,
 * lets people hold dice and choose categories by keys, shows the sheet,
 * offers a hint from the advisor and the cost of the move chosen.
 */
export async function play(options: PlayOptions): Promise<GameState> {
  const game = findGame(options.game, options);
  const io = { ...(options.input ? { input: options.input } : {}), ...(options.output ? { output: options.output } : {}) };
  const write = (text: string) => (options.output ?? process.stdout).write(text);
  const seats = await seatPlayers(game, options.players, options.seed);
  const engine = game.engine;
  let state = engine.newGame({ players: seats.map((seat) => seat.name), seed: options.seed });
  prompts.intro(`${game.name} — seed ${options.seed}`, io);
  try {
    while (!state.finished) {
      const seat = seats[state.currentPlayer] as (typeof seats)[number];
      const stageLabel = engine.rules.stages.length > 1 ? ` · ${engine.rules.stages[state.stage]?.label}` : "";
      if (seat.bot !== undefined) {
        const action = seat.bot(state);
        const before = state;
        state = engine.applyAction(state, action);
        if (action.type !== "roll" && before.dice !== null) prompts.log.info(`${seat.name}${stageLabel}: ${describeMove(game.engine, before, action)} with ${renderDice(engine.rules.dice, before.dice)}`, io);
        continue;
      }
      state = await humanStep(game, state, seat.name + stageLabel, options, io);
    }
  } catch (error) {
    if (error instanceof Quit) {
      prompts.cancel("Game abandoned.", io);
      return state;
    }
    throw error;
  }
  write(`${engine.rules.name} is over.\n\n`);
  const { renderScoreSheets } = await import("@dice/core");
  write(`${renderScoreSheets(engine.rules, state)}\n\n`);
  const winners = engine.winners(state).map((index) => state.players[index]?.name);
  prompts.outro(winners.length > 1 ? `Shared victory: ${winners.join(", ")}` : `Winner: ${winners[0]}`, io);
  return state;
}

async function readValues(game: CliGame, count: number, dieNames: string, io: object): Promise<number[]> {
  const answer = unwrap(
    await prompts.text({
      ...io,
      message: `Enter ${count} value(s) for ${dieNames}, separated by spaces`,
      validate: (text) => {
        const parts = (text ?? "").trim().split(/\s+/).filter(Boolean);
        if (parts.length !== count || parts.some((part) => !/^\d+$/.test(part))) return `type ${count} whole numbers`;
        return undefined;
      },
    }),
  );
  return answer.trim().split(/\s+/).map(Number);
}

async function humanStep(game: CliGame, state: GameState, who: string, options: PlayOptions, io: object): Promise<GameState> {
  const engine = game.engine;
  const rules = engine.rules;
  const tryApply = (action: GameAction): GameState | undefined => {
    try {
      return engine.applyAction(state, action);
    } catch (error) {
      if (error instanceof DiceError) {
        prompts.log.error(error.message, io);
        return undefined;
      }
      throw error;
    }
  };
  if (state.dice === null) {
    const values = options.manual ? await readValues(game, rules.dice.length, rules.dice.map((die) => die.name).join(" "), io) : undefined;
    return tryApply(values === undefined ? { type: "roll" } : { type: "roll", values }) ?? state;
  }
  const dice = state.dice;
  const legal = engine.legalActions(state);
  const advice: Advice | undefined = game.advise ? await game.advise(state) : undefined;
  prompts.log.step(`${who} — roll ${state.rollsUsed} of ${rules.rollsPerTurn}: ${renderDice(rules.dice, dice)}${state.declared ? `  (declared: ${labelOf(game, state.declared)})` : ""}`, io);
  const reportCost = (chosen: GameAction) => {
    if (advice === undefined) return;
    const match = advice.alternatives.find((alternative) => sameAction(alternative.action, chosen));
    if (match === undefined) return;
    const cost = advice.best.expectedScore - match.expectedScore;
    prompts.log.info(cost <= 1e-9 ? "That is the optimal move." : `That move costs ${cost.toFixed(2)} points in expectation (best: ${advice.best.label}).`, io);
  };
  if (legal.every((action) => action.type === "declare")) {
    const category = unwrap(
      await prompts.select({
        ...io,
        message: "Declare the item this turn will fill",
        options: legal.map((action) => ({ value: (action as { category: string }).category, label: labelOf(game, (action as { category: string }).category) })),
      }),
    );
    const action: GameAction = { type: "declare", category };
    reportCost(action);
    return tryApply(action) ?? state;
  }
  const canRoll = legal.some((action) => action.type === "roll");
  const keys = [
    ...(canRoll ? [{ value: "r", label: "re-roll (choose dice to hold)" }] : []),
    { value: "f", label: "fill a category" },
    ...(advice ? [{ value: "h", label: "hint" }] : []),
    { value: "s", label: "show the score sheet" },
    { value: "q", label: "quit" },
  ];
  const key = unwrap(await prompts.selectKey({ ...io, message: "Your move", options: keys }));
  switch (key) {
    case "h":
      if (advice !== undefined) {
        prompts.note(
          advice.alternatives.slice(0, 6).map((alternative) => `${alternative.label.padEnd(34)} ${alternative.expectedScore.toFixed(2)}`).join("\n"),
          `Hint: ${advice.best.label}`,
          io,
        );
      }
      return state;
    case "s": {
      const { renderScoreSheets } = await import("@dice/core");
      prompts.note(renderScoreSheets(rules, state), "Score sheet", io);
      return state;
    }
    case "q":
      throw new Quit();
    case "r": {
      const hold = unwrap(
        await prompts.multiselect<number>({
          ...io,
          message: "Hold which dice? (space toggles, enter re-rolls the rest)",
          options: dice.map((_, index) => ({ value: index, label: renderDice(rules.dice, dice, { only: [index] }) })),
          required: false,
        }),
      );
      const rolledNames = rules.dice.filter((_, index) => !hold.includes(index)).map((die) => die.name);
      const values = options.manual ? await readValues(game, rolledNames.length, rolledNames.join(" "), io) : undefined;
      const action: GameAction = values === undefined ? { type: "roll", hold } : { type: "roll", hold, values };
      reportCost(action);
      return tryApply(action) ?? state;
    }
    default: {
      const category = unwrap(
        await prompts.select({
          ...io,
          message: "Fill which category?",
          options: scoreOptions(rules, state).map((option) => ({ value: option.category, label: `${option.label} — ${option.score}` })),
        }),
      );
      const action: GameAction = { type: "fill", category };
      reportCost(action);
      return tryApply(action) ?? state;
    }
  }
}
