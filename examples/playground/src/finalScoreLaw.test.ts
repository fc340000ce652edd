import { readFileSync } from "node:fs";
import { classicYahtzeeGame } from "@dice/core";
import { expectedFinalScore, solveGame } from "@dice/core/strategy";
import { dodecaGame, pokerGame } from "@dice/poker-dodeca";
import { dodecaStrategy, pokerStrategy } from "@dice/poker-dodeca/strategy";
import { describe, expect, it } from "vitest";
import { checkLaw } from "./finalScoreLaw";

const lawFile = (game: string): unknown => JSON.parse(readFileSync(new URL(`../public/laws/${game}.json`, import.meta.url), "utf8"));

describe("the site's law files", () => {
  it("classic Yahtzee's law has the mean of the exact solution from a fresh sheet, to 1e-9", () => {
    const law = checkLaw(lawFile("yahtzee"));
    const solution = solveGame(classicYahtzeeGame.rules);
    expect(Math.abs(law.mean - expectedFinalScore(solution, classicYahtzeeGame.engine.newGame({ players: ["Ada"], seed: 1 })))).toBeLessThan(1e-9);
    // A game of classic Yahtzee scores at least 5 (Chance) and at most 1575 (thirteen Yahtzees with every bonus).
    expect(law.min).toBeGreaterThanOrEqual(5);
    expect(law.min + law.probabilities.length - 1).toBeLessThanOrEqual(1575);
  }, 120_000);

  it("Platzee's law has the mean of the exact solution from a fresh sheet, to 1e-9", () => {
    const law = checkLaw(lawFile("platzee"));
    // The exact optimum of a fresh game, from the package's own solve in float64; playing by the
    // shipped float32 table gives up 1.6e-11 points a game of it (the package README).
    const solve = JSON.parse(readFileSync(new URL("../../../packages/platzee/assets/platzee-solve.json", import.meta.url), "utf8")) as { expected: number };
    expect(Math.abs(law.mean - solve.expected)).toBeLessThan(1e-9);
  });

  it("Poker's law has the mean of the shipped table's value of a fresh game, to the table's rounding", async () => {
    const law = checkLaw(lawFile("poker"));
    const solution = await pokerStrategy.load();
    // The table keeps values to 1/1024 of a point, so its fresh game's value is within 1/2048 of the exact mean of its play.
    expect(Math.abs(law.mean - expectedFinalScore(solution, pokerGame.engine.newGame({ players: ["Ada"], seed: 1 })))).toBeLessThanOrEqual(1 / 2048);
  }, 120_000);

  it("Dodeca's simulated law has a mean within 4 standard errors of the shipped table's value of a fresh game", async () => {
    const law = checkLaw(lawFile("dodeca"));
    expect(law.games).toBeGreaterThanOrEqual(1000);
    const solution = await dodecaStrategy.load();
    const standardError = law.sd / Math.sqrt(law.games ?? Number.NaN);
    expect(Math.abs(law.mean - expectedFinalScore(solution, dodecaGame.engine.newGame({ players: ["Ada"], seed: 1 })))).toBeLessThanOrEqual(4 * standardError);
  }, 120_000);
});

describe("checkLaw", () => {
  it("takes a law and works out its mean and standard deviation", () => {
    // A fair coin between 10 and 12: mean 11, standard deviation 1.
    expect(checkLaw({ min: 10, probabilities: [0.5, 0, 0.5] })).toMatchObject({ min: 10, mean: 11, sd: 1 });
  });

  it("refuses what is not a law, saying what is wrong", () => {
    expect(() => checkLaw(null)).toThrow("no integer min");
    expect(() => checkLaw({ min: 1.5, probabilities: [1] })).toThrow("no integer min");
    expect(() => checkLaw({ min: 1, probabilities: [] })).toThrow("no integer min");
    expect(() => checkLaw({ min: 1, probabilities: [0.5, "0.5"] })).toThrow("probability number 1 is not between 0 and 1");
    expect(() => checkLaw({ min: 1, probabilities: [1.5, -0.5] })).toThrow("probability number 0 is not between 0 and 1");
    expect(() => checkLaw({ min: 1, probabilities: [0.5, 0.4] })).toThrow("add up to 0.9");
    expect(() => checkLaw({ min: 1, probabilities: [1], method: "guess", games: 10 })).toThrow('method is not "simulation"');
    expect(() => checkLaw({ min: 1, probabilities: [1], method: "simulation", games: 2.5 })).toThrow("whole number of games");
  });

  it("keeps how many games a simulated law comes from", () => {
    expect(checkLaw({ min: 3, probabilities: [0.25, 0.75], method: "simulation", games: 4 })).toMatchObject({ mean: 3.75, games: 4 });
  });
});
