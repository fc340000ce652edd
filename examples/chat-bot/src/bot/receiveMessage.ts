import { explainForPlayer } from "@dice/core";
import type { ChatStore } from "../store/ChatStore";
import type { HostOptions } from "../games/hostedGames";
import { handleMessage, type ChatMessage, type HandlerResult } from "../handler/handleMessage";
import { playerName } from "../handler/inWords";

/** Options of `receiveMessage`. */
export interface ReceiveOptions extends HostOptions {
  /**
   * How many times a message is handled again after another writer changed its chat first.
   * @defaultValue 5
   */
  readonly retries?: number;
}

/**
 * Handles one message of one chat against a store: reads the chat's row,
 * runs `handleMessage`, and writes the result only if the row is still
 * at the version read. When another message got there first the message is
 * handled again on the new state (so it is judged as if it had arrived
 * second); after `retries` such losses it is refused, never applied twice.
 * When the message needs a game's strategy that is not loaded yet (a
 * `hint`, the bot's move), it is loaded here, once per process (the
 * table read, or the game solved), and the message handled again.
 *
 * @param store - where chats are kept
 * @param chatId - the transport's id of the chat
 * @param message - the sender, the text and a seed
 * @param options - see `ReceiveOptions`
 * @returns the reply to send
 * @throws the store's errors (a lost connection); never for a bad message
 * @example
 * ```ts
 * import { openSqliteStore, receiveMessage } from "chat-bot";
 * const store = openSqliteStore(":memory:");
 * const reply = await receiveMessage(store, "kitchen", { sender: "Ada", text: "new dodeca", seed: 3 });
 * reply.split("\n")[0]; // => "New game of dodeca."
 * (await store.load("kitchen"))?.version; // => 1
 * await store.close();
 * ```
 */
export async function receiveMessage(store: ChatStore, chatId: string, message: ChatMessage, options: ReceiveOptions = {}): Promise<string> {
  const retries = options.retries ?? 5;
  for (let attempt = 0; attempt <= retries; attempt++) {
    const row = await store.load(chatId);
    let result: HandlerResult = handleMessage(row?.state, message, options);
    if (result.needs !== undefined) {
      try {
        await result.needs.load();
      } catch (error) {
        return `Sorry, ${playerName(message.sender)}: ${explainForPlayer(error)}`;
      }
      result = handleMessage(row?.state, message, options);
    }
    if (result.save === undefined || (await store.save(chatId, result.save, row?.version))) return result.reply;
  }
  return `Sorry, ${playerName(message.sender)}: this chat is too busy right now; nothing was changed, try again.`;
}
