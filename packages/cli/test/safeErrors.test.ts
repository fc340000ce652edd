import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { newGame } from "@dice/core";
import { pokerGame } from "@dice/poker-dodeca";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/runCli";
import { captureIo } from "./captureIo";

// Whatever a player, a file or an argument holds, `dice` never writes it
// raw to the terminal. Its error path is one place (runCli's catch), which
// escapes and cuts every message; these cases reach it from each kind of
// outside input. A saved game it refuses is answered with the game's
// sentence for players, which quotes nothing from the file.

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
/** What a terminal acts on or hides instead of showing: controls (ESC, newlines), bidi overrides, separators. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

async function run(args: string[], stdin = "") {
  const io = captureIo(stdin);
  const code = await runCli(args, io);
  return { code, stderr: io.stderr() };
}

function expectSafe(stderr: string): void {
  expect(stderr.endsWith("\n")).toBe(true);
  expect(stderr.slice(0, -1)).not.toMatch(UNSAFE);
  expect(stderr.length).toBeLessThan(2200);
}

const savedPoker = (): Record<string, unknown> => JSON.parse(JSON.stringify(newGame(pokerGame.rules, { players: ["Ada"], seed: 1 })));
const DAMAGED = "dice: --state - (standard input) (Poker): This saved game is damaged or was changed, so it cannot go on.\n";

describe("the CLI's error messages never carry raw input", () => {
  it.each([
    ["a game name with a terminal escape", ["simulate", "\u001b[31mplatzee"], /received '\\u001b\[31mplatzee'/],
    ["an unknown command with a newline", ["frob\nINJECTED"], /unknown command 'frob\\nINJECTED'/],
    ["a number option with a clear-screen code", ["simulate", "platzee", "--games", "1\u001b[2J"], /received '1\\u001b\[2J'/],
    ["an unknown option with a bidi override", ["simulate", "platzee", "--fr\u202eob"], /Unknown option `--fr\\u202eob`/],
    ["a --state path with control characters", ["advise", "poker", "--state", "/nonexistent/\u001b[2J\n.json"], /cannot read --state \/nonexistent\/\\u001b\[2J\\n\.json/],
    ["a Polydi face with a newline", ["odds", "luckyseven", "--die", "7,minus,x\ny"], /x\\ny/],
    ["a Polydi whose 7 is too rare for exact odds", ["odds", "luckyseven", "--die", "7*1e-13,1"], /at least once in 10\^12 rolls/],
  ])("%s: exit 2, one escaped line", async (_, args, message) => {
    const { code, stderr } = await run(args);
    expect(code).toBe(2);
    expectSafe(stderr);
    expect(stderr).toMatch(message);
  });

  // `--state=-`: cac reads a bare `-` after `--state` as a missing value.
  it("advise --state=- with text that is not JSON, escapes inside: exit 2, one short escaped line", async () => {
    const { code, stderr } = await run(["advise", "poker", "--state=-"], "{\u001b[31m\n\u0007");
    expect(code).toBe(2);
    expectSafe(stderr);
    expect(stderr).toMatch(/--state is not valid JSON/);
  });

  it.each([
    ["a state whose format is a 10 MB string", JSON.stringify({ ...savedPoker(), format: "\u001b".repeat(10 * 1024 * 1024) })],
    ["a state whose log fills the category \"chance\\nINJECTED\"", JSON.stringify({ ...savedPoker(), log: [{ type: "roll", player: 0, hold: [], values: [1, 2, 3, 4, 5] }, { type: "fill", player: 0, category: "chance\nINJECTED\u001b[2J" }] })],
    ["a player named with terminal escapes and a bad seed", JSON.stringify({ ...savedPoker(), players: [{ name: "\u001b]0;pwned\u0007", sheets: [{}, {}, {}] }], seed: "\u001b[5m" })],
  ])("advise --state=- with %s: exit 2, the player sentence, nothing from the file", async (_, stdin) => {
    const { code, stderr } = await run(["advise", "poker", "--state=-"], stdin);
    expect(code).toBe(2);
    expectSafe(stderr);
    expect(stderr).toBe(DAMAGED);
  });

  it("the built binary, through a real pipe, writes no control character but the final newline", { timeout: 60_000 }, () => {
    expect(existsSync(bin), "build first: pnpm test builds every package").toBe(true);
    const log = [{ type: "roll", player: 0, hold: [], values: [1, 2, 3, 4, 5] }, { type: "fill", player: 0, category: "a\u001b[2J\r\nINJECTED" }];
    const stdin = JSON.stringify({ ...savedPoker(), log });
    const result = spawnSync("node", [bin, "advise", "poker", "--state=-"], { input: stdin, encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expectSafe(result.stderr);
    expect(result.stderr).toBe(DAMAGED);
  });
});
