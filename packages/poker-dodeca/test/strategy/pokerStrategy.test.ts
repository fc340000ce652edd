import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { gameTotals, playGame, rerollDistribution, type Bot, type GameState } from "@dice/core";
import { adviseTurn, expectedFinalScore, optimalBot, solutionTable, type GameSolution } from "@dice/core/strategy";
import { poker, pokerAllDiceGame, pokerEngine } from "@dice/poker-dodeca";
import { pokerAllDiceStrategy, pokerStrategy } from "@dice/poker-dodeca/strategy";
import { pokerTableUrl } from "../../src/tableUrls";
import { fillStageQuickly, playTurn } from "../scripted";

const packageRoot = new URL("../../", import.meta.url);
const tableFile = new URL("tables/poker.dsol", packageRoot);
const file = readFileSync(tableFile);

// The exact optimum of each stage and of the game (README, "Exact values":
// this package's own stage solver and @dice/core's solver agree on them).
const EXACT_STAGES = [154.847439, 118.735765, 20.620601];
const EXACT_GAME = 294.203806;
const EXACT_ALL_DICE = 406.691804;

/** Whether two solutions hold the same value for every state (a loop: toEqual over two million values is slow). */
function sameValues(one: GameSolution, other: GameSolution): boolean {
  const [a, b] = [solutionTable(one), solutionTable(other)];
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

describe("the shipped table file, tables/poker.dsol", () => {
  it("is the file the strategy entry resolves from its own URL", () => {
    expect(fileURLToPath(pokerTableUrl())).toBe(fileURLToPath(tableFile));
    expect(existsSync(pokerTableUrl())).toBe(true);
  });

  it("read by hand from the format's layout: 'poker', three compact tables (any, declare, ordered) at step 1/1024 over the file's whole length", () => {
    // File header: magic, version 1, three tables, the id's length, the id padded to 8; each table: a 24-byte header,
    // then its parameters (the compact encoding's start with the step, a float64) and payload (see core's solutionFormat.ts).
    expect([...file.subarray(0, 8)]).toEqual([0x89, 0x44, 0x53, 0x4f, 0x4c, 0x0d, 0x0a, 0x1a]);
    expect([file.readUInt16LE(8), file.readUInt16LE(10), file.readUInt16LE(12)]).toEqual([1, 3, 5]);
    expect(file.subarray(24, 29).toString("latin1")).toBe("poker");
    let position = 32;
    const tables: { encoding: number; policy: number; states: number; step: number }[] = [];
    for (let index = 0; index < 3; index++) {
      const states = file.readUInt32LE(position + 8);
      const parameters = file.readUInt32LE(position + 12);
      const payload = file.readUInt32LE(position + 16);
      tables.push({ encoding: file[position + 4] as number, policy: file[position + 5] as number, states, step: file.readDoubleLE(position + 24) });
      position += 24 + Math.ceil((parameters + payload) / 8) * 8;
    }
    expect(position).toBe(file.length);
    // 958,464 sheet states in stages 1 and 2, 140 in stage 3 (docs/table-format.md's counts); encoding 4 is compact.
    expect(tables).toEqual([
      { encoding: 4, policy: 0, states: 958_464, step: 1 / 1024 },
      { encoding: 4, policy: 1, states: 958_464, step: 1 / 1024 },
      { encoding: 4, policy: 2, states: 140, step: 1 / 1024 },
    ]);
  });

  it("gives an empty game within 0.001 of the exact optimum, stage by stage", async () => {
    const solution = await pokerStrategy.load();
    expect(solution.rules).toBe(poker);
    solution.stages.forEach((stage, index) => expect(Math.abs(stage.expected - (EXACT_STAGES[index] as number))).toBeLessThan(1e-3));
    expect(Math.abs(solution.expected - EXACT_GAME)).toBeLessThan(1e-3);
    expect(solutionTable(solution).every((value) => Number.isFinite(value))).toBe(true);
    expect(pokerStrategy.expectedFinalScore(pokerEngine.newGame({ players: ["Ada"], seed: 1 }))).toBe(solution.expected);
  });

  it("loads synchronously (Node) to the very solution loaded asynchronously, and from bytes or a URL given", async () => {
    expect(pokerStrategy.loadSync()).toBe(await pokerStrategy.load());
    const shipped = pokerStrategy.loadSync();
    const fromBuffer = await pokerStrategy.load(Uint8Array.from(file).buffer);
    const fromBytes = await pokerStrategy.load(file);
    expect(fromBytes === shipped).toBe(false); // not .not.toBe, which formats both solutions (millions of values) even when it passes
    expect(sameValues(fromBytes, shipped)).toBe(true);
    expect(sameValues(fromBuffer, shipped)).toBe(true);
    expect(pokerStrategy.loadSync()).toBe(fromBytes); // the last loaded is the one the advice uses
    const fromUrl = await pokerStrategy.load(pathToFileURL(fileURLToPath(tableFile)));
    const fromString = await pokerStrategy.load(pathToFileURL(fileURLToPath(tableFile)).href);
    expect([fromUrl.expected, fromString.expected]).toEqual([fromBytes.expected, fromBytes.expected]);
  });

  it("refuses a missing, corrupt or wrong table with a typed error, keeping the solution already loaded", async () => {
    const before = await pokerStrategy.load();
    await expect(pokerStrategy.load(new URL("tables/missing.dsol", packageRoot))).rejects.toMatchObject({ code: "TABLE_UNAVAILABLE" });
    const corrupt = Uint8Array.from(file);
    corrupt[100_000] = (corrupt[100_000] as number) ^ 1;
    await expect(pokerStrategy.load(corrupt)).rejects.toMatchObject({ code: "INVALID_TABLE", message: expect.stringMatching(/checksum/) });
    await expect(pokerStrategy.load(file.subarray(0, file.length - 8))).rejects.toMatchObject({ code: "INVALID_TABLE" });
    // The combination table is not the all-dice game's: another rules id.
    await expect(pokerAllDiceStrategy.load(file)).rejects.toMatchObject({ code: "INVALID_TABLE", message: expect.stringMatching(/poker-all-dice/) });
    expect(await pokerStrategy.load()).toBe(before);
  });

  it("advises as core's functions do on the loaded solution, and refuses a state of another game or scoring, naming the binding", async () => {
    const solution = await pokerStrategy.load();
    const state = pokerEngine.applyAction(pokerEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 6, 6, 6, 6] });
    expect(pokerStrategy.adviseTurn(state)).toEqual(adviseTurn(solution, state));
    expect(pokerStrategy.expectedFinalScore(state, 0)).toBe(expectedFinalScore(solution, state, 0));
    expect(playGame(poker, [pokerStrategy.optimalBot()], 7)).toEqual(playGame(poker, [optimalBot(solution)], 7));
    const allDiceState = pokerAllDiceGame.engine.newGame({ players: ["Ada"], seed: 1 });
    expect(() => pokerStrategy.expectedFinalScore(allDiceState)).toThrow(/^pokerStrategy\.expectedFinalScore: rules is 'poker-all-dice'/);
    // Core's functions, given the solution under another game's or scoring's id, refuse the Poker state for it.
    for (const id of ["platzee", "poker-all-dice"]) {
      const other = { ...solution, rules: { ...solution.rules, id } } as GameSolution;
      expect(() => adviseTurn(other, state)).toThrow(expect.objectContaining({ code: "INVALID_STATE", message: `adviseTurn: rules is 'poker'; expected '${id}'` }));
      expect(() => expectedFinalScore(other, state, 0)).toThrow(`expectedFinalScore: rules is 'poker'; expected '${id}'`);
      expect(() => optimalBot(other)(state)).toThrow(`optimalBot: rules is 'poker'; expected '${id}'`);
    }
    const platzeeLike = { ...state, rules: "platzee" } as GameState;
    expect(() => pokerStrategy.adviseTurn(platzeeLike)).toThrow(expect.objectContaining({ code: "INVALID_STATE", message: expect.stringMatching(/^pokerStrategy\.adviseTurn: /) }));
  });
});

describe("advice on hand-worked positions", () => {
  it("five sixes on the first roll: Five of a Kind from hand (30, doubled to 60), worth what the sheet after it is worth", () => {
    let state = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
    state = pokerEngine.applyAction(state, { type: "roll", values: [6, 6, 6, 6, 6] });
    const advice = pokerStrategy.adviseTurn(state);
    expect(advice.best).toMatchObject({ type: "fill", category: "fiveOfAKind", cost: 0 });
    // 15 items to fill, and 5 distinct holds (none to four of the sixes): holds of the same dice are listed once.
    expect(advice.choices.filter((choice) => choice.type === "fill")).toHaveLength(15);
    expect(advice.choices.filter((choice) => choice.type === "roll").map((choice) => (choice.type === "roll" ? choice.hold.length : -1)).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(advice.expected).toBe(pokerStrategy.expectedFinalScore(state));
    const after = pokerEngine.applyAction(state, { type: "fill", category: "fiveOfAKind" });
    expect(pokerEngine.totals(after)[0]?.total).toBe(60);
    const fill = advice.choices.find((choice) => choice.type === "fill" && choice.category === "fiveOfAKind");
    expect(fill?.expected).toBeCloseTo(pokerStrategy.expectedFinalScore(after, 0), 9);
  });

  it("Chance last in stage 3: each d6 is played on its own, and the values are the hand-worked ones", () => {
    // Stages 1 and 2, and stage 3 but Chance, filled with five 2s from hand, in sheet order:
    // School 2 scores (5 − 3)·2 = 4, School v ≠ 2 scores −3v: 4 − 3 − 9 − 12 − 15 − 18 = −53, then −50;
    // Pair 8, Three of a Kind 12, Four 16, Five 20 (each doubled), Two Pairs, Full and the straights 0, Chance 10:
    // a whole stage is −53 − 50 + 66 = −37, stage 3 without Chance −47.
    let state = pokerEngine.newGame({ players: ["Ada"], seed: 3 });
    state = fillStageQuickly(pokerEngine, state, [2, 2, 2, 2, 2]);
    state = fillStageQuickly(pokerEngine, state, [2, 2, 2, 2, 2]);
    for (const category of poker.categories.slice(0, 14)) state = playTurn(pokerEngine, state, { id: category.id, first: [2, 2, 2, 2, 2] });
    const scored = -37 - 37 - 47;
    expect(pokerEngine.totals(state)[0]?.total).toBe(scored);
    // One d6 with k rolls to go is worth v(1) = 3.5, v(k + 1) = E[max(roll, v(k))]: v(2) = 4.25, v(3) = 14/3.
    const tolerance = 2; // decimals: the table's values are within 1/2048 of the exact ones
    expect(pokerStrategy.expectedFinalScore(state)).toBeCloseTo(scored + 5 * (14 / 3), tolerance);
    state = pokerEngine.applyAction(state, { type: "roll", values: [1, 6, 6, 6, 6] });
    const advice = pokerStrategy.adviseTurn(state);
    // Keep the four 6s and re-roll the 1 (worth 4.25 with two rolls left): 24 + 4.25; Chance now: 25.
    expect(advice.best).toMatchObject({ type: "roll", hold: [1, 2, 3, 4], cost: 0 });
    expect(advice.expected).toBeCloseTo(scored + 24 + 4.25, tolerance);
    // A hold by the dice it keeps (each distinct hold is listed once, under one of its index sets).
    const value = (kept: number[]): number | undefined =>
      advice.choices.find((choice) => choice.type === "roll" && choice.hold.map((index) => state.dice?.[index]).join() === kept.join())?.expected;
    expect(value([])).toBeCloseTo(scored + 5 * 4.25, tolerance);
    expect(value([6, 6, 6])).toBeCloseTo(scored + 18 + 2 * 4.25, tolerance);
    // Keeping the 1 for now: the four dice re-rolled are worth 4.25 each, and the 1 is re-rolled on the last roll (3.5).
    expect(value([1])).toBeCloseTo(scored + 4 * 4.25 + 3.5, tolerance);
    expect(value([1, 6, 6, 6, 6])).toBeUndefined(); // keeping every die is filling
    expect(advice.choices.find((choice) => choice.type === "fill")).toMatchObject({ category: "chance" });
    expect(advice.choices.find((choice) => choice.type === "fill")?.expected).toBeCloseTo(scored + 25, tolerance);
    // Only Chance is open in stage 3's order, and five dice give 5 distinct holds of a 1 and four 6s but "all".
    expect(advice.choices).toHaveLength(1 + 9);
  });

  it("a hold is worth the average, over its exact re-roll outcomes, of the expected score after the roll (stage 1, mid-turn)", () => {
    let state = pokerEngine.newGame({ players: ["Ada"], seed: 5 });
    state = pokerEngine.applyAction(state, { type: "roll", values: [1, 3, 3, 5, 6] });
    const advice = pokerStrategy.adviseTurn(state);
    for (const hold of [[1, 2, 3, 4], [1, 2, 4]]) {
      let average = 0;
      for (const outcome of rerollDistribution<number>(poker.dice, state.dice as number[], hold).outcomes) {
        const values = outcome.faces.filter((_, index) => !hold.includes(index));
        average += outcome.probability * pokerStrategy.expectedFinalScore(pokerEngine.applyAction(state, { type: "roll", hold, values }));
      }
      const choice = advice.choices.find((candidate) => candidate.type === "roll" && candidate.hold.join() === hold.join());
      expect(choice?.expected).toBeCloseTo(average, 9);
    }
  });
});

describe("the optimal bot", () => {
  it("plays legal, complete two-player games through the engine, ending on the totals it expected", () => {
    for (let seed = 0; seed < 2; seed++) {
      const state = playGame(poker, [pokerStrategy.optimalBot(), pokerStrategy.optimalBot()], seed);
      expect(state.finished).toBe(true);
      const totals = gameTotals(poker, state);
      expect([pokerStrategy.expectedFinalScore(state, 0), pokerStrategy.expectedFinalScore(state, 1)]).toEqual([totals[0]?.total, totals[1]?.total]);
      expect(state.log.filter((action) => action.type === "fill")).toHaveLength(2 * 3 * 15);
    }
  });

  // 1,000 seeded games: the bot's mean must lie within 4 standard errors of the exact optimum
  // (a false alarm has probability about 6e-5 if the strategy is right; the shipped table loses 4.6e-7).
  it("scores the exact optimum on average, within 4 standard errors over 1,000 games, and beats greedy and random", { timeout: 300_000 }, () => {
    const games = 1000;
    const bot = pokerStrategy.optimalBot();
    const totals = Array.from({ length: games }, (_, seed) => gameTotals(poker, playGame(poker, [bot], 50_000 + seed))[0]?.total as number);
    const mean = totals.reduce((a, b) => a + b, 0) / games;
    const sd = Math.sqrt(totals.reduce((sum, total) => sum + (total - mean) ** 2, 0) / (games - 1));
    expect(Math.abs(mean - EXACT_GAME)).toBeLessThan((4 * sd) / Math.sqrt(games));
    const baseline = (bot: (seed: number) => Bot) => Array.from({ length: 100 }, (_, seed) => gameTotals(poker, playGame(poker, [bot(seed)], 60_000 + seed))[0]?.total as number).reduce((a, b) => a + b, 0) / 100;
    expect(mean).toBeGreaterThan(baseline(() => pokerStrategy.greedyBot()));
    expect(mean).toBeGreaterThan(baseline((seed) => pokerStrategy.randomBot(seed)));
  });
});

describe("all-dice scoring, solved on demand", () => {
  const allDice = pokerAllDiceGame.engine;

  it("gives the exact optimum 406.691804, kept for the advice of all-dice games, next to the shipped one", { timeout: 120_000 }, async () => {
    const solution = await pokerAllDiceStrategy.load();
    expect(solution.rules.id).toBe("poker-all-dice");
    expect(solution.expected).toBeCloseTo(EXACT_ALL_DICE, 6);
    expect(pokerAllDiceStrategy.loadSync()).toBe(solution);
    expect(await pokerAllDiceStrategy.load()).toBe(solution);
    expect(pokerStrategy.loadSync() === solution).toBe(false);
    let state = allDice.newGame({ players: ["Ada"], seed: 1 });
    expect(pokerAllDiceStrategy.expectedFinalScore(state)).toBeCloseTo(solution.expected, 9);
    // Five sixes from hand: Five of a Kind is 30 under either scoring, and doubled.
    state = allDice.applyAction(state, { type: "roll", values: [6, 6, 6, 6, 6] });
    expect(pokerAllDiceStrategy.adviseTurn(state).best).toMatchObject({ type: "fill", category: "fiveOfAKind" });
    const game = playGame(allDice.rules, [pokerAllDiceStrategy.optimalBot()], 11);
    expect(pokerAllDiceStrategy.expectedFinalScore(game)).toBe(gameTotals(allDice.rules, game)[0]?.total);
  });
});

describe("the main entry", () => {
  it("@dice/poker-dodeca does not import the strategy (the table stays out of it)", () => {
    // Every module src/index.ts reaches through relative imports (the list grows as it is read).
    const modules = [new URL("src/index.ts", packageRoot)];
    for (const module of modules) {
      for (const [, path] of readFileSync(module, "utf8").matchAll(/from\s+"(\.[^"]+)"/g)) {
        const next = new URL(`${path}.ts`, module);
        if (!modules.some((known) => known.href === next.href)) modules.push(next);
      }
    }
    expect(modules.length).toBeGreaterThan(5);
    expect(modules.filter((module) => module.pathname.includes("/strategy/") || module.pathname.endsWith("/pokerTableUrl.ts"))).toEqual([]);
  });
});
