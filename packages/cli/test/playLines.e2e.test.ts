import { createRng, d6, rollDice } from "@dice/core";
import { platzeeCategoryIds, platzeeGame } from "@dice/platzee";
import { luckySevenGame } from "@dice/polydi";
import { describe, expect, it } from "vitest";
import { games } from "../src/games/games";
import { spawn } from "node:child_process";
import { bin, runBinary } from "./runBinary";

// `dice play` without a terminal reads one command a line, through a real pipe.

const ESCAPE = "\u001b";
const diceLine = /^You, roll (\d) of 3: 1: d4 = (\d+) · 2: d6 = (\d+) · 3: d8 = (\d+) · 4: d12 = (\d+) · 5: d20 = (\d+)$/gm;

describe("dice play from standard input", () => {
  it("printf 'roll\\nfill chance\\n' | dice play platzee: rolls, fills Chance with the dice's sum, and ends with a message", { timeout: 30_000 }, async () => {
    const run = await runBinary(["play", "platzee"], "roll\nfill chance\n");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain(ESCAPE);
    const [first] = [...run.stdout.matchAll(diceLine)];
    expect(first, run.stdout).toBeDefined();
    const sum = first!.slice(2).reduce((total, value) => total + Number(value), 0);
    // Chance scores the sum of all five dice (seeds/platzee.txt).
    expect(run.stdout).toContain(`You: fill Chance (${sum})\n`);
    expect(run.stdout).toMatch(/Input ended before the game was over: game abandoned after 1 filled category\.\n$/);
  });

  it("with nothing to read (</dev/null) it says so and exits 0, no colour codes, for every game", { timeout: 30_000 }, async () => {
    for (const { game } of games) {
      const run = await runBinary(["play", game.id]);
      expect(run.code).toBe(0);
      expect(run.stdout + run.stderr).not.toContain(ESCAPE);
      expect(run.stdout, game.id).toMatch(game.categories.length > 0 ? /game abandoned after 0 filled categories\.\n$/ : /game abandoned after 0 moves\.\n$/);
    }
  });

  it("hold keeps the dice numbered, bad commands are answered and the game goes on", { timeout: 30_000 }, async () => {
    const run = await runBinary(["play", "platzee", "--seed", "3"], "rol\nhold 1\nroll\nhold 2 5\nhold 9\nfill pairs\nfill three of a kind\nquit\n");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("! There is no command 'rol' in Platzee; the commands are roll, hold, fill, declare, hint, sheet, save, help, quit.\n");
    expect(run.stdout).toContain("! Those dice cannot be kept: dice are kept by their numbers, after the first roll of a turn.\n");
    expect(run.stdout).toContain("! There is no die 9; the dice are numbered 1 to 5.\n");
    // Pair is one letter from "pairs"; Two Pairs has the word.
    expect(run.stdout).toContain("! There is no category 'pairs' in this game. Did you mean Pair or Two Pairs?\n");
    const rolls = [...run.stdout.matchAll(diceLine)].map((match) => match.slice(1).map(Number));
    expect(rolls.map((roll) => roll[0])).toEqual([1, 2]);
    const [first, second] = rolls as [number[], number[]];
    // hold 2 5: the d6 and the d20 keep their values.
    expect(second[2]).toBe(first[2]);
    expect(second[5]).toBe(first[5]);
    expect(run.stdout).toMatch(/^You: fill Three of a Kind \(\d+\)$/m);
    expect(run.stdout).toMatch(/Game abandoned\.\n$/);
  });

  it("fill alone lists the open categories with what each scores now; hint names the dice to hold by number and die", { timeout: 60_000 }, async () => {
    const run = await runBinary(["play", "platzee", "--seed", "9"], "roll\nfill\nhint\n");
    expect(run.code).toBe(0);
    const [roll] = [...run.stdout.matchAll(diceLine)];
    const values = roll!.slice(2).map(Number);
    const sum = values.reduce((total, value) => total + value, 0);
    const ones = values.filter((value) => value === 1).length;
    // Chance is the sum of the dice, Ones the sum of the dice showing 1 (seeds/platzee.txt).
    expect(run.stdout).toMatch(new RegExp(`^Open: Ones ${ones}, .*, Chance ${sum}, `, "m"));
    const hint = /^Hint: (.+)$/m.exec(run.stdout)?.[1];
    expect(hint).toBeDefined();
    for (const [, number, die, value] of hint!.matchAll(/(\d): (d\d+) = (\d+)/g)) {
      expect(["d4", "d6", "d8", "d12", "d20"][Number(number) - 1]).toBe(die);
      expect(values[Number(number) - 1]).toBe(Number(value));
    }
    // The best move comes first in the list under the hint.
    expect(run.stdout).toContain(`Hint: ${hint}\n  ${hint} `);
  });

  it("ends when the game does, though the writer keeps its end of the pipe open (a bot, a chat)", { timeout: 30_000 }, async () => {
    const child = spawn(process.execPath, [bin, "play", "platzee"], { stdio: ["pipe", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stdin.write("quit\n");
    const exited = await new Promise<number | null | "still running">((resolve) => {
      const timer = setTimeout(() => resolve("still running"), 15_000);
      child.on("close", (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    child.kill();
    expect(exited).toBe(0);
    expect(stdout).toMatch(/Game abandoned\.\n$/);
  });

  it("a whole game from a script: the winner and the engine's total", { timeout: 60_000 }, async () => {
    const script = platzeeCategoryIds.map((id) => `roll\nfill ${id}\n`).join("");
    const run = await runBinary(["play", "platzee", "--seed", "11", "--players", "Ada"], script);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain(ESCAPE);
    expect(run.stdout).toContain("Platzee is over.");
    expect(run.stdout).toMatch(/^Winner: Ada$/m);
    let state = platzeeGame.engine.newGame({ players: ["Ada"], seed: 11 });
    for (const category of platzeeCategoryIds) {
      state = platzeeGame.engine.applyAction(state, { type: "roll" });
      state = platzeeGame.engine.applyAction(state, { type: "fill", category });
    }
    const total = platzeeGame.engine.totals(state)[0]!.total;
    expect(run.stdout).toMatch(new RegExp(`^Total\\s+${total}\\s*$`, "m"));
  });

  it("a whole game of Lucky Seven, a game with an engine of its own, from rolls alone: its turns, sheets and winner as the game renders them", { timeout: 60_000 }, async () => {
    const run = await runBinary(["play", "luckyseven", "--seed", "2", "--players", "Ada"], "roll\n".repeat(2000));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    let state = luckySevenGame.engine.newGame({ players: ["Ada"], seed: 2 });
    const views = [luckySevenGame.renderTurn(state)];
    while (!state.finished) {
      state = luckySevenGame.engine.applyAction(state, { type: "roll" });
      if (!state.finished) views.push(luckySevenGame.renderTurn(state));
    }
    for (const view of views) expect(run.stdout).toContain(`${view}\n`);
    expect(run.stdout).toContain(`Lucky Seven is over.\n\n${luckySevenGame.renderSheets(state)}\nWinner: Ada\n`);
  });

  it("against a bot, with physical dice typed in (--manual)", { timeout: 60_000 }, async () => {
    const run = await runBinary(["play", "poker", "--manual", "--players", "You,bot:greedy"], "roll\n6 6 6 2 1\nfill threeOfAKind\nquit\n");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Enter 5 value(s), for 1: d6, 2: d6, 3: d6, 4: d6, 5: d6\n");
    expect(run.stdout).toContain("You · Stage 1 (any item), roll 1 of 3: 1: d6 = 6 · 2: d6 = 6 · 3: d6 = 6 · 4: d6 = 2 · 5: d6 = 1\n");
    // Three of a Kind is 3a, doubled when filled from hand (seeds/dice-gallery-poker-dodeca.txt): 2 × 18.
    expect(run.stdout).toContain("You · Stage 1 (any item): fill Three of a Kind (36)\n");
    expect(run.stdout).toMatch(/^greedy bot 2 · Stage 1 \(any item\): fill .+ with 1: d6 = \d/m);
  });
});

describe("dice roll", () => {
  it("dice roll 3d6+2 --seed 1 rolls core's seeded stream and adds 2", async () => {
    const run = await runBinary(["roll", "3d6+2", "--seed", "1"]);
    expect(run.code).toBe(0);
    const values = rollDice<number>([d6, d6, d6], createRng(1)).values;
    expect(run.stdout).toBe(
      `3d6+2, seed 1: 1: d6 = ${values[0]} · 2: d6 = ${values[1]} · 3: d6 = ${values[2]}  + 2\nTotal: ${values[0]! + values[1]! + values[2]! + 2}\n`,
    );
  });

  it("reads the Platzee dice written with spaces, prints JSON, and refuses bad notation with its position", async () => {
    const run = await runBinary(["roll", "d4", "d6", "d8", "d12", "d20", "--seed", "7", "--json"]);
    expect(run.code).toBe(0);
    const record = JSON.parse(run.stdout) as { notation: string; dice: string[]; values: number[]; total: number };
    expect(record.notation).toBe("d4+d6+d8+d12+d20");
    expect(record.dice).toEqual(["d4", "d6", "d8", "d12", "d20"]);
    expect(record.total).toBe(record.values.reduce((sum, value) => sum + value, 0));
    const bad = await runBinary(["roll", "3d6+x"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("dice: parseDiceNotation: expected dice such as 3d6 or d20, or a whole number at character 5 of '3d6+x'; found 'x'\n");
  });

  it("without --seed, prints the seed it used, and that seed rolls the same again", async () => {
    const first = await runBinary(["roll", "4d20"]);
    const seed = /, seed (\d+):/.exec(first.stdout)?.[1];
    expect(seed).toBeDefined();
    const again = await runBinary(["roll", "4d20", "--seed", seed!]);
    expect(again.stdout).toBe(first.stdout);
  });
});

describe("game names in every help page", () => {
  it("the main page and each game command's page name every game it takes, from the one list of games", async () => {
    const withStrategy = games.filter((entry) => entry.strategy !== undefined).map((entry) => entry.game.id);
    // dice odds takes every game: those with a strategy (the law of the final score) and Lucky Seven (its dice's odds).
    const withOdds = games.filter((entry) => entry.odds !== undefined || entry.strategy !== undefined).map((entry) => entry.game.id);
    expect(withOdds).toEqual(["platzee", "poker", "poker-all-dice", "dodeca", "dodeca-all-dice", "yahtzee", "luckyseven"]);
    for (const [command, ids] of [["", games.map((entry) => entry.game.id)], ["play", games.map((entry) => entry.game.id)], ["simulate", withStrategy], ["advise", withStrategy], ["solve", withStrategy], ["odds", withOdds]] as const) {
      const page = await runBinary(command === "" ? ["help"] : ["help", command]);
      const section = page.stdout.slice(page.stdout.indexOf("Games:"));
      const listed = [...section.split("\n\n")[0]!.matchAll(/^ {2}(\S+) +\S/gm)].map((match) => match[1]);
      expect(listed, `dice help ${command}`).toEqual(ids);
    }
    expect((await runBinary(["help", "play"])).stdout).toMatch(/^ {2}luckyseven +Lucky Seven \(play only: no advice or bots\)$/m);
    expect((await runBinary(["help", "odds"])).stdout).toMatch(/--die <faces> +A Polydi as comma-separated faces/);
  });

  it("dice help play lists every command a game in a pipe takes, and the keys in a terminal", async () => {
    const page = (await runBinary(["help", "play"])).stdout;
    for (const command of ["roll", "hold 1 3", "fill two pairs", "declare pair", "hint", "sheet", "save game.json", "help", "quit"]) {
      expect(page).toMatch(new RegExp(`^ {2}${command} +\\S`, "m"));
    }
    for (const key of ["r", "f", "h", "s", "w", "q"]) expect(page).toMatch(new RegExp(`^ {2}${key} {2}\\S`, "m"));
  });
});
