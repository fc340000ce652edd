import { describe, expect, it } from "vitest";
import { d4, d6 } from "../dice/Die";
import { renderScoreSheets } from "../engine/renderScoreSheets";
import { renderTurn } from "../engine/renderTurn";
import { sumOfDice, sumOfValue } from "../patterns/sums";
import { classicYahtzee } from "../rules/classicYahtzee";
import { classicYahtzeeGame } from "./classicYahtzeeGame";
import { createGame } from "./createGame";

const rules = {
  id: "fours",
  name: "Fours",
  dice: [d4, d6],
  rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "fours", label: "Fours", section: "main", score: (dice: readonly number[]) => sumOfValue(dice, 4) },
    { id: "bigChance", label: "Big Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
} as const;

describe("createGame", () => {
  const game = createGame(rules);

  it("holds the rules' id, name, categories and an engine bound to them", () => {
    expect([game.id, game.name, game.rules]).toEqual(["fours", "Fours", rules]);
    expect(game.categories.map((category) => category.id)).toEqual(["fours", "bigChance"]);
    let state = game.engine.newGame({ players: ["Ada"], seed: 1 });
    state = game.engine.applyAction(state, { type: "roll", values: [4, 4] });
    expect(game.engine.scoreIfFilled(state, "fours")).toBe(8);
  });

  it("renders the turn, the sheets and the dice as core's renderers do", () => {
    let state = game.engine.newGame({ players: ["Ada", "Bo"], seed: 1 });
    expect(game.renderDice(state)).toBe("");
    state = game.engine.applyAction(state, { type: "roll", values: [3, 6] });
    expect(game.renderDice(state)).toBe("1: d4 = 3 · 2: d6 = 6");
    expect(game.renderDice(state, { format: "markdown" })).toBe("1: d4 = 3 · 2: d6 = 6");
    expect(game.renderTurn(state)).toBe(renderTurn(rules, state));
    state = game.engine.applyAction(state, { type: "fill", category: "bigChance" });
    expect(game.renderSheets(state, { format: "markdown" })).toBe(renderScoreSheets(rules, state, { format: "markdown" }));
  });

  it("names itself in the refusals of its renderers", () => {
    const other = createGame(classicYahtzee()).engine.newGame({ players: ["Ada"], seed: 1 });
    expect(() => game.renderDice(other)).toThrow(/^renderDice: rules is 'yahtzee'/);
    expect(() => game.renderSheets(other)).toThrow(/^renderSheets: rules is 'yahtzee'/);
    expect(() => game.renderTurn(other)).toThrow(/^renderTurn: rules is 'yahtzee'/);
    const state = game.engine.newGame({ players: ["Ada"], seed: 1 });
    expect(() => game.renderDice(state, { format: "html" as never })).toThrow(/^renderDice: /);
  });

  it("reads categories by label and words refusals for the players", () => {
    expect(game.readCategory("big chance")).toBe("bigChance");
    expect(game.readCategory("Big-Chance")).toBe("bigChance");
    let caught: unknown;
    try {
      game.readCategory("big chanse");
    } catch (error) {
      caught = error;
    }
    expect(game.explain(caught)).toBe("There is no category 'big chanse' in this game. Did you mean Big Chance?");
    const state = game.engine.newGame({ players: ["Ada", "Bo"], seed: 1 });
    const refused = game.engine.validateAction(state, { type: "roll", player: 1 });
    expect(refused.ok ? "" : game.explain(refused.error, { state })).toBe("It is Ada's turn, not Bo's.");
    expect(refused.ok ? "" : game.explain(refused.error)).toBe("It is player 1's turn, not player 2's.");
  });

  it("refuses malformed rules as createEngine does", () => {
    expect(() => createGame({ ...rules, rollsPerTurn: 0 })).toThrow(expect.objectContaining({ code: "INVALID_RULES" }));
  });
});

describe("classicYahtzeeGame", () => {
  it("is classic Yahtzee with the forced joker", () => {
    expect([classicYahtzeeGame.id, classicYahtzeeGame.name]).toEqual(["yahtzee", classicYahtzee().name]);
    expect(classicYahtzeeGame.rules).toBe(classicYahtzee());
    expect(classicYahtzeeGame.readCategory("small straight")).toBe("smallStraight");
  });
});
