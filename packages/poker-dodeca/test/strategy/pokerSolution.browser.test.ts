import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pokerEngine } from "@dice/poker-dodeca";
import { advisePoker, pokerSolution, pokerSolutionSync } from "@dice/poker-dodeca/strategy";

// As in a browser: no process.getBuiltinModule, so no synchronous file reading (@dice/core looks
// it up when a table is read). A file of its own, so that no solution is loaded before it runs.
const bytes = readFileSync(new URL("../../tables/poker.dsol", import.meta.url));
const getBuiltinModule = process.getBuiltinModule;
beforeAll(() => Object.defineProperty(process, "getBuiltinModule", { value: undefined, configurable: true, writable: true }));
afterAll(() => Object.defineProperty(process, "getBuiltinModule", { value: getBuiltinModule, configurable: true, writable: true }));

it("without synchronous file reading, the advice says to await pokerSolution() first, and is synchronous once the table is loaded from bytes", async () => {
  const state = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
  expect(() => advisePoker(state)).toThrow(
    expect.objectContaining({ code: "TABLE_UNAVAILABLE", message: expect.stringMatching(/^advisePoker: the Poker table is not loaded .*call await pokerSolution\(\) first/) }),
  );
  expect(() => pokerSolutionSync()).toThrow(expect.objectContaining({ code: "TABLE_UNAVAILABLE" }));
  const solution = await pokerSolution({ source: bytes });
  expect(advisePoker(state).expected).toBe(solution.expected);
  expect(await pokerSolution()).toBe(solution);
});
