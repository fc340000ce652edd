import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgresStore, receiveMessage } from "../src/index";
import { describeChatStore } from "./support/describeChatStore";
import { postgresUrl } from "./support/postgresUrl";

const url = postgresUrl();

describe("the PostgreSQL server", () => {
  it.runIf(process.env.CI === "true")("is there in CI (.ci/run starts one and sets DICE_PG_URL)", () => {
    expect(url, "DICE_PG_URL is not set: in CI the PostgreSQL store is tested against a real server").toBeDefined();
  });
});

describe("an existing PostgreSQL table", () => {
  it.runIf(url !== undefined)("gains the applied messages' column, keeping its chats", async () => {
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    const database = `dice_migrate_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await server.query(`CREATE DATABASE ${database}`);
    const address = new URL(url ?? "");
    address.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: address.toString() });
    try {
      await client.connect();
      await client.query("CREATE TABLE dice_chats (chat_id text PRIMARY KEY, state text NOT NULL, version integer NOT NULL)");
      await client.query("INSERT INTO dice_chats VALUES ('kitchen', 'not json', 4)");
      // Two bots starting at once on the old table: both open, the column is added once.
      const stores = await Promise.all([openPostgresStore(address.toString()), openPostgresStore(address.toString())]);
      expect(await stores[0].load("kitchen")).toEqual({ state: "not json", version: 4, applied: [] });
      expect(await receiveMessage(stores[1], "kitchen", { sender: "Ada", text: "new dodeca", seed: 1, key: "k" })).toMatch(/^New game of dodeca/);
      expect((await stores[0].load("kitchen"))?.applied).toMatchObject([{ key: "k", version: 5 }]);
      await Promise.all(stores.map((store) => store.close()));
    } finally {
      await client.end();
      await server.query(`DROP DATABASE ${database} WITH (FORCE)`);
      await server.end();
    }
  });
});

describeChatStore("PostgreSQL", async () => {
  if (url === undefined) return undefined;
  return {
    open: () => openPostgresStore(url),
    tamper: async (chatId, edit, column = "state") => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const result = await client.query<{ text: string }>(`SELECT ${column} AS text FROM dice_chats WHERE chat_id = $1`, [chatId]);
        const row = result.rows[0];
        if (row === undefined) throw new Error(`no row ${chatId}`);
        await client.query(`UPDATE dice_chats SET ${column} = $1 WHERE chat_id = $2`, [edit(row.text), chatId]);
      } finally {
        await client.end();
      }
    },
    dispose: async () => {},
  };
});
