import type { GameEntry } from "@dice/cli";
import { findGame, hostedGame, hostedGames, type ChatAction, type HostOptions, type HostedState } from "../games/hostedGames";

/** The format tag of a saved chat; a row of another format is refused. */
const FORMAT = "dice-chat/2";
/** The same row without bot seats, read as a game of people only. */
const FORMAT_WITHOUT_BOTS = "dice-chat/1";

/** A chat's game as read back from its saved text. */
export interface SavedGame {
  /** The game's entry in the registry (`games` of `@dice/cli`). */
  readonly entry: GameEntry;
  /** The seats the optimal bot plays, as player indices (from 0), in increasing order; empty in a game of people only. */
  readonly bots: readonly number[];
  /** The game's state, checked by the game's engine. */
  readonly state: HostedState;
}

/** A saved chat, read: its game, or why it cannot be used. */
export type ReadResult = { readonly ok: true; readonly saved: SavedGame } | { readonly ok: false; readonly problem: string };

/**
 * Reads a chat's saved text back. Whatever a store returns is outside data:
 * the game's id is looked up in the registry, the state is checked by the
 * game's engine (which replays the log, so an edited roll or score is
 * refused), and the bot seats against the players and the game (only a
 * game with a strategy has a bot).
 *
 * @param text - what the store holds for the chat
 * @param options - the games on offer (default: `games` of `@dice/cli`)
 * @returns the game, or the problem in words
 * @throws never: a damaged row is a result, not an exception
 * @example
 * ```ts
 * import { readSavedChat } from "chat-bot";
 * readSavedChat("{").ok; // => false
 * ```
 */
export function readSavedChat(text: string, options: HostOptions = {}): ReadResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "it is not JSON" };
  }
  return readSavedValue(value, options);
}

function readSavedValue(value: unknown, options: HostOptions): ReadResult {
  const format = typeof value === "object" && value !== null ? (value as { format?: unknown }).format : undefined;
  if (format !== FORMAT && format !== FORMAT_WITHOUT_BOTS) return { ok: false, problem: `it is not a saved game of this bot (format ${FORMAT})` };
  const { game, state, bots: seats } = value as { game?: unknown; state?: unknown; bots?: unknown };
  const bots = format === FORMAT ? seats : [];
  const entry = typeof game === "string" ? findGame(game, options) : undefined;
  if (entry === undefined) return { ok: false, problem: "it names no game this bot hosts" };
  const played = hostedGame(entry);
  let checked: HostedState;
  try {
    checked = played.engine.validateState(state);
  } catch (error) {
    return { ok: false, problem: played.explain(error) };
  }
  if (!isSeatList(bots, checked.players.length) || (bots.length > 0 && entry.strategy === undefined)) {
    return { ok: false, problem: "its bot seats are not this game's" };
  }
  return { ok: true, saved: { entry, bots, state: checked } };
}

/** How many chats' checked games a handler keeps, per list of games on offer. */
const KEPT_CHATS = 512;
/**
 * The games kept, by their saved text (under a short key made from it, see
 * `textKey`, with the whole text to compare); and the newest of each game
 * (its id, seed and players), to read the next text from.
 */
interface Kept {
  readonly byText: Map<string, { readonly text: string; readonly saved: SavedGame }>;
  readonly newest: Map<string, SavedGame>;
}
const kept = new WeakMap<readonly GameEntry[], Kept>();

function keptFor(options: HostOptions): Kept {
  const offered = hostedGames(options);
  let chats = kept.get(offered);
  if (chats === undefined) kept.set(offered, (chats = { byText: new Map(), newest: new Map() }));
  return chats;
}

/** What tells one game from another, whatever its moves: its game, seed and players. */
function gameIdentity(game: unknown, state: unknown): string | undefined {
  const { seed, players } = (typeof state === "object" && state !== null ? state : {}) as { seed?: unknown; players?: unknown };
  if (typeof game !== "string" || typeof seed !== "number" || !Array.isArray(players)) return undefined;
  return JSON.stringify([game, seed, players.map((player: { name?: unknown } | null) => player?.name)]);
}

/**
 * A text written after a kept game of the same game, seed and players (by
 * another worker, say), read by applying only the log's new actions to the
 * kept game with the engine: accepted only when the result, written, is
 * that very text, so it is exactly the game a full replay gives.
 */
function readAfterKept(value: unknown, text: string, chats: Kept): SavedGame | undefined {
  const { game, state } = (typeof value === "object" && value !== null ? value : {}) as { game?: unknown; state?: unknown };
  const identity = gameIdentity(game, state);
  const earlier = identity === undefined ? undefined : chats.newest.get(identity);
  const log = (state as { log?: unknown }).log;
  const earlierLog = (earlier?.state as { log?: unknown } | undefined)?.log;
  if (earlier === undefined || !Array.isArray(log) || !Array.isArray(earlierLog) || earlierLog.length > log.length) return undefined;
  const { engine } = hostedGame(earlier.entry);
  let next = earlier.state;
  try {
    for (const action of log.slice(earlierLog.length)) next = engine.applyAction(next, action as ChatAction);
  } catch {
    return undefined;
  }
  const saved = { entry: earlier.entry, bots: earlier.bots, state: next };
  return savedChatText(saved, earlier.state) === text ? saved : undefined;
}

/**
 * `readSavedChat` for the handler, which never changes a state: a text the
 * handler wrote itself, or has read and checked before, is not parsed and
 * replayed again. Any other text (a row edited behind the bot's back
 * included) is read and checked in full. The most recent `KEPT_CHATS` texts
 * are kept.
 */
export function readKeptChat(text: string, options: HostOptions): ReadResult {
  const chats = keptFor(options);
  const known = chats.byText.get(textKey(text));
  if (known !== undefined && known.text === text) return { ok: true, saved: known.saved };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "it is not JSON" };
  }
  const after = readAfterKept(value, text, chats);
  const read: ReadResult = after !== undefined ? { ok: true, saved: after } : readSavedValue(value, options);
  if (read.ok) keepChat(text, read.saved, options);
  return read;
}

/**
 * The key a text is kept under: its length, start (the game, seed and
 * players) and end (the last moves). A map hashes the whole of a string
 * key, and a late game's text is kilobytes; two texts with one key are
 * told apart by comparing them whole (the later one is kept).
 */
function textKey(text: string): string {
  return text.length <= 256 ? text : `${text.length}:${text.slice(0, 160)}${text.slice(-96)}`;
}

/** Keeps a game the handler made through the engine (so checked) under the text saved for it. */
export function keepChat(text: string, saved: SavedGame, options: HostOptions): void {
  const { byText, newest } = keptFor(options);
  const key = textKey(text);
  byText.delete(key);
  byText.set(key, { text, saved });
  if (byText.size > KEPT_CHATS) byText.delete(byText.keys().next().value as string);
  const identity = gameIdentity(saved.entry.game.id, saved.state);
  if (identity === undefined) return;
  newest.delete(identity);
  newest.set(identity, saved);
  if (newest.size > KEPT_CHATS) newest.delete(newest.keys().next().value as string);
}

/** Distinct player indices in increasing order. */
function isSeatList(value: unknown, players: number): value is readonly number[] {
  return Array.isArray(value) && value.every((seat, index) => Number.isSafeInteger(seat) && seat >= 0 && seat < players && (index === 0 || seat > value[index - 1]));
}

/**
 * The text a store keeps for a chat.
 *
 * @param saved - the chat's game, its bot seats and its state
 * @returns JSON text that `readSavedChat` reads back
 * @throws never
 * @example
 * ```ts
 * import { games } from "@dice/cli";
 * import { readSavedChat, writeSavedChat } from "chat-bot";
 * const entry = games[0]!; // Platzee
 * const state = entry.game.engine.newGame({ players: ["Ada", "Bot"], seed: 1 });
 * const back = readSavedChat(writeSavedChat({ entry, bots: [1], state }));
 * back.ok && [back.saved.entry.game.id, back.saved.bots]; // => ["platzee", [1]]
 * ```
 */
export function writeSavedChat(saved: SavedGame): string {
  return savedChatText(saved, undefined);
}

/**
 * The JSON text of each log the handler has written, by the log: a move's
 * state carries the state before it's log with its actions appended, so
 * its text is the earlier log's with theirs (a late game's log is most of
 * its row). States and logs are never changed once made, so a log's text
 * stays its text.
 */
const logTexts = new WeakMap<readonly unknown[], string>();
const EMPTY_LOG = `"log":[]`;

/**
 * `writeSavedChat` for a state made from `earlier` by appending to its log:
 * the same text, the log's written from the earlier log's text and the new
 * actions alone.
 */
export function savedChatText(saved: SavedGame, earlier: HostedState | undefined): string {
  const whole = { format: FORMAT, game: saved.entry.game.id, bots: saved.bots, state: saved.state };
  const log = (saved.state as { log?: unknown }).log;
  if (!Array.isArray(log)) return JSON.stringify(whole);
  const logText = writeLog(log, (earlier as { log?: unknown } | undefined)?.log);
  logTexts.set(log, logText);
  // The row with an empty log, which is then put in: the state's own key order, a short text to search.
  const shell = JSON.stringify({ ...whole, state: { ...saved.state, log: [] } });
  const at = shell.indexOf(EMPTY_LOG);
  // Another key "log" with an empty list (a player named so, say): the plain way.
  if (at < 0 || shell.lastIndexOf(EMPTY_LOG) !== at) return JSON.stringify(whole);
  return `${shell.slice(0, at + EMPTY_LOG.length - 2)}${logText}${shell.slice(at + EMPTY_LOG.length)}`;
}

/** `JSON.stringify(log)`, from the earlier log's text when `log` is it with actions appended. */
function writeLog(log: readonly unknown[], earlier: unknown): string {
  const known = Array.isArray(earlier) ? logTexts.get(earlier) : undefined;
  if (known === undefined || !Array.isArray(earlier) || earlier.length > log.length || !earlier.every((action, index) => log[index] === action)) return JSON.stringify(log);
  if (earlier.length === log.length) return known;
  const added = JSON.stringify(log.slice(earlier.length));
  return earlier.length === 0 ? added : `${known.slice(0, -1)},${added.slice(1)}`;
}
