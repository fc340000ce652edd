// Deliberately broken stores, for showing that the load driver's checks catch what they are for:
// "no-version" writes without the version check (a lost update when two workers race on a chat);
// "no-key" forgets the applied messages' keys (a retried message is applied again).
import Database from "better-sqlite3";
import pg from "pg";
import type { ChatStore } from "../../src/index";

/** Which guarantee the store breaks. */
export type BrokenMode = "no-version" | "no-key";

/** The store, with one of its guarantees taken away. */
export function brokenStore(store: ChatStore, mode: BrokenMode, kind: "sqlite" | "postgres", target: string): ChatStore {
  if (mode === "no-key") {
    return { load: (chatId) => store.load(chatId), close: () => store.close(), save: (chatId, state, version) => store.save(chatId, state, version, []) };
  }
  // The version written is the one read plus one, whatever the row holds now: the check left out.
  if (kind === "sqlite") {
    const db = new Database(target);
    db.pragma("busy_timeout = 5000");
    const update = db.prepare<[string, string, number, string]>("UPDATE dice_chats SET state = ?, applied = ?, version = ? WHERE chat_id = ?");
    // Its own connection for every write: the real store's open transaction would hold the lock this one waits for.
    const insert = db.prepare<[string, string, string]>("INSERT INTO dice_chats (chat_id, state, version, applied) VALUES (?, ?, 1, ?) ON CONFLICT (chat_id) DO NOTHING");
    return {
      load: (chatId) => store.load(chatId),
      close: async () => {
        db.close();
        await store.close();
      },
      save: async (chatId, state, version, applied) =>
        (version === undefined ? insert.run(chatId, state, JSON.stringify(applied ?? [])) : update.run(state, JSON.stringify(applied ?? []), version + 1, chatId)).changes === 1,
    };
  }
  const pool = new pg.Pool({ connectionString: target, max: 2 });
  pool.on("error", () => {});
  return {
    load: (chatId) => store.load(chatId),
    close: async () => {
      await pool.end();
      await store.close();
    },
    save: async (chatId, state, version, applied) =>
      version === undefined
        ? store.save(chatId, state, version, applied)
        : (await pool.query("UPDATE dice_chats SET state = $1, applied = $2, version = $3 WHERE chat_id = $4", [state, JSON.stringify(applied ?? []), version + 1, chatId])).rowCount === 1,
  };
}
