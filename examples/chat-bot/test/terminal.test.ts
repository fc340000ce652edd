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

/** Runs the terminal transport as `pnpm start` does (or another script of the package), its stdin a real pipe. */
function start(args: readonly string[], input: string, script = "src/terminal/main.ts"): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(tsx, ["--conditions=@dice/source", script, ...args], { cwd: packageDir, timeout: 60_000 }, (error, stdout, stderr) => {
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

// Sixes, worked out by hand: one d6, two rolls a turn; Sixes scores 6 for a six, Chance the die.
// With only Chance left, keep a 4, 5 or 6 and re-roll a 1, 2 or 3: (3.5 · 3 + 4 + 5 + 6) / 6 = 4.25. With only Sixes
// left, keep a six: 6 · (1 − (5/6)²) = 11/6. On the first turn's last roll y, Sixes is worth 6·[y = 6] + 4.25 and
// Chance y + 11/6: a 1 or 2 goes in Sixes, a 3, 4 or 5 in Chance, a 6 in Sixes. Re-rolling after the first roll is
// worth the mean of those, 36.25 / 6 ≈ 6.042, so a first roll of 5 (41/6) or 6 (10.25) is kept and the rest re-rolled:
// a whole game is worth (10.25 + 41/6 + 4 · 36.25 / 6) / 6 = 6.875.
const SIXES_GAME = 6.875;
const SIXES_REROLL = 36.25 / 6;

/** The category the optimal strategy fills with a die showing `value` on the first turn, or "re-roll". */
function firstTurnChoice(value: number, rollsLeft: number): string {
  if (value === 6) return "Sixes";
  if (rollsLeft > 0) return value === 5 ? "Chance" : "re-roll";
  return value <= 2 ? "Sixes" : "Chance";
}

describe.each(stores)("a made-up game added to the bot's games in one line, in the terminal, on $name", (store) => {
  const chatId = `sixes-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  it("is listed, solved on first use, hinted, filled by label, and played against the bot to the end", async ({ skip }) => {
    if (store.args === undefined) return skip();
    const args = [...store.args(), "--chat", chatId, "--seed", "5"];
    // The transport with Sixes added to the registry's games.
    const run = await start(args, "alice: help\nnew sixes bot\nhint\nroll 4\nhint\nfill 6s\nfill chance\nroll 6\nfill sixes\n", "test/support/terminalWithSixes.ts");
    expect(run.code, run.stderr).toBe(0);
    const [help, started, firstHint, rolled, secondHint, refused, firstTurn, secondRoll, end] = replies(run.stdout);
    expect(help?.split("\n")[0]).toMatch(/^Games: .*, luckyseven, sixes\.$/);
    expect(started).toBe("New game of sixes.\nalice to play (player 1 of 2), total so far 0: roll the dice (2 rolls this turn).");
    expect(firstHint).toBe(`Hint for alice: roll the dice; expected final score ${SIXES_GAME.toFixed(1)}.`);
    expect(rolled).toContain("Dice: 1: d6 = 4");
    // A 4 on the first roll: re-roll (36.25 / 6) beats Chance now (4 + 11/6) by 0.208.
    expect(secondHint).toBe(`Hint for alice: re-roll all the dice; expected final score ${SIXES_REROLL.toFixed(1)}. The next best, fill Chance (4), expects ${(SIXES_REROLL - 4 - 11 / 6).toFixed(1)} less.`);
    expect(refused).toBe("Sorry, alice: There is no category '6s' in this game.");

    // alice's Chance, then the bot's first turn, played as the hand-worked strategy says.
    const lines = firstTurn?.split("\n") ?? [];
    expect(lines[0]).toBe("alice fills Chance (4).");
    const botRolls = lines.flatMap((line) => [.../^Bot (?:rolls|re-rolls all the dice:) 1: d6 = (\d)\.?$/.exec(line)?.slice(1) ?? []].map(Number));
    const botFirstFill = /^Bot fills (Sixes|Chance) \((\d+)\)\.$/.exec(lines.at(-2) ?? "");
    expect(botRolls.length).toBeGreaterThanOrEqual(1);
    expect(botRolls.length).toBeLessThanOrEqual(2);
    botRolls.forEach((value, index) => {
      const choice = firstTurnChoice(value, botRolls.length - 1 - index);
      expect(choice).toBe(index === botRolls.length - 1 ? botFirstFill?.[1] : "re-roll");
    });
    expect(lines.at(-1)).toBe("alice to play (player 1 of 2), total so far 4: roll the dice (2 rolls this turn).");
    expect(secondRoll).toContain("Dice: 1: d6 = 6");

    // alice's Sixes ends her game at 4 + 6 = 10; the bot fills its last category, keeping what it must.
    const endLines = end?.split("\n") ?? [];
    expect(endLines[0]).toBe("alice fills Sixes (6).");
    const botLast = botFirstFill?.[1] === "Sixes" ? "Chance" : "Sixes";
    const lastRolls = endLines.flatMap((line) => [.../^Bot (?:rolls|re-rolls all the dice:) 1: d6 = (\d)\.?$/.exec(line)?.slice(1) ?? []].map(Number));
    const keeps = (value: number) => (botLast === "Chance" ? value >= 4 : value === 6);
    expect(lastRolls.length).toBe(keeps(lastRolls[0] ?? 0) ? 1 : 2);
    const lastValue = lastRolls.at(-1) ?? 0;
    const lastScore = botLast === "Chance" ? lastValue : lastValue === 6 ? 6 : 0;
    expect(endLines.at(-2)).toBe(`Bot fills ${botLast} (${lastScore}).`);
    const botTotal = Number(botFirstFill?.[2]) + lastScore;
    const winner = botTotal > 10 ? `Bot wins with ${botTotal}` : botTotal < 10 ? "alice wins with 10" : "tie between alice and Bot with 10";
    expect(endLines.at(-1)).toBe(`Game over: ${winner}.`);
  });
});
