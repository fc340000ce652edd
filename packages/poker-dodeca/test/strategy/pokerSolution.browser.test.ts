import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pokerEngine } from "@dice/poker-dodeca";
import { pokerStrategy } from "@dice/poker-dodeca/strategy";

// As in a browser: no process.getBuiltinModule, so no synchronous file reading (@dice/core looks
// it up when a table is read). A file of its own, so that no solution is loaded before it runs.
const bytes = readFileSync(new URL("../../tables/poker.dsol", import.meta.url));
const getBuiltinModule = process.getBuiltinModule;
beforeAll(() => Object.defineProperty(process, "getBuiltinModule", { value: undefined, configurable: true, writable: true }));
afterAll(() => Object.defineProperty(process, "getBuiltinModule", { value: getBuiltinModule, configurable: true, writable: true }));

it("without synchronous file reading, the advice says to await pokerStrategy.load() first, and is synchronous once the table is loaded from bytes", async () => {
  const state = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
  expect(() => pokerStrategy.adviseTurn(state)).toThrow(
    expect.objectContaining({ code: "TABLE_UNAVAILABLE", message: expect.stringMatching(/^pokerStrategy\.adviseTurn: the Poker table is not loaded .*call await pokerStrategy\.load\(\) first/) }),
  );
  expect(() => pokerStrategy.loadSync()).toThrow(expect.objectContaining({ code: "TABLE_UNAVAILABLE" }));
  const solution = await pokerStrategy.load(bytes);
  expect(pokerStrategy.adviseTurn(state).expected).toBe(solution.expected);
  expect(await pokerStrategy.load()).toBe(solution);
});
