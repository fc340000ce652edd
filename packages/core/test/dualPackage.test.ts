import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

// The built package as a program loads it, both builds at once in one process:
// dist/index.js (ESM) and dist/index.cjs (CommonJS) are two copies of the code,
// with two DiceError classes. Needs `pnpm run build` (the test command builds first).
type Core = typeof import("../src/index");

const esmPath = fileURLToPath(new URL("../dist/index.js", import.meta.url));
const cjsPath = fileURLToPath(new URL("../dist/index.cjs", import.meta.url));
const esm = (await import(/* @vite-ignore */ pathToFileURL(esmPath).href)) as Core;
const cjs = createRequire(import.meta.url)(cjsPath) as Core;

/** What `run` throws. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error, nothing was thrown");
}

describe("a DiceError is recognised by every copy of @dice/core", () => {
  it("the ESM and CommonJS builds are two copies: two DiceError classes", () => {
    expect(esm.DiceError).not.toBe(cjs.DiceError);
    expect(Object.getPrototypeOf(new esm.DiceError("GAME_OVER", "x"))).not.toBe(cjs.DiceError.prototype);
  });

  it("an error thrown by one build passes the other's isDiceError and instanceof, with its code", () => {
    for (const [from, to] of [
      [esm, cjs],
      [cjs, esm],
    ] as const) {
      const error = thrown(() => from.standardDie(1));
      expect(to.isDiceError(error)).toBe(true);
      expect(to.isDiceError(error, "INVALID_DIE")).toBe(true);
      expect(to.isDiceError(error, "INVALID_STATE")).toBe(false);
      expect(error instanceof to.DiceError).toBe(true);
      expect(to.explainForPlayer(error)).toBe("That die cannot be used: its faces or their weights are not valid.");
    }
  });

  it("the other build's validateAction returns a refusal from its score function's copy as { ok: false }", () => {
    // A category whose score function throws the ESM build's DiceError, in a game the CommonJS build plays.
    const rules = cjs.defineRules({
      id: "strict",
      name: "Strict",
      dice: [cjs.d6],
      rollsPerTurn: 1,
      sections: [{ id: "main", label: "Main" }],
      categories: [
        {
          id: "odd",
          label: "Odd",
          section: "main",
          score: (dice) => {
            if ((dice[0] as number) % 2 === 0) throw new esm.DiceError("INVALID_DICE_VALUES", "odd: an even die cannot fill Odd");
            return dice[0] as number;
          },
        },
      ],
      stages: [{ label: "Game", policy: "any" }],
    });
    const state = cjs.applyAction(rules, cjs.newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [2] });
    const result = cjs.validateAction(rules, state, { type: "fill", category: "odd" });
    expect(result.ok ? "accepted" : [result.error.code, result.error.message]).toEqual(["INVALID_DICE_VALUES", "odd: an even die cannot fill Odd"]);
  });

  it("what carries no brand is no DiceError, even with a code", () => {
    for (const core of [esm, cjs]) {
      expect(core.isDiceError(new Error("plain"))).toBe(false);
      expect(core.isDiceError({ code: "INVALID_DIE", message: "forged" })).toBe(false);
      expect({ code: "INVALID_DIE" } instanceof core.DiceError).toBe(false);
      expect(core.isDiceError(null)).toBe(false);
      // The brand is data, not the class: a copy of an error's fields (a spread, JSON) drops it.
      const error = thrown(() => core.standardDie(1)) as Error;
      expect(core.isDiceError({ ...error })).toBe(false);
    }
  });

  it("a subclass's instanceof is the usual prototype check", () => {
    class TableError extends esm.DiceError {}
    expect(new TableError("INVALID_TABLE", "x") instanceof TableError).toBe(true);
    expect(new TableError("INVALID_TABLE", "x") instanceof cjs.DiceError).toBe(true);
    expect(new esm.DiceError("INVALID_TABLE", "x") instanceof TableError).toBe(false);
  });
});
