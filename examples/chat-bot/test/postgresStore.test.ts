import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgresStore } from "../src/index";
import { describeChatStore } from "./support/describeChatStore";
import { postgresUrl } from "./support/postgresUrl";

const url = postgresUrl();

describe("the PostgreSQL server", () => {
  it.runIf(process.env.CI === "true")("is there in CI (.ci/run starts one and sets DICE_PG_URL)", () => {
    expect(url, "DICE_PG_URL is not set: in CI the PostgreSQL store is tested against a real server").toBeDefined();
  });
});

describeChatStore("PostgreSQL", async () => {
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
