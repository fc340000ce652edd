import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { defineRules, gameTotals, playGame, type GameState } from "@dice/core";
import { adviseTurn, expectedFinalScore, solveGame } from "@dice/core/strategy";
import { dodeca, dodecaAllDiceGame, dodecaEngine, dodecaRules } from "@dice/poker-dodeca";
import { dodecaAllDiceStrategy, dodecaStrategy } from "@dice/poker-dodeca/strategy";
// The per-state kernel of @dice/core: one turn worked out again from a table's values one category later.
import { modelFor } from "../../../core/src/strategy/internal/solverCache";
import { turnValue } from "../../../core/src/strategy/internal/solverKernel";
import { createScratch } from "../../../core/src/strategy/internal/solverModel";
import { dodecaAllDiceTableUrl, dodecaTableUrl } from "../../src/tableUrls";

const packageRoot = new URL("../../", import.meta.url);
const tableFile = new URL("tables/dodeca.dsol", packageRoot);
const allDiceFile = new URL("tables/dodeca-all-dice.dsol", packageRoot);
const file = readFileSync(tableFile);

// The exact optimum of each stage (README, "Exact values": core's exact solve, checked by the
// Bellman test of exactTables.test.ts and by 100,000 games of the exact bot).
const EXACT = { combination: [137.0304, 72.631667, -46.753668], "all-dice": [170.203141, 105.129464, -28.477014] } as const;
// The shipped tables store every value of the sheets with an odd number of items filled to the nearest
// multiple of their step: 1/2 of a point (combination) and 3/8 (all-dice), steps whose exact loss is within
// 0.1 of a point a game (README); the other sheets' values are worked out from those when read.
const STEP = { combination: 1 / 2, "all-dice": 3 / 8 } as const;
const HALF_STEP = STEP.combination / 2;

describe("the shipped table files, tables/dodeca.dsol and tables/dodeca-all-dice.dsol", () => {
  it("are the files the strategy entry resolves from its own URL", () => {
    expect(fileURLToPath(dodecaTableUrl())).toBe(fileURLToPath(tableFile));
    expect(fileURLToPath(dodecaAllDiceTableUrl())).toBe(fileURLToPath(allDiceFile));
    expect([existsSync(tableFile), existsSync(allDiceFile)]).toEqual([true, true]);
  });

  it.each([
    ["combination", tableFile, "dodeca"],
    ["all-dice", allDiceFile, "dodeca-all-dice"],
  ] as const)("read by hand from the format's layout (%s): its rules id, three compact tables (any, declare, ordered) at its step storing the odd levels, over the file's whole length", (mainScoring, url, id) => {
    const bytes = readFileSync(url);
    // File header: magic, version 1, three tables, the id's length, the id padded to 8; each table: a 24-byte header
    // (checksum, encoding, policy, state count, parameter and payload lengths), then its bytes padded to 8.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x44, 0x53, 0x4f, 0x4c, 0x0d, 0x0a, 0x1a]);
    expect([bytes.readUInt16LE(8), bytes.readUInt16LE(10), bytes.readUInt16LE(12)]).toEqual([1, 3, id.length]);
    expect(bytes.subarray(24, 24 + id.length).toString("latin1")).toBe(id);
    let position = 24 + Math.ceil(id.length / 8) * 8;
    const tables: { encoding: number; policy: number; states: number; step: number; levels: number }[] = [];
    for (let index = 0; index < 3; index++) {
      const parameters = bytes.readUInt32LE(position + 12);
      const payload = bytes.readUInt32LE(position + 16);
      // Encoding 4 is compact; its first parameter is the step, a float64; its 12th byte the stored levels (1: odd).
      tables.push({
        encoding: bytes[position + 4] as number,
        policy: bytes[position + 5] as number,
        states: bytes.readUInt32LE(position + 8),
        step: bytes.readDoubleLE(position + 24),
        levels: bytes[position + 24 + 11] as number,
      });
      position += 24 + Math.ceil((parameters + payload) / 8) * 8;
    }
    expect(position).toBe(bytes.length);
    // States of a stage: 64 sets of Main items × the reachable School sheets and subtotals (core's model counts them).
    const rules = dodecaRules({ mainScoring });
    const count = (policy: "any" | "declare" | "ordered"): number => modelFor(rules, policy, "test").stateCount;
    expect(tables).toEqual([
      { encoding: 4, policy: 0, states: count("any"), step: STEP[mainScoring], levels: 1 },
      { encoding: 4, policy: 1, states: count("declare"), step: STEP[mainScoring], levels: 1 },
      { encoding: 4, policy: 2, states: count("ordered"), step: STEP[mainScoring], levels: 1 },
    ]);
  });

  it.each(["combination", "all-dice"] as const)("give each stage of an empty %s game within half a step of its exact optimum", (mainScoring) => {
    const solution = (mainScoring === "combination" ? dodecaStrategy : dodecaAllDiceStrategy).loadSync();
    expect(solution.rules.id).toBe(mainScoring === "combination" ? "dodeca" : "dodeca-all-dice");
    solution.stages.forEach((stage, index) => expect(Math.abs(stage.expected - EXACT[mainScoring][index]!), `stage ${index + 1}`).toBeLessThanOrEqual(STEP[mainScoring] / 2));
  });

  it("hold stage 3 (in order) to within half a step of core's exact solve at every one of its states", () => {
    const solution = dodecaStrategy.loadSync();
    const stage3 = defineRules({ ...dodeca, stages: [dodeca.stages[2]!] });
    const exact = solveGame(stage3).stages[0]!.values;
    const model = modelFor(stage3, "ordered", "test");
    const { stateUntracked, stateTracked, stateSubtotal } = model.stateLists();
    let worst = 0;
    for (let state = 0; state < model.stateCount; state++) {
      const index = model.indexOf(stateUntracked[state]!, stateTracked[state]!, stateSubtotal[state]!);
      worst = Math.max(worst, Math.abs(solution.stages[2]!.values.at(index)! - exact[index]!));
    }
    expect(model.stateCount).toBe(777);
    expect(worst).toBeLessThanOrEqual(HALF_STEP);
  });

  // Each value read is within half a step of the exact one (a stored one by its rounding, a worked-out one as a
  // turn's expectimax over stored ones), so one turn worked out again from the values one category later (each
  // within half a step too) is within a whole step of the value read.
  it.each(["any", "declare"] as const)("pass a one-step Bellman check on 300 sampled states of the '%s' table, within one step", (policy) => {
    const solution = dodecaStrategy.loadSync();
    const values = solution.stages.find((stage) => stage.policy === policy)!.values;
    const model = modelFor(dodeca, policy, "test");
    const scratch = createScratch(model.data, null);
    let seed = 2026;
    const random = (below: number): number => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * below);
    let worst = 0;
    let checked = 0;
    while (checked < 300) {
      const untracked = random(64);
      const tracked = random(4096);
      if (untracked === 63 && tracked === 4095) continue; // the full sheet, worth 0 by definition
      const subtotal = model.data.low[tracked]! + random(model.data.rowLength[tracked]!);
      if (!model.isReachable(tracked, subtotal)) continue;
      const again = turnValue(model.data, values, untracked, tracked, subtotal, -1, scratch, null);
      worst = Math.max(worst, Math.abs(again - values.at(model.indexOf(untracked, tracked, subtotal))!));
      checked++;
    }
    expect(worst).toBeLessThanOrEqual(2 * HALF_STEP + 1e-9);
  }, 120_000);
});

describe("dodecaStrategy and dodecaAllDiceStrategy", () => {
  it("load synchronously (Node) to the very solution loaded asynchronously, and from bytes given", async () => {
    expect(dodecaStrategy.loadSync()).toBe(await dodecaStrategy.load());
    const fromBytes = await dodecaStrategy.load(file);
    expect(fromBytes === dodecaStrategy.loadSync()).toBe(true); // the last loaded is the one the advice uses
    expect(fromBytes.stages.map((stage) => stage.expected)).toEqual((await dodecaStrategy.load(tableFile)).stages.map((stage) => stage.expected));
  });

  it("refuse a corrupt or wrong table with a typed error, keeping the solution already loaded", async () => {
    const before = await dodecaStrategy.load();
    const corrupt = Uint8Array.from(file);
    const middle = corrupt.length >> 1;
    corrupt[middle] = (corrupt[middle] as number) ^ 1;
    await expect(dodecaStrategy.load(corrupt)).rejects.toMatchObject({ code: "INVALID_TABLE", message: expect.stringMatching(/checksum/) });
    // The combination table is not the all-dice game's: another rules id.
    await expect(dodecaAllDiceStrategy.load(file)).rejects.toMatchObject({ code: "INVALID_TABLE", message: expect.stringMatching(/dodeca-all-dice/) });
    expect(await dodecaStrategy.load()).toBe(before);
  });

  it("advise as core's functions do on the loaded solution, and refuse a state of the other scoring, as core does", () => {
    const solution = dodecaStrategy.loadSync();
    const state = dodecaEngine.applyAction(dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 12, 12, 12] });
    expect(dodecaStrategy.adviseTurn(state)).toEqual(adviseTurn(solution, state));
    expect(dodecaStrategy.expectedFinalScore(state, 0)).toBe(expectedFinalScore(solution, state, 0));
    expect(() => dodecaAllDiceStrategy.adviseTurn(state)).toThrow(/^dodecaAllDiceStrategy\.adviseTurn: rules is 'dodeca'/);
    // Core's functions refuse a combination state for the all-dice solution too.
    expect(() => adviseTurn(dodecaAllDiceStrategy.loadSync(), state)).toThrow("adviseTurn: rules is 'dodeca'; expected 'dodeca-all-dice'");
    expect(() => dodecaStrategy.adviseTurn({ ...state, rules: "poker" } as GameState)).toThrow(expect.objectContaining({ code: "INVALID_STATE" }));
  });

  it("refuse a state the engine would refuse, naming the field and the binding's method", () => {
    const state = dodecaEngine.applyAction(dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 12, 12, 12] });
    expect(() => dodecaStrategy.adviseTurn({ ...state, dice: [12, 12, 12, 13] })).toThrow(
      expect.objectContaining({ code: "INVALID_STATE", message: "dodecaStrategy.adviseTurn: dice[3] is 13; expected a face of d12" }),
    );
    expect(() => dodecaStrategy.expectedFinalScore({ ...state, currentPlayer: 2 }, 0)).toThrow(
      expect.objectContaining({ code: "INVALID_STATE", message: "dodecaStrategy.expectedFinalScore: currentPlayer is 2; expected an integer from 0 to 0" }),
    );
  });

  it("play an all-dice game with the all-dice table", { timeout: 120_000 }, () => {
    const rules = dodecaAllDiceGame.rules;
    const state = playGame(rules, [dodecaAllDiceStrategy.optimalBot()], 11);
    expect(state.finished).toBe(true);
    // Once the game is over, the expected final score is the final total.
    expect(dodecaAllDiceStrategy.expectedFinalScore(state, 0)).toBe(gameTotals(rules, state)[0]!.total);
  });
});
