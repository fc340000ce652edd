import { classicYahtzeeGame, greedyBot, type Game, type GameState } from "@dice/core";
import { platzeeGame } from "@dice/platzee";
import { describe, expect, it } from "vitest";
import { runBinary } from "./runBinary";

/** A two-player game (classic Yahtzee unless told), greedy play until each sheet has `filled` categories, then Ada's first roll. */
function lateGame(filled: number, seed: number, game: Game = classicYahtzeeGame): string {
  const engine = game.engine;
  const bot = greedyBot(game.rules);
  let state: GameState = engine.newGame({ players: ["Ada", "Bo"], seed });
  while (Object.keys(state.players[1]?.sheets[0] ?? {}).length < filled) state = engine.applyAction(state, bot(state));
  return JSON.stringify(engine.applyAction(state, { type: "roll" }));
}

describe("dice advise --goal", () => {
  it("prints each player's chance to win and ranks the choices by the goal's chance", { timeout: 120_000 }, async () => {
    const state = lateGame(11, 4);
    const win = await runBinary(["advise", "yahtzee", "--state", "-", "--goal", "win"], state);
    expect(win.stderr).toBe("");
    expect(win.code).toBe(0);
    const shares = /^Chance to win: Ada (\d+\.\d)%, Bo (\d+\.\d)%$/m.exec(win.stdout);
    expect(shares).not.toBeNull();
    expect(Math.abs(Number(shares?.[1]) + Number(shares?.[2]) - 100)).toBeLessThanOrEqual(0.1);
    expect(win.stdout).toMatch(/^Best for the chance to win: .+ \(\d+\.\d%, expected final score \d+\.\d\d\)$/m);
    const json = JSON.parse((await runBinary(["advise", "yahtzee", "--state", "-", "--goal", "win", "--json"], state)).stdout) as {
      chanceToWin: number[];
      choices: { chance: number }[];
    };
    expect(json.chanceToWin.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const chances = json.choices.map((choice) => choice.chance);
    // Highest chance first (chances equal to 1e-12 are ordered by expected score).
    chances.slice(1).forEach((chance, index) => expect(chance).toBeLessThanOrEqual((chances[index] as number) + 1e-12));
    const target = await runBinary(["advise", "yahtzee", "--state", "-", "--goal", "target:150"], state);
    expect(target.code).toBe(0);
    expect(target.stdout).toMatch(/^Best for the chance to reach 150: /m);
  });

  it("refuses a goal it does not know", async () => {
    const run = await runBinary(["advise", "yahtzee", "--state", "-", "--goal", "median"], lateGame(12, 4));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('dice: --goal must be mean, win or target:<total> (e.g. target:300); received "median"\n');
  });

  it("works the chances out only late enough in a large game, and says from when", { timeout: 120_000 }, async () => {
    // Platzee's 15 boxes each: the chances are worked out from 4 turns left.
    const early = lateGame(0, 7, platzeeGame);
    const plain = await runBinary(["advise", "--state", "-"], early);
    expect(plain.stderr).toBe("");
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^Chance to win: worked out from 4 turns left \(Ada has 15\)$/m);
    expect(plain.stdout).toMatch(/^Best: .+ \(expected final score \d+\.\d\d\)$/m);
    const json = JSON.parse((await runBinary(["advise", "--state", "-", "--json"], early)).stdout) as Record<string, unknown>;
    expect(json.game).toBe("platzee");
    expect(json.chanceToWin).toBeNull();
    expect(json.turnsLeft).toBe(15);
    expect(json.winChanceTurns).toBe(4);
    const goal = await runBinary(["advise", "--state", "-", "--goal", "win"], early);
    expect(goal.code).toBe(2);
    expect(goal.stdout).toBe("");
    expect(goal.stderr).toBe(
      "dice: --state - (standard input): Ada has 15 turns left; the chances of --goal are exact, and in Platzee they are worked out from 4 turns left (earlier they take minutes or more). Without --goal, dice advise gives the best move for the expected score.\n",
    );
    const late = await runBinary(["advise", "--state", "-", "--goal", "win"], lateGame(12, 7, platzeeGame));
    expect(late.stderr).toBe("");
    expect(late.code).toBe(0);
    const shares = /^Chance to win: Ada (\d+\.\d)%, Bo (\d+\.\d)%$/m.exec(late.stdout);
    expect(shares).not.toBeNull();
    expect(Math.abs(Number(shares?.[1]) + Number(shares?.[2]) - 100)).toBeLessThanOrEqual(0.1);
  });
});
