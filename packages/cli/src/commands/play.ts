import * as prompts from "@clack/prompts";
import { isDiceError, renderDice, type Game, type GameAction, type GameState } from "@dice/core";
import type { Choice, TurnAdvice } from "@dice/core/strategy";
import type { Readable, Writable } from "node:stream";
import { describeMove, labelOf } from "../games/describeMove";
import { isRulesGame } from "../games/findEntry";
import type { GameEntry } from "../games/games";
import { saveGame } from "../internal/saveGame";
import { seatPlayers } from "../internal/seatPlayers";
import { currentPlayer, readFaces, seedLine, turnView, valuesPrompt, whoIs, winnersLine, type AnyGame } from "./playSession";

/** What `dice play` was asked. */
export interface PlayOptions {
  /** The game played. */
  readonly entry: GameEntry;
  /** Every game on offer (for messages naming the games with bots). */
  readonly games: readonly GameEntry[];
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

/** Whether an advice's choice is the action taken. */
function sameMove(choice: Choice, action: GameAction): boolean {
  if (choice.type !== action.type) return false;
  if (choice.type === "roll" && action.type === "roll") return [...choice.hold].sort().join() === [...(action.hold ?? [])].sort().join();
  return (choice as { category: string }).category === (action as { category: string }).category;
}

/**
 * The category the fill menu starts on: the advised one where it scores
 * above 0, else the one scoring most now (the first on a tie), so Enter never
 * scratches a category while another would score.
 */
export function defaultFill(game: Game, state: GameState, open: readonly string[], advice: TurnAdvice | undefined): string | undefined {
  const score = (id: string) => game.engine.scoreIfFilled(state, id);
  const best = open.reduce<string | undefined>((chosen, id) => (chosen === undefined || score(id) > score(chosen) ? id : chosen), undefined);
  const advised = advice?.choices.find((choice): choice is Extract<Choice, { type: "fill" }> => choice.type === "fill" && open.includes(choice.category));
  if (advised !== undefined && (score(advised.category) > 0 || best === undefined || score(best) <= 0)) return advised.category;
  return best;
}

/**
 * Plays a game in the terminal for 1–4 seats, people or bots: shows the dice,
 * lets people hold dice and choose categories by keys, shows the sheet,
 * offers a hint from the strategy and the cost of the move chosen.
 */
export async function play(options: PlayOptions): Promise<unknown> {
  const { entry } = options;
  const game: AnyGame = entry.game;
  const io = { ...(options.input ? { input: options.input } : {}), ...(options.output ? { output: options.output } : {}) };
  const write = (text: string) => (options.output ?? process.stdout).write(text);
  const seats = await seatPlayers(options.games, entry, options.players, options.seed);
  const engine = game.engine;
  let state = engine.newGame({ players: seats.map((seat) => seat.name), seed: options.seed });
  prompts.intro(game.name, io);
  prompts.log.info(seedLine(options.seed), io);
  try {
    while (!state.finished) {
      const seat = seats[currentPlayer(state)] as (typeof seats)[number];
      const who = whoIs(game, state, seat.name);
      if (seat.bot !== undefined && isRulesGame(game)) {
        const before = state as GameState;
        const action = seat.bot(before);
        state = engine.applyAction(state, action);
        if (action.type !== "roll") prompts.log.info(`${who}: ${describeMove(game, before, action)} with ${game.renderDice(before)}`, io);
        continue;
      }
      state = await humanStep(entry, state, who, options, io);
    }
  } catch (error) {
    if (error instanceof Quit) {
      prompts.cancel("Game abandoned.", io);
      return state;
    }
    throw error;
  }
  write(`${game.name} is over.\n\n`);
  write(`${game.renderSheets(state)}\n\n`);
  prompts.outro(winnersLine(game, state), io);
  return state;
}

/** One prompt of a person's turn; the state after it (the same state when the move was refused or only looked at something). */
async function humanStep(entry: GameEntry, state: any, who: string, options: PlayOptions, io: object): Promise<any> {
  const game: AnyGame = entry.game;
  const engine = game.engine;
  /** The state after an action the game accepts; the game's sentence and the same state otherwise. */
  const attempt = (action: object): unknown => {
    const result = engine.validateAction(state, action);
    if (result.ok) return result.state;
    prompts.log.error(game.explain(result.error, { state }), io);
    return state;
  };
  /** The action with the values of the physical dice, asked for after the game accepts the move. */
  const withValues = async (action: { type: "roll"; hold?: number[] }): Promise<object | undefined> => {
    if (!options.manual) return action;
    const check = engine.validateAction(state, action);
    if (!check.ok) {
      prompts.log.error(game.explain(check.error, { state }), io);
      return undefined;
    }
    const typed = unwrap(await prompts.text({ ...io, message: `${valuesPrompt(game, action.hold ?? [])}, separated by spaces` }));
    return { ...action, values: readFaces(typed ?? "") };
  };
  const save = async () => {
    const file = unwrap(await prompts.text({ ...io, message: "Save the game to which file?", placeholder: "dice-game.json", defaultValue: "dice-game.json" }));
    const saved = await saveGame(state, file, entry.strategy !== undefined);
    if (saved.ok) prompts.log.success(saved.sentence, io);
    else prompts.log.error(saved.sentence, io);
  };

  if (!isRulesGame(game)) {
    prompts.log.step(turnView(game, state, who), io);
    const canRoll = engine.legalActions(state).some((action: { type?: unknown }) => action.type === "roll");
    const key = unwrap(
      await prompts.selectKey({
        ...io,
        message: "Your move",
        options: [...(canRoll ? [{ value: "r", label: "roll" }] : []), { value: "s", label: "show the score sheet" }, { value: "w", label: "save the game to a file" }, { value: "q", label: "quit" }],
      }),
    );
    if (key === "q") throw new Quit();
    if (key === "s") prompts.note(game.renderSheets(state), "Score sheet", io);
    if (key === "w") await save();
    if (key !== "r") return state;
    const action = await withValues({ type: "roll" });
    return action === undefined ? state : attempt(action);
  }

  const rules = game.rules;
  const position = state as GameState;
  if (position.dice === null) {
    const action = await withValues({ type: "roll" });
    return action === undefined ? state : attempt(action);
  }
  const dice = position.dice;
  const legal = engine.legalActions(state) as GameAction[];
  let advice: TurnAdvice | undefined;
  if (entry.strategy !== undefined) {
    try {
      await entry.strategy.load();
      advice = entry.strategy.adviseTurn(position);
    } catch (error) {
      if (!isDiceError(error)) throw error;
      prompts.log.warn(game.explain(error, { state }), io);
    }
  }
  prompts.log.step(`${who} — roll ${position.rollsUsed} of ${rules.rollsPerTurn}: ${game.renderDice(position)}${position.declared ? `  (declared: ${labelOf(game, position.declared)})` : ""}`, io);
  const reportCost = (chosen: GameAction) => {
    const match = advice?.choices.find((choice) => sameMove(choice, chosen));
    if (advice === undefined || match === undefined) return;
    prompts.log.info(match.cost <= 1e-9 ? "That is the optimal move." : `That move costs ${match.cost.toFixed(2)} points in expectation (best: ${describeMove(game, position, advice.best)}).`, io);
  };
  const categoriesOf = (type: "fill" | "declare") =>
    legal.filter((action): action is Extract<GameAction, { type: "fill" | "declare" }> => action.type === type).map((action) => action.category);

  if (legal.every((action) => action.type === "declare")) {
    const open = categoriesOf("declare");
    const advised = advice?.best.type === "declare" ? advice.best.category : undefined;
    const category = unwrap(
      await prompts.select({
        ...io,
        message: "Declare the category this turn will fill",
        options: open.map((id) => ({ value: id, label: labelOf(game, id) })),
        ...(advised === undefined ? {} : { initialValue: advised }),
      }),
    );
    const action: GameAction = { type: "declare", category };
    reportCost(action);
    return attempt(action);
  }
  const canRoll = legal.some((action) => action.type === "roll");
  const keys = [
    ...(canRoll ? [{ value: "r", label: "re-roll (choose dice to hold)" }] : []),
    { value: "f", label: "fill a category" },
    ...(advice ? [{ value: "h", label: "hint" }] : []),
    { value: "s", label: "show the score sheet" },
    { value: "w", label: "save the game to a file" },
    { value: "q", label: "quit" },
  ];
  const key = unwrap(await prompts.selectKey({ ...io, message: "Your move", options: keys }));
  switch (key) {
    case "h":
      if (advice !== undefined) {
        const shown = advice.choices.slice(0, 6).map((choice) => ({ label: describeMove(game, position, choice), expected: choice.expected }));
        prompts.note(shown.map((choice) => `${choice.label.padEnd(34)} ${choice.expected.toFixed(2)}`).join("\n"), `Hint: ${shown[0]?.label}`, io);
      }
      return state;
    case "s":
      prompts.note(game.renderSheets(position), "Score sheet", io);
      return state;
    case "w":
      await save();
      return state;
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
      const action = await withValues({ type: "roll", hold });
      if (action === undefined) return state;
      reportCost(action as GameAction);
      return attempt(action);
    }
    default: {
      const open = categoriesOf("fill");
      const initial = defaultFill(game, position, open, advice);
      const category = unwrap(
        await prompts.select({
          ...io,
          message: "Fill which category?",
          options: open.map((id) => ({ value: id, label: `${labelOf(game, id)} — ${game.engine.scoreIfFilled(position, id)}` })),
          ...(initial === undefined ? {} : { initialValue: initial }),
        }),
      );
      const action: GameAction = { type: "fill", category };
      reportCost(action);
      return attempt(action);
    }
  }
}
