import { describe, expect, it } from "vitest";
import {
  platzee,
  platzeeCategories,
  platzeeCategoryIds,
  platzeeDice,
  platzeeEngine,
  platzeeGame,
  readPlatzeeDice,
  readPlatzeeSheet,
  scoreAll,
  scoreAllInto,
  scoreCategory,
  sectionTotals,
  sheetTotal,
} from "../src/index";
import { scoreOptions } from "@dice/core";
import { platzeeStrategy } from "../src/strategy/index";

// Every `@example` in the TSDoc of src/, run as written, with the result it shows.
describe("TSDoc examples", () => {
  it("rules", () => {
    expect(platzeeDice.map((die) => die.name)).toEqual(["d4", "d6", "d8", "d12", "d20"]);
    expect(platzeeCategoryIds.length).toBe(15);
    expect(platzeeCategoryIds[4]).toBe("pair");
    expect(platzee.categories[2]?.score([2, 3, 3, 6, 12])).toBe(6);
    expect(platzeeCategories.find((category) => category.id === "pair")?.score([4, 4, 6, 8, 12])).toBe(34);
    expect(platzee.rollsPerTurn).toBe(3);
    expect(platzee.categories.map((category) => category.id).slice(0, 5)).toEqual(["ones", "twos", "threes", "fours", "pair"]);
    expect(platzee.sections[0]?.rule).toEqual({ type: "thresholdBonus", threshold: 30, bonus: 50 });
  });

  it("scoring", () => {
    expect(readPlatzeeDice([2, 3, 3, 6, 12])).toEqual([2, 3, 3, 6, 12]);
    expect(() => readPlatzeeDice([1, 7, 1, 1, 1])).toThrow("readPlatzeeDice: die 2 (d6) cannot show 7; allowed: integers 1 to 6");
    expect(scoreAll([4, 6, 8, 12, 20]).chance).toBe(50);
    const scores = scoreAll([4, 4, 6, 6, 12]);
    expect([scores.twoPairs, scores.fullHouse, scores.wasteful]).toEqual([32, 0, 32]);
    expect(scoreAllInto([1, 2, 4, 8, 20], new Int32Array(15))[12]).toBe(40);
    expect(scoreCategory("geometric", [4, 6, 1, 9, 20])).toBe(30);
    expect(scoreCategory("fullHouse", [2, 2, 2, 2, 2])).toBe(0);
    expect(readPlatzeeSheet({ fullHouse: 25 })).toEqual({ fullHouse: 25 });
    expect(() => readPlatzeeSheet({ fullHouse: 20 })).toThrow("'fullHouse' cannot score 20; possible scores: 0, 25");
    expect(sectionTotals({ fours: 8 }).upper).toBe(8);
    expect(sectionTotals({ ones: 2, twos: 6, threes: 9, fours: 16, chance: 40, odd: 12 })).toEqual({
      upper: 33,
      bonus: 50,
      lower: 40,
      special: 12,
      total: 135,
    });
    expect(sheetTotal({ ones: 2, twos: 6, threes: 9, fours: 12, platzee: 50 })).toBe(79);
  });

  it("engine", () => {
    let state = platzeeEngine.newGame({ players: ["Ada", "Bo"], seed: 42 });
    state = platzeeEngine.applyAction(state, { type: "roll", values: [4, 4, 6, 8, 12] });
    state = platzeeEngine.applyAction(state, { type: "fill", category: "pair" });
    expect(state.players[0]?.sheets[0]).toEqual({ pair: 34 });
    expect(state.currentPlayer).toBe(1);

    let solo = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
    solo = platzeeEngine.applyAction(solo, { type: "roll", values: [2, 2, 2, 2, 2] });
    expect(scoreOptions(platzee, solo).find((option) => option.category === "platzee")?.score).toBe(50);

    let chance = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
    chance = platzeeEngine.applyAction(chance, { type: "roll", values: [4, 6, 8, 12, 20] });
    chance = platzeeEngine.applyAction(chance, { type: "fill", category: "chance" });
    expect(platzeeGame.renderSheets(chance).split("\n").find((line) => line.includes("Chance"))).toBe("  Chance             50");

    let turn = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
    turn = platzeeEngine.applyAction(turn, { type: "roll", values: [2, 3, 3, 6, 12] });
    expect(platzeeGame.renderTurn(turn).split("\n").slice(0, 2)).toEqual([
      "Ada to play (player 1 of 1), roll 1 of 3 (2 rolls left)",
      "Dice: 1: d4 = 2 · 2: d6 = 3 · 3: d8 = 3 · 4: d12 = 6 · 5: d20 = 12",
    ]);
  });

  it("game object", () => {
    let state = platzeeGame.engine.newGame({ players: ["Ada"], seed: 1 });
    state = platzeeGame.engine.applyAction(state, { type: "roll", values: [2, 3, 3, 6, 12] });
    expect(platzeeGame.renderDice(state)).toBe("1: d4 = 2 · 2: d6 = 3 · 3: d8 = 3 · 4: d12 = 6 · 5: d20 = 12");
    expect(platzeeGame.readCategory("two pairs")).toBe("twoPairs");
  });

  it("strategy", async () => {
    await platzeeStrategy.load();
    let state = platzeeGame.engine.newGame({ players: ["Ada"], seed: 1 });
    // "346.9408…": the digits shown, then more.
    expect(String(platzeeStrategy.expectedFinalScore(state))).toMatch(/^346\.9408\d/);
    state = platzeeGame.engine.applyAction(state, { type: "roll", values: [4, 4, 4, 4, 4] });
    const { best, choices } = platzeeStrategy.adviseTurn(state);
    expect(best.type === "fill" && best.category).toBe("fours");
    expect(String(choices[1]?.cost)).toMatch(/^3\.7056\d/);
  });
});
