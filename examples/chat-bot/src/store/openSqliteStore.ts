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
 * killed in the middle of a write leaves the row as it was before it.
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
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeout ?? 5000)}`);
  db.pragma(`synchronous = ${options.synchronous === "normal" ? "NORMAL" : "FULL"}`);
  db.exec("CREATE TABLE IF NOT EXISTS dice_chats (chat_id TEXT PRIMARY KEY, state TEXT NOT NULL, version INTEGER NOT NULL, applied TEXT NOT NULL DEFAULT '[]')");
  addAppliedColumn(db);
  const select = db.prepare<[string], { state: string; version: number; applied: string }>("SELECT state, version, applied FROM dice_chats WHERE chat_id = ?");
  const insert = db.prepare<[string, string, string]>("INSERT INTO dice_chats (chat_id, state, version, applied) VALUES (?, ?, 1, ?) ON CONFLICT (chat_id) DO NOTHING");
  const update = db.prepare<[string, string, string, number]>("UPDATE dice_chats SET state = ?, applied = ?, version = version + 1 WHERE chat_id = ? AND version = ?");
  return {
    async load(chatId) {
      const row = select.get(checkChatId(chatId, "load"));
      return row === undefined ? undefined : { state: row.state, version: row.version, applied: readAppliedMessages(row.applied) };
    },
    async save(chatId, state, version, applied) {
      const id = checkChatId(chatId, "save");
      const keys = writeAppliedMessages(applied);
      const result = version === undefined ? insert.run(id, state, keys) : update.run(state, keys, id, version);
      return result.changes === 1;
    },
    async close() {
      db.close();
    },
  };
}

// A database made before rows kept their applied messages gains the column; two processes may race to add it.
function addAppliedColumn(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('dice_chats')").all();
  if (columns.some((column) => column.name === "applied")) return;
  try {
    db.exec("ALTER TABLE dice_chats ADD COLUMN applied TEXT NOT NULL DEFAULT '[]'");
  } catch (error) {
    if (!/duplicate column/i.test(String((error as Error).message))) throw error;
  }
}
