// One bot worker of the load driver (runLoad.ts), a child process talking to it over its IPC channel:
// opens the shared store, answers each message with answerMessage, retries store errors with backoff,
// and dies by SIGKILL at the moment a message's fault asks for (before, during or after its write).
// The bot's turns are played on a helper thread (startBotHelper) unless LOAD_BOT_THREAD=off; with
// LOAD_PREPARE_TURNS=on the thread works out the bot's next turns between messages (prepareTurns). Before it takes
// messages it warms up with warmHost (LOAD_WARM=messages) or warmGames (LOAD_WARM=games).
//   env LOAD_STORE=sqlite|postgres LOAD_TARGET=<file or url> LOAD_BROKEN=none|no-version|no-key LOAD_BOT_THREAD=on|off LOAD_PREPARE_TURNS=on|off LOAD_WARM=messages|games
import { games } from "@dice/cli";
import { answerMessage, openPostgresStore, openSqliteStore, startBotHelper, warmGames, warmHost, type ChatStore, type MessageAnswer, type ReceiveOptions } from "../../src/index";
import { GAMES_WITH_BOT_TABLES } from "./chatScripts";
import { brokenStore, type BrokenMode } from "./brokenStore";

/** A message from the driver. */
export interface WorkerRequest {
  readonly id: number;
  readonly chat: string;
  readonly key: string;
  readonly sender: string;
  readonly text: string;
  readonly seed: number;
  readonly fault?: "before" | "during" | "after";
}

/** The driver asking, at the end of a run, for the processor time this worker has taken since it was ready. */
export interface WorkerCpuRequest {
  readonly cpu: true;
}

/** The worker's answer to one request; its processor time, in microseconds (user and system, every thread of the process), since it was ready. */
export type WorkerResponse =
  | ({ readonly id: number } & MessageAnswer)
  | { readonly id: number; readonly error: string }
  | { readonly ready: true }
  | { readonly cpuMicroseconds: number };

const kind = process.env.LOAD_STORE === "postgres" ? "postgres" : "sqlite";
const target = process.env.LOAD_TARGET ?? "";
const broken = (process.env.LOAD_BROKEN ?? "none") as BrokenMode | "none";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const die = (): never => {
  process.kill(process.pid, "SIGKILL");
  throw new Error("unreachable");
};

async function open(): Promise<ChatStore> {
  for (let attempt = 0; ; attempt++) {
    try {
      const store = kind === "postgres" ? await openPostgresStore(target, { maxConnections: 4 }) : openSqliteStore(target, { synchronous: process.env.LOAD_SYNCHRONOUS === "normal" ? "normal" : "full" });
      return broken === "none" ? store : brokenStore(store, broken, kind, target);
    } catch (error) {
      if (attempt >= 60) throw error;
      await sleep(Math.min(1000, 20 * 2 ** attempt) * (0.5 + Math.random() / 2));
    }
  }
}

// The store, with a fault at the moment the driver asked for.
function withFault(store: ChatStore, fault: WorkerRequest["fault"]): ChatStore {
  if (fault === undefined) return store;
  return {
    load: (chatId) => store.load(chatId),
    close: () => store.close(),
    async save(chatId, state, version, applied) {
      if (fault === "before") die();
      if (fault === "during") {
        // SQLite: the write handed to the store's writer thread, which may or may not have committed it when the worker dies.
        // PostgreSQL: the statement on its way to the server (or already there) when the worker dies.
        void store.save(chatId, state, version, applied).catch(() => {});
        if (kind === "postgres") await new Promise((resolve) => setImmediate(resolve));
        die();
      }
      const written = await store.save(chatId, state, version, applied);
      if (fault === "after" && written) die();
      return written;
    },
  };
}

// The driver may leave (the run over) while this worker is still starting: it stops then, whatever it has opened.
let store: ChatStore | undefined;
let options: ReceiveOptions = {};
process.on("disconnect", () => void Promise.allSettled([store?.close(), options.botHelper?.close()]).finally(() => process.exit(0)));
store = await open();
const opened = store;
// The bots' tables, loaded before the first message, as a host would at start: by the thread that plays the
// bot's turns, or else here (a hint would load its game's table here when first asked for).
const botThread = process.env.LOAD_BOT_THREAD !== "off";
if (!botThread) for (const entry of games) if (entry.strategy !== undefined && GAMES_WITH_BOT_TABLES.includes(entry.game.id)) await entry.strategy.load();
if (botThread) options = { botHelper: await startBotHelper({ load: GAMES_WITH_BOT_TABLES, prepareTurns: process.env.LOAD_PREPARE_TURNS === "on" }) };
// As a host would before it takes messages: this event loop's code, the rules' first checks and the bot's caches warmed.
if (process.env.LOAD_WARM === "games") warmGames();
else await warmHost({ ...options, bots: GAMES_WITH_BOT_TABLES });
// The driver may have gone (the run over) while a message was being answered.
const send = (response: WorkerResponse) => {
  if (process.connected) process.send?.(response, undefined, {}, () => {});
};
let readyCpu: NodeJS.CpuUsage | undefined;
process.on("message", async (request: WorkerRequest | WorkerCpuRequest) => {
  if ("cpu" in request) {
    const used = process.cpuUsage(readyCpu);
    send({ cpuMicroseconds: used.user + used.system });
    return;
  }
  const message = { sender: request.sender, text: request.text, seed: request.seed, key: request.key };
  // Store errors (a dropped connection, the server restarting, a busy file) are retried with backoff: the key makes a retry safe.
  for (let attempt = 0; ; attempt++) {
    try {
      send({ id: request.id, ...(await answerMessage(withFault(opened, request.fault), request.chat, message, options)) });
      return;
    } catch (error) {
      if (attempt >= 40) {
        send({ id: request.id, error: String(error) });
        return;
      }
      await sleep(Math.min(500, 5 * 2 ** attempt) * (0.5 + Math.random() / 2));
    }
  }
});
readyCpu = process.cpuUsage();
if (process.connected) send({ ready: true });
else process.exit(0);
