import { games, isGameName, type GameName, type HostedState } from "../games/games";
import { explain } from "./explain";

/** The format tag of a saved chat; a row of another format is refused. */
const FORMAT = "dice-chat/1";

/** A chat's game as read back from its saved text. */
export interface SavedGame {
  readonly game: GameName;
  readonly state: HostedState;
}

/** A saved chat, read: its game, or why it cannot be used. */
export type ReadResult = { readonly ok: true; readonly saved: SavedGame } | { readonly ok: false; readonly problem: string };

/**
 * Reads a chat's saved text back. Whatever a store returns is outside data:
 * the game name is checked against the table and the state by the game's
 * engine (which replays the log, so an edited roll or score is refused).
 *
 * @param text - what the store holds for the chat
 * @returns the game, or the problem in words
 * @throws never: a damaged row is a result, not an exception
 * @example
 * ```ts
 * import { readSavedChat } from "chat-bot";
 * readSavedChat("{").ok; // => false
 * ```
 */
export function readSavedChat(text: string): ReadResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "it is not JSON" };
  }
  if (typeof value !== "object" || value === null || (value as { format?: unknown }).format !== FORMAT) {
    return { ok: false, problem: `it is not a saved game of this bot (format ${FORMAT})` };
  }
  const { game, state } = value as { game?: unknown; state?: unknown };
  if (typeof game !== "string" || !isGameName(game)) return { ok: false, problem: "it names no game this bot hosts" };
  try {
    return { ok: true, saved: { game, state: games[game].engine.validateState(state) } };
  } catch (error) {
    return { ok: false, problem: explain(error) };
  }
}

/**
 * The text a store keeps for a chat.
 *
 * @param saved - the chat's game and state
 * @returns JSON text that `readSavedChat` reads back
 * @throws never
 * @example
 * ```ts
 * import { games, readSavedChat, writeSavedChat } from "chat-bot";
 * const state = games.dodeca.engine.newGame({ players: ["Ada"], seed: 1 });
 * const back = readSavedChat(writeSavedChat({ game: "dodeca", state }));
 * back.ok && back.saved.state.players[0]?.name; // => "Ada"
 * ```
 */
export function writeSavedChat(saved: SavedGame): string {
  return JSON.stringify({ format: FORMAT, game: saved.game, state: saved.state });
}
