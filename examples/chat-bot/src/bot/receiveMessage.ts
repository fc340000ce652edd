import { DiceError, explainForPlayer } from "@dice/core";
import type { AppliedMessage, ChatStore } from "../store/ChatStore";
import type { HostOptions } from "../games/hostedGames";
import { handleMessage, type ChatMessage, type HandlerResult } from "../handler/handleMessage";
import { playerName } from "../handler/inWords";
import type { BotHelper } from "./botHelper";

/** Options of `receiveMessage` and `answerMessage`. */
export interface ReceiveOptions extends HostOptions {
  /**
   * How many times a message is handled again after another writer changed its chat first.
   * @defaultValue 5
   */
  readonly retries?: number;
  /**
   * Where the bot's turns are played (`startBotHelper`): a message that
   * leaves the bot to play is handled there, so the host's other messages
   * do not wait behind the bot's turn. Only for the games of `@dice/cli`
   * (no `games` option).
   * @defaultValue none: the bot's turns are played here, before the reply
   */
  readonly botHelper?: BotHelper;
}

/** What became of one message: the reply, and whether it changed the chat. */
export interface MessageAnswer {
  /** The reply to send. */
  readonly reply: string;
  /** True when the message's move is in the chat's row (applied now, or earlier for a repeat). */
  readonly applied: boolean;
  /** The row's version after the message: the one its write made when applied, else the one it was judged on (`undefined`: no row). */
  readonly version: number | undefined;
  /** True when the message's key was applied before: the reply is the first one, and nothing was written. */
  readonly repeated: boolean;
}

/**
 * Handles one message of one chat against a store, and says what became of
 * it: reads the chat's row, runs `handleMessage`, and writes the result,
 * with the message's key, only if the row is still at the version read.
 * When another message got there first the message is handled again on the
 * new state (so it is judged as if it had arrived second); after `retries`
 * such losses it is refused, never applied twice. A message whose key the
 * row already holds was applied before (the client is retrying a reply it
 * never got): it is answered with that first reply (or, past the newest
 * `KEPT_REPLIES`, a sentence saying so) and not applied again.
 * When the message needs a game's strategy that is not loaded yet (a
 * `hint`, the bot's move), it is loaded here, once per process, and the
 * message handled again. With a `botHelper`, a message that leaves the bot
 * to play is handled again on the helper's thread.
 *
 * @param store - where chats are kept
 * @param chatId - the transport's id of the chat
 * @param message - the sender, the text, a seed, and the message's key
 * @param options - see `ReceiveOptions`
 * @returns the reply, whether the message is applied, and the row's version
 * @throws the store's errors (a lost connection): nothing was applied, or the write and its key were, so the same message may be sent again; the helper's, likewise
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a `botHelper` with a list of `games` (the helper hosts `games` of `@dice/cli`)
 * @example
 * ```ts
 * import { answerMessage, openSqliteStore } from "chat-bot";
 * const store = openSqliteStore(":memory:");
 * const message = { sender: "Ada", text: "new dodeca", seed: 3, key: "m1" };
 * (await answerMessage(store, "kitchen", message)).version; // => 1
 * (await answerMessage(store, "kitchen", message)).repeated; // => true (not applied twice)
 * (await store.load("kitchen"))?.version; // => 1
 * await store.close();
 * ```
 */
export async function answerMessage(store: ChatStore, chatId: string, message: ChatMessage, options: ReceiveOptions = {}): Promise<MessageAnswer> {
  const retries = options.retries ?? 5;
  const { botHelper } = options;
  if (botHelper !== undefined && options.games !== undefined) {
    throw new DiceError("INVALID_ARGUMENT", "answerMessage: a botHelper plays the games of @dice/cli; received a list of games too, which its thread cannot host");
  }
  const handlerOptions = botHelper === undefined ? options : { ...options, botTurns: "defer" as const };
  for (let attempt = 0; attempt <= retries; attempt++) {
    const row = await store.load(chatId);
    const earlier = message.key === undefined ? undefined : row?.applied.find((entry) => entry.key === message.key);
    if (earlier !== undefined) {
      const reply = earlier.reply ?? `${playerName(message.sender)}, that message was applied already, as version ${earlier.version} of this chat; nothing was changed.`;
      return { reply, applied: true, version: earlier.version, repeated: true };
    }
    let result: HandlerResult = handleMessage(row?.state, message, handlerOptions);
    if (result.needs !== undefined) {
      try {
        await result.needs.load();
      } catch (error) {
        return { reply: `Sorry, ${playerName(message.sender)}: ${explainForPlayer(error)}`, applied: false, version: row?.version, repeated: false };
      }
      result = handleMessage(row?.state, message, handlerOptions);
    }
    if (result.botTurn === true && botHelper !== undefined) result = await botHelper.handle(row?.state, message);
    if (result.save === undefined) return { reply: result.reply, applied: false, version: row?.version, repeated: false };
    const version = (row?.version ?? 0) + 1;
    const applied: readonly AppliedMessage[] =
      message.key === undefined ? (row?.applied ?? []) : [...(row?.applied ?? []), { key: message.key, reply: result.reply, version }];
    if (await store.save(chatId, result.save, row?.version, applied)) return { reply: result.reply, applied: true, version, repeated: false };
  }
  return { reply: `Sorry, ${playerName(message.sender)}: this chat is too busy right now; nothing was changed, try again.`, applied: false, version: undefined, repeated: false };
}

/**
 * Handles one message of one chat against a store and returns the reply:
 * `answerMessage`, for a transport that needs only the text.
 *
 * @param store - where chats are kept
 * @param chatId - the transport's id of the chat
 * @param message - the sender, the text, a seed, and (optionally) the message's key
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
  return (await answerMessage(store, chatId, message, options)).reply;
}
