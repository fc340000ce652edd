import { describeValue, type GameAction, type GameState } from "@dice/core";
import { chanceToWin, turnsLeft, type GameStrategy } from "@dice/core/strategy";
import type { GameEntry } from "@dice/cli";
import { findGame, hostedGame, hostedGames, type ChatAction, type HostOptions, type HostedGame, type HostedState } from "../games/hostedGames";
import { winChanceTurns } from "../../../playground/src/winChanceTurns";
import { adviceInWords, chancesInWords, listInWords, moveInWords, playerName } from "./inWords";
import { parseCommand, type Command } from "./parseCommand";
import { isBotToPlay, playBots } from "./playBots";
import { keepChat, readKeptChat, savedChatText, type SavedGame } from "./savedChat";

/** One message of a chat, as any transport delivers it. */
export interface ChatMessage {
  /** Who sent it: the name the players are known by in this chat. */
  readonly sender: string;
  /** What they wrote. */
  readonly text: string;
  /** The seed of a game this message starts: the transport picks it (at random in a real chat). */
  readonly seed: number;
  /**
   * The transport's id of the message, the same each time the message is
   * delivered again: a message with a key is applied at most once
   * (`answerMessage` answers a repeat with the first reply). Without one,
   * each delivery is a new message.
   */
  readonly key?: string;
}

/** What the handler decided: the chat's new saved text, if it changed, and the reply. */
export interface HandlerResult {
  /** The text to save for the chat; `undefined` when the message changed nothing. */
  readonly save: string | undefined;
  /** The bot's answer to the chat. */
  readonly reply: string;
  /**
   * A game's strategy the message needs (for a hint, or for the bot's
   * moves) that is not loaded yet. Nothing was decided: load it
   * (`await needs.load()`, which reads the table or solves the game) and
   * handle the message again. `receiveMessage` does.
   */
  readonly needs?: GameStrategy;
  /**
   * True when the bot is to play after the message and `botTurns` is
   * `"defer"`: nothing was decided. Handle the message again where the
   * bot's turns may take their time (`BotHelper.handle` plays them on a
   * thread of its own).
   */
  readonly botTurn?: true;
}

/** Options of `handleMessage`. */
export interface HandlerOptions extends HostOptions {
  /**
   * When the message leaves the bot to play: `"play"` its turns now, before
   * the reply; `"defer"` them, deciding nothing and saying so in
   * `botTurn`, for a host that plays them off its event loop.
   * @defaultValue "play"
   */
  readonly botTurns?: "play" | "defer";
}

/** The player word that seats the optimal bot: `new platzee bot`. */
const BOT_WORD = "bot";

/** The ids of the games on offer, as a chat names them. */
function gameList(options: HostOptions): string {
  return hostedGames(options)
    .map((entry) => entry.game.id)
    .join(", ");
}

/** The commands, after the games (the examples name the first game on offer). */
function helpText(options: HostOptions): string {
  const example = hostedGames(options).find((entry) => entry.strategy !== undefined)?.game.id ?? "<game>";
  return [
    `Games: ${gameList(options)}.`,
    `new <game> [other players]: start a game (you play first); bot as a player is the bot: new ${example} bot`,
    "roll: roll the dice; roll 4 2 6 (a face a die, in the dice's order): the faces your own dice show",
    "keep 1 3: keep dice 1 and 3, re-roll the others",
    "declare <category>: choose the category this turn fills (stages that ask for it)",
    "fill <category>: score the dice in a category, by its name as show lists it",
    "hint: the best choice now, what the next best costs, and near the end each player's chance to win",
    "show: where the game stands",
  ].join("\n");
}

/**
 * The whole bot, for every game of the registry (`games` of `@dice/cli`,
 * or the list in `options.games`):
 * reads a chat's saved text and one message, and returns the text to save
 * and the reply. When the optimal bot holds a seat, it plays its turns
 * before the reply, each move applied and told like a player's. Pure: no
 * I/O, no clock, no randomness (a new game's seed comes with the message;
 * the bot's rolls come from the state's seeded generator), so any
 * transport and any store can call it. A hint or a bot's move needs the
 * game's strategy loaded; until it is, the result names it in `needs`.
 *
 * @param saved - the chat's saved text, `undefined` for a chat without a game
 * @param message - the sender, the text, and a seed for a game it starts
 * @param options - the games on offer (default: `games` of `@dice/cli`), and whether the bot's turns are played or deferred
 * @returns the text to save (`undefined`: unchanged), the reply, and the strategy to load first if one is missing (or `botTurn`: the bot's turns to play first)
 * @throws never: bad commands, wrong players and damaged saved games are replies
 * @example
 * ```ts
 * import { handleMessage } from "chat-bot";
 * const started = handleMessage(undefined, { sender: "Ada", text: "new platzee Bo", seed: 7 });
 * started.reply.split("\n")[1]; // => "Ada to play (player 1 of 2), total so far 0: roll the dice (3 rolls this turn)."
 * handleMessage(started.save, { sender: "Bo", text: "roll", seed: 0 }).reply; // => "Sorry, Bo: It is Ada's turn, not Bo's."
 * ```
 */
export function handleMessage(saved: string | undefined, message: ChatMessage, options: HandlerOptions = {}): HandlerResult {
  const sender = playerName(message.sender);
  const command = parseCommand(message.text);
  const current = saved === undefined ? undefined : readKeptChat(saved, options);
  if (command.type === "help") return reply(helpText(options));
  if (command.type === "unknown") return reply(`I don't know ${describeValue(command.word)}. Say help for the commands.`);
  if (command.type === "new") {
    const playing = current?.ok === true && !current.saved.state.finished ? people(current.saved) : [];
    if (playing.length > 0 && !playing.includes(message.sender)) {
      return reply(`${names(playing)} ${playing.length === 1 ? "is" : "are"} playing here; only a player can start a new game.`);
    }
    return startGame(command, message, options);
  }
  if (current === undefined) return reply(`No game here yet: say new <game> (${gameList(options)}).`);
  if (!current.ok) return reply(`This chat's saved game cannot be used: ${current.problem}. Say new <game> to start again.`);
  const { entry, bots, state } = current.saved;
  const game = hostedGame(entry);
  if (command.type === "show") return reply(game.renderTurn(state));
  if (command.type === "hint") return hint(entry, state, options);
  const player = state.players.findIndex((seat) => seat.name === message.sender);
  if (player < 0) return reply(`${sender} is not playing here: the players are ${names(state.players.map((seat) => seat.name))}.`);
  if (bots.includes(player)) return reply(`${sender} is the bot's seat here: the bot plays it.`);
  const action = toAction(command, player, game, state, sender);
  if (typeof action === "string") return reply(action);
  const result = game.engine.validateAction(state, action);
  if (!result.ok) return reply(`Sorry, ${sender}: ${game.explain(result.error, { state })}`);
  return saveAndShow({ entry, bots, state: result.state }, { before: state, action }, options);
}

function startGame(command: Extract<Command, { type: "new" }>, message: ChatMessage, options: HandlerOptions): HandlerResult {
  const entry = findGame(command.game, options);
  if (entry === undefined) return reply(`Which game? Say new <game> [other players] with one of: ${gameList(options)}.`);
  const isBot = (word: string) => word.toLowerCase() === BOT_WORD;
  // The sender plays first; the bot's seats are the others named "bot".
  const bots = command.players.flatMap((word, index) => (isBot(word) ? [index + 1] : []));
  if (bots.length > 0 && entry.strategy === undefined) return reply(`${entry.game.name} has no bot to play against: name people only.`);
  let botNumber = 0;
  const botName = () => (bots.length === 1 ? "Bot" : `Bot ${++botNumber}`);
  const players = [message.sender, ...command.players.map((word) => (isBot(word) ? botName() : word))];
  if (new Set(players).size < players.length) return reply("Every player needs a different name.");
  const game = hostedGame(entry);
  let state: HostedState;
  try {
    state = game.engine.newGame({ players, seed: message.seed });
  } catch (error) {
    return reply(`Sorry, ${playerName(message.sender)}: ${game.explain(error)}`);
  }
  return saveAndShow({ entry, bots, state }, `New game of ${entry.game.id}.`, options);
}

/**
 * Plays the bot's turns if it is to play, then saves the state and shows
 * it: the turn text, after the bot's moves (the player's move that led to
 * them first) when it played.
 */
function saveAndShow(saved: SavedGame, by: string | { readonly before: HostedState; readonly action: ChatAction }, options: HandlerOptions): HandlerResult {
  const { entry, bots } = saved;
  const lines = typeof by === "string" ? [by] : [];
  let state = saved.state;
  if (entry.strategy !== undefined && bots.length > 0) {
    // A game with a strategy is played by a rules object, so its states and actions are core's.
    if (options.botTurns === "defer" && isBotToPlay(bots, state as GameState)) return { save: undefined, reply: "", botTurn: true };
    const played = playBots(entry, bots, state as GameState);
    if (played.type === "needs") return needs(played.strategy);
    if (played.moves.length > 0 && typeof by !== "string") lines.push(moveInWords(entry.game, by.before as GameState, by.action as GameAction, state as GameState));
    lines.push(...played.moves);
    state = played.state;
  }
  lines.push(hostedGame(entry).renderTurn(state));
  const next = { entry, bots, state };
  const save = savedChatText(next, typeof by === "string" ? undefined : by.before);
  keepChat(save, next, options);
  return { save, reply: lines.join("\n") };
}

function hint(entry: GameEntry, state: HostedState, options: HostOptions): HandlerResult {
  if (entry.strategy === undefined) return reply(`There is no advice for ${entry.game.name}: the bot knows no strategy for it.`);
  const solution = entry.strategy.loaded();
  if (solution === undefined) return needs(entry.strategy);
  // As in saveAndShow: a game with a strategy has core's GameState.
  const played = state as GameState;
  try {
    const advice = adviceInWords(entry.game, played, entry.strategy.adviseTurn(played));
    const most = (options.winChanceTurns ?? winChanceTurns)[entry.game.id];
    // Only where it is quick: 2 to 4 players, and few enough turns left for the player to move.
    const players = played.players.length;
    if (most === undefined || players < 2 || players > 4 || turnsLeft(entry.strategy.game.rules, played) > most) return reply(advice);
    return reply(`${advice}\n${chancesInWords(played, chanceToWin(solution, played))}`);
  } catch (error) {
    return reply(entry.game.explain(error, { state: played }));
  }
}

function toAction(command: Exclude<Command, { type: "help" | "show" | "hint" | "new" | "unknown" }>, player: number, game: HostedGame, state: HostedState, sender: string): ChatAction | string {
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
    case "fill": {
      const example = game.categories[0]?.label.toLowerCase();
      if (command.category === "" && example !== undefined) return `${command.type} takes a category, e.g. ${command.type} ${example}.`;
      try {
        return { type: command.type, player, category: game.readCategory(command.category) };
      } catch (error) {
        return `Sorry, ${sender}: ${game.explain(error, { state })}`;
      }
    }
  }
}

/** The players who are people, not the bot. */
function people(saved: SavedGame): string[] {
  return saved.state.players.flatMap((player, index) => (saved.bots.includes(index) ? [] : [player.name]));
}

function names(list: readonly string[]): string {
  return listInWords(list.map(playerName));
}

function needs(strategy: GameStrategy): HandlerResult {
  return { save: undefined, reply: `${strategy.game.name}'s strategy is not loaded yet: load it (${strategy.name}.load()) and handle the message again.`, needs: strategy };
}

function reply(text: string): HandlerResult {
  return { save: undefined, reply: text };
}
