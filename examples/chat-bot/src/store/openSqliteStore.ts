import Database from "better-sqlite3";
import type { ChatStore, StoredChat } from "./ChatStore";
import { checkChatId } from "./checkChatId";

/** Options of `openSqliteStore`. */
export interface SqliteStoreOptions {
  /**
   * How long a write waits for another connection's lock, in milliseconds.
   * @defaultValue 5000
   */
  readonly busyTimeout?: number;
}

/**
 * A `ChatStore` on a SQLite file (better-sqlite3), one row per chat in
 * table `dice_chats`, created when missing. Several connections, in one
 * process or several, may share the file: WAL mode lets readers and a writer
 * overlap, and a write applies only at the version read.
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
  db.exec("CREATE TABLE IF NOT EXISTS dice_chats (chat_id TEXT PRIMARY KEY, state TEXT NOT NULL, version INTEGER NOT NULL)");
  const select = db.prepare<[string], StoredChat>("SELECT state, version FROM dice_chats WHERE chat_id = ?");
  const insert = db.prepare<[string, string]>("INSERT INTO dice_chats (chat_id, state, version) VALUES (?, ?, 1) ON CONFLICT (chat_id) DO NOTHING");
  const update = db.prepare<[string, string, number]>("UPDATE dice_chats SET state = ?, version = version + 1 WHERE chat_id = ? AND version = ?");
  return {
    async load(chatId) {
      return select.get(checkChatId(chatId, "load"));
    },
    async save(chatId, state, version) {
      const id = checkChatId(chatId, "save");
      const result = version === undefined ? insert.run(id, state) : update.run(state, id, version);
      return result.changes === 1;
    },
    async close() {
      db.close();
    },
  };
}
