import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "chat-bot-terminal-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the terminal transport as `pnpm start` does, its stdin a real pipe. */
function start(args: readonly string[], input: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(tsx, ["--conditions=@dice/source", "src/terminal/main.ts", ...args], { cwd: packageDir, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number((error as { code?: unknown }).code ?? 1), stdout, stderr });
    });
    child.stdin?.end(input);
  });
}

const replies = (stdout: string) => stdout.trimEnd().split("\n\n");

describe("the terminal transport", () => {
  const db = join(dir, "chats.sqlite");

  it("reads one message a line, keeps chats apart, and continues after a restart", async () => {
    const first = await start(["--db", db, "--seed", "3"], "alice: new platzee bob\nroll 1 2 3 4 5\nbob: roll\n/chat den\ncy: new dodeca\n");
    expect(first.code).toBe(0);
    const [started, rolled, wrongPlayer, moved, dodeca] = replies(first.stdout);
    expect(started).toBe("New game of platzee.\nalice to play (player 1 of 2), total so far 0: roll the dice (3 rolls this turn).");
    // A line without "name:" is from whoever spoke last: alice rolled.
    expect(rolled).toContain("Dice: 1: d4 = 1 · 2: d6 = 2 · 3: d8 = 3 · 4: d12 = 4 · 5: d20 = 5");
    expect(wrongPlayer).toMatch(/^Sorry, bob: /);
    expect(moved).toBe('Now in chat "den".');
    expect(dodeca).toMatch(/^New game of dodeca\.\ncy to play/);

    // A new process on the same file: alice's dice are still there. Chance: 1 + 2 + 3 + 4 + 5 = 15.
    const second = await start(["--db", db], "alice: fill chance\nbob: show\n");
    expect(second.code).toBe(0);
    expect(replies(second.stdout)).toEqual([
      "bob to play (player 2 of 2), total so far 0: roll the dice (3 rolls this turn).",
      "bob to play (player 2 of 2), total so far 0: roll the dice (3 rolls this turn).",
    ]);
    const third = await start(["--db", db, "--chat", "den"], "cy: show\n");
    expect(replies(third.stdout)).toEqual(["cy to play (player 1 of 1), total so far 0: roll the dice (3 rolls this turn).\nStage 1 (any item), stage 1 of 3: fill any open category."]);
  });

  it("asks who is speaking before the first name, and refuses bad options with its usage", async () => {
    const anonymous = await start(["--db", join(dir, "other.sqlite")], "roll\n");
    expect(replies(anonymous.stdout)).toEqual(['Who is speaking? Start the line with your name, e.g. "alice: roll".']);
    const bad = await start(["--seed", "soon"], "");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^--seed takes an integer; received "soon"\nusage: pnpm --filter chat-bot start/);
  });
});
