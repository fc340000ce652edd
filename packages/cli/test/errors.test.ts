import { describe, expect, it } from "vitest";
import { platzeeGame } from "@dice/platzee";
import { games, type GameEntry } from "../src/games/games";
import { runCli } from "../src/runCli";
import { captureIo } from "./captureIo";

async function run(args: string[], stdin = "") {
  const io = captureIo(stdin);
  const code = await runCli(args, io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe("bad arguments and bad input", () => {
  it.each([
    [["simulate", "farkle"], /game must be one of platzee, poker, poker-all-dice, dodeca, dodeca-all-dice, yahtzee, luckyseven; received 'farkle'/],
    [["simulate", "platzee", "--games", "0"], /--games must be a whole number from 1 to 10000000; received '0'/],
    [["simulate", "platzee", "--games", "ten"], /--games must be a whole number/],
    [["simulate", "platzee", "--bot", "clever"], /--bot must be one of optimal, greedy, random/],
    [["simulate", "poker", "--scoring", "best"], /--scoring must be one of combination, all-dice/],
    [["frobnicate"], /unknown command 'frobnicate'/],
    [["simulate", "platzee", "--frob"], /Unknown option `--frob`/],
    [["advise", "platzee"], /advise needs --state/],
    [["odds", "farkle"], /game must be one of platzee, poker, poker-all-dice, dodeca, dodeca-all-dice, yahtzee, luckyseven; received 'farkle'/],
    [["odds", "platzee", "--die", "1,2"], /--die applies to luckyseven only; 'platzee' plays its own dice/],
    [["odds", "luckyseven", "--games", "10"], /--games applies to platzee, poker, poker-all-dice, dodeca, dodeca-all-dice, yahtzee only; 'luckyseven' has exact odds of its own/],
    [["odds", "dodeca", "--games", "0"], /--games must be a whole number from 1 to 10000000; received '0'/],
    [["simulate", "platzee", "--scoring", "all-dice"], /'platzee' has no all-dice scoring; the games with one: poker, dodeca/],
    [["simulate", "luckyseven"], /Lucky Seven has no strategy, so it has no bots; games with one: platzee, poker, poker-all-dice, dodeca, dodeca-all-dice, yahtzee$/m],
    [["advise", "luckyseven", "--state", "-"], /Lucky Seven has no strategy, so there is no advice for it; games with one: platzee, /],
    [["solve", "luckyseven"], /Lucky Seven has no strategy to solve; games with one: platzee, /],
    [["play", "luckyseven", "--players", "Ada,bot:optimal"], /Lucky Seven has no strategy, so it has no bots; games with one: platzee, /],
    [["play", "platzee", "--players", "Ada,bot:clever"], /a bot seat is one of bot:optimal, bot:greedy, bot:random; received 'bot:clever'/],
  ])("%j exits 2 with a one-line message", async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  });

  it("rejects a state that is not JSON with exit code 2", async () => {
    const result = await run(["advise", "poker", "--state", "-"], "{not json");
    expect(result.code).toBe(2);
    // The text read from standard input was parsed: --state - is not taken for a missing value.
    expect(result.stderr).toMatch(/^dice: --state is not valid JSON: /);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("rejects a missing state file with exit code 2", async () => {
    const result = await run(["advise", "platzee", "--state", "/nonexistent/state.json"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^dice: /);
  });

  it("prints help for every command and exits 0", async () => {
    for (const command of [[], ["demo"], ["play"], ["simulate"], ["odds"], ["advise"], ["solve"], ["roll"], ["help"]]) {
      const result = await run([...command, "--help"]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Usage:/);
    }
  });
});

describe("a host's games list with a bad winChanceTurns", () => {
  it.each([[-1], [1.5], [Number.NaN]])("refuses %s with a typed error, before any advice", async (bound) => {
    const platzee = games.find((entry) => entry.game.id === "platzee") as GameEntry;
    const hosted: GameEntry[] = games.map((entry) => (entry === platzee ? { ...platzee, winChanceTurns: bound } as GameEntry : entry));
    let state = platzeeGame.engine.newGame({ players: ["Ada", "Bo"], seed: 3 });
    state = platzeeGame.engine.applyAction(state, { type: "roll" });
    const io = captureIo(JSON.stringify(state));
    const code = await runCli(["advise", "--state", "-"], io, { games: hosted });
    expect(code).toBe(2);
    expect(io.stdout()).toBe("");
    expect(io.stderr()).toBe(`dice: games: platzee's winChanceTurns must be a whole number 0 or more, or left out; received ${String(bound)}\n`);
  });
});

describe("a host's games list with a bad lawFromGames", () => {
  it.each([[0], [2.5], [Number.NaN]])("refuses %s with a typed error, before any game is played", async (count) => {
    const dodeca = games.find((entry) => entry.game.id === "dodeca") as GameEntry;
    const hosted: GameEntry[] = games.map((entry) => (entry === dodeca ? { ...dodeca, lawFromGames: count } as GameEntry : entry));
    const io = captureIo();
    const code = await runCli(["odds", "dodeca"], io, { games: hosted });
    expect(code).toBe(2);
    expect(io.stdout()).toBe("");
    expect(io.stderr()).toBe(`dice: games: dodeca's lawFromGames must be a whole number 1 or more, or left out; received ${String(count)}\n`);
  });
});
