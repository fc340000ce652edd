import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { expectedFinalScore } from "@dice/core/strategy";
import { dodecaEngine, pokerEngine } from "@dice/poker-dodeca";
import { dodecaStrategy, pokerStrategy } from "@dice/poker-dodeca/strategy";

// As in a browser: no process.getBuiltinModule, so no synchronous file reading (@dice/core looks
// it up when a table is read). A file of its own, so that no solution is loaded before it runs.
const bytes = readFileSync(new URL("../../tables/poker.dsol", import.meta.url));
const getBuiltinModule = process.getBuiltinModule;
beforeAll(() => Object.defineProperty(process, "getBuiltinModule", { value: undefined, configurable: true, writable: true }));
afterAll(() => Object.defineProperty(process, "getBuiltinModule", { value: getBuiltinModule, configurable: true, writable: true }));

it("without synchronous file reading: the advice says to await pokerStrategy.load() first, two loads at once make one fetch, and the advice is synchronous once the table is loaded from bytes", async () => {
  const state = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
  expect(() => pokerStrategy.adviseTurn(state)).toThrow(
    expect.objectContaining({ code: "TABLE_UNAVAILABLE", message: expect.stringMatching(/^pokerStrategy\.adviseTurn: the Poker table is not loaded .*call await pokerStrategy\.load\(\) first/) }),
  );
  expect(() => pokerStrategy.loadSync()).toThrow(expect.objectContaining({ code: "TABLE_UNAVAILABLE" }));
  // Without a file system the shipped file: URL goes to fetch, which cannot read it; two loads at once make one fetch.
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  try {
    const loads = [pokerStrategy.load(), pokerStrategy.load()];
    for (const load of loads) await expect(load).rejects.toMatchObject({ code: "TABLE_UNAVAILABLE", message: expect.stringMatching(/^fetchSolution: could not fetch 'file:.*poker\.dsol'/) });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  } finally {
    fetchSpy.mockRestore();
  }
  expect(pokerStrategy.loaded()).toBeUndefined();
  const solution = await pokerStrategy.load(bytes);
  expect(pokerStrategy.adviseTurn(state).expected).toBe(solution.expected);
  expect(await pokerStrategy.load()).toBe(solution);
});

it("after a failed load, a later load() tries again and keeps what it reads", async () => {
  await expect(dodecaStrategy.load()).rejects.toMatchObject({ code: "TABLE_UNAVAILABLE" });
  expect(dodecaStrategy.loaded()).toBeUndefined();
  // The file system back (as when the page's table becomes reachable): the same call now reads the shipped file.
  Object.defineProperty(process, "getBuiltinModule", { value: getBuiltinModule, configurable: true, writable: true });
  try {
    const solution = await dodecaStrategy.load();
    expect(solution.rules.id).toBe("dodeca");
    expect(dodecaStrategy.loaded()).toBe(solution);
    const state = dodecaEngine.newGame({ players: ["Ada"], seed: 1 });
    expect(dodecaStrategy.expectedFinalScore(state)).toBe(expectedFinalScore(solution, state));
  } finally {
    Object.defineProperty(process, "getBuiltinModule", { value: undefined, configurable: true, writable: true });
  }
});
