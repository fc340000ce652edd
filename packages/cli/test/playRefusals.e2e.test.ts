import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../src/games/games";
import { runBinary } from "./runBinary";

// `dice play` through the built binary and a real pipe, with physical dice typed in (--manual), so every
// refusal can be worked out from the rules (seeds/platzee.txt: a d4, d6, d8, d12 and d20, three rolls a turn).

/** A line a player should never see: a library function's name, an error code, a stack frame. */
const DEVELOPER_WORDS = /\b(applyAction|rollTurn|readDice|readCategory|validateAction|validateHold|newGame|platzeeEngine|explainForPlayer)\b|\b[A-Z]+_[A-Z_]+\b|\bat .*:\d+:\d+/;

const session: readonly [typed: string, answer: string | undefined][] = [
  ["fill chance", "Ada has not rolled yet this turn: roll the dice first."],
  ["hold 1", "Those dice cannot be kept: dice are kept by their numbers, after the first roll of a turn."],
  ["roll\n9 1 1 1 1", "Die 1 (d4) cannot show 9; it shows 1 to 4."],
  ["roll\n1 2 3", "5 values are needed, one for each die rolled; 3 were given."],
  ["roll\n4 6 8 12 21", "Die 5 (d20) cannot show 21; it shows 1 to 20."],
  ["roll\na 1 1 1 1", "Die 1 (d4) cannot show 'a'; it shows 1 to 4."],
  ["roll\n2 2 3 3 5", undefined],
  ["hold 2 2", "Die 2 is kept twice; keep each die at most once."],
  ["hold 6", "There is no die 6; the dice are numbered 1 to 5."],
  ["hold 0", "There is no die 0; the dice are numbered 1 to 5."],
  ["hold 1 2 3 4 5", "Keeping all 5 dice rolls nothing: re-roll at least one, or choose a category."],
  // Platzee has one stage, "Game", with no declarations.
  ["declare chance", "There is nothing to declare in Game; fill any open category."],
  ["fill 2 pairs", "There is no category '2 pairs' in this game. Did you mean Pair or Two Pairs?"],
  // 2, 2, 3, 3: two different values each on two dice; Two Pairs scores all five dice, 2 + 2 + 3 + 3 + 5.
  ["fill two pairs", undefined],
  ["roll\n1 1 1 1 1", undefined],
  ["fill Two-Pairs", "Ada has already filled Two Pairs."],
  ["roll\n1 1 1 1 1", undefined],
  ["hold\n1 1 1 1 1", undefined],
  ["roll", "Ada has used all 3 rolls of this turn; choose a category to fill."],
  ["roll 1 3", "The roll command takes no numbers: hold 1 3 keeps dice 1 and 3 and re-rolls the rest."],
  ["frobnicate", "There is no command 'frobnicate' in Platzee; the commands are roll, hold, fill, declare, hint, sheet, save, help, quit."],
  ["save", "save takes a file name: save game.json"],
  ["fill platzee", undefined],
  ["quit", undefined],
];

describe("dice play: what a player is told", () => {
  it("every refusal in a piped session is the game's sentence for players, and the game goes on", { timeout: 60_000 }, async () => {
    const run = await runBinary(["play", "platzee", "--manual", "--players", "Ada", "--seed", "1"], session.map(([typed]) => `${typed}\n`).join(""));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const refusals = run.stdout.split("\n").filter((line) => line.startsWith("! "));
    expect(refusals).toEqual(session.flatMap(([, answer]) => (answer === undefined ? [] : [`! ${answer}`])));
    for (const line of run.stdout.split("\n")) expect(line).not.toMatch(DEVELOPER_WORDS);
    expect(run.stdout).toContain("Ada, roll 1 of 3: 1: d4 = 2 · 2: d6 = 2 · 3: d8 = 3 · 4: d12 = 3 · 5: d20 = 5\n");
    expect(run.stdout).toContain("Ada: fill Two Pairs (15)\n");
    expect(run.stdout).toContain("Ada, roll 3 of 3: 1: d4 = 1 · 2: d6 = 1 · 3: d8 = 1 · 4: d12 = 1 · 5: d20 = 1\n");
    // All five dice equal: Platzee, 50.
    expect(run.stdout).toContain("Ada: fill Platzee (50)\n");
    expect(run.stdout).toMatch(/Game abandoned\.\n$/);
  });

  it("a game's seed is new each time unless --seed is given, and printed so the game can be dealt again", { timeout: 60_000 }, async () => {
    const firstRoll = (stdout: string) => /^You, roll 1 of 3: (.+)$/m.exec(stdout)?.[1];
    const seedOf = (stdout: string) => /^Seed (\d+) \(replay with --seed \1\)$/m.exec(stdout)?.[1];
    const first = await runBinary(["play", "platzee"], "roll\nquit\n");
    const second = await runBinary(["play", "platzee"], "roll\nquit\n");
    expect(seedOf(first.stdout)).toBeDefined();
    expect(seedOf(second.stdout)).not.toBe(seedOf(first.stdout));
    // Two seeds deal the same five dice with probability 1 in 4·6·8·12·20 = 46,080.
    expect(firstRoll(second.stdout)).not.toBe(firstRoll(first.stdout));
    const replayed = await runBinary(["play", "platzee", "--seed", seedOf(first.stdout)!], "roll\nquit\n");
    expect(firstRoll(replayed.stdout)).toBe(firstRoll(first.stdout));
    expect(seedOf(replayed.stdout)).toBe(seedOf(first.stdout));
  });
});

describe("save in dice play, then dice advise --state", () => {
  it("advises on the game saved, shown as the player saw it, with or without the game's name", { timeout: 60_000 }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), "dice-save-")), "game.json");
    const played = await runBinary(["play", "platzee", "--seed", "7", "--players", "Ada"], `roll\nhold 1 2\nsave ${file}\nquit\n`);
    expect(played.stdout).toContain(`Saved the game to ${file}: dice advise --state ${file} advises on it.\n`);
    const shown = [...played.stdout.matchAll(/^Ada, roll (\d) of 3: (.+)$/gm)].at(-1)!;
    expect(shown[1]).toBe("2");
    for (const args of [["advise", "--state", file], ["advise", "platzee", "--state", file]]) {
      const advice = await runBinary(args);
      expect(advice.stderr).toBe("");
      expect(advice.code).toBe(0);
      expect(advice.stdout.split("\n")[0]).toBe(`Platzee, roll 2 of 3: ${shown[2]}`);
      expect(advice.stdout).toMatch(/^Best: .+ \(expected final score \d+\.\d\d\)$/m);
    }
  });

  it("a saved game changed by hand is refused with the player sentence, and another game's file is named as such", { timeout: 60_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), "dice-save-"));
    const file = join(folder, "game.json");
    await runBinary(["play", "platzee", "--seed", "7", "--manual", "--players", "Ada"], `roll\n1 1 1 1 1\nfill ones\nsave ${file}\nquit\n`);
    const saved = JSON.parse(readFileSync(file, "utf8")) as { players: { sheets: Record<string, number>[] }[] };
    // Five ones fill Ones with 5; the file says 4.
    expect(saved.players[0]!.sheets[0]!.ones).toBe(5);
    saved.players[0]!.sheets[0]!.ones = 4;
    const forged = join(folder, "forged.json");
    writeFileSync(forged, JSON.stringify(saved));
    const refused = await runBinary(["advise", "platzee", "--state", forged]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`dice: --state ${forged} (Platzee): This saved game is damaged or was changed, so it cannot go on.\n`);
    const unnamed = await runBinary(["advise", "--state", forged]);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toBe(
      `dice: --state ${forged}: This saved game is damaged or was changed, so it cannot go on. No game of ${games.map((entry) => entry.game.id).join(", ")} accepts it.\n`,
    );
    const otherGame = await runBinary(["advise", "poker", "--state", file]);
    expect(otherGame.code).toBe(2);
    expect(otherGame.stderr).toBe(`dice: --state ${file} holds a game of Platzee, not of Poker: dice advise platzee --state ${file}\n`);
  });
});
