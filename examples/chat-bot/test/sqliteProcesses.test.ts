import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { platzeeGame } from "@dice/platzee";
import { afterAll, expect, it } from "vitest";
import { openSqliteStore, readSavedChat, receiveMessage } from "../src/index";

const run = promisify(execFile);
const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url));
const worker = fileURLToPath(new URL("./support/raceWorker.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "chat-bot-processes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("loses and duplicates no move when two bot processes write one chat in one SQLite file at the same time", async () => {
  const file = join(dir, "chats.sqlite");
  const store = openSqliteStore(file);
  await receiveMessage(store, "shared", { sender: "Ada", text: "new platzee Bo", seed: 1 });
  const turn = (sender: string) => ["roll", "keep 1", "roll", "fill chance", "roll", "fill ones", "roll", "fill odd"].map((text) => ({ sender, text }));
  const lines = JSON.stringify([...turn("Ada"), ...turn("Bo"), ...turn("Ada"), ...turn("Bo")]);
  // Both processes start sending at the same moment, once both have loaded.
  const startAt = String(Date.now() + 6000);
  const outputs = await Promise.all(
    [0, 1].map(() => run(tsx, ["--conditions=@dice/source", worker, file, "shared", startAt, lines], { cwd: dir, timeout: 60_000 })),
  );
  const replies = outputs.flatMap((output) => JSON.parse(output.stdout) as string[]);
  const applied = replies.filter((reply) => !reply.startsWith("Sorry")).length;
  const row = await store.load("shared");
  const read = readSavedChat(row?.state ?? "");
  await store.close();
  expect(read.ok).toBe(true);
  expect(applied).toBeGreaterThan(0);
  // Every applied move is in the log exactly once, and each wrote one version.
  expect(platzeeGame.engine.validateState((JSON.parse(row?.state ?? "{}") as { state: unknown }).state).log.length).toBe(applied);
  expect(row?.version).toBe(1 + applied);
});
