import { pokerAllDiceGame } from "@dice/poker-dodeca";
import { describe, expect, it } from "vitest";
import { describeMove } from "../src/games/describeMove";
import { findEntry, isRulesGame, requireStrategy } from "../src/games/findEntry";
import { games } from "../src/games/games";

describe("the games", () => {
  it("lists every game once, in the order the CLI and the chat bot offer them, each with a strategy but Lucky Seven", () => {
    expect(games.map((entry) => entry.game.id)).toEqual(["platzee", "poker", "poker-all-dice", "dodeca", "dodeca-all-dice", "yahtzee", "luckyseven"]);
    expect(games.filter((entry) => entry.strategy === undefined).map((entry) => entry.game.name)).toEqual(["Lucky Seven"]);
    for (const entry of games) if (entry.strategy !== undefined) expect(entry.strategy.game).toBe(entry.game);
  });

  it("tells a game played by a rules object from one with an engine of its own", () => {
    expect(games.map((entry) => isRulesGame(entry.game))).toEqual([true, true, true, true, true, true, false]);
  });
});

describe("findEntry", () => {
  it("finds a game by its id, and --scoring all-dice finds its all-dice variant", () => {
    expect(findEntry(games, "poker").game.id).toBe("poker");
    expect(findEntry(games, "poker", "all-dice").game).toBe(pokerAllDiceGame);
    expect(findEntry(games, "dodeca", "all-dice").game.id).toBe("dodeca-all-dice");
    expect(findEntry(games, "poker-all-dice", "all-dice").game.id).toBe("poker-all-dice");
    expect(findEntry(games, "poker-all-dice", "combination").game.id).toBe("poker");
    expect(findEntry(games, "platzee", "combination").game.id).toBe("platzee");
  });

  it("refuses an unknown game, naming the games, and an all-dice scoring a game does not have", () => {
    expect(() => findEntry(games, "farkle")).toThrow("game must be one of platzee, poker, poker-all-dice, dodeca, dodeca-all-dice, yahtzee, luckyseven; received 'farkle'");
    expect(() => findEntry(games, "platzee", "all-dice")).toThrow("'platzee' has no all-dice scoring; the games with one: poker, dodeca");
  });

  it("a game without a strategy is refused where one is needed, naming the games that have one", () => {
    const luckySeven = findEntry(games, "luckyseven");
    expect(() => requireStrategy(games, luckySeven, ", so it has no bots")).toThrow(
      "Lucky Seven has no strategy, so it has no bots; games with one: platzee, poker, poker-all-dice, dodeca, dodeca-all-dice, yahtzee",
    );
  });
});

describe("the strategies, through the entries", () => {
  it("advises an all-dice Poker game from the solution solved on first use", { timeout: 120_000 }, async () => {
    const strategy = requireStrategy(games, findEntry(games, "poker", "all-dice"), "");
    await strategy.load();
    const state = strategy.game.engine.applyAction(strategy.game.engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 6, 6, 6, 6] });
    // Five sixes from hand: Five of a Kind, 30 doubled (all-dice scoring sums the same five dice).
    expect(describeMove(strategy.game, state, strategy.adviseTurn(state).best)).toBe("fill Five of a Kind (60)");
  });

  it("advises an all-dice Dodeca game from the shipped all-dice table", { timeout: 120_000 }, async () => {
    const strategy = requireStrategy(games, findEntry(games, "dodeca-all-dice"), "");
    await strategy.load();
    const state = strategy.game.engine.applyAction(strategy.game.engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 12, 12, 12] });
    // Four 12s from hand: Four of a Kind, 48 doubled (all-dice scoring sums the same four dice).
    expect(describeMove(strategy.game, state, strategy.adviseTurn(state).best)).toBe("fill Four of a Kind (96)");
  });

  it("advises classic Yahtzee (forced joker), solved on first use", { timeout: 120_000 }, async () => {
    const strategy = requireStrategy(games, findEntry(games, "yahtzee"), "");
    expect(strategy.game.name).toBe("Yahtzee");
    await strategy.load();
    // A Yahtzee on the first roll of the game: the Yahtzee box, 50.
    const state = strategy.game.engine.applyAction(strategy.game.engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
    expect(describeMove(strategy.game, state, strategy.adviseTurn(state).best)).toBe("fill Yahtzee (50)");
  });
});
