import { d6, defineRules, sumOfDice, sumOfValue } from "@dice/core";
import { loadSolution } from "@dice/core/strategy";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { solve, solveRules } from "../src/commands/solve";
import { games } from "../src/games/games";
import { parseStep } from "../src/internal/parseOptions";
import { captureIo } from "./captureIo";

// One d6, one roll a turn, "sixes" (sum of sixes) and "chance": the optimum is 31.5 / 6 = 5.25 (worked out in solve.test.ts).
const rules = defineRules({
  id: "twoBoxes", name: "Two boxes", dice: [d6], rollsPerTurn: 1,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

describe("dice solve --encoding compact", () => {
  it("writes a compact table with the step asked for, which loadSolution reads back within half a step", { timeout: 60_000 }, async () => {
    const out = join(mkdtempSync(join(tmpdir(), "dice-solve-")), "two.dsol");
    const io = captureIo();
    await solveRules("Two boxes", rules, { out, workers: 1, encoding: "compact", step: 2 }, io);
    expect(io.stdout()).toMatch(/^wrote \d+ bytes \(compact, step 2\) to .*two\.dsol$/m);
    const loaded = loadSolution(rules, readFileSync(out));
    // 5.25 to the nearest multiple of 2 is 6; the sheet with only chance left is worth 3.5, stored as 4; with only sixes left, 1 → 0 or 2.
    expect(loaded.expected).toBe(6);
    expect(Math.abs(loaded.expected - 5.25)).toBeLessThanOrEqual(1);
  });

  it("writes a compact table of every other level when asked, read back within half a step", { timeout: 60_000 }, async () => {
    const out = join(mkdtempSync(join(tmpdir(), "dice-solve-")), "two-odd.dsol");
    const io = captureIo();
    await solveRules("Two boxes", rules, { out, workers: 1, encoding: "compact", step: 2, levels: "odd" }, io);
    expect(io.stdout()).toMatch(/^wrote \d+ bytes \(compact, step 2, odd levels\) to .*two-odd\.dsol$/m);
    // The empty sheet (no category filled) is not stored: worked out from the two sheets with one box filled, each
    // stored to the nearest multiple of 2 (see the test above), so within 1 of the exact 5.25.
    expect(Math.abs(loadSolution(rules, readFileSync(out)).expected - 5.25)).toBeLessThanOrEqual(1);
  });

  it("refuses --step without --encoding compact", async () => {
    await expect(solve({ game: "platzee", step: 0.5, out: "x.dsol" }, games, captureIo())).rejects.toThrow(/--step sets the compact encoding's unit: add --encoding compact/);
  });

  it("reads a step as a decimal or a fraction, and refuses anything else with the input quoted and escaped", () => {
    expect(parseStep("step", "0.25")).toBe(0.25);
    expect(parseStep("step", "1/4")).toBe(0.25);
    expect(parseStep("step", 2)).toBe(2);
    for (const bad of ["0", "-1", "1/0", "abc", "1e3", "0x10"]) expect(() => parseStep("step", bad), bad).toThrow(/^--step must be a number > 0, as a decimal \(0\.25\) or a fraction \(1\/4\)/);
    expect(() => parseStep("step", "1\u001b[31m")).toThrow('received "1\\u001b[31m"');
    expect(() => parseStep("step", `${"9".repeat(99)}x`)).toThrow(/received "9{20}…"$/);
  });

  describe("through the built binary in a real pipe", () => {
    const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
    const dice = (args: string[]) => spawnSync("node", [bin, ...args], { encoding: "utf8" });

    it("writes Poker's compact table at step 1/1024, odd levels, byte for byte as @dice/poker-dodeca ships it", { timeout: 120_000 }, () => {
      const out = join(mkdtempSync(join(tmpdir(), "dice-solve-")), "poker.dsol");
      const result = dice(["solve", "poker", "--encoding", "compact", "--step", "1/1024", "--levels", "odd", "--workers", "2", "--out", out]);
      expect([result.status, result.stderr]).toEqual([0, ""]);
      expect(result.stdout).toMatch(/^Poker: optimal expected score 294\.203806 \(solved in [\d.]+ s\)$/m);
      // The same solve and encoding as tools/tables/scripts/build-poker-table.ts, so the same bytes.
      const shipped = readFileSync(new URL("../../poker-dodeca/tables/poker.dsol", import.meta.url));
      expect(result.stdout).toMatch(new RegExp(`^wrote ${shipped.length} bytes \\(compact, step 0\\.0009765625, odd levels\\) to .*poker\\.dsol$`, "m"));
      expect(readFileSync(out).equals(shipped)).toBe(true);
    });

    it("refuses --step without --encoding compact, and a step that is not a number, with usage errors (exit 2)", () => {
      const without = dice(["solve", "poker", "--step", "1/4", "--out", join(tmpdir(), "never.dsol")]);
      expect([without.status, without.stdout, without.stderr]).toEqual([2, "", "dice: --step sets the compact encoding's unit: add --encoding compact\n"]);
      const bad = dice(["solve", "poker", "--encoding", "compact", "--step", "abc", "--out", join(tmpdir(), "never.dsol")]);
      expect([bad.status, bad.stdout, bad.stderr]).toEqual([2, "", 'dice: --step must be a number > 0, as a decimal (0.25) or a fraction (1/4); received "abc"\n']);
      const levelsWithout = dice(["solve", "poker", "--levels", "odd", "--out", join(tmpdir(), "never.dsol")]);
      expect([levelsWithout.status, levelsWithout.stdout, levelsWithout.stderr]).toEqual([2, "", "dice: --levels chooses the sheet states a compact table stores: add --encoding compact\n"]);
      const badLevels = dice(["solve", "poker", "--encoding", "compact", "--levels", "most", "--out", join(tmpdir(), "never.dsol")]);
      expect([badLevels.status, badLevels.stdout, badLevels.stderr]).toEqual([2, "", "dice: levels must be one of all, odd, even; received 'most'\n"]);
    });
  });
});
