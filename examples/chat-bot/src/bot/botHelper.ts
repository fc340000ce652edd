import { DiceError } from "@dice/core";
import { findGame, type HostedState } from "../games/hostedGames";
import { startThread } from "../internal/startThread";
import type { ChatMessage, HandlerResult } from "../handler/handleMessage";
import { keepChat } from "../handler/savedChat";
import type { BotHelperAnswer, BotHelperData, BotHelperRequest } from "./botHelperThread";

/** Options of `startBotHelper`. */
export interface BotHelperOptions {
  /**
   * The games (by id) whose strategies the thread loads before it answers,
   * as a host loads its tables at start, and whose code and rules it warms
   * (`warmGames`); any other is loaded when a message first needs it.
   * @defaultValue none
   */
  readonly load?: readonly string[];
  /**
   * Whether the thread works out the bot's next turn in a game between
   * messages, once the bot has played its turn there, so the turn is quick
   * when it comes: most of a Dodeca or Poker turn's work is done before
   * the message that asks for it. It takes more time in all (the work
   * done ahead is not always the work the turn then reads), so it suits a
   * host with a core to spare for the thread.
   * @defaultValue false
   */
  readonly prepareTurns?: boolean;
}

/** A thread that plays the bot's turns, off the event loop of the host's other messages. */
export interface BotHelper {
  /**
   * `handleMessage` for the games of `@dice/cli`, the bot's turns played, on the helper's thread.
   * @throws when the thread has stopped (closed, or crashed): nothing was decided
   */
  handle(saved: string | undefined, message: ChatMessage): Promise<HandlerResult>;
  /** Stops the thread; messages still in hand are refused. */
  close(): Promise<void>;
}

/**
 * Starts a thread that plays the bot's turns. The optimal bot's turn can
 * take a few milliseconds, more for a game whose table works values out
 * when read; handled on the event loop it would hold up every other chat's
 * message behind it. With the helper passed to `answerMessage`
 * (`botHelper`), a message that leaves the bot to play is handled on the
 * thread and the others are answered meanwhile. The thread hosts the games
 * of `@dice/cli` (`games`), one message at a time, in the order sent.
 *
 * @param options - see `BotHelperOptions`
 * @returns the helper, once the strategies of `load` are loaded; close it when done
 * @throws {@link DiceError} `INVALID_ARGUMENT` when `load` is not a list of game ids or `prepareTurns` not a boolean; the thread's error when a strategy fails to load
 * @example
 * ```ts
 * import { answerMessage, openSqliteStore, startBotHelper } from "chat-bot";
 * const store = openSqliteStore(":memory:");
 * const botHelper = await startBotHelper({ load: ["platzee"] });
 * const message = { sender: "Ada", text: "new platzee bot", seed: 3, key: "m1" };
 * (await answerMessage(store, "kitchen", message, { botHelper })).version; // => 1
 * await botHelper.close();
 * await store.close();
 * ```
 */
export async function startBotHelper(options: BotHelperOptions = {}): Promise<BotHelper> {
  const load = options.load ?? [];
  if (!Array.isArray(load) || !load.every((id) => typeof id === "string")) {
    throw new DiceError("INVALID_ARGUMENT", `startBotHelper: load takes a list of game ids, e.g. ["platzee"]; received ${JSON.stringify(load)}`);
  }
  if (options.prepareTurns !== undefined && typeof options.prepareTurns !== "boolean") {
    throw new DiceError("INVALID_ARGUMENT", `startBotHelper: prepareTurns takes true or false; received ${JSON.stringify(options.prepareTurns)}`);
  }
  const worker = startThread(import.meta.url, "botHelperThread", { load: [...load], prepareTurns: options.prepareTurns === true } satisfies BotHelperData);
  // The host's own handles keep it running while a message is in hand; the thread alone does not.
  worker.unref();
  const pending = new Map<number, { resolve: (result: HandlerResult) => void; reject: (error: unknown) => void }>();
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.on("message", (answer: BotHelperAnswer) => {
      if (answer.type === "ready") resolve();
      else if (answer.type === "error") reject(new Error(`startBotHelper: ${answer.message}`));
      else {
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        // The thread's engine made the game (as the handler's own writes here), so it is kept like them.
        const entry = answer.saved === undefined ? undefined : findGame(answer.saved.game);
        if (answer.save !== undefined && answer.saved !== undefined && entry !== undefined) {
          keepChat(answer.save, { entry, bots: answer.saved.bots, state: answer.saved.state as HostedState }, {});
        }
        waiting?.resolve(answer.save === undefined ? { save: undefined, reply: answer.reply } : { save: answer.save, reply: answer.reply });
      }
    });
    worker.on("error", (error) => {
      stop(error);
      reject(error);
    });
    worker.on("exit", (code) => {
      const error = new Error(`startBotHelper: the thread stopped (exit code ${code})`);
      stop(error);
      reject(error);
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  let nextId = 0;
  return {
    handle(saved, message) {
      if (stopped !== undefined) return Promise.reject(stopped);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, saved, message } satisfies BotHelperRequest);
      });
    },
    async close() {
      stop(new Error("startBotHelper: the helper is closed"));
      await worker.terminate();
    },
  };
}
