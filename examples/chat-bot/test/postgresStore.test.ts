import pg from "pg";
import { openPostgresStore } from "../src/index";
import { describeChatStore } from "./support/describeChatStore";
import { postgresUrl } from "./support/postgresUrl";

describeChatStore("PostgreSQL", async () => {
  const url = postgresUrl();
  if (url === undefined) return undefined;
  return {
    open: () => openPostgresStore(url),
    tamper: async (chatId, edit) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const result = await client.query<{ state: string }>("SELECT state FROM dice_chats WHERE chat_id = $1", [chatId]);
        const row = result.rows[0];
        if (row === undefined) throw new Error(`no row ${chatId}`);
        await client.query("UPDATE dice_chats SET state = $1 WHERE chat_id = $2", [edit(row.state), chatId]);
      } finally {
        await client.end();
      }
    },
    dispose: async () => {},
  };
});
