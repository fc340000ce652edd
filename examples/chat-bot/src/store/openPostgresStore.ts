import pg from "pg";
import type { ChatStore } from "./ChatStore";
import { appliedColumns } from "./appliedMessages";
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
 * table `dice_chats`, created when missing (a table made before the row kept
 * its applied message keys gains column `applied`): for a bot that runs as
 * many workers on several machines. The conditional `UPDATE … WHERE version
 * = $n` makes a racing write wait for the other's commit, then find the
 * version changed. A connection the server drops is replaced on the next
 * query; the query that was on it fails, and the caller tries again. The
 * three statements are prepared once a connection (named), so the server
 * plans them once, not at every message.
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
  // An idle connection the server ends (a restart, pg_terminate_backend) is an event, not a crash: the pool drops it.
  pool.on("error", () => {});
  // Two bots starting together may both create the table or add the column: the loser's error is harmless.
  const harmless = (error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code !== "23505" && code !== "42P07" && code !== "42701") throw error;
  };
  try {
    await pool.query("CREATE TABLE IF NOT EXISTS dice_chats (chat_id text PRIMARY KEY, state text NOT NULL, version integer NOT NULL, applied text NOT NULL DEFAULT '[]')").catch(harmless);
    await pool.query("ALTER TABLE dice_chats ADD COLUMN IF NOT EXISTS applied text NOT NULL DEFAULT '[]'").catch(harmless);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const columns = appliedColumns();
  return {
    async load(chatId) {
      const id = checkChatId(chatId, "load");
      const result = await pool.query<{ state: string; version: number; applied: string }>({ name: "dice_chats_load", text: "SELECT state, version, applied FROM dice_chats WHERE chat_id = $1", values: [id] });
      const row = result.rows[0];
      return row === undefined ? undefined : { state: row.state, version: row.version, applied: columns.read(id, row.applied) };
    },
    async save(chatId, state, version, applied) {
      const id = checkChatId(chatId, "save");
      const column = columns.write(applied);
      const keys = column.text;
      const result =
        version === undefined
          ? await pool.query({ name: "dice_chats_insert", text: "INSERT INTO dice_chats (chat_id, state, version, applied) VALUES ($1, $2, 1, $3) ON CONFLICT (chat_id) DO NOTHING", values: [id, state, keys] })
          : await pool.query({ name: "dice_chats_update", text: "UPDATE dice_chats SET state = $1, applied = $2, version = version + 1 WHERE chat_id = $3 AND version = $4", values: [state, keys, id, version] });
      if (result.rowCount !== 1) return false;
      columns.remember(id, column);
      return true;
    },
    async close() {
      await pool.end();
    },
  };
}
