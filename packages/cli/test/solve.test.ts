import { d6, defineRules, sumOfDice, sumOfValue } from "@dice/core";
import { loadSolution } from "@dice/core/strategy";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { solveRules } from "../src/commands/solve";
import { captureIo } from "./captureIo";

describe("dice solve", () => {
  it("solves a game on worker threads, prints the optimum and writes the table", { timeout: 60_000 }, async () => {
    // One d6, two rolls, Chance only: re-roll a 1, 2 or 3 → (3/6)·3.5 + (4 + 5 + 6)/6 = 4.25.
    const rules = defineRules({
      id: "chanceOnly", name: "Chance only", dice: [d6], rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
      stages: [{ label: "Game", policy: "any" }],
    });
    const out = join(mkdtempSync(join(tmpdir(), "dice-solve-")), "chance.dsol");
    const io = captureIo();
    const expected = await solveRules("Chance only", rules, { out, workers: 1 }, io);
    expect(expected).toBeCloseTo(4.25, 12);
    expect(io.stdout()).toMatch(/^Chance only: optimal expected score 4\.250000 \(solved in [\d.]+ s\)$/m);
    // The file is a table file that loadSolution reads back, exact (f64) by default.
    expect(loadSolution(rules, readFileSync(out)).expected).toBe(expected);
  });

  it("two categories: the optimum matches a hand-worked value", { timeout: 60_000 }, async () => {
    // One d6, one roll a turn, categories "sixes" (sum of sixes) and "chance". First roll x:
    // fill sixes now → 6·[x = 6] + E[chance later] = 6·[x = 6] + 3.5;
    // fill chance now → x + E[sixes later] = x + 1.
    // Best per x: 1 → 3.5, 2 → 3.5, 3 → 4, 4 → 5, 5 → 6, 6 → 9.5; E = 31.5 / 6 = 5.25.
    const rules = defineRules({
      id: "twoBoxes", name: "Two boxes", dice: [d6], rollsPerTurn: 1,
      sections: [{ id: "main", label: "Main" }],
      categories: [
        { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
        { id: "chance", label: "Chance", section: "main", score: sumOfDice },
      ],
      stages: [{ label: "Game", policy: "any" }],
    });
    const expected = await solveRules("Two boxes", rules, { workers: 2 }, captureIo());
    expect(expected).toBeCloseTo(31.5 / 6, 12);
  });
});

describe("dice solve poker|dodeca", () => {
  it("solves the stages asked with the core solver, to the exact stage values @dice/poker-dodeca documents", { timeout: 120_000 }, async () => {
    const { runCli } = await import("../src/runCli");
    // Stage 3 of each game as packages/poker-dodeca/README.md gives it ("Exact values": two independent solvers agree).
    for (const [game, name, reference] of [["poker", "Poker", "20.620601"], ["dodeca", "Dodeca", "-46.753668"]] as const) {
      const io = captureIo();
      expect(await runCli(["solve", game, "--stages", "3", "--workers", "2"], io)).toBe(0);
      expect(io.stdout()).toContain(`${name}, Stage 3 (in order): expected score ${reference} (exact)`);
      expect(io.stdout()).toMatch(new RegExp(`^${name}: optimal expected score ${reference.replace(".", "\\.")} \\(solved in`, "m"));
    }
  });

  it("refuses --out with --stages: a table file holds a whole game", async () => {
    const { runCli } = await import("../src/runCli");
    const io = captureIo();
    expect(await runCli(["solve", "poker", "--stages", "3", "--out", "x.dsol"], io)).toBe(2);
    expect(io.stderr()).toMatch(/--out writes the tables of a whole game: leave out --stages/);
  });

  it("rejects a stage that does not exist with exit code 2", async () => {
    const { runCli } = await import("../src/runCli");
    const io = captureIo();
    expect(await runCli(["solve", "poker", "--stages", "0"], io)).toBe(2);
    expect(io.stderr()).toMatch(/--stages must be a whole number from 1 to 3/);
  });
});
