import { describe, expect, it } from "vitest";
import { sizeOfImport, treeShakingBudgets } from "../scripts/size/treeShaking";
import { assertBuilt, libraryPackages } from "./support/workspace";

// An app that imports only a scoring function, only dice notation, or only the
// dice and the RNG from the built packages bundles (esbuild, minified,
// browser) to at most 6 kB gzipped: the rules objects, engines and game
// objects the packages build at module top level cost nothing until used.
// The same import sets and budgets as `pnpm run size` (scripts/size/budgets.json).

const issueBudget = 6000;

describe("tree-shaking of the built packages (esbuild)", () => {
  it("checks the import sets the size budgets name, each at 6 kB min+gz", () => {
    const sets = treeShakingBudgets();
    expect(sets.map((set) => `${set.package}: ${set.names.join(", ")}`)).toEqual([
      "@dice/platzee: scoreAll",
      "@dice/poker-dodeca: scoreItems",
      "@dice/core: parseDiceNotation",
      "@dice/core: d6, createRng, rollDice",
    ]);
    for (const set of sets) expect(set.budget).toBe(issueBudget);
  });

  it.each(treeShakingBudgets().map((set) => [set.package, set.names.join(", "), set] as const))(
    "bundles %s imported for { %s } only within its budget",
    async (_name, _names, set) => {
      for (const pkg of libraryPackages()) assertBuilt(pkg);
      const { minified, gzipped } = await sizeOfImport(set.package, set.names);
      expect(minified).toBeGreaterThan(0);
      expect(gzipped).toBeLessThanOrEqual(set.budget);
    },
  );

  it("bundles the whole of a game package far above the scoring-only budget, so the check can fail", async () => {
    // The engine and game object: imported, they must be in the bundle.
    const { gzipped } = await sizeOfImport("@dice/platzee", ["scoreAll", "platzeeGame"]);
    expect(gzipped).toBeGreaterThan(issueBudget);
  });
});
