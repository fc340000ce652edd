import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { openSqliteStore, receiveMessage } from "../src/index";
import { describeChatStore } from "./support/describeChatStore";

describeChatStore("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "chat-bot-sqlite-"));
  const file = join(dir, "chats.sqlite");
  return {
    open: async () => openSqliteStore(file),
    tamper: async (chatId, edit, column = "state") => {
      const db = new Database(file);
      try {
        const row = db.prepare<[string], { text: string }>(`SELECT ${column} AS text FROM dice_chats WHERE chat_id = ?`).get(chatId);
        if (row === undefined) throw new Error(`no row ${chatId}`);
        db.prepare(`UPDATE dice_chats SET ${column} = ? WHERE chat_id = ?`).run(edit(row.text), chatId);
      } finally {
        db.close();
      }
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

it("adds the applied messages' column to a file made before rows kept them, keeping its chats", async () => {
  const dir = mkdtempSync(join(tmpdir(), "chat-bot-sqlite-old-"));
  try {
    const file = join(dir, "old.sqlite");
    const fresh = openSqliteStore(join(dir, "fresh.sqlite"));
    await receiveMessage(fresh, "kitchen", { sender: "Ada", text: "new platzee", seed: 2 });
    const saved = await fresh.load("kitchen");
    await fresh.close();
    const old = new Database(file);
    old.exec("CREATE TABLE dice_chats (chat_id TEXT PRIMARY KEY, state TEXT NOT NULL, version INTEGER NOT NULL)");
    old.prepare("INSERT INTO dice_chats VALUES ('kitchen', ?, 1)").run(saved?.state);
    old.close();
    const store = openSqliteStore(file);
    expect(await store.load("kitchen")).toEqual({ state: saved?.state, version: 1, applied: [] });
    expect(await receiveMessage(store, "kitchen", { sender: "Ada", text: "roll", seed: 2, key: "k" })).toMatch(/^Ada to play/);
    expect((await store.load("kitchen"))?.applied.map((entry) => entry.key)).toEqual(["k"]);
    await store.close();
    // Opening it again finds the column there.
    await openSqliteStore(file).close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("confirms the writes of one turn of the event loop together, once their one transaction is committed", async () => {
  const dir = mkdtempSync(join(tmpdir(), "chat-bot-sqlite-batch-"));
  try {
    const file = join(dir, "chats.sqlite");
    const store = openSqliteStore(file);
    const reader = new Database(file);
    const count = () => reader.prepare<[], { n: number }>("SELECT count(*) AS n FROM dice_chats").get()?.n;
    const saves = [store.save("a", "{}", undefined), store.save("b", "{}", undefined), store.save("a", "{}", undefined)];
    // Made, not yet committed: another connection sees none of them.
    expect(count()).toBe(0);
    expect(await Promise.all(saves)).toEqual([true, true, false]);
    expect(count()).toBe(2);
    // A write in the next turn is a transaction of its own, at the version read.
    expect(await store.save("a", "{\"x\":1}", 1)).toBe(true);
    expect(reader.prepare<[], { version: number }>("SELECT version FROM dice_chats WHERE chat_id = 'a'").get()?.version).toBe(2);
    reader.close();
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
