import { DiceError, describeValue, renderDice, renderScoreSheets, scoreOptions, type GameAction, type GameState } from "@dice/core";
import type { CliGame } from "../games/CliGame";
import { findGame } from "../games/gameRegistry";
import { describeMove } from "../games/toAdvice";
import type { Io } from "../internal/Io";
import { seatPlayers } from "../internal/seatPlayers";
import type { PlayOptions } from "./play";

const COMMANDS = [
  "roll             roll the dice (at the start of a turn), or re-roll every die",
  "hold 1 3         keep dice 1 and 3 (numbered as shown), re-roll the rest",
  "fill chance      fill a category, by id or name; fill alone lists the open ones with their scores now",
  "declare pair     declare the item this turn will fill (Poker and Dodeca, stage 2)",
  "hint             the advisor's best moves (where a strategy ships)",
  "sheet            the score sheets",
  "quit             abandon the game",
];

/** Category ids and names compare without case, spaces, hyphens or apostrophes: `Three of a Kind` is `threeOfAKind`. */
const normalise = (text: string) => text.toLowerCase().replace(/[\s\-_']+/g, "");

/** The lines of input, from the process as they arrive or split from all of standard input. */
async function* linesOf(io: Io): AsyncGenerator<string> {
  if (io.readLines !== undefined) {
    yield* io.readLines();
    return;
  }
  const text = await io.readStdin();
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  yield* lines;
}

/**
 * Plays a game from plain commands, one a line (standard input not a
 * terminal: a script, a pipe, a bot), writing plain text with no colour or
 * cursor codes: `printf 'roll\nfill chance\n' | dice play platzee`. Bad
 * commands are answered and the game goes on; at the end of the input the
 * game is abandoned with a message.
 */
export async function playLines(options: PlayOptions, io: Io): Promise<GameState> {
  const game = findGame(options.game, options);
  const seats = await seatPlayers(game, options.players, options.seed);
  const engine = game.engine;
  const rules = engine.rules;
  const label = (id: string) => rules.categories.find((category) => category.id === id)?.label ?? id;
  const say = (text: string) => io.out(`${text}\n`);
  let state = engine.newGame({ players: seats.map((seat) => seat.name), seed: options.seed });
  say(`${game.name}, seed ${options.seed}: ${seats.map((seat) => seat.name).join(", ")}. One command a line; help lists them.`);

  const lines = linesOf(io);
  /** The next line that is not blank or a # comment; undefined at the end of the input. */
  const nextLine = async (): Promise<string | undefined> => {
    for (;;) {
      const next = await lines.next();
      if (next.done === true) return undefined;
      const line = next.value.trim();
      if (line !== "" && !line.startsWith("#")) return line;
    }
  };
  const apply = (action: GameAction): boolean => {
    try {
      state = engine.applyAction(state, action);
      return true;
    } catch (error) {
      if (!(error instanceof DiceError)) throw error;
      say(`! ${error.message}`);
      return false;
    }
  };
  /** Manual play: the values shown by the dice about to be rolled, from the next line. */
  const readValues = async (indices: readonly number[]): Promise<number[] | undefined> => {
    say(`Enter ${indices.length} value(s), for ${indices.map((index) => `${index + 1}: ${rules.dice[index]?.name}`).join(", ")}`);
    const line = await nextLine();
    return line?.split(/[\s,]+/).map(Number);
  };
  const category = (text: string): string | undefined => {
    const wanted = normalise(text);
    return rules.categories.find((entry) => normalise(entry.id) === wanted || normalise(entry.label) === wanted)?.id;
  };

  let shown = "";
  try {
    while (!state.finished) {
      const seat = seats[state.currentPlayer] as (typeof seats)[number];
      const who = `${seat.name}${rules.stages.length > 1 ? ` · ${rules.stages[state.stage]?.label}` : ""}`;
      if (seat.bot !== undefined) {
        const action = seat.bot(state);
        const before = state;
        state = engine.applyAction(state, action);
        if (action.type !== "roll" && before.dice !== null) say(`${who}: ${describeMove(engine, before, action)} with ${renderDice(rules.dice, before.dice)}`);
        continue;
      }
      const view =
        state.dice === null
          ? `${who}: your turn; roll.`
          : `${who}, roll ${state.rollsUsed} of ${rules.rollsPerTurn}: ${renderDice(rules.dice, state.dice)}${state.declared === null ? "" : `  (declared: ${label(state.declared)})`}`;
      // The dice are shown once per change, not again after every bad command.
      if (view !== shown) say(view);
      shown = view;
      const line = await nextLine();
      if (line === undefined) {
        const turns = state.log.filter((action) => action.type === "fill").length;
        say(`Input ended before the game was over: game abandoned after ${turns} filled ${turns === 1 ? "category" : "categories"}.`);
        return state;
      }
      const [word = "", ...rest] = line.split(/\s+/);
      const argument = rest.join(" ");
      switch (word.toLowerCase()) {
        case "roll":
        case "hold": {
          if (word.toLowerCase() === "hold" && state.dice === null) {
            say("! roll first: hold keeps dice that are showing");
            break;
          }
          const hold = word.toLowerCase() === "roll" ? [] : rest.map((text) => Number(text) - 1);
          if (word.toLowerCase() === "roll" && rest.length > 0) {
            say("! roll takes no numbers: hold 1 3 keeps dice 1 and 3 and re-rolls the rest");
            break;
          }
          if (hold.some((index) => !Number.isInteger(index) || index < 0 || index >= rules.dice.length)) {
            say(`! hold takes dice numbers from 1 to ${rules.dice.length}, as shown; received ${describeValue(argument)}`);
            break;
          }
          const rolled = rules.dice.map((_, index) => index).filter((index) => !hold.includes(index));
          const values = options.manual ? await readValues(rolled) : undefined;
          if (options.manual && values === undefined) continue;
          apply({ type: "roll", ...(state.dice === null ? {} : { hold }), ...(values === undefined ? {} : { values }) });
          break;
        }
        case "fill":
        case "declare": {
          const type = word.toLowerCase() as "fill" | "declare";
          if (argument === "") {
            const open = engine.legalActions(state).filter((action): action is Extract<GameAction, { type: "fill" | "declare" }> => action.type === type);
            if (open.length === 0) say(`! nothing to ${type} now`);
            else if (type === "fill") say(`Open: ${scoreOptions(rules, state).map((option) => `${option.label} ${option.score}`).join(", ")}`);
            else say(`Open: ${open.map((action) => label(action.category)).join(", ")}`);
            break;
          }
          const id = category(argument);
          if (id === undefined) {
            say(`! no category ${describeValue(argument)} in ${game.name}; categories: ${rules.categories.map((entry) => entry.id).join(", ")}`);
            break;
          }
          const before = state;
          if (apply({ type, category: id })) say(`${who}: ${describeMove(engine, before, { type, category: id })}`);
          break;
        }
        case "hint":
          await hint(game, state, say);
          break;
        case "sheet":
          say(renderScoreSheets(rules, state));
          break;
        case "help":
          say(COMMANDS.join("\n"));
          break;
        case "quit":
          say("Game abandoned.");
          return state;
        default:
          say(`! unknown command ${describeValue(word)}; commands: roll, hold, fill, declare, hint, sheet, help, quit`);
      }
    }
  } finally {
    // Stop reading: the process can exit while standard input stays open.
    await lines.return(undefined);
  }
  say(`${rules.name} is over.\n`);
  say(renderScoreSheets(rules, state));
  const winners = engine.winners(state).map((index) => state.players[index]?.name);
  say(winners.length > 1 ? `Shared victory: ${winners.join(", ")}` : `Winner: ${winners[0]}`);
  return state;
}

async function hint(game: CliGame, state: GameState, say: (text: string) => void): Promise<void> {
  if (game.advise === undefined) {
    say(`! no advisor for ${game.name}`);
    return;
  }
  if (state.dice === null) {
    say("! roll first: the advisor weighs the dice showing");
    return;
  }
  const advice = await game.advise(state);
  say(`Hint: ${advice.best.label}`);
  const shown = advice.alternatives.slice(0, 6);
  const width = Math.max(...shown.map((alternative) => alternative.label.length));
  for (const alternative of shown) say(`  ${alternative.label.padEnd(width)}  ${alternative.expectedScore.toFixed(2)}`);
}
