import { describe, expect, it } from "vitest";
import { NUMBERED_POLYDI, ORIGINAL_POLYDI } from "../rules/polydiDice";
import { renderPolydiGame } from "../render/renderPolydiGame";
import { createLuckySevenGame, luckySevenGame } from "./luckySevenGame";

describe("luckySevenGame", () => {
  it("is the Lucky Seven challenge with the original Polydi, with no categories", () => {
    expect([luckySevenGame.id, luckySevenGame.name, luckySevenGame.rules]).toEqual(["luckyseven", "Lucky Seven", ORIGINAL_POLYDI]);
    expect(luckySevenGame.categories).toEqual([]);
    expect(createLuckySevenGame(NUMBERED_POLYDI).rules).toEqual(NUMBERED_POLYDI);
  });

  it("shows the die last rolled, the turn as renderPolydiGame does, and each player's attempts", () => {
    let state = luckySevenGame.engine.newGame({ players: ["Ada", "Bo"], seed: 1 });
    expect(luckySevenGame.renderDice(state)).toBe("");
    expect(luckySevenGame.renderSheets(state)).toBe("Ada: no attempt won yet, 0 attempts, 0 rolls\nBo: no attempt won yet, 0 attempts, 0 rolls");
    state = luckySevenGame.engine.applyAction(state, { type: "roll", values: ["plus"] });
    expect(luckySevenGame.renderDice(state)).toBe("1: polydi = plus");
    expect(luckySevenGame.renderTurn(state)).toBe(renderPolydiGame(state));
    // A minus ends Ada's attempt, lost: one attempt of two rolls.
    state = luckySevenGame.engine.applyAction(state, { type: "roll", values: ["minus"] });
    expect(luckySevenGame.renderSheets(state).split("\n")[0]).toBe("Ada: no attempt won yet, 1 attempt, 2 rolls");
    expect(luckySevenGame.renderSheets(state, { format: "markdown" }).split("  \n")[0]).toBe("**Ada**: no attempt won yet, 1 attempt, 2 rolls");
  });

  it("refuses every category name, and words refusals for the players", () => {
    let caught: unknown;
    try {
      luckySevenGame.readCategory("chance");
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: "UNKNOWN_CATEGORY", details: { categories: [] } });
    const state = luckySevenGame.engine.newGame({ players: ["Ada", "Bo"], seed: 1 });
    const refused = luckySevenGame.engine.validateAction(state, { type: "roll", player: 1 });
    expect(refused.ok ? "" : luckySevenGame.explain(refused.error, { state })).toBe("It is Ada's turn, not Bo's.");
  });

  it("refuses a state that is not a Lucky Seven challenge in its renderers", () => {
    expect(() => luckySevenGame.renderDice({ players: [], finished: false } as never)).toThrow(expect.objectContaining({ code: "INVALID_STATE" }));
    expect(() => luckySevenGame.renderSheets({ players: [], finished: false } as never)).toThrow(expect.objectContaining({ code: "INVALID_STATE" }));
  });
});
