import pg from "pg";
import type { ChatStore } from "./ChatStore";
import { checkChatId } from "./checkChatId";

/** Options of `openPostgresStore`. */
export interface PostgresStoreOptions {
  /**
   * Most connections the store opens at once.
   * @defaultValue 4
   */
  readonly maxConnections?: number;
}

/**
 * A `ChatStore` on PostgreSQL (node-postgres), one row per chat in
 * table `dice_chats`, created when missing: for a bot that runs on several
 * machines. The conditional `UPDATE … WHERE version = $n` makes a racing
 * write wait for the other's commit, then find the version changed.
 *
 * @param connectionString - e.g. `postgresql://bot@db.example/bot`
 * @param options - see `PostgresStoreOptions`
 * @returns the store, once the table exists; close it when done
 * @throws the driver's error when the server cannot be reached
 * @example
 * ```ts no-run
 * import { openPostgresStore } from "chat-bot";
 * const store = await openPostgresStore("postgresql://bot@localhost/bot");
 * await store.save("kitchen", "{}", undefined); // => true (false once the row exists)
 * await store.close();
 * ```
 */
export async function openPostgresStore(connectionString: string, options: PostgresStoreOptions = {}): Promise<ChatStore> {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 4 });
  try {
    // Two bots starting together may both create the table: the loser's error is harmless.
    await pool.query("CREATE TABLE IF NOT EXISTS dice_chats (chat_id text PRIMARY KEY, state text NOT NULL, version integer NOT NULL)").catch(async (error: unknown) => {
      const code = (error as { code?: string }).code;
      if (code !== "23505" && code !== "42P07") throw error;
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    async load(chatId) {
      const result = await pool.query<{ state: string; version: number }>("SELECT state, version FROM dice_chats WHERE chat_id = $1", [checkChatId(chatId, "load")]);
      return result.rows[0];
    },
    async save(chatId, state, version) {
      const id = checkChatId(chatId, "save");
      const result =
        version === undefined
          ? await pool.query("INSERT INTO dice_chats (chat_id, state, version) VALUES ($1, $2, 1) ON CONFLICT (chat_id) DO NOTHING", [id, state])
          : await pool.query("UPDATE dice_chats SET state = $1, version = version + 1 WHERE chat_id = $2 AND version = $3", [state, id, version]);
      return result.rowCount === 1;
    },
    async close() {
      await pool.end();
    },
  };
}
