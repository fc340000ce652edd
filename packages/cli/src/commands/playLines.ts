import { describeValue, isDiceError, type Game, type GameState } from "@dice/core";
import type { GameStrategy } from "@dice/core/strategy";
import { describeMove, labelOf } from "../games/describeMove";
import { isRulesGame } from "../games/findEntry";
import type { Io } from "../internal/Io";
import { saveGame } from "../internal/saveGame";
import { seatPlayers } from "../internal/seatPlayers";
import type { PlayOptions } from "./play";
import { formatPlayCommands } from "./playCommands";
import { commandsFor, currentPlayer, dieIndex, progress, readFaces, seedLine, turnView, valuesPrompt, whoIs, winnersLine, type AnyGame } from "./playSession";

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
 * cursor codes: `printf 'roll\nfill chance\n' | dice play platzee`. A move
 * the game refuses is answered with the game's sentence for players and the
 * game goes on; at the end of the input the game is abandoned with a message.
 */
export async function playLines(options: PlayOptions, io: Io): Promise<unknown> {
  const { entry } = options;
  const game: AnyGame = entry.game;
  const rulesGame = isRulesGame(game) ? game : undefined;
  const seats = await seatPlayers(options.games, entry, options.players, options.seed);
  const engine = game.engine;
  const say = (text: string) => io.out(`${text}\n`);
  let state = engine.newGame({ players: seats.map((seat) => seat.name), seed: options.seed });
  say(`${game.name}: ${seats.map((seat) => seat.name).join(", ")}. One command a line; help lists them.`);
  say(seedLine(options.seed));
  const commands = commandsFor(entry);

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
  const refuse = (error: unknown) => say(`! ${game.explain(error, { state })}`);
  /** Applies an action the game accepts; says why otherwise. */
  const attempt = (action: object): boolean => {
    const result = engine.validateAction(state, action);
    if (!result.ok) {
      refuse(result.error);
      return false;
    }
    state = result.state;
    return true;
  };

  let shown = "";
  try {
    while (!state.finished) {
      const seat = seats[currentPlayer(state)] as (typeof seats)[number];
      const who = whoIs(game, state, seat.name);
      if (seat.bot !== undefined && rulesGame !== undefined) {
        const before = state as GameState;
        const action = seat.bot(before);
        state = engine.applyAction(state, action);
        if (action.type !== "roll") say(`${who}: ${describeMove(rulesGame, before, action)} with ${rulesGame.renderDice(before)}`);
        continue;
      }
      const view = turnView(game, state, who);
      // The dice are shown once per change, not again after every bad command.
      if (view !== shown) say(view);
      shown = view;
      const line = await nextLine();
      if (line === undefined) {
        say(`Input ended before the game was over: game abandoned after ${progress(game, state)}.`);
        return state;
      }
      const [typed = "", ...rest] = line.split(/\s+/);
      const word = typed.toLowerCase();
      const argument = rest.join(" ");
      switch (commands.some((command) => command.word === word) ? word : "") {
        case "roll":
        case "hold": {
          if (word === "roll" && rest.length > 0) {
            say("! The roll command takes no numbers: hold 1 3 keeps dice 1 and 3 and re-rolls the rest.");
            break;
          }
          const hold = word === "hold" ? rest.map(dieIndex) : [];
          const action = word === "hold" ? { type: "roll", hold } : { type: "roll" };
          if (!options.manual) {
            attempt(action);
            break;
          }
          // Physical dice: check the move before asking for the values it needs.
          const check = engine.validateAction(state, action);
          if (!check.ok) {
            refuse(check.error);
            break;
          }
          say(valuesPrompt(game, hold));
          const values = await nextLine();
          if (values !== undefined) attempt({ ...action, values: readFaces(values) });
          break;
        }
        case "fill":
        case "declare": {
          const type = word;
          if (argument === "") {
            listOpen(game, rulesGame, state, type, say);
            break;
          }
          let category: string;
          try {
            category = game.readCategory(argument);
          } catch (error) {
            if (!isDiceError(error)) throw error;
            refuse(error);
            break;
          }
          const before = state;
          const action = { type, category };
          if (attempt(action)) say(`${who}: ${rulesGame === undefined ? `${type} ${category}` : describeMove(rulesGame, before, action as never)}`);
          break;
        }
        case "hint":
          await hint(game, entry.strategy, state, say);
          break;
        case "sheet":
          say(game.renderSheets(state));
          break;
        case "save": {
          if (argument === "") {
            say("! save takes a file name: save game.json");
            break;
          }
          const saved = await saveGame(state, argument, entry.strategy !== undefined);
          say(saved.ok ? saved.sentence : `! ${saved.sentence}`);
          break;
        }
        case "help":
          say(formatPlayCommands(commands));
          break;
        case "quit":
          say("Game abandoned.");
          return state;
        default:
          say(`! There is no command ${describeValue(typed)} in ${game.name}; the commands are ${commands.map((command) => command.word).join(", ")}.`);
      }
    }
  } finally {
    // Stop reading: the process can exit while standard input stays open.
    await lines.return(undefined);
  }
  say(`${game.name} is over.\n`);
  say(game.renderSheets(state));
  say(winnersLine(game, state));
  return state;
}

/** `fill` or `declare` alone: the categories open to it now, with what each would score. */
function listOpen(game: AnyGame, rulesGame: Game | undefined, state: unknown, type: string, say: (text: string) => void): void {
  const open = (game.engine.legalActions(state) as { type: string; category?: string }[]).filter((action) => action.type === type && action.category !== undefined);
  if (open.length === 0) {
    say(type === "fill" ? "! There is no category to fill now." : "! There is nothing to declare now.");
    return;
  }
  const label = (id: string) => (rulesGame === undefined ? id : labelOf(rulesGame, id));
  const score = (id: string) => (rulesGame === undefined || type !== "fill" ? "" : ` ${rulesGame.engine.scoreIfFilled(state as GameState, id)}`);
  say(`Open: ${open.map((action) => `${label(action.category as string)}${score(action.category as string)}`).join(", ")}`);
}

/** `hint`: the best moves, from the game's strategy. */
async function hint(game: AnyGame, strategy: GameStrategy | undefined, state: unknown, say: (text: string) => void): Promise<void> {
  if (strategy === undefined) {
    say(`! ${game.name} has no strategy, so there are no hints.`);
    return;
  }
  const position = state as GameState;
  if (position.dice === null) {
    say("! Roll first: the hint weighs the dice showing.");
    return;
  }
  let advice;
  try {
    await strategy.load();
    advice = strategy.adviseTurn(position);
  } catch (error) {
    if (!isDiceError(error)) throw error;
    say(`! ${game.explain(error, { state })}`);
    return;
  }
  const shown = advice.choices.slice(0, 6).map((choice) => ({ label: describeMove(strategy.game, position, choice), expected: choice.expected }));
  say(`Hint: ${shown[0]?.label}`);
  const width = Math.max(...shown.map((choice) => choice.label.length));
  for (const choice of shown) say(`  ${choice.label.padEnd(width)}  ${choice.expected.toFixed(2)}`);
}
