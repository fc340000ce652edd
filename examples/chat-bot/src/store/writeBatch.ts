import type Database from "better-sqlite3";

/** One conditional write: `version` null inserts a row that must not exist yet. */
export interface SqliteWrite {
  readonly chatId: string;
  readonly state: string;
  readonly version: number | null;
  readonly applied: string;
}

/**
 * The store's writes on one connection: a batch runs as one transaction
 * (one commit, one sync to disk) and says whether each write changed its
 * row; when the transaction fails, none of them is applied.
 */
export function batchWriter(db: Database.Database): (writes: readonly SqliteWrite[]) => boolean[] {
  const insert = db.prepare<[string, string, string]>("INSERT INTO dice_chats (chat_id, state, version, applied) VALUES (?, ?, 1, ?) ON CONFLICT (chat_id) DO NOTHING");
  const update = db.prepare<[string, string, string, number]>("UPDATE dice_chats SET state = ?, applied = ?, version = version + 1 WHERE chat_id = ? AND version = ?");
  return (writes) => {
    try {
      db.exec("BEGIN IMMEDIATE");
      const changed = writes.map(({ chatId, state, version, applied }) => (version === null ? insert.run(chatId, state, applied) : update.run(state, applied, chatId, version)).changes === 1);
      db.exec("COMMIT");
      return changed;
    } catch (error) {
      if (db.inTransaction) db.exec("ROLLBACK");
      throw error;
    }
  };
}
