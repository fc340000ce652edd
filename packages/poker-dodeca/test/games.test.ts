import { describe, expect, it } from "vitest";
import { dodecaAllDiceGame, dodecaEngine, dodecaGame, pokerAllDiceGame, pokerEngine, pokerGame } from "../src/index";
import { dodecaAllDiceStrategy, dodecaStrategy, pokerAllDiceStrategy, pokerStrategy } from "../src/strategy/index";

describe("the game objects of Poker and Dodeca", () => {
  it("carry each rules id and name, and the package's engines", () => {
    expect([pokerGame.id, pokerAllDiceGame.id, dodecaGame.id, dodecaAllDiceGame.id]).toEqual(["poker", "poker-all-dice", "dodeca", "dodeca-all-dice"]);
    expect(pokerGame.engine).toBe(pokerEngine);
    expect(dodecaGame.engine).toBe(dodecaEngine);
    expect(pokerAllDiceGame.rules.categories.map((item) => item.id)).toEqual(pokerGame.rules.categories.map((item) => item.id));
  });

  it("read the items as the rule text names them", () => {
    expect(pokerGame.readCategory("Full")).toBe("full");
    expect(pokerGame.readCategory("five of a kind")).toBe("fiveOfAKind");
    expect(pokerGame.readCategory("school 6")).toBe("school6");
    expect(dodecaGame.readCategory("Straight")).toBe("straight");
    expect(dodecaGame.readCategory("School-12")).toBe("school12");
    // Poker has no plain Straight: Small and Large are offered instead.
    let caught: unknown;
    try {
      pokerGame.readCategory("straight");
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: "UNKNOWN_CATEGORY", details: { categories: ["smallStraight", "largeStraight"] } });
    expect(pokerGame.explain(caught)).toBe("There is no category 'straight' in this game. Did you mean Small Straight or Large Straight?");
  });

  it("score from hand as the engine does: Full of 3 3 3 5 5 on the first roll is 19, doubled", () => {
    let state = pokerGame.engine.newGame({ players: ["Ada"], seed: 1 });
    state = pokerGame.engine.applyAction(state, { type: "roll", values: [3, 3, 3, 5, 5] });
    expect(pokerGame.renderDice(state)).toBe("1: d6 = 3 · 2: d6 = 3 · 3: d6 = 3 · 4: d6 = 5 · 5: d6 = 5");
    expect(pokerGame.engine.scoreIfFilled(state, pokerGame.readCategory("full"))).toBe(38);
  });

  it("have one strategy binding each, bound to the same game object, keeping one solution", async () => {
    expect([pokerStrategy.game, pokerAllDiceStrategy.game, dodecaStrategy.game, dodecaAllDiceStrategy.game]).toEqual([pokerGame, pokerAllDiceGame, dodecaGame, dodecaAllDiceGame]);
    expect([pokerStrategy.name, pokerAllDiceStrategy.name, dodecaStrategy.name, dodecaAllDiceStrategy.name]).toEqual(["pokerStrategy", "pokerAllDiceStrategy", "dodecaStrategy", "dodecaAllDiceStrategy"]);
    const first = await dodecaAllDiceStrategy.load();
    expect(await dodecaAllDiceStrategy.load()).toBe(first);
    expect(dodecaAllDiceStrategy.loadSync()).toBe(first);
    expect(dodecaAllDiceStrategy.loaded()).toBe(first);
  });
});
