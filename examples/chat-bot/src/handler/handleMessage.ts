import { describeValue } from "@dice/core";
import { games, isGameName, type ChatAction, type GameName, type HostedState } from "../games/games";
import { explain } from "./explain";
import { parseCommand, type Command } from "./parseCommand";
import { readSavedChat, writeSavedChat } from "./savedChat";

/** One message of a chat, as any transport delivers it. */
export interface ChatMessage {
  /** Who sent it: the name the players are known by in this chat. */
  readonly sender: string;
  /** What they wrote. */
  readonly text: string;
  /** The seed of a game this message starts: the transport picks it (at random in a real chat). */
  readonly seed: number;
}

/** What the handler decided: the chat's new saved text, if it changed, and the reply. */
export interface HandlerResult {
  /** The text to save for the chat; `undefined` when the message changed nothing. */
  readonly save: string | undefined;
  /** The bot's answer to the chat. */
  readonly reply: string;
}

const gameList = Object.keys(games).join(", ");

const help = [
  `Games: ${gameList}.`,
  "new <game> [other players]: start a game (you play first)",
  "roll: roll the dice; roll 4 4 6 8 12 (or roll plus): the faces your own dice show",
  "keep 1 3: keep dice 1 and 3, re-roll the others",
  "declare <category>: choose the category this turn fills (stages that ask for it)",
  "fill <category>: score the dice in a category",
  "show: where the game stands",
].join("\n");

/**
 * The whole bot, for every game: reads a chat's saved text and one message,
 * and returns the text to save and the reply. Pure: no I/O, no clock, no
 * randomness (a new game's seed comes with the message), so any transport
 * and any store can call it.
 *
 * @param saved - the chat's saved text, `undefined` for a chat without a game
 * @param message - the sender, the text, and a seed for a game it starts
 * @returns the text to save (`undefined`: unchanged) and the reply
 * @throws never: bad commands, wrong players and damaged saved games are replies
 * @example
 * ```ts
 * import { handleMessage } from "chat-bot";
 * const started = handleMessage(undefined, { sender: "Ada", text: "new platzee Bo", seed: 7 });
 * started.reply.split("\n")[1]; // => "Ada to play (player 1 of 2), total so far 0: roll the dice (3 rolls this turn)."
 * handleMessage(started.save, { sender: "Bo", text: "roll", seed: 0 }).reply; // => "Sorry, Bo: It is Ada's turn, not Bo's."
 * ```
 */
export function handleMessage(saved: string | undefined, message: ChatMessage): HandlerResult {
  const command = parseCommand(message.text);
  const current = saved === undefined ? undefined : readSavedChat(saved);
  if (command.type === "help") return reply(help);
  if (command.type === "unknown") return reply(`I don't know ${describeValue(command.word)}. Say help for the commands.`);
  if (command.type === "new") {
    const playing = current?.ok === true && !current.saved.state.finished ? current.saved.state.players : [];
    if (playing.length > 0 && !playing.some((player) => player.name === message.sender)) {
      return reply(`${names(playing)} ${playing.length === 1 ? "is" : "are"} playing here; only a player can start a new game.`);
    }
    return startGame(command, message);
  }
  if (current === undefined) return reply(`No game here yet: say new <game> (${gameList}).`);
  if (!current.ok) return reply(`This chat's saved game cannot be used: ${current.problem}. Say new <game> to start again.`);
  const { game, state } = current.saved;
  const { engine, renderTurn } = games[game];
  if (command.type === "show") return reply(renderTurn(state));
  const player = state.players.findIndex((entry) => entry.name === message.sender);
  if (player < 0) return reply(`${message.sender} is not playing here: the players are ${names(state.players)}.`);
  const action = toAction(command, player, game);
  if (typeof action === "string") return reply(action);
  const result = engine.validateAction(state, action);
  if (!result.ok) return reply(`Sorry, ${message.sender}: ${explain(result.error, state, games[game])}`);
  return { save: writeSavedChat({ game, state: result.state }), reply: renderTurn(result.state) };
}

function startGame(command: Extract<Command, { type: "new" }>, message: ChatMessage): HandlerResult {
  if (!isGameName(command.game)) return reply(`Which game? Say new <game> [other players] with one of: ${gameList}.`);
  const players = [message.sender, ...command.players];
  if (new Set(players).size < players.length) return reply("Every player needs a different name.");
  const { engine, renderTurn } = games[command.game];
  try {
    const state = engine.newGame({ players, seed: message.seed });
    return { save: writeSavedChat({ game: command.game, state }), reply: `New game of ${command.game}.\n${renderTurn(state)}` };
  } catch (error) {
    return reply(`Sorry, ${message.sender}: ${explain(error)}`);
  }
}

function toAction(command: Exclude<Command, { type: "help" | "show" | "new" | "unknown" }>, player: number, game: GameName): ChatAction | string {
  switch (command.type) {
    case "roll":
      // Faces as typed: numbers, or a symbol's name (Polydi's plus, minus, polydi); the engine checks them.
      return command.values.length === 0 ? { type: "roll", player } : { type: "roll", player, values: command.values.map((word) => (/^\d{1,6}$/.test(word) ? Number(word) : word.toLowerCase())) };
    case "keep": {
      const bad = command.positions.find((word) => !/^\d{1,6}$/.test(word));
      // Players count dice from 1, the engine from 0.
      return bad !== undefined ? `keep takes dice positions from 1, e.g. keep 1 3; ${describeValue(bad)} is not a number.` : { type: "roll", player, hold: command.positions.map((position) => Number(position) - 1) };
    }
    case "declare":
    case "fill":
      return { type: command.type, player, category: categoryId(game, command.category) };
  }
}

/** A category as players may type it: its id or its label, any case, spaces and dashes ignored. */
function categoryId(game: GameName, typed: string): string {
  const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  const wanted = key(typed);
  return games[game].categories.find((entry) => key(entry.id) === wanted || key(entry.label) === wanted)?.id ?? typed;
}

function names(players: HostedState["players"]): string {
  const list = players.map((player) => player.name);
  return list.length === 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

function reply(text: string): HandlerResult {
  return { save: undefined, reply: text };
}
