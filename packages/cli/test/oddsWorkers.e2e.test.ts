import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runBinary } from "./runBinary";

interface LawJson {
  readonly game: string;
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  readonly probabilities: readonly number[];
}

// The exact law of classic Yahtzee's final score, as the playground ships it (written by `dice odds yahtzee --json`
// on one thread); its mean is checked there against the solver's value.
const shipped = JSON.parse(readFileSync(new URL("../../../examples/playground/public/laws/yahtzee.json", import.meta.url), "utf8")) as LawJson;

describe("dice odds --workers, the built CLI through a pipe", () => {
  it("prints classic Yahtzee's law worked out on 2 worker threads: the law of one thread", { timeout: 600_000 }, async () => {
    const run = await runBinary(["odds", "yahtzee", "--json", "--workers", "2"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const law = JSON.parse(run.stdout) as LawJson;
    expect([law.game, law.min, law.max]).toEqual([shipped.game, shipped.min, shipped.max]);
    expect(law.probabilities).toHaveLength(shipped.probabilities.length);
    law.probabilities.forEach((probability, index) => expect(Math.abs(probability - (shipped.probabilities[index] as number))).toBeLessThan(1e-15));
    expect(Math.abs(law.mean - shipped.mean)).toBeLessThan(1e-9);
  });

  it("estimates Dodeca's law from the same games on 2 worker threads as on one", { timeout: 300_000 }, async () => {
    const [threads, one] = await Promise.all([runBinary(["odds", "dodeca", "--json", "--games", "30", "--workers", "2"]), runBinary(["odds", "dodeca", "--json", "--games", "30"])]);
    for (const run of [threads, one]) {
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
    }
    const [a, b] = [JSON.parse(threads.stdout), JSON.parse(one.stdout)] as (LawJson & { method: string; games: number })[];
    expect([a?.method, a?.games]).toEqual(["simulation", 30]);
    expect(a).toEqual(b);
  });

  it("refuses a thread count that is not a whole number from 1, with exit code 2", async () => {
    const run = await runBinary(["odds", "yahtzee", "--workers", "0"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/workers/);
  });
});
