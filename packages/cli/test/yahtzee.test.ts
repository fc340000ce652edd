import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

// The exact optimum of classic Yahtzee with the publisher's forced joker (docs/how-the-solver-works.md).
const OPTIMUM = 254.58772873449593;

describe("dice simulate yahtzee through the built binary", () => {
  it("the optimal bot's mean over 1,000 seeded games is within 4 standard errors of the exact optimum", { timeout: 180_000 }, async () => {
    // The 100,000-game run is in the root README's figures; CI plays 1,000 games. With a spread of
    // about 57 points the standard error is about 1.8, so the bound is about ±7.2: a
    // correct bot fails it with probability about 6e-5.
    const { stdout } = await promisify(execFile)("node", [bin, "simulate", "yahtzee", "--bot", "optimal", "--games", "1000", "--seed", "1", "--json"]);
    const { statistics } = JSON.parse(stdout) as { statistics: { games: number; mean: number; standardDeviation: number } };
    expect(statistics.games).toBe(1000);
    const standardError = statistics.standardDeviation / Math.sqrt(statistics.games);
    expect(standardError).toBeGreaterThan(1);
    expect(Math.abs(statistics.mean - OPTIMUM)).toBeLessThan(4 * standardError);
  });
});
