import { isDiceError } from "@dice/core";
import { describe, expect, it } from "vitest";
import { shiftyGetter } from "../../core/test/kit/hostile";
import { NUMBERED_POLYDI, ORIGINAL_POLYDI, createLuckySevenGame, luckySevenGame, polydiEngine, renderPolydiGame } from "../src/index";

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

  it("plays the seed's worked example as polydiEngine does: won in 13 rolls with 8 points, shown in the sheets", () => {
    // seeds/polydi-lucky-seven.txt: 5, 4, 7, plus, 9, 3, 7, 4, Polydi symbol, 8, 8, 2, 7 is a final score of 8.
    const faces = [5, 4, 7, "plus", 9, 3, 7, 4, "polydi", 8, 8, 2, 7] as const;
    let state = luckySevenGame.engine.newGame({ players: ["Ada"], seed: 2 });
    let twin = polydiEngine.newGame({ players: ["Ada"], seed: 2 });
    for (const face of faces) {
      state = luckySevenGame.engine.applyAction(state, { type: "roll", values: [face] });
      twin = polydiEngine.applyAction(twin, { type: "roll", values: [face] });
    }
    expect(state).toEqual(twin);
    expect(state.finished).toBe(true);
    expect(luckySevenGame.engine.totals(state)).toEqual([{ name: "Ada", total: 8, attempts: 1, totalRolls: 13 }]);
    expect(luckySevenGame.renderSheets(state)).toBe("Ada: won with 8 points, 1 attempt, 13 rolls");
    expect(luckySevenGame.renderDice(state)).toBe("1: polydi = 7");
  });

  it("refuses every category name, and words refusals for the players", () => {
    let caught: unknown;
    try {
      luckySevenGame.readCategory("chance");
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: "UNKNOWN_CATEGORY", details: { categories: [] } });
    // Lucky Seven has no categories, so there is nothing close to offer.
    expect(luckySevenGame.explain(caught)).toBe("There is no category 'chance' in this game.");
    const state = luckySevenGame.engine.newGame({ players: ["Ada", "Bo"], seed: 1 });
    const refused = luckySevenGame.engine.validateAction(state, { type: "roll", player: 1 });
    expect(refused.ok ? "" : luckySevenGame.explain(refused.error, { state })).toBe("It is Ada's turn, not Bo's.");
  });

  it("reads the state once: an attempt that changes after the check is shown as checked, or refused with a DiceError", () => {
    let state = luckySevenGame.engine.newGame({ players: ["Ada"], seed: 1 });
    state = luckySevenGame.engine.applyAction(state, { type: "roll", values: ["plus"] });
    for (const render of [luckySevenGame.renderDice, luckySevenGame.renderSheets, luckySevenGame.renderTurn]) {
      // A getter giving the real attempt on the first read and a list on every read after.
      const shifty = shiftyGetter(state as never, "attempt", state.attempt, [[1]]);
      let answer: unknown;
      try {
        answer = render(shifty as never);
      } catch (error) {
        expect(isDiceError(error), String(error)).toBe(true);
        continue;
      }
      expect(answer).toBe(render(state));
    }
  });

  it("refuses a state that is not a Lucky Seven challenge in its renderers", () => {
    expect(() => luckySevenGame.renderDice({ players: [], finished: false } as never)).toThrow(expect.objectContaining({ code: "INVALID_STATE" }));
    expect(() => luckySevenGame.renderSheets({ players: [], finished: false } as never)).toThrow(expect.objectContaining({ code: "INVALID_STATE" }));
  });
});
