import Database from "better-sqlite3";
import type { ChatStore } from "./ChatStore";
import { readAppliedMessages, writeAppliedMessages } from "./appliedMessages";
import { checkChatId } from "./checkChatId";

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
 * killed in the middle of a write leaves the row as it was before it. The
 * writes made in one turn of the event loop share one transaction (one sync
 * to disk for all of them); each `save` resolves once that transaction is
 * committed, so a confirmed write is on disk.
 *
 * @param file - the database file (created when missing), or `:memory:`
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
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma(`busy_timeout = ${busyTimeout}`);
  db.pragma(`synchronous = ${options.synchronous === "normal" ? "NORMAL" : "FULL"}`);
  db.exec("CREATE TABLE IF NOT EXISTS dice_chats (chat_id TEXT PRIMARY KEY, state TEXT NOT NULL, version INTEGER NOT NULL, applied TEXT NOT NULL DEFAULT '[]')");
  addAppliedColumn(db);
  const select = db.prepare<[string], { state: string; version: number; applied: string }>("SELECT state, version, applied FROM dice_chats WHERE chat_id = ?");
  const insert = db.prepare<[string, string, string]>("INSERT INTO dice_chats (chat_id, state, version, applied) VALUES (?, ?, 1, ?) ON CONFLICT (chat_id) DO NOTHING");
  const update = db.prepare<[string, string, string, number]>("UPDATE dice_chats SET state = ?, applied = ?, version = version + 1 WHERE chat_id = ? AND version = ?");
  // The writes of one turn of the event loop share a transaction: one commit, one sync to disk.
  let batch: Batch | undefined;
  const commit = (done: Batch): void => {
    batch = undefined;
    try {
      db.exec("COMMIT");
      done.settle.resolve();
    } catch (error) {
      if (db.inTransaction) db.exec("ROLLBACK");
      done.settle.reject(error);
    }
  };
  const openBatch = (): Batch => {
    const opened = newBatch(beginWrite(db, busyTimeout));
    if (opened.locked === true) setImmediate(commit, opened);
    else
      opened.locked.then(
        () => setImmediate(commit, opened),
        (error: unknown) => {
          if (batch === opened) batch = undefined;
          opened.settle.reject(error);
        },
      );
    return opened;
  };
  return {
    async load(chatId) {
      const id = checkChatId(chatId, "load");
      // A row written in the open transaction is read once that write is on disk, so no reply rests on a write that may yet fail.
      if (batch?.written.has(id) === true) await batch.committed;
      const row = select.get(id);
      return row === undefined ? undefined : { state: row.state, version: row.version, applied: readAppliedMessages(row.applied) };
    },
    save(chatId, state, version, applied) {
      try {
        const id = checkChatId(chatId, "save");
        const keys = writeAppliedMessages(applied);
        const open = (batch ??= openBatch());
        const write = (): Promise<boolean> => {
          const changed = (version === undefined ? insert.run(id, state, keys) : update.run(state, keys, id, version)).changes === 1;
          if (changed) open.written.add(id);
          return open.committed.then(() => changed);
        };
        // With the lock in hand the statement runs now, inside the transaction; else once the lock is taken.
        return open.locked === true ? write() : open.locked.then(write);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    async close() {
      if (batch?.locked === true) commit(batch);
      db.close();
    },
  };
}

/** The writes sharing one transaction: whether its write lock is taken (or when it will be), the chats written, and the promise its commit settles. */
interface Batch {
  readonly locked: true | Promise<void>;
  readonly written: Set<string>;
  readonly committed: Promise<void>;
  readonly settle: { resolve: () => void; reject: (error: unknown) => void };
}

function newBatch(locked: true | Promise<void>): Batch {
  let settle: Batch["settle"] = { resolve: () => {}, reject: () => {} };
  const committed = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Each write's promise hangs off `committed`; the batch itself may have no listener when it fails.
  committed.catch(() => {});
  return { locked, written: new Set(), committed, settle };
}

/**
 * Begins a write transaction: now if the file's write lock is free (true),
 * else by trying again every millisecond or so without blocking the event
 * loop (another connection of this process may hold the lock until its own
 * commit runs), failing as SQLite does after `busyTimeout` milliseconds.
 */
function beginWrite(db: Database.Database, busyTimeout: number): true | Promise<void> {
  const tryBegin = (): boolean => {
    db.pragma("busy_timeout = 0");
    try {
      db.exec("BEGIN IMMEDIATE");
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code !== "SQLITE_BUSY") throw error;
      return false;
    } finally {
      db.pragma(`busy_timeout = ${busyTimeout}`);
    }
  };
  if (tryBegin()) return true;
  const deadline = Date.now() + busyTimeout;
  return new Promise<void>((resolve, reject) => {
    const again = (): void => {
      try {
        if (tryBegin()) resolve();
        else if (Date.now() >= deadline) reject(Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }));
        else setTimeout(again, 1);
      } catch (error) {
        reject(error);
      }
    };
    setTimeout(again, 1);
  });
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
