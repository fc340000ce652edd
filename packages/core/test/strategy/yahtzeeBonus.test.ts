import { describe, expect, it } from "vitest";
import { classicYahtzee, gameTotals, newGame, playGame, type GameRules, type GameState, type ScoreSheet } from "@dice/core";
import { adviseTurn, optimalBot, solveGame, type GameSolution } from "@dice/core/strategy";
import { solveGameInWorkers } from "@dice/core/node";
import { solveYahtzeeDp } from "./yahtzeeBonusDp";

// Classic solitaire Yahtzee WITH the 100-point Yahtzee bonus and the joker, solved by the
// core solver (a rules object with `repeatBonus`), checked against the published optima and
// against the independent exact DP of yahtzeeBonusDp.ts, which shares no code with it.
//
// Published: Verhoeff's joker reading ("free") 254.5896 (Verhoeff 1999; Glenn 2006:
// 254.589609…); the joker as the publisher prints it ("forced") 254.58772873449593, as
// independent public solvers of the forced rule report it.

const forced = classicYahtzee();
const free = classicYahtzee({ joker: "free" });
const solutions = new Map<GameRules, GameSolution>();
const solved = (rules: GameRules): GameSolution => {
  let solution = solutions.get(rules);
  if (solution === undefined) {
    solution = solveGame(rules);
    solutions.set(rules, solution);
  }
  return solution;
};

const ids = forced.categories.map((category) => category.id);
/** The DP's start options for a sheet: filled boxes, Upper total, whether the Yahtzee box holds 50. */
function dpStart(sheet: ScoreSheet) {
  let startMask = 0;
  let startUpper = 0;
  ids.forEach((id, index) => {
    if (!Object.hasOwn(sheet, id)) return;
    startMask |= 1 << index;
    if (index < 6) startUpper += sheet[id] as number;
  });
  return { startMask, startUpper, startYahtzee50: sheet.yahtzee === 50 };
}

/** A one-player position with `sheet` filled, before the turn's first roll or with `dice` showing. */
function position(rules: GameRules, sheet: ScoreSheet, dice: number[] | null = null, rollsUsed = 0): GameState {
  const state = newGame(rules, { players: ["Ada"], seed: 1 });
  return { ...state, players: [{ name: "Ada", sheets: [sheet] }], dice, rollsUsed };
}

const recorded = (sheet: ScoreSheet): number => Object.values(sheet).reduce((sum, score) => sum + score, 0);

describe("classic Yahtzee with the bonus and the joker, solved by the core solver", () => {
  it("the forced joker's optimum is 254.58772873449593", { timeout: 120_000 }, () => {
    expect(Math.abs(solved(forced).expected - 254.58772873449593)).toBeLessThan(1e-9);
  });

  it("Verhoeff's free joker's optimum is the published 254.5896 (Glenn: 254.589609…)", { timeout: 120_000 }, () => {
    expect(Math.abs(solved(free).expected - 254.589609)).toBeLessThan(1e-6);
  });

  const sheets: ScoreSheet[] = [
    { yahtzee: 50, threes: 9, fullHouse: 25, chance: 22, sixes: 24, ones: 3 },
    { yahtzee: 0, fours: 16, largeStraight: 40, smallStraight: 30, twos: 6, threeKind: 17 },
    { yahtzee: 50, yahtzeeBonus: 200, fives: 25, fourKind: 21, fullHouse: 25, ones: 2, twos: 8, threes: 12 },
    { fives: 20, sixes: 30, fours: 16, threes: 12, chance: 25, threeKind: 22, fourKind: 0 },
  ];
  for (const [reading, rules] of [["forced", forced], ["free", free]] as const) {
    it(`agrees with the independent DP, ${reading} joker, from sheets mid-game (bonus flag set, box at 0, box open)`, { timeout: 120_000 }, () => {
      for (const sheet of sheets) {
        const start = dpStart(sheet);
        // The DP counts the Upper bonus when the Upper total reaches 63; a sheet already there has it in hand.
        const dp = solveYahtzeeDp({ yahtzeeBonus: true, joker: reading, ...start }).expected + (start.startUpper >= 63 ? 35 : 0);
        const advice = adviseTurn(solved(rules), position(rules, sheet));
        expect(Math.abs(advice.expected - (recorded(sheet) + dp)), JSON.stringify(sheet)).toBeLessThan(1e-9);
      }
    });
  }

  it("advises a joker roll among the fills the forced joker allows, at its scores and with the bonus, as the DP values them", { timeout: 120_000 }, () => {
    const sheet = { yahtzee: 50, threes: 9, fullHouse: 25, chance: 22, sixes: 24, ones: 3 };
    // Last roll of the turn, five fives: Fives is open and scores them, so Fives it must be.
    const advice = adviseTurn(solved(forced), position(forced, sheet, [5, 5, 5, 5, 5], 3));
    expect(advice.choices.map((choice) => choice.type === "fill" && choice.category)).toEqual(["fives"]);
    const after = dpStart({ ...sheet, fives: 25 });
    const dp = solveYahtzeeDp({ yahtzeeBonus: true, joker: "forced", ...after }).expected;
    expect(Math.abs(advice.expected - (recorded(sheet) + 25 + 100 + dp))).toBeLessThan(1e-9);
    // Five threes, Threes filled: any open Lower box, Large Straight at 40.
    const lower = adviseTurn(solved(forced), position(forced, sheet, [3, 3, 3, 3, 3], 3));
    expect(lower.choices.map((choice) => choice.type === "fill" && choice.category).sort()).toEqual(["fourKind", "largeStraight", "smallStraight", "threeKind"]);
    const straight = lower.choices.find((choice) => choice.type === "fill" && choice.category === "largeStraight");
    const afterStraight = solveYahtzeeDp({ yahtzeeBonus: true, joker: "forced", ...dpStart({ ...sheet, largeStraight: 40 }) }).expected;
    expect(Math.abs((straight?.expected as number) - (recorded(sheet) + 40 + 100 + afterStraight))).toBeLessThan(1e-9);
  });

  it("gives the same tables on 2 worker threads as in one thread, bit for bit", { timeout: 120_000 }, async () => {
    const parallel = await solveGameInWorkers({ ...forced }, { workers: 2 });
    expect(parallel.expected).toBe(solved(forced).expected);
    expect(Buffer.from(parallel.stages[0]!.values.buffer).equals(Buffer.from((solved(forced).stages[0]!.values as Float64Array).buffer))).toBe(true);
  });

  it("the optimal bot's mean over 2,000 seeded games is within 4 standard errors of the optimum", { timeout: 300_000 }, () => {
    // The 100,000-game run is `dice simulate yahtzee` (the root README's figures); CI plays 2,000 games.
    const solution = solved(forced);
    const bot = optimalBot(solution);
    const scores: number[] = [];
    for (let seed = 1; seed <= 2000; seed++) scores.push(gameTotals(forced, playGame(forced, [bot], seed))[0]!.total);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const variance = scores.reduce((sum, score) => sum + (score - mean) ** 2, 0) / (scores.length - 1);
    const standardError = Math.sqrt(variance / scores.length);
    // With bonuses the spread of optimal scores is about 60 points: a bound of about ±5.3.
    expect(standardError).toBeGreaterThan(0.5);
    expect(Math.abs(mean - solution.expected)).toBeLessThan(4 * standardError);
    // Some games earn Yahtzee bonuses, and they are counted in the totals.
    expect(scores.some((score) => score > 400)).toBe(true);
  });
});
