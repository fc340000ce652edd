import { describe, expect, it } from "vitest";
import { classicYahtzee } from "@dice/core";
import { solveGame } from "@dice/core/strategy";
import { BOX, solveYahtzeeDp } from "./yahtzeeBonusDp";
import { yahtzee } from "./yahtzeeRules";

// Classic solitaire Yahtzee WITH the 100-point Yahtzee bonus and a joker rule. The core
// solver handles it (`classicYahtzee()` has a `repeatBonus` with a `joker`; see
// yahtzeeBonus.test.ts, in CI); `yahtzeeBonusDp.ts` is an independent exact DP written for
// the tests, sharing no code with the solver, and its full solves here check the solver's
// optima once more.
//
// The published optimum 254.5896 (Verhoeff 1999, "How to Maximize Your Score in
// Solitaire Yahtzee"; Glenn 2006) is for Verhoeff's joker reading ("free"): an extra
// Yahtzee may go in any open box, and Full House / Small / Large Straight score in full
// only when the matching Upper box is filled. Hasbro's printed forced joker (matching
// Upper box if open, else a Lower box, else an Upper box for 0) gives a slightly lower
// optimum, 254.5877.

const ALL = (1 << 13) - 1;
const SIXES = 5;

describe("Yahtzee DP machinery on last turns worked out by hand", () => {
  it("only Chance open: each die is kept from 5 up on the second roll and from 4 up on the first, 5 × 14/3 = 70/3", () => {
    // One die, three rolls: 3.5; then keep 4–6: (4+5+6)/6 + 3/6 × 3.5 = 4.25; then keep 5–6: (5+6)/6 + 4/6 × 4.25 = 14/3.
    const { expected } = solveYahtzeeDp({ yahtzeeBonus: true, startMask: ALL & ~(1 << BOX.chance) });
    expect(expected).toBeCloseTo(70 / 3, 12);
  });

  it("only the Yahtzee box open: 50 × P(Yahtzee in three rolls) = 50 × 2,783,176 / 6^10", () => {
    const { expected } = solveYahtzeeDp({ yahtzeeBonus: false, startMask: ALL & ~(1 << BOX.yahtzee) });
    expect(expected).toBeCloseTo((50 * 2_783_176) / 6 ** 10, 12);
  });

  it("only Sixes open with 45 in the upper section: 6 × E[sixes] + 35 × P(at least three sixes)", () => {
    // Keeping sixes is optimal; each die ends a six with probability 1 − (5/6)^3 = 91/216, independently.
    const p = 91 / 216;
    const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n, k - 1) * (n - k + 1)) / k);
    let atLeastThree = 0;
    for (let k = 3; k <= 5; k++) atLeastThree += binomial(5, k) * p ** k * (1 - p) ** (5 - k);
    const { expected } = solveYahtzeeDp({ yahtzeeBonus: true, startMask: ALL & ~(1 << SIXES), startUpper: 45 });
    expect(expected).toBeCloseTo(6 * 5 * p + 35 * atLeastThree, 12);
  });
});

// Full solves take about 30–50 s each on one core; run with
// SLOW=1 npx vitest run --project core test/strategy/yahtzeeBonus.slow.test.ts
describe.runIf(process.env.SLOW === "1")("full solitaire Yahtzee, exact DP (SLOW=1)", () => {
  it("with the Yahtzee bonus and Verhoeff's joker the optimum is the published 254.5896", { timeout: 600_000 }, () => {
    const started = performance.now();
    const { expected, states } = solveYahtzeeDp({ yahtzeeBonus: true, joker: "free" });
    console.log(`yahtzee bonus, free joker: ${expected} over ${states} states in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(Math.abs(expected - 254.5896)).toBeLessThan(1e-4);
    expect(Math.abs(expected - 254.589609)).toBeLessThan(1e-6); // Glenn's 254.589609…
    expect(Math.abs(expected - solveGame(classicYahtzee({ joker: "free" })).expected)).toBeLessThan(1e-9);
  });

  it("with the Yahtzee bonus and Hasbro's forced joker the optimum is lower, 254.5877", { timeout: 600_000 }, () => {
    const started = performance.now();
    const { expected, states } = solveYahtzeeDp({ yahtzeeBonus: true, joker: "forced" });
    console.log(`yahtzee bonus, forced joker: ${expected} over ${states} states in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Independent public solvers of the forced rule report 254.58772873449593.
    expect(Math.abs(expected - 254.5877287)).toBeLessThan(1e-6);
    expect(Math.abs(expected - solveGame(classicYahtzee()).expected)).toBeLessThan(1e-9);
  });

  it("without the bonus the same DP gives the published 245.870775 (the core solver's figure, tested in yahtzee.test.ts)", { timeout: 600_000 }, () => {
    const started = performance.now();
    const { expected, states } = solveYahtzeeDp({ yahtzeeBonus: false });
    console.log(`no yahtzee bonus: ${expected} over ${states} states in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(expected).toBeCloseTo(245.870775, 6);
    expect(Math.abs(expected - solveGame(yahtzee).expected)).toBeLessThan(1e-9);
  });
});
