import { describe, expect, it } from "vitest";
import { runCli } from "../src/runCli";
import { captureIo } from "./captureIo";

async function run(args: string[]) {
  const io = captureIo();
  const code = await runCli(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe("dice odds luckyseven", () => {
  it("prints exact odds worked out by hand for small dice", async () => {
    // Faces 7, 1, minus (1/3 each): P(win & k ones) = C(k+2, 2)·(1/3)^(k+3), summing to (1/2)^3 = 1/8;
    // given a win, k is negative binomial (3 successes, failure odds 1/3 : 2/3), mean 3·(1/3)/(2/3) = 1.5,
    // so the score (three 7s plus the 1s) averages 4.5.
    // Faces 1, 2, 7 (weight 2), minus (1 in 5 each but 7 at 2 in 5): P(win) = (2/3)^3 = 8/27;
    // given a win the numbers 1 and 2 number 3·(2/5)/(3/5) = 2 on average, so the score averages 5.
    const { code, out } = await run(["odds", "luckyseven", "--die", "7,1,minus", "--die", "1,2,7*2,minus", "--json"]);
    expect(code).toBe(0);
    const [small, weighted] = JSON.parse(out);
    expect(small.winProbability).toBeCloseTo(1 / 8, 12);
    expect(small.meanScoreWhenWon).toBeCloseTo(4.5, 9);
    expect(small.expectedAttempts).toBeCloseTo(8, 9);
    expect(weighted.winProbability).toBeCloseTo(8 / 27, 12);
    expect(weighted.meanScoreWhenWon).toBeCloseTo(5, 9);
    expect(weighted.weights).toEqual([1, 1, 2, 1]);
  });

  it("compares the original and the 12-number Polydi by default", async () => {
    const { code, out } = await run(["odds", "luckyseven"]);
    expect(code).toBe(0);
    // Original: only 7 (1/12) and minus (1/12) decide, P(win) = (1/2)^3. 12-number: no minus, always won.
    expect(out).toMatch(/^polydi\s+0\.125000\s/m);
    expect(out).toMatch(/^polydi-12\s+1\.000000\s+36\.0000/m);
  });

  it("rejects a die on which the game could never end, with exit code 2", async () => {
    const { code, err } = await run(["odds", "luckyseven", "--die", "1,2,3"]);
    expect(code).toBe(2);
    expect(err).toMatch(/could never end/);
    expect(err.trim().split("\n")).toHaveLength(1);
  });
});
