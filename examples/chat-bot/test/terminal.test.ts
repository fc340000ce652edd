import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameState } from "@dice/core";
import { platzeeGame } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgresStore, openSqliteStore, readSavedChat, type ChatStore } from "../src/index";
import { postgresUrl } from "./support/postgresUrl";

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

// The rest of alice's game after Fours: each turn 1 2 3 4 5, every other category in sheet order, typed by its label in lower case.
const others = platzeeGame.categories.filter((category) => category.id !== "fours");
const restOfGame = others.map((category) => `roll 1 2 3 4 5\nfill ${category.label.toLowerCase()}\n`).join("");
// alice's total, from the rule text: Ones 1, Twos 2, Threes 3, Fours 4 + 4 + 4 + 4 + 4 = 20 (upper 26: no bonus, it needs 30);
// with 1 2 3 4 5: Chance 15, Arithmetic 5 dice × 10 = 50, Geometric 1, 2, 4 = 30, Odd 1 + 3 + 5 = 9, Wasteful 4; the rest 0.
const aliceTotal = 1 + 2 + 3 + 20 + 15 + 50 + 30 + 9 + 4;

const postgres = postgresUrl();
const stores: ReadonlyArray<{ name: string; args: () => string[]; open: () => Promise<ChatStore> } | { name: string; args?: undefined }> = [
  { name: "SQLite", args: () => ["--db", join(dir, "bot.sqlite")], open: async () => openSqliteStore(join(dir, "bot.sqlite")) },
  postgres === undefined ? { name: "PostgreSQL" } : { name: "PostgreSQL", args: () => ["--postgres", postgres], open: () => openPostgresStore(postgres) },
];

describe.each(stores)("a game against the bot in the terminal, on $name", (store) => {
  // Chat ids unique to this run, so a database kept between runs does not matter.
  const chatId = `bot-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  it("gives hints, reads categories by label, refuses a near miss, and plays the bot to the end across a restart", async ({ skip }) => {
    if (store.args === undefined) return skip();
    const args = [...store.args(), "--chat", chatId, "--seed", "3"];
    const first = await start(args, "alice: new platzee bot\nhint\nroll 4 4 4 4 4\nhint\nfill 2 pairs\nfill fours\n");
    expect(first.code, first.stderr).toBe(0);
    const [started, beforeRoll, rolled, hint, nearMiss, filled] = replies(first.stdout);
    expect(started).toBe("New game of platzee.\nalice to play (player 1 of 2), total so far 0: roll the dice (3 rolls this turn).");
    // The expected score of a whole game is the table's; after 4 4 4 4 4 the numbers are the strategy's, the words worked by hand:
    // Fours scores 4 × 5 = 20, Platzee (five of a kind) 50.
    expect(beforeRoll).toBe(`Hint for alice: roll the dice; expected final score ${platzeeStrategy.info?.expected.toFixed(1)}.`);
    expect(rolled).toContain("Dice: 1: d4 = 4 · 2: d6 = 4 · 3: d8 = 4 · 4: d12 = 4 · 5: d20 = 4");
    const state = platzeeGame.engine.applyAction(platzeeGame.engine.newGame({ players: ["alice", "Bot"], seed: 3 }), { type: "roll", values: [4, 4, 4, 4, 4] });
    const advice = platzeeStrategy.adviseTurn(state);
    expect(advice.choices.slice(0, 2).map((choice) => choice.type === "fill" && choice.category)).toEqual(["fours", "platzee"]);
    expect(hint).toBe(`Hint for alice: fill Fours (20); expected final score ${advice.expected.toFixed(1)}. The next best, fill Platzee (50), expects ${advice.choices[1]?.cost.toFixed(1)} less.`);
    expect(nearMiss).toBe("Sorry, alice: There is no category '2 pairs' in this game. Did you mean Pair or Two Pairs?");
    // alice's fill, then the bot's whole turn, then alice's turn again.
    const lines = filled?.split("\n") ?? [];
    expect(lines[0]).toBe("alice fills Fours (20).");
    expect(lines[1]).toMatch(/^Bot rolls 1: d4 = \d+ · 2: d6 = \d+ · 3: d8 = \d+ · 4: d12 = \d+ · 5: d20 = \d+\.$/);
    expect(lines.at(-2)).toMatch(/^Bot fills .+ \(\d+\)\.$/);
    expect(lines.at(-1)).toBe("alice to play (player 1 of 2), total so far 20: roll the dice (3 rolls this turn).");

    // Another process: the game, the bot's seat included, is in the database.
    const second = await start(args, `alice: ${restOfGame}`);
    expect(second.code, second.stderr).toBe(0);
    const all = [...replies(first.stdout), ...replies(second.stdout)].join("\n").split("\n");
    const bot = new Map<string, number>();
    for (const line of all) {
      const fill = /^Bot fills (.+) \((\d+)\)\.$/.exec(line);
      if (fill !== null) bot.set(fill[1] ?? "", Number(fill[2]));
    }
    // The bot filled each of the 15 categories once, and its score is what its fills said, plus the upper bonus.
    expect(all.filter((line) => line.startsWith("Bot fills")).length).toBe(15);
    expect([...bot.keys()].sort()).toEqual(platzeeGame.categories.map((category) => category.label).sort());
    const upper = ["Ones", "Twos", "Threes", "Fours"].reduce((sum, label) => sum + (bot.get(label) ?? 0), 0);
    const botTotal = [...bot.values()].reduce((sum, score) => sum + score, 0) + (upper >= 30 ? 50 : 0);
    const winner = botTotal > aliceTotal ? `Bot wins with ${botTotal}` : botTotal < aliceTotal ? `alice wins with ${aliceTotal}` : `tie between alice and Bot with ${aliceTotal}`;
    expect(replies(second.stdout).at(-1)?.split("\n").at(-1)).toBe(`Game over: ${winner}.`);

    // The row: the whole game, replayed by the engine, with the totals the replies told.
    const opened = await store.open();
    const row = await opened.load(chatId);
    await opened.close();
    const read = readSavedChat(row?.state ?? "");
    expect(read.ok && read.saved.bots).toEqual([1]);
    const final = read.ok ? (read.saved.state as GameState) : undefined;
    expect(final?.finished).toBe(true);
    expect(final === undefined ? [] : platzeeGame.engine.totals(final).map((player) => player.total)).toEqual([aliceTotal, botTotal]);
  });
});
