import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStore } from "../src/index";
import { describeChatStore } from "./support/describeChatStore";

describeChatStore("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "chat-bot-sqlite-"));
  const file = join(dir, "chats.sqlite");
  return {
    open: async () => openSqliteStore(file),
    tamper: async (chatId, edit) => {
      const db = new Database(file);
      try {
        const row = db.prepare<[string], { state: string }>("SELECT state FROM dice_chats WHERE chat_id = ?").get(chatId);
        if (row === undefined) throw new Error(`no row ${chatId}`);
        db.prepare("UPDATE dice_chats SET state = ? WHERE chat_id = ?").run(edit(row.state), chatId);
      } finally {
        db.close();
      }
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});
