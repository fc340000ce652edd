import { faceProbabilities, type Die } from "@dice/core";
import { describe, expect, it } from "vitest";
import { createPolydi, luckySevenOdds, simulatePolydi } from "../index";
import { add, divide, fraction, fromDouble, multiply, negate, toNumber } from "../internal/fraction";
import type { Fraction } from "./Fraction";

// Issue 16: weights that are valid JSON numbers at the edges of the double
// range, and lopsided dice, against exact computations in rational numbers.
// Every weight is a double, that is an exact binary fraction, so the exact
// odds of a die are rational where the rules make them so (no free rolls),
// and otherwise those of a truncated chain solved exactly below.

const ZERO = fraction(0n, 1n);
const ONE = fraction(1n, 1n);
const sum = (...terms: Fraction[]): Fraction => terms.reduce(add, ZERO);
const minus = (left: Fraction, right: Fraction): Fraction => add(left, negate(right));

/** The exact probability of each kind of face: 7, other numbers, plus, Polydi Symbol, minus. */
function exactShares(die: Die): { a: Fraction; b: Fraction; c: Fraction; d: Fraction; m: Fraction } {
  const weights = die.weights ?? die.faces.map(() => 1);
  const kinds = { a: ZERO, b: ZERO, c: ZERO, d: ZERO, m: ZERO };
  die.faces.forEach((face, index) => {
    const key = face === 7 ? "a" : typeof face === "number" ? "b" : face === "plus" ? "c" : face === "polydi" ? "d" : "m";
    kinds[key] = add(kinds[key], fromDouble(weights[index] as number));
  });
  const total = sum(kinds.a, kinds.b, kinds.c, kinds.d, kinds.m);
  return { a: divide(kinds.a, total), b: divide(kinds.b, total), c: divide(kinds.c, total), d: divide(kinds.d, total), m: divide(kinds.m, total) };
}

/**
 * Exact E[score | win] and Var[score | win] for a die with no plus and no
 * Polydi Symbol. Every roll is then a paid number or a minus, and a won game
 * is three runs of other numbers, each ended by a 7: a run's length is
 * geometric, P(j) = b^j·(a + m) (a decisive roll ends it, and given a win
 * each of the three is a 7), with mean b/(a + m) and variance b/(a + m)² as
 * a + b + m = 1. So the score, 3 + the three runs, has mean 3 + 3b/(a + m)
 * and variance 3b/(a + m)².
 */
function noFreeRolls(die: Die): { mean: Fraction; variance: Fraction } {
  const { a, b, m } = exactShares(die);
  const decisive = add(a, m);
  return {
    mean: add(fraction(3n, 1n), divide(multiply(fraction(3n, 1n), b), decisive)),
    variance: divide(multiply(fraction(3n, 1n), b), multiply(decisive, decisive)),
  };
}

/** Solves A·x = rhs exactly by Gaussian elimination (A is non-singular here: I minus a substochastic matrix). */
function solveExactly(matrix: Fraction[][], rhs: Fraction[]): Fraction[] {
  const size = rhs.length;
  const rows = matrix.map((row, index) => [...row, rhs[index] as Fraction]);
  for (let column = 0; column < size; column++) {
    const pivotRow = rows.findIndex((row, index) => index >= column && (row[column] as Fraction).numerator !== 0n);
    [rows[column], rows[pivotRow]] = [rows[pivotRow] as Fraction[], rows[column] as Fraction[]];
    const pivot = rows[column] as Fraction[];
    for (let index = 0; index < size; index++) {
      const row = rows[index] as Fraction[];
      if (index === column || row[column]?.numerator === 0n) continue;
      const factor = divide(row[column] as Fraction, pivot[column] as Fraction);
      for (let k = column; k <= size; k++) row[k] = minus(row[k] as Fraction, multiply(factor, pivot[k] as Fraction));
    }
  }
  return rows.map((row, index) => divide(row[size] as Fraction, row[index] as Fraction));
}

/**
 * An independent exact computation for any die: the chain over (sevens s,
 * free rolls f) with the free rolls capped at `cap` (a plus or a Polydi
 * Symbol beyond it lands on it), solved exactly for W = P(win), V = E[score;
 * win] and S = E[score²; win] from each state, by first-step analysis:
 * a number at f = 0 costs a point (f > 0: uses a free roll), a 7 also moves
 * s on (the third wins), a plus / Polydi Symbol bank 1 / 2 free rolls, a
 * minus loses. The cap changes the answer only by the chance of ever
 * banking that many free rolls, which the dice below make negligible.
 */
function truncatedChain(die: Die, cap: number): { win: Fraction; mean: Fraction; variance: Fraction } {
  const { a, b, c, d } = exactShares(die);
  const levels = cap + 1;
  const W: Fraction[][] = [];
  const V: Fraction[][] = [];
  const S: Fraction[][] = [];
  for (let sevens = 2; sevens >= 0; sevens--) {
    // Row f: X(f) − b·X(f') − c·X(f + 1) − d·X(f + 2) = what a 7 brings (f' = max(f − 1, 0)).
    const matrix = Array.from({ length: levels }, (_, free) => {
      const row = Array.from({ length: levels }, (_, column) => (column === free ? ONE : ZERO));
      const after = Math.max(free - 1, 0);
      row[after] = minus(row[after] as Fraction, b);
      row[Math.min(free + 1, cap)] = minus(row[Math.min(free + 1, cap)] as Fraction, c);
      row[Math.min(free + 2, cap)] = minus(row[Math.min(free + 2, cap)] as Fraction, d);
      return row;
    });
    const cost = (free: number): Fraction => (free === 0 ? ONE : ZERO);
    const next = (grid: Fraction[][], free: number): Fraction => (grid[2 - sevens - 1] as Fraction[])[Math.max(free - 1, 0)] as Fraction;
    const win = solveExactly(
      matrix,
      Array.from({ length: levels }, (_, free) => multiply(a, sevens === 2 ? ONE : next(W, free))),
    );
    // The point a number costs at f = 0 is added to every game that goes on to win: cost·W(next state).
    const paid = (free: number, winNext: Fraction): Fraction => multiply(cost(free), winNext);
    const first = solveExactly(
      matrix,
      Array.from({ length: levels }, (_, free) => {
        const after = Math.max(free - 1, 0);
        const viaSeven = sevens === 2 ? cost(free) : add(next(V, free), paid(free, next(W, free)));
        return add(multiply(a, viaSeven), multiply(b, paid(free, win[after] as Fraction)));
      }),
    );
    const second = solveExactly(
      matrix,
      Array.from({ length: levels }, (_, free) => {
        const after = Math.max(free - 1, 0);
        // (cost + rest)² = rest² + 2·cost·rest + cost², and cost² = cost.
        const grow = (rest2: Fraction, rest: Fraction, winRest: Fraction) =>
          sum(rest2, multiply(fraction(2n, 1n), multiply(cost(free), rest)), multiply(cost(free), winRest));
        const viaSeven = sevens === 2 ? cost(free) : grow(next(S, free), next(V, free), next(W, free));
        return add(multiply(a, viaSeven), multiply(b, sum(multiply(fraction(2n, 1n), multiply(cost(free), first[after] as Fraction)), multiply(cost(free), win[after] as Fraction))));
      }),
    );
    W[2 - sevens] = win;
    V[2 - sevens] = first;
    S[2 - sevens] = second;
  }
  const win = (W[2] as Fraction[])[0] as Fraction;
  const mean = divide((V[2] as Fraction[])[0] as Fraction, win);
  return { win, mean, variance: minus(divide((S[2] as Fraction[])[0] as Fraction, win), multiply(mean, mean)) };
}

const relativeError = (value: number, exact: Fraction): number => Math.abs(value / toNumber(exact) - 1);

describe("luckySevenOdds on weights at the edges of the double range", () => {
  it("[7, minus] with weights [5e-324, 5e-324]: the mean winning score is exactly 3", () => {
    // Equal weights: 7 and minus each have probability 1/2, whatever their size. Nothing
    // else can show, so a won game is three 7s in a row, each a paid number: score 3.
    const odds = luckySevenOdds(createPolydi([7, "minus"], { weights: [5e-324, 5e-324] }));
    expect(odds.meanScoreWhenWon).toBe(3);
    expect(odds.scoreStandardDeviationWhenWon).toBe(0);
    expect(odds.medianScoreWhenWon).toBe(3);
    expect(odds.winProbabilityExact).toEqual({ numerator: 1n, denominator: 8n });
    expect(odds.expectedRollsPerGame).toBe(1.75); // 1 + 1/2 + 1/4 decisive rolls, each one roll
    expect(luckySevenOdds(createPolydi([7, "minus"], { weights: [1.7e308, 1.7e308] })).meanScoreWhenWon).toBe(3);
  });

  it("[7, 1, minus] with weights [5e-324, 1, 5e-324]: refused with a typed error, never NaN", () => {
    // p7 = pMinus = ε/(1 + 2ε) with ε = 2^-1074, so given a win the score is 3 plus three runs of
    // 1s of mean 1/(2ε) = 2^1073 each: a mean of 3 + 3·2^1073 ≈ 3.8e323, beyond the largest double
    // (1.8e308), and scores beyond 2^53 cannot even be counted one by one. The die is refused.
    const die = createPolydi([7, 1, "minus"], { weights: [5e-324, 1, 5e-324] });
    expect(() => luckySevenOdds(die)).toThrow(expect.objectContaining({ name: "DiceError", code: "INVALID_DIE" }));
    expect(() => luckySevenOdds(die)).toThrow(/a 7 shows with probability 5e-324 .* at least once in 10\^12 rolls/);
    // The die itself is fine to roll: its faces have the probabilities its weights say.
    expect(faceProbabilities(die)).toEqual([5e-324, 1, 5e-324]);
  });

  it("[7, 1] with weights [1e-9, 1]: the mean winning score is 3000000003", () => {
    // No minus: every game is won. No free rolls: every roll costs a point, so the score is the
    // number of rolls to the third 7 = 3 + three geometric runs of 1s of mean w1/w7 = 1/w7 each.
    // w7 is the double nearest 1e-9 (1e-9 + 6.2e-26), so the mean is 3 + 3/w7 =
    // 3000000002.99999981…, whose nearest double is 3000000003.
    const die = createPolydi([7, 1], { weights: [1e-9, 1] });
    const exact = add(fraction(3n, 1n), divide(fraction(3n, 1n), fromDouble(1e-9)));
    expect(toNumber(exact)).toBe(3000000003);
    expect(toNumber(noFreeRolls(die).mean)).toBe(3000000003);
    const odds = luckySevenOdds(die);
    expect(odds.winProbability).toBe(1);
    // Within the documented tolerance (1e-13; in fact within a few units in the last place).
    expect(relativeError(odds.meanScoreWhenWon, exact)).toBeLessThan(1e-15);
    // Variance 3·w1/w7² (the runs' variances add): sd = √3/w7 ≈ 1.732e9.
    expect(relativeError(odds.scoreStandardDeviationWhenWon ** 2, noFreeRolls(die).variance)).toBeLessThan(1e-14);
    // The old code lost eight digits here (2999998998.1), from 1 − p7 taken in floating point.
  });

  it("a 7 rarer than once in 10^12 rolls is refused; one at 10^-12 or a die with no 7 is not", () => {
    expect(() => luckySevenOdds(createPolydi([7, 1], { weights: [1, 1e12 + 1] }))).toThrow(
      expect.objectContaining({ code: "INVALID_DIE" }),
    );
    expect(luckySevenOdds(createPolydi([7, 1], { weights: [1, 1e12 - 1] })).winProbability).toBe(1);
    const never = luckySevenOdds(createPolydi([1, "minus"], { weights: [1, 5e-324] }));
    expect(never.winProbability).toBe(0);
    expect(never.meanScoreWhenWon).toBeNaN();
  });

  it("Polydi weights near the double maximum are a fair die, in odds and in rolls", () => {
    // [7, 1, minus] equally likely: mean 4.5 (worked by hand in luckySevenOdds.test.ts).
    const huge = createPolydi([7, 1, "minus"], { weights: [1.7e308, 1.7e308, 1.7e308] });
    expect(luckySevenOdds(huge).meanScoreWhenWon).toBeCloseTo(4.5, 12);
    const coin = createPolydi([7, "minus"], { weights: [1.7e308, 1.7e308] });
    const wins = simulatePolydi({ die: coin, seed: 16, games: 8000 }).wins;
    // P(win) = 1/8: 1,000 of 8,000 expected, sd about 30.
    expect(Math.abs(wins - 1000)).toBeLessThan(120);
    // Scaling every weight by a power of two changes no roll.
    const plain = createPolydi([7, 1, "plus", "minus"], { weights: [1, 2, 3, 1] });
    const scaled = createPolydi([7, 1, "plus", "minus"], { weights: [1, 2, 3, 1].map((weight) => weight * 2 ** 600) });
    expect(simulatePolydi({ die: scaled, seed: 4, games: 500 })).toEqual(simulatePolydi({ die: plain, seed: 4, games: 500 }));
  });
});

describe("luckySevenOdds is exact to its documented tolerance on lopsided dice", () => {
  it.each([
    ["[7, 1, minus] at [2e-12, 1, 1e-6]", createPolydi([7, 1, "minus"], { weights: [2e-12, 1, 1e-6] })],
    ["[7, 1, minus] at [1, 1e-9, 1e-9]", createPolydi([7, 1, "minus"], { weights: [1, 1e-9, 1e-9] })],
    ["[7, 1, 2, minus] at [0.1, 0.2, 0.3, 1e-300]", createPolydi([7, 1, 2, "minus"], { weights: [0.1, 0.2, 0.3, 1e-300] })],
  ])("%s, without free rolls: mean and variance against the rational closed form", (_, die) => {
    const odds = luckySevenOdds(die);
    const exact = noFreeRolls(die);
    expect(relativeError(odds.meanScoreWhenWon, exact.mean)).toBeLessThan(1e-13);
    expect(relativeError(odds.scoreStandardDeviationWhenWon ** 2, exact.variance)).toBeLessThan(1e-12);
  });

  it.each([
    // Numbers near certainty, free rolls and decisive faces rare: the old "1 − p" lost most digits here.
    ["[7, 1, plus, polydi, minus] at [1e-6, 1, 1e-6, 1e-6, 1e-6]", createPolydi([7, 1, "plus", "polydi", "minus"], { weights: [1e-6, 1, 1e-6, 1e-6, 1e-6] }), 10],
    ["[7, 1, plus, minus] at [1e-4, 1, 1e-3, 1e-4]", createPolydi([7, 1, "plus", "minus"], { weights: [1e-4, 1, 1e-3, 1e-4] }), 12],
    ["[7, 3, polydi, minus] at [0.25, 1, 0.01, 0.5]", createPolydi([7, 3, "polydi", "minus"], { weights: [0.25, 1, 0.01, 0.5] }), 16],
  ])("%s, with free rolls: win, mean and variance against the chain solved exactly (free rolls capped)", (_, die, cap) => {
    const odds = luckySevenOdds(die);
    const exact = truncatedChain(die, cap);
    expect(relativeError(odds.winProbability, exact.win)).toBeLessThan(1e-13);
    expect(relativeError(odds.meanScoreWhenWon, exact.mean)).toBeLessThan(1e-13);
    expect(relativeError(odds.scoreStandardDeviationWhenWon ** 2, exact.variance)).toBeLessThan(1e-12);
  });

  it("the exact chain agrees with the rational closed form where both apply (a check of the check)", () => {
    const die = createPolydi([7, 1, "minus"], { weights: [1, 3, 2] });
    const chain = truncatedChain(die, 2);
    const closed = noFreeRolls(die);
    expect(minus(chain.mean, closed.mean).numerator).toBe(0n);
    expect(minus(chain.variance, closed.variance).numerator).toBe(0n);
  });
});
