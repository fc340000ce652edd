import type { GameRules } from "@dice/core";
import type { GameStrategy } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";
import { dodecaAllDiceGame, dodecaEngine, dodecaGame, pokerAllDiceGame, pokerEngine, pokerGame } from "../src/index";
import { dodecaAllDiceStrategy, dodecaStrategy, pokerAllDiceStrategy, pokerStrategy } from "../src/strategy/index";

// The four bindings, as a host lists them (their category ids differ).
const strategies = [pokerStrategy, pokerAllDiceStrategy, dodecaStrategy, dodecaAllDiceStrategy] as GameStrategy<GameRules>[];

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

  it("have one strategy binding each, bound to the same game object, keeping one solution", { timeout: 120_000 }, async () => {
    expect([pokerStrategy.game, pokerAllDiceStrategy.game, dodecaStrategy.game, dodecaAllDiceStrategy.game]).toEqual([pokerGame, pokerAllDiceGame, dodecaGame, dodecaAllDiceGame]);
    expect([pokerStrategy.name, pokerAllDiceStrategy.name, dodecaStrategy.name, dodecaAllDiceStrategy.name]).toEqual(["pokerStrategy", "pokerAllDiceStrategy", "dodecaStrategy", "dodecaAllDiceStrategy"]);
    for (const strategy of strategies) {
      const [first, second] = await Promise.all([strategy.load(), strategy.load()]);
      expect(second, strategy.name).toBe(first);
      expect(await strategy.load(), strategy.name).toBe(first);
      expect(strategy.loadSync(), strategy.name).toBe(first);
      expect(strategy.loaded(), strategy.name).toBe(first);
      expect(first.rules.id, strategy.name).toBe(strategy.game.id);
    }
  });

  it("each binding's optimal bot plays a whole game of its own game through the engine", { timeout: 120_000 }, () => {
    for (const strategy of strategies) {
      const { engine } = strategy.game;
      const bot = strategy.optimalBot();
      let state = engine.newGame({ players: ["Ada"], seed: 4 });
      // A whole game is three sheets (the stages: any item, declared, in order), every item filled in each.
      while (!state.finished) state = engine.applyAction(state, bot(state));
      const sheets = state.players[0]!.sheets;
      expect(sheets, strategy.name).toHaveLength(3);
      for (const sheet of sheets) expect(Object.keys(sheet).sort(), strategy.name).toEqual(strategy.game.categories.map((item) => item.id).sort());
      expect(strategy.expectedFinalScore(state), strategy.name).toBe(engine.totals(state)[0]?.total);
    }
  });
});
