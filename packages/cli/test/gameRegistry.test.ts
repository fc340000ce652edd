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

  it("under all-dice scoring, offers Poker's optimal play (solved on first use) and Dodeca's (its shipped all-dice table), on that scoring's rules", () => {
    const allDicePoker = findGame("poker", { mainScoring: "all-dice" });
    expect(allDicePoker.name).toBe("Poker (all-dice scoring)");
    expect(Object.keys(allDicePoker.bots).sort()).toEqual(["greedy", "optimal", "random"]);
    expect(allDicePoker.advise).toBeTypeOf("function");
    expect(allDicePoker.engine.rules.id).toBe("poker-all-dice");
    const allDiceDodeca = findGame("dodeca", { mainScoring: "all-dice" });
    expect(allDiceDodeca.name).toBe("Dodeca (all-dice scoring)");
    expect(Object.keys(allDiceDodeca.bots).sort()).toEqual(["greedy", "optimal", "random"]);
    expect(allDiceDodeca.advise).toBeTypeOf("function");
    expect(allDiceDodeca.engine.rules.id).toBe("dodeca-all-dice");
  });

  it("advises an all-dice Poker game from the solution solved on demand", { timeout: 120_000 }, async () => {
    const game = findGame("poker", { mainScoring: "all-dice" });
    const state = game.engine.applyAction(game.engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 6, 6, 6, 6] });
    const advice = await game.advise?.(state);
    // Five sixes from hand: Five of a Kind, 30 doubled (all-dice scoring sums the same five dice).
    expect(advice?.best.label).toBe("fill Five of a Kind (60)");
  });

  it("advises an all-dice Dodeca game from the shipped all-dice table", { timeout: 120_000 }, async () => {
    const game = findGame("dodeca", { mainScoring: "all-dice" });
    const state = game.engine.applyAction(game.engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 12, 12, 12] });
    const advice = await game.advise?.(state);
    // Four 12s from hand: Four of a Kind, 48 doubled (all-dice scoring sums the same four dice).
    expect(advice?.best.label).toBe("fill Four of a Kind (96)");
  });

  it("offers classic Yahtzee (forced joker) with its optimal bot and advice, solved on first use", { timeout: 120_000 }, async () => {
    const game = findGame("yahtzee");
    expect(game.name).toBe("Yahtzee");
    expect(game.engine.rules.id).toBe("yahtzee");
    expect(Object.keys(game.bots).sort()).toEqual(["greedy", "optimal", "random"]);
    // A Yahtzee on the first roll of the game: the Yahtzee box, 50.
    const state = game.engine.applyAction(game.engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
    const advice = await game.advise?.(state);
    expect(advice?.best.label).toBe("fill Yahtzee (50)");
  });

  it("rejects an unknown game, naming the games it knows", () => {
    expect(() => findGame("farkle")).toThrow("unknown game 'farkle'; expected one of platzee, poker, dodeca, yahtzee");
  });
});
