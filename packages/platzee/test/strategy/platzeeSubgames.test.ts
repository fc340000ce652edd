import { describe, expect, it } from "vitest";
import { defineRules } from "@dice/core";
import { solveGame } from "@dice/core/strategy";
import { platzee, platzeeDice } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { filledExcept, lowestScore, pointsOnSheet, stateWithSheet } from "./sheetStates";

/** The best expected face of one die with `rolls` rolls, keeping a face only when it beats re-rolling. */
function bestSingleDie(faces: number, rolls: number): number {
  let value = (faces + 1) / 2;
  for (let roll = 2; roll <= rolls; roll++) {
    let sum = 0;
    for (let face = 1; face <= faces; face++) sum += Math.max(face, value);
    value = sum / faces;
  }
  return value;
}

const subgame = (ids: readonly string[]) =>
  defineRules({ ...platzee, id: "platzeeSubgame", categories: platzee.categories.filter((category) => ids.includes(category.id)) });

/** The value the shipped table gives the last turn with only `open` left, after 14 boxes holding their lowest scores (bonus missed). */
function tableLastTurn(open: string): number {
  const sheet = Object.fromEntries(filledExcept([open]).map((id) => [id, lowestScore(id)]));
  return platzeeStrategy.expectedFinalScore(stateWithSheet(sheet)) - pointsOnSheet(sheet);
}

describe("Platzee sub-games solved on the fly (five distinct dice, product structure)", () => {
  it("Chance alone: each die is played on its own, so the optimum is the sum of single-die optima", { timeout: 60_000 }, () => {
    const expected = platzeeDice.reduce((sum, die) => sum + bestSingleDie(die.faces.length, 3), 0);
    // Hand-worked for the d4: 2.5 → (2.5·2 + 3 + 4)/4 = 3 → (3·3 + 4)/4 = 3.25.
    expect(bestSingleDie(4, 3)).toBe(3.25);
    expect(solveGame(subgame(["chance"])).expected).toBeCloseTo(expected, 10);
    // The shipped table's last turn with only Chance open is the same game (float32: to 1e-4).
    expect(Math.abs(tableLastTurn("chance") - expected)).toBeLessThan(1e-4);
  });

  it("Odd alone: an even face is worth 0, so each die chases its own best odd face", { timeout: 60_000 }, () => {
    // One die: value of keeping face v is v if odd, 0 if even; independent across dice.
    const oddOnly = (faces: number): number => {
      let value = 0;
      for (let roll = 1; roll <= 3; roll++) {
        let sum = 0;
        for (let face = 1; face <= faces; face++) sum += roll === 1 ? (face % 2 === 1 ? face : 0) : Math.max(face % 2 === 1 ? face : 0, value);
        value = sum / faces;
      }
      return value;
    };
    const expected = platzeeDice.reduce((sum, die) => sum + oddOnly(die.faces.length), 0);
    expect(solveGame(subgame(["odd"])).expected).toBeCloseTo(expected, 10);
    expect(Math.abs(tableLastTurn("odd") - expected)).toBeLessThan(1e-4);
  });
});
