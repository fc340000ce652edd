// The load driver: W bot worker processes on one store, C simulated chats playing whole games through them,
// faults injected at random moments, and the checks after the run. Loopback and local files only; bounded in
// messages and in time.
import { fork, execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { openPostgresStore, openSqliteStore, type ChatStore, type StoredChat } from "../../src/index";
import { gameScript, scriptRandom, type ScriptMessage } from "./chatScripts";
import { checkGame, checkVersions, type PlayedGame, type SentMessage } from "./checkChat";
import type { BrokenMode } from "./brokenStore";
import type { WorkerRequest, WorkerResponse } from "./worker";

/** Faults a run injects, each at a random moment of the run. */
export interface FaultPlan {
  /** Worker processes killed with SIGKILL: at a random moment, or before, during or after a message's write. */
  readonly kills?: number;
  /** Which moments the kills pick from. @defaultValue all four */
  readonly killKinds?: ReadonlyArray<KillKind>;
  /** PostgreSQL server restarts (`pg_ctl restart -m immediate`, through scripts/restart-postgres.sh). */
  readonly restarts?: number;
  /** Rounds of connections cut from the server side (`pg_terminate_backend` on the workers' connections). */
  readonly cuts?: number;
}

export type KillKind = "random" | "before" | "during" | "after";

/** Options of `runLoad`. */
export interface LoadOptions {
  readonly store: "sqlite" | "postgres";
  /** Worker processes. */
  readonly workers: number;
  /** Simulated chats, each one client sending one message at a time (two when typing ahead). */
  readonly chats: number;
  /** Messages to send in all, at most. */
  readonly messages: number;
  /** Seconds the run may send for, at most. */
  readonly seconds: number;
  /** The seed of the scripts and the fault moments. @defaultValue 1 */
  readonly seed?: number;
  readonly faults?: FaultPlan;
  /** A deliberately broken store, to show the checks catch it. */
  readonly broken?: BrokenMode;
  /** PostgreSQL: the server's URL (a database is made for the run and dropped after). */
  readonly postgresUrl?: string;
  /** PostgreSQL: its data folder, for restarts (DICE_PG_DATA from scripts/start-postgres.sh). */
  readonly postgresData?: string;
  /** Messages a second all chats offer together, each chat pacing its own (`undefined`: each sends as soon as answered). */
  readonly rate?: number;
  /** SQLite: `synchronous` of the workers' stores. @defaultValue "full" */
  readonly synchronous?: "full" | "normal";
  /** Whether each worker plays the bot's turns on a helper thread (`startBotHelper`) or on its event loop. @defaultValue true */
  readonly botThread?: boolean;
  /** Whether the helper thread works out the bot's next turns between messages (`prepareTurns` of `startBotHelper`). @defaultValue false */
  readonly prepareTurns?: boolean;
  /**
   * Which worker a message goes to: `"chat"`, the chat's own worker (chat number modulo W) while it is up,
   * and a worker at random while it is not; `"any"`, a worker at random every time.
   * @defaultValue "chat"
   */
  readonly route?: "chat" | "any";
  /**
   * How each worker warms up before it takes messages: `"messages"`, a conversation for each game through
   * `answerMessage` on a store in memory (`warmHost`); `"games"`, each game played through its engine only (`warmGames`).
   * @defaultValue "messages"
   */
  readonly warm?: "messages" | "games";
  /**
   * Seconds at the start of the run whose messages are answered and checked but not timed: the workers'
   * first messages wait for their code to be compiled and their tables and caches to fill.
   * @defaultValue 0
   */
  readonly warmupSeconds?: number;
  /** Told each second: messages answered so far. */
  readonly onProgress?: (text: string) => void;
}

/** What a run did and what the checks found. */
export interface LoadReport {
  /** Client messages answered. */
  readonly messages: number;
  readonly seconds: number;
  readonly messagesPerSecond: number;
  /** The replies timed: those to messages first sent after the warm-up. */
  readonly timedMessages: number;
  /** Reply times in milliseconds, from the first send to the first reply. */
  readonly medianMs: number;
  readonly p99Ms: number;
  /** The 99th percentile of the replies in which the bot did not play (the messages that could wait behind a bot turn). */
  readonly p99WithoutBotMs: number;
  /**
   * The slowest 1% of the timed replies, by what their message was: the replies that carried the bot's moves,
   * the messages typed ahead behind another of their chat's (the bot not playing), and the others.
   */
  readonly slowest: { readonly replies: number; readonly bot: number; readonly typedAhead: number; readonly others: number };
  /** The share of the timed replies in which the bot played. */
  readonly botReplies: number;
  /**
   * Processor time a message answered, in microseconds (user and system, every thread), from the workers' start
   * (once ready) and the driver's first message to the end: the workers', the driver's. Workers killed in the run
   * are not counted (`undefined` when a worker did not tell).
   */
  readonly cpuPerMessage: { readonly workers: number | undefined; readonly driver: number };
  /** Faults that happened: kills by moment (a worker seen to die by SIGKILL), restarts, connections cut. */
  readonly faults: { readonly kills: Record<KillKind, number>; readonly restarts: number; readonly cutConnections: number };
  /** Deliveries the client sent again after no reply (a dead worker, a timeout). */
  readonly clientRetries: number;
  /** Workers that answered a chat's messages, on average over the chats (1 when each chat kept its own worker). */
  readonly workersPerChat: number;
  /** Messages never answered within the run's bounds. */
  readonly unanswered: number;
  readonly chatsInStore: number;
  readonly gamesChecked: number;
  /** Every check that failed, in words; empty when the run is right. */
  readonly failures: readonly string[];
}

const here = fileURLToPath(new URL(".", import.meta.url));
const tsxLoader = pathToFileURL(createRequire(join(here, "../../../../package.json")).resolve("tsx/esm")).href;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);

interface Worker {
  readonly child: ChildProcess;
  ready: boolean;
  readonly inFlight: Map<number, (response: WorkerResponse | undefined) => void>;
  /** The kill on its way to this worker: at most one, so that each kill is one death. */
  fault: KillKind | undefined;
  /** The request that carries that kill (a kill before, during or after a write). */
  faultRequest: number | undefined;
  /** Told the worker's processor time, when asked at the end. */
  cpu?: (microseconds: number) => void;
}

/**
 * Runs the load: starts the workers, plays the chats, injects the faults,
 * checks every chat, and stops everything it started.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const random = scriptRandom((options.seed ?? 1) * 31 + 7);
  const plan = options.faults ?? {};
  if ((plan.restarts ?? 0) > 0 && (options.store !== "postgres" || options.postgresData === undefined)) throw new Error("runLoad: restarts need PostgreSQL and its data folder (DICE_PG_DATA)");
  const runId = `${Date.now().toString(36)}${Math.floor(random() * 1e6).toString(36)}`;
  const cleanup: Array<() => Promise<void>> = [];
  let target: string;
  let admin: pg.Client | undefined;
  if (options.store === "postgres") {
    if (options.postgresUrl === undefined) throw new Error("runLoad: PostgreSQL needs its URL (DICE_PG_URL)");
    const database = `dice_load_${runId}`;
    const server = new pg.Client({ connectionString: options.postgresUrl });
    await server.connect();
    await server.query(`CREATE DATABASE ${database}`);
    await server.end();
    const url = new URL(options.postgresUrl);
    url.pathname = `/${database}`;
    target = url.toString();
    cleanup.push(async () => {
      const drop = new pg.Client({ connectionString: options.postgresUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await drop.end();
    });
    url.searchParams.set("application_name", "dice-load-worker");
    // The table exists before the workers race to create it.
    await (await openPostgresStore(target)).close();
    target = url.toString();
  } else {
    const dir = mkdtempSync(join(tmpdir(), "chat-bot-load-"));
    target = join(dir, "chats.sqlite");
    await openSqliteStore(target).close();
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  }

  const kills: Record<KillKind, number> = { random: 0, before: 0, during: 0, after: 0 };
  let restarts = 0;
  let cutConnections = 0;
  let stopping = false;
  const workers: Worker[] = [];
  let nextRequest = 0;
  const start = (slot: number) => {
    const child = fork(join(here, "worker.ts"), [], {
      execArgv: ["--import", tsxLoader, "--conditions=@dice/source", ...(process.env.LOAD_WORKER_NODE_ARGS ?? "").split(" ").filter(Boolean)],
      env: { ...process.env, LOAD_STORE: options.store, LOAD_TARGET: target, LOAD_BROKEN: options.broken ?? "none", LOAD_SYNCHRONOUS: options.synchronous ?? "full", LOAD_BOT_THREAD: options.botThread === false ? "off" : "on", LOAD_PREPARE_TURNS: options.prepareTurns === true ? "on" : "off", LOAD_WARM: options.warm ?? "messages" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const worker: Worker = { child, ready: false, inFlight: new Map(), fault: undefined, faultRequest: undefined };
    workers[slot] = worker;
    child.on("message", (response: WorkerResponse) => {
      if ("ready" in response) worker.ready = true;
      else if ("cpuMicroseconds" in response) worker.cpu?.(response.cpuMicroseconds);
      else {
        // An answer to the message that carried the worker's kill, in time or after the client gave up on it: the worker
        // lived (the move wrote nothing: a lost race, a cut connection, a repeat), so the kill waits for the next move.
        if (response.id === worker.faultRequest && worker.fault !== undefined) {
          pendingPhaseKills.unshift(worker.fault);
          worker.fault = undefined;
          worker.faultRequest = undefined;
        }
        worker.inFlight.get(response.id)?.(response);
      }
    });
    child.on("error", () => {});
    child.on("disconnect", () => {
      worker.ready = false;
    });
    child.on("exit", (_code, signal) => {
      worker.ready = false;
      if (signal === "SIGKILL" && worker.fault !== undefined) kills[worker.fault]++;
      for (const settle of worker.inFlight.values()) settle(undefined);
      worker.inFlight.clear();
      if (!stopping) start(slot);
    });
  };
  for (let slot = 0; slot < options.workers; slot++) start(slot);
  const deadlineToStart = Date.now() + 120_000;
  while (workers.some((worker) => !worker.ready)) {
    if (Date.now() > deadlineToStart) throw new Error("runLoad: the workers did not start in 120 s");
    await sleep(20);
  }

  // The workers that answered each chat.
  const answeredBy = new Map<string, Set<Worker>>();
  // One delivery of a message to one worker: its answer, or nothing (the worker died, or it took too long).
  const deliver = async (request: Omit<WorkerRequest, "id">, home: number): Promise<WorkerResponse | undefined> => {
    // While every worker is starting again after a kill, the message waits (within the client's bounds).
    for (let waited = 0; waited < 30_000 && !workers.some((worker) => worker.ready); waited += 10) await sleep(10);
    const own = options.route === "any" ? undefined : workers[home % workers.length];
    const ready = workers.filter((worker) => worker.ready);
    const worker = own?.ready === true ? own : ready[Math.floor(random() * ready.length)];
    if (worker === undefined) return undefined;
    const id = nextRequest++;
    // A kill for a worker that has one on its way already waits for the next move.
    const fault = worker.fault === undefined ? request.fault : undefined;
    if (request.fault !== undefined && fault === undefined) pendingPhaseKills.unshift(request.fault);
    const plain = { chat: request.chat, key: request.key, sender: request.sender, text: request.text, seed: request.seed };
    return await new Promise((resolve) => {
      const timer = setTimeout(() => settle(undefined), 15_000);
      const settle = (response: WorkerResponse | undefined) => {
        clearTimeout(timer);
        if (response !== undefined) answeredBy.set(request.chat, (answeredBy.get(request.chat) ?? new Set()).add(worker));
        worker.inFlight.delete(id);
        resolve(response);
      };
      worker.inFlight.set(id, settle);
      if (fault !== undefined) {
        worker.fault = fault;
        worker.faultRequest = id;
      }
      // A worker killed a moment ago may still count as ready: its channel is closed, and the client tries again.
      if (!worker.child.connected) return settle(undefined);
      worker.child.send({ id, ...plain, ...(fault === undefined ? {} : { fault }) }, (error) => {
        if (error !== null) settle(undefined);
      });
    });
  };

  // The fault moments, as message counts spread over the run.
  const schedule: Array<{ at: number; fault: "kill" | "restart" | "cut"; kind?: KillKind }> = [];
  const kinds = plan.killKinds ?? ["random", "before", "during", "after"];
  const moment = () => Math.floor(options.messages * (0.05 + 0.85 * random()));
  for (let index = 0; index < (plan.kills ?? 0); index++) schedule.push({ at: moment(), fault: "kill", kind: kinds[index % kinds.length] as KillKind });
  for (let index = 0; index < (plan.restarts ?? 0); index++) schedule.push({ at: moment(), fault: "restart" });
  for (let index = 0; index < (plan.cuts ?? 0); index++) schedule.push({ at: moment(), fault: "cut" });
  schedule.sort((a, b) => a.at - b.at);
  const pendingPhaseKills: KillKind[] = [];
  let restarting: Promise<void> | undefined;
  if (options.store === "postgres" && ((plan.cuts ?? 0) > 0 || (plan.restarts ?? 0) > 0)) {
    admin = new pg.Client({ connectionString: options.postgresUrl });
    admin.on("error", () => {});
    await admin.connect();
  }
  const restartServer = async () => {
    await run(join(here, "../restart-postgres.sh"), [], { env: { ...process.env, DICE_PG_DATA: options.postgresData }, timeout: 60_000 });
    restarts++;
    if (admin !== undefined) {
      await admin.end().catch(() => {});
      admin = new pg.Client({ connectionString: options.postgresUrl });
      admin.on("error", () => {});
      await admin.connect();
    }
  };
  const cut = async () => {
    if (admin === undefined) return;
    const result = await admin
      .query<{ cut: string }>("SELECT count(pg_terminate_backend(pid)) AS cut FROM pg_stat_activity WHERE application_name = 'dice-load-worker' AND pid <> pg_backend_pid()")
      .catch(() => ({ rows: [{ cut: "0" }] }));
    cutConnections += Number(result.rows[0]?.cut ?? 0);
  };
  let sent = 0;
  const injectDue = () => {
    while (schedule.length > 0 && (schedule[0]?.at ?? Infinity) <= sent) {
      const next = schedule.shift();
      if (next?.fault === "restart") restarting = (restarting ?? Promise.resolve()).then(restartServer).catch((error: unknown) => options.onProgress?.(`restart failed: ${String(error)}`));
      else if (next?.fault === "cut") void cut();
      else if (next?.kind === "random") {
        // A worker with a kill on its way is left to it.
        const busy = workers.filter((worker) => worker.ready && worker.fault === undefined && worker.inFlight.size > 0);
        const victim = busy[Math.floor(random() * busy.length)] ?? workers.find((worker) => worker.ready && worker.fault === undefined);
        if (victim !== undefined) {
          victim.fault = "random";
          victim.child.kill("SIGKILL");
        } else if (next !== undefined) schedule.unshift({ ...next, at: sent + 1 }); // no worker to kill now: at the next message
      } else if (next?.kind !== undefined) pendingPhaseKills.push(next.kind);
    }
  };

  const times: number[] = [];
  const timesWithoutBot: number[] = [];
  // Each timed reply: its time, and what its message was (0 the bot played, 1 typed ahead, 2 other).
  const replyKinds: Array<{ readonly ms: number; readonly kind: 0 | 1 | 2 }> = [];
  let answered = 0;
  let clientRetries = 0;
  let unanswered = 0;
  const began = Date.now();
  const timedFrom = began + (options.warmupSeconds ?? 0) * 1000;
  const driverCpu = process.cpuUsage();
  const stopAt = began + options.seconds * 1000;
  const chats = Array.from({ length: options.chats }, (_, index) => ({ id: `chat-${index}`, games: [] as PlayedGame[] }));
  const failures: string[] = [];
  let gamesChecked = 0;
  const finishedGames: Array<{ readonly chat: string; readonly played: PlayedGame; readonly row: StoredChat | undefined }> = [];
  const checker: ChatStore = options.store === "postgres" ? await openPostgresStore(target, { maxConnections: 2 }) : openSqliteStore(target);

  const sendOne = async (chat: string, home: number, message: ScriptMessage, key: string, seed: number, log: SentMessage[], typedAhead: boolean) => {
    const record: SentMessage = { key, message, replies: [] };
    log.push(record);
    const fault = message.expect.kind === "move" ? pendingPhaseKills.shift() : undefined;
    const plain = { chat, key, sender: message.sender, text: message.text, seed };
    const request = fault === undefined || fault === "random" ? plain : { ...plain, fault };
    const first = Date.now();
    // The client sends again, with the same key, until it gets a reply: a worker died, or the reply was too slow.
    for (let attempt = 0; Date.now() - first < 60_000; attempt++) {
      const response = await deliver(attempt === 0 ? request : plain, home);
      if (response !== undefined && "reply" in response) {
        record.replies.push({ reply: response.reply, applied: response.applied, version: response.version, repeated: response.repeated });
        answered++;
        if (first < timedFrom) return;
        const ms = Date.now() - first;
        times.push(ms);
        // The bot's seat is named Bot (Bot 1, Bot 2…); its moves are told a line each.
        const botPlayed = /^Bot( \d+)? /m.test(response.reply);
        if (!botPlayed) timesWithoutBot.push(ms);
        replyKinds.push({ ms, kind: botPlayed ? 0 : typedAhead ? 1 : 2 });
        return;
      }
      clientRetries++;
      await sleep(Math.min(1000, 20 * 2 ** attempt) * (0.5 + random() / 2));
    }
    unanswered++;
  };

  const playChat = async (chat: { id: string; games: PlayedGame[] }, index: number) => {
    let nextAt: number | undefined;
    for (let round = 0; ; round++) {
      const script = gameScript(index, round, options.seed ?? 1);
      // The previous game is over and the chat quiet: its row is read before a new game replaces it, and
      // checked after the run, so that replaying it takes no time from the replies being timed.
      const previous = chat.games.at(-1);
      if (previous !== undefined) finishedGames.push({ chat: chat.id, played: previous, row: await loadRetrying(checker, chat.id) });
      const played: PlayedGame = { script, sent: [] };
      chat.games.push(played);
      for (const [stepIndex, step] of script.steps.entries()) {
        if (options.rate !== undefined) {
          // Paced: this chat's next message at its own interval, chats spread over the first interval.
          const interval = (1000 * options.chats) / options.rate;
          nextAt = nextAt === undefined ? began + (interval * index) / options.chats : nextAt + interval * step.length;
          if (nextAt > Date.now()) await sleep(nextAt - Date.now());
        }
        if (sent >= options.messages || Date.now() >= stopAt) return;
        sent += step.length;
        injectDue();
        await Promise.all(step.map((message, part) => sendOne(chat.id, index, message, `${chat.id}/${round}/${stepIndex}/${part}`, script.seed, played.sent, part > 0)));
        if (played.sent.some((record) => record.replies.length === 0)) return;
      }
    }
  };

  const progress = setInterval(() => options.onProgress?.(`${answered} answered, ${JSON.stringify(kills)} kills, ${restarts} restarts, ${cutConnections} cut`), 1000);
  try {
    await Promise.all(chats.map((chat, index) => playChat(chat, index)));
  } finally {
    clearInterval(progress);
  }
  const seconds = (Date.now() - began) / 1000;
  const driverUsed = process.cpuUsage(driverCpu);
  const workersCpu = kills.random + kills.before + kills.during + kills.after > 0 ? undefined : await askCpu(workers);
  // Faults left in the schedule when the messages ran out are not injected.
  await restarting;
  stopping = true;
  for (const worker of workers) worker.child.disconnect();
  await Promise.all(workers.map((worker) => (worker.child.exitCode !== null || worker.child.signalCode !== null ? undefined : new Promise((resolve) => worker.child.once("exit", resolve)))));

  for (const { chat, played, row } of finishedGames) {
    failures.push(...checkGame(chat, played, row));
    gamesChecked++;
  }
  for (const chat of chats) {
    const row = await loadRetrying(checker, chat.id);
    const last = chat.games.at(-1);
    if (last !== undefined && last.sent.length > 0) {
      failures.push(...checkGame(chat.id, last, row));
      gamesChecked++;
    }
    failures.push(...checkVersions(chat.id, chat.games, row));
  }
  const chatsInStore = await countChats(options.store, target);
  if (chatsInStore !== options.chats) failures.push(`the store holds ${chatsInStore} chats; the run had ${options.chats}`);
  await checker.close();
  await admin?.end().catch(() => {});
  for (const step of cleanup.reverse()) await step();
  times.sort((a, b) => a - b);
  timesWithoutBot.sort((a, b) => a - b);
  const at = (fraction: number, sorted = times) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  const slowestKinds = replyKinds.sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(replyKinds.length / 100));
  const countOf = (kind: 0 | 1 | 2) => slowestKinds.filter((reply) => reply.kind === kind).length;
  return {
    messages: answered,
    seconds,
    messagesPerSecond: answered / seconds,
    timedMessages: times.length,
    medianMs: at(0.5),
    p99Ms: at(0.99),
    p99WithoutBotMs: at(0.99, timesWithoutBot),
    slowest: { replies: slowestKinds.length, bot: countOf(0), typedAhead: countOf(1), others: countOf(2) },
    botReplies: times.length === 0 ? 0 : 1 - timesWithoutBot.length / times.length,
    cpuPerMessage: {
      workers: workersCpu === undefined || answered === 0 ? undefined : Math.round(workersCpu / answered),
      driver: answered === 0 ? 0 : Math.round((driverUsed.user + driverUsed.system) / answered),
    },
    faults: { kills, restarts, cutConnections },
    clientRetries,
    workersPerChat: answeredBy.size === 0 ? 0 : [...answeredBy.values()].reduce((sum, set) => sum + set.size, 0) / answeredBy.size,
    unanswered,
    chatsInStore,
    gamesChecked,
    failures,
  };
}

// The workers' processor time since they were ready, summed; undefined when one does not tell within 5 s.
async function askCpu(workers: readonly Worker[]): Promise<number | undefined> {
  const told = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<number | undefined>((resolve) => {
          const timer = setTimeout(() => resolve(undefined), 5000);
          worker.cpu = (microseconds) => {
            clearTimeout(timer);
            resolve(microseconds);
          };
          if (!worker.child.connected) return resolve(undefined);
          worker.child.send({ cpu: true }, (error) => {
            if (error !== null) resolve(undefined);
          });
        }),
    ),
  );
  return told.some((microseconds) => microseconds === undefined) ? undefined : told.reduce((sum: number, microseconds) => sum + (microseconds ?? 0), 0);
}

async function loadRetrying(store: ChatStore, chatId: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await store.load(chatId);
    } catch (error) {
      if (attempt >= 30) throw error;
      await sleep(200);
    }
  }
}

async function countChats(kind: "sqlite" | "postgres", target: string): Promise<number> {
  if (kind === "sqlite") {
    const db = new Database(target, { readonly: true });
    try {
      return (db.prepare<[], { count: number }>("SELECT count(*) AS count FROM dice_chats").get()?.count ?? 0);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return Number((await client.query<{ count: string }>("SELECT count(*) AS count FROM dice_chats")).rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
