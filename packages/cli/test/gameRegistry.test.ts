import { describe, expect, it } from "vitest";
import { findGame } from "../src/games/gameRegistry";

describe("findGame", () => {
  it("offers the optimal bot and advice for the shipped (combination) scoring of Poker and Dodeca", () => {
    for (const id of ["poker", "dodeca"]) {
      for (const game of [findGame(id), findGame(id, { mainScoring: "combination" })]) {
        expect(Object.keys(game.bots).sort()).toEqual(["greedy", "optimal", "random"]);
        expect(game.advise).toBeTypeOf("function");
        expect(game.engine.rules.id).toBe(id);
      }
    }
  });

  it("offers only the baselines under all-dice scoring, on that scoring's rules", () => {
    for (const [id, name] of [
      ["poker", "Poker (all-dice scoring)"],
      ["dodeca", "Dodeca (all-dice scoring)"],
    ] as const) {
      const game = findGame(id, { mainScoring: "all-dice" });
      expect(game.name).toBe(name);
      expect(Object.keys(game.bots).sort()).toEqual(["greedy", "random"]);
      expect(game.advise).toBeUndefined();
      expect(game.engine.rules.id).not.toBe(id);
    }
  });

  it("rejects an unknown game, naming the games it knows", () => {
    expect(() => findGame("yahtzee")).toThrow("unknown game 'yahtzee'; expected one of platzee, poker, dodeca");
  });
});
