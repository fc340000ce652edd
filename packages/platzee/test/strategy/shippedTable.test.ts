import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { playGame, type GameState } from "@dice/core";
import { adviseTurn, expectedFinalScore, optimalBot, solutionTable, type GameSolution } from "@dice/core/strategy";
import { platzee, platzeeEngine } from "@dice/platzee";
import { platzeeTableUrl } from "../../src/platzeeTableUrl";

// What scripts/solve.ts wrote at the end of the run (committed; the solver's raw files are not).
const solve = JSON.parse(readFileSync(new URL("../../assets/platzee-solve.json", import.meta.url), "utf8")) as { expected: number };
const packageRoot = new URL("../../", import.meta.url);
const tableFile = new URL("tables/platzee.dsol", packageRoot);
const file = readFileSync(tableFile);
const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

// The SHA-256 of the table's float32 values, as platzeeStrategy.info publishes it.
const PUBLISHED_SHA256 = "04eee0f10b0ec930b4da7329fc20007101e4d5abd7b94ad48af70254f486a75b";
// The empty sheet's value as the float32 table holds it: the float64 solve's, rounded to float32.
const EMPTY_SHEET_F32 = Math.fround(solve.expected);

describe("the shipped table file, tables/platzee.dsol", () => {
  it("is the file the strategy entry resolves from its own URL", () => {
    expect(fileURLToPath(platzeeTableUrl())).toBe(fileURLToPath(tableFile));
    expect(existsSync(platzeeTableUrl())).toBe(true);
  });

  it("read by hand from the format's layout: one f32 table of 395,264 states for 'platzee', its payload the published float32 bytes", () => {
    // Header: magic, version 1, one table, the id's length, the id padded to 8; table header 24 bytes (see core's solutionFormat.ts).
    expect([...file.subarray(0, 8)]).toEqual([0x89, 0x44, 0x53, 0x4f, 0x4c, 0x0d, 0x0a, 0x1a]);
    expect(file.readUInt16LE(8)).toBe(1);
    expect(file.readUInt16LE(10)).toBe(1);
    expect(file.readUInt16LE(12)).toBe(7);
    expect(file.subarray(24, 31).toString("latin1")).toBe("platzee");
    const table = 32;
    expect({ encoding: file[table + 4], policy: file[table + 5], states: file.readUInt32LE(table + 8), parameters: file.readUInt32LE(table + 12) }).toEqual({
      encoding: 2, // f32
      policy: 0, // any
      states: platzeeStrategy.info!.states,
      parameters: 0,
    });
    const payload = file.subarray(table + 24, table + 24 + file.readUInt32LE(table + 16));
    expect(payload.length).toBe(4 * 395_264);
    expect(table + 24 + payload.length).toBe(file.length);
    expect(sha256(payload)).toBe(PUBLISHED_SHA256);
  });

  it("loads to the same float32 values (SHA-256 as published), every one finite, the empty sheet's value the solve's rounded to float32", async () => {
    const solution = await platzeeStrategy.load();
    const values = solutionTable(solution);
    expect(values.length).toBe(395_264);
    expect(values.every((value) => Number.isFinite(value))).toBe(true);
    expect(sha256(new Uint8Array(values.buffer))).toBe(PUBLISHED_SHA256);
    expect(solution.expected).toBe(EMPTY_SHEET_F32);
    expect(Math.abs(solution.expected - solve.expected)).toBeLessThan(1e-4); // float32 table against the float64 solve
  });

  it("platzeeStrategy.info states what the file holds", () => {
    // 395,264 is the count the solver reported for Platzee (README, "Optimal play").
    expect(platzeeStrategy.info).toEqual({ states: 395_264, sha256: PUBLISHED_SHA256, expected: solve.expected });
  });

  it("loads synchronously (Node) to the very solution loaded asynchronously, and from a URL or bytes given", async () => {
    expect(platzeeStrategy.loadSync()).toBe(await platzeeStrategy.load());
    const fromBytes = await platzeeStrategy.load(file);
    expect(solutionTable(fromBytes)).toEqual(solutionTable(platzeeStrategy.loadSync()));
    expect(platzeeStrategy.loadSync()).toBe(fromBytes); // the last loaded is the one the advice uses
    const fromUrl = await platzeeStrategy.load(pathToFileURL(fileURLToPath(tableFile)));
    expect(fromUrl.expected).toBe(EMPTY_SHEET_F32);
  });

  it("refuses a missing or corrupt file with a typed error, keeping the solution already loaded", async () => {
    const before = await platzeeStrategy.load();
    await expect(platzeeStrategy.load(new URL("tables/missing.dsol", packageRoot))).rejects.toMatchObject({ code: "TABLE_UNAVAILABLE" });
    const corrupt = Uint8Array.from(file);
    corrupt[1000] = (corrupt[1000] as number) ^ 1;
    await expect(platzeeStrategy.load(corrupt)).rejects.toMatchObject({ code: "INVALID_TABLE", message: expect.stringMatching(/checksum/) });
    expect(await platzeeStrategy.load()).toBe(before);
  });

  it("advises as core's functions do on the loaded solution; refuses a state of another game, naming the binding, as core refuses another game's solution", async () => {
    const solution = await platzeeStrategy.load();
    const state = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
    expect(platzeeStrategy.adviseTurn(state)).toEqual(adviseTurn(solution, state));
    expect(platzeeStrategy.expectedFinalScore(state, 0)).toBe(expectedFinalScore(solution, state, 0));
    expect(playGame(platzee, [optimalBot(solution)], 7)).toEqual(playGame(platzee, [platzeeStrategy.optimalBot()], 7));
    const other = { ...state, rules: "yahtzee" } as GameState;
    expect(() => platzeeStrategy.adviseTurn(other)).toThrow(expect.objectContaining({ code: "INVALID_STATE", message: expect.stringMatching(/^platzeeStrategy\.adviseTurn: rules is 'yahtzee'/) }));
    expect(() => platzeeStrategy.optimalBot()(other)).toThrow(expect.objectContaining({ code: "INVALID_STATE", message: expect.stringMatching(/^platzeeStrategy\.optimalBot: /) }));
    // Core's functions, given the binding's solution under another game's id, refuse a Platzee state for it.
    const otherSolution = { ...solution, rules: { ...solution.rules, id: "yahtzee" } } as GameSolution;
    expect(() => adviseTurn(otherSolution, state)).toThrow(expect.objectContaining({ code: "INVALID_STATE", message: "adviseTurn: rules is 'platzee'; expected 'yahtzee'" }));
    expect(() => optimalBot(otherSolution)(state)).toThrow(expect.objectContaining({ code: "INVALID_STATE", message: expect.stringMatching(/^optimalBot: rules is 'platzee'; expected 'yahtzee'$/) }));
  });

  it("where files cannot be read synchronously (a browser), the advice says to await platzeeStrategy.load() first", async () => {
    vi.resetModules();
    const getBuiltinModule = process.getBuiltinModule;
    // As in a browser: no process.getBuiltinModule, so no synchronous file reading.
    Object.defineProperty(process, "getBuiltinModule", { value: undefined, configurable: true, writable: true });
    try {
      const fresh = await import("@dice/platzee/strategy");
      const state = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
      let thrown: unknown;
      try {
        fresh.platzeeStrategy.adviseTurn(state);
      } catch (error) {
        thrown = error;
      }
      // A fresh module graph has its own DiceError class: check the code.
      expect((thrown as { code?: string }).code).toBe("TABLE_UNAVAILABLE");
      expect((thrown as Error).message).toMatch(/^platzeeStrategy\.adviseTurn: the Platzee table is not loaded .*call await platzeeStrategy\.load\(\) first/);
      expect(() => fresh.platzeeStrategy.loadSync()).toThrow(expect.objectContaining({ code: "TABLE_UNAVAILABLE" }));
      // Loaded from bytes (as a browser would after a fetch), the advice is synchronous.
      await fresh.platzeeStrategy.load(file);
      expect(fresh.platzeeStrategy.adviseTurn(state).expected).toBe(EMPTY_SHEET_F32);
    } finally {
      Object.defineProperty(process, "getBuiltinModule", { value: getBuiltinModule, configurable: true, writable: true });
      vi.resetModules();
    }
  });

  it("the main entry @dice/platzee does not import the strategy (the table stays out of it)", () => {
    // Follow the relative imports from src/index.ts; none may reach src/strategy/ or the table's URL.
    const source = new URL("../../src/", import.meta.url);
    const seen = new Set<string>();
    const visit = (module: URL): void => {
      if (seen.has(module.pathname)) return;
      seen.add(module.pathname);
      const text = readFileSync(module, "utf8");
      for (const match of text.matchAll(/from\s+"(\.[^"]+)"/g)) visit(new URL(`${match[1]}.ts`, module));
    };
    visit(new URL("index.ts", source));
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].filter((path) => path.includes("/strategy/") || path.endsWith("platzeeTableUrl.ts"))).toEqual([]);
  });
});
