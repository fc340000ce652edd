import { describe, expect, it } from "vitest";
import { platzee, platzeeEngine, platzeeGame } from "../src/index";
import { platzeeStrategy } from "../src/strategy/index";

describe("platzeeGame and platzeeStrategy", () => {
  it("platzeeGame is Platzee's rules with the package's engine", () => {
    expect([platzeeGame.id, platzeeGame.name]).toEqual(["platzee", platzee.name]);
    expect(platzeeGame.rules).toBe(platzee);
    expect(platzeeGame.engine).toBe(platzeeEngine);
    expect(platzeeGame.categories).toHaveLength(15);
  });

  it("reads the categories as the rule text names them", () => {
    expect(platzeeGame.readCategory("two pairs")).toBe("twoPairs");
    expect(platzeeGame.readCategory("Full House")).toBe("fullHouse");
    expect(platzeeGame.readCategory("WASTEFUL")).toBe("wasteful");
    let caught: unknown;
    try {
      platzeeGame.readCategory("2 pairs");
    } catch (error) {
      caught = error;
    }
    // "2 pairs" names no category; it shares the word "pairs" with Two Pairs, and "pair" starts it.
    expect(caught).toMatchObject({ code: "UNKNOWN_CATEGORY", details: { category: "2 pairs" } });
    expect((caught as { details: { categories: string[] } }).details.categories.sort()).toEqual(["pair", "twoPairs"]);
  });

  it("platzeeStrategy plays Platzee's game object and keeps one solution", async () => {
    expect(platzeeStrategy.game).toBe(platzeeGame);
    const first = await platzeeStrategy.load();
    expect(await platzeeStrategy.load()).toBe(first);
    expect(platzeeStrategy.loadSync()).toBe(first);
    let state = platzeeGame.engine.newGame({ players: ["Ada"], seed: 3 });
    const bot = platzeeStrategy.optimalBot();
    while (!state.finished) state = platzeeGame.engine.applyAction(state, bot(state));
    expect(platzeeStrategy.expectedFinalScore(state)).toBe(platzeeGame.engine.totals(state)[0]?.total);
  });
});
