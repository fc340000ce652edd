import Database from "better-sqlite3";
import type { ChatStore } from "./ChatStore";
import { appliedColumns, type AppliedColumn } from "./appliedMessages";
import { checkChatId } from "./checkChatId";
import { startThread } from "../internal/startThread";
import type { SqliteWriterAnswer, SqliteWriterData, SqliteWriterRequest } from "./sqliteWriterThread";
import { batchWriter, type SqliteWrite } from "./writeBatch";

/** Options of `openSqliteStore`. */
export interface SqliteStoreOptions {
  /**
   * How long a write waits for another connection's lock, in milliseconds.
   * @defaultValue 5000
   */
  readonly busyTimeout?: number;
  /**
   * When a write reaches the disk. `"full"`: before the write returns, so a
   * confirmed move outlives a power cut. `"normal"`: at the next WAL
   * checkpoint; a killed process still loses nothing it wrote, but the
   * machine losing power may lose the last writes. Faster on a slow disk.
   * @defaultValue "full"
   */
  readonly synchronous?: "full" | "normal";
}

/**
 * A `ChatStore` on a SQLite file (better-sqlite3), one row per chat in
 * table `dice_chats`, created when missing (a file made before the row kept
 * its applied message keys gains column `applied`). Several connections, in
 * one process or several, may share the file: WAL mode lets readers and a
 * writer overlap, a write applies only at the version read, and a process
 * killed in the middle of a write leaves the row as it was before it. Rows
 * are read on the calling thread; a file's writes are made by a thread of
 * the store's own, so the caller's event loop never waits for the disk. The
 * writes made in one turn of the event loop share one transaction (one sync
 * to disk for all of them), as do the writes made while the previous
 * transaction commits; each `save` resolves once its transaction is
 * committed, so a confirmed write is on disk.
 *
 * @param file - the database file (created when missing), or `:memory:` (written on the calling thread)
 * @param options - see `SqliteStoreOptions`
 * @returns the store; close it when done
 * @throws SqliteError from better-sqlite3 when the file cannot be opened
 * @example
 * ```ts
 * import { openSqliteStore } from "chat-bot";
 * const store = openSqliteStore(":memory:");
 * await store.save("kitchen", "{}", undefined); // => true
 * await store.save("kitchen", "{}", undefined); // => false (the row exists now)
 * (await store.load("kitchen"))?.version; // => 1
 * await store.close();
 * ```
 */
export function openSqliteStore(file: string, options: SqliteStoreOptions = {}): ChatStore {
  const busyTimeout = Math.trunc(options.busyTimeout ?? 5000);
  const synchronous = options.synchronous === "normal" ? "NORMAL" : "FULL";
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma(`busy_timeout = ${busyTimeout}`);
  db.pragma(`synchronous = ${synchronous}`);
  db.exec("CREATE TABLE IF NOT EXISTS dice_chats (chat_id TEXT PRIMARY KEY, state TEXT NOT NULL, version INTEGER NOT NULL, applied TEXT NOT NULL DEFAULT '[]')");
  addAppliedColumn(db);
  const select = db.prepare<[string], { state: string; version: number; applied: string }>("SELECT state, version, applied FROM dice_chats WHERE chat_id = ?");
  // An in-memory database is this connection's alone, so it is written here.
  const writer = file === ":memory:" || file === "" ? writerHere(db) : writerThread({ file, busyTimeout, synchronous });
  // The writes waiting for the next transaction; whether one is being committed; each chat's latest write not yet settled.
  const columns = appliedColumns();
  let queued: QueuedWrite[] = [];
  let writing = false;
  const unsettled = new Map<string, Promise<unknown>>();
  const flush = (): void => {
    if (writing || queued.length === 0) return;
    const batch = queued;
    queued = [];
    writing = true;
    writer
      .write(batch.map((entry) => entry.write))
      .then(
        (changed) =>
          batch.forEach((entry, index) => {
            if (changed[index] === true) columns.remember(entry.write.chatId, entry.column);
            entry.resolve(changed[index] === true);
          }),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        writing = false;
        flush();
      });
  };
  return {
    async load(chatId) {
      const id = checkChatId(chatId, "load");
      // A chat with a write on its way is read once that write is settled, so no reply rests on a write that may yet fail.
      await unsettled.get(id);
      const row = select.get(id);
      return row === undefined ? undefined : { state: row.state, version: row.version, applied: columns.read(id, row.applied) };
    },
    save(chatId, state, version, applied) {
      let write: SqliteWrite;
      let column: AppliedColumn;
      try {
        column = columns.write(applied);
        write = { chatId: checkChatId(chatId, "save"), state, version: version ?? null, applied: column.text };
      } catch (error) {
        return Promise.reject(error);
      }
      const saved = new Promise<boolean>((resolve, reject) => queued.push({ write, column, resolve, reject }));
      if (queued.length === 1 && !writing) setImmediate(flush);
      const settled = saved.then(
        () => {},
        () => {},
      );
      unsettled.set(write.chatId, settled);
      void settled.then(() => {
        if (unsettled.get(write.chatId) === settled) unsettled.delete(write.chatId);
      });
      return saved;
    },
    async close() {
      flush();
      await Promise.all(unsettled.values());
      await writer.close();
      db.close();
    },
  };
}

/** A write waiting for its transaction, and how to tell its caller. */
interface QueuedWrite {
  readonly write: SqliteWrite;
  /** The applied messages' column it writes, remembered once written. */
  readonly column: AppliedColumn;
  readonly resolve: (changed: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/** Runs batches of writes, each as one transaction. */
interface Writer {
  write(writes: readonly SqliteWrite[]): Promise<readonly boolean[]>;
  close(): Promise<void>;
}

function writerHere(db: Database.Database): Writer {
  const write = batchWriter(db);
  return {
    write: async (writes) => write(writes),
    close: async () => {},
  };
}

/** The writes on a thread of their own (sqliteWriterThread.ts), with its own connection to the file. */
function writerThread(data: SqliteWriterData): Writer {
  const worker = startThread(import.meta.url, "sqliteWriterThread", data);
  // Only a batch in hand keeps the host running.
  worker.unref();
  const waiting = new Map<number, { resolve: (changed: readonly boolean[]) => void; reject: (error: unknown) => void }>();
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
  };
  worker.on("message", (answer: SqliteWriterAnswer) => {
    const batch = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if (answer.type === "written") batch?.resolve(answer.changed);
    else batch?.reject(Object.assign(new Error(answer.message), { code: answer.code }));
  });
  worker.on("error", stop);
  const exited = new Promise<void>((resolve) =>
    worker.on("exit", (code) => {
      stop(new Error(`openSqliteStore: the writer thread stopped (exit code ${code})`));
      resolve();
    }),
  );
  let nextId = 0;
  return {
    write(writes) {
      if (stopped !== undefined) return Promise.reject(stopped);
      const id = nextId++;
      worker.ref();
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ type: "write", id, writes } satisfies SqliteWriterRequest);
      });
    },
    async close() {
      if (stopped === undefined) {
        worker.ref();
        worker.postMessage({ type: "close" } satisfies SqliteWriterRequest);
      }
      await exited;
    },
  };
}

function addAppliedColumn(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('dice_chats')").all();
  if (columns.some((column) => column.name === "applied")) return;
  try {
    db.exec("ALTER TABLE dice_chats ADD COLUMN applied TEXT NOT NULL DEFAULT '[]'");
  } catch (error) {
    if (!/duplicate column/i.test(String((error as Error).message))) throw error;
  }
}
