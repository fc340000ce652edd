import { describe, expect, it } from "vitest";
import { d6 } from "../dice/Die";
import { createGame } from "../game/createGame";
import { playGame } from "../bots/playGame";
import { gameTotals } from "../engine/gameResults";
import { sumOfDice, sumOfValue } from "../patterns/sums";
import { encodeSolution } from "./encodeSolution";
import { solveGame } from "./solveGame";
import { defineStrategy } from "./defineStrategy";

// One d6, two rolls, one category scoring the die: keep a 4, 5 or 6 on the first roll, else re-roll,
// so an empty sheet expects (4 + 5 + 6) / 6 + (3 / 6) * 3.5 = 4.25.
const chance = createGame({
  id: "one-die",
  name: "One die",
  dice: [d6],
  rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
  stages: [{ label: "Game", policy: "any" }],
});

// Two d6, one roll a turn, Sixes and Chance in either order. The first roll (k sixes, the rest summing to s)
// fills Sixes and expects 6k + 7 from Chance next turn, or fills Chance and expects s + 6k + 2 from Sixes:
// no six: max(7, s + 2) over the 25 rolls of 1-5 sums to 210; one six: 13 for each of 10 rolls; two: 19.
// So an empty sheet expects (210 + 130 + 19) / 36 = 359 / 36.
const twoBoxes = createGame({
  id: "two-boxes",
  name: "Two boxes",
  dice: [d6, d6],
  rollsPerTurn: 1,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

async function rejection(promise: Promise<unknown>): Promise<{ code?: string; message?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as never;
  }
  throw new Error("the promise resolved");
}

describe("defineStrategy", () => {
  it("solves on first use and answers with the exact values", () => {
    const strategy = defineStrategy(chance, { table: "solve" });
    expect(strategy.name).toBe("oneDieStrategy");
    expect(strategy.loaded()).toBeUndefined();
    let state = chance.engine.newGame({ players: ["Ada"], seed: 1 });
    expect(strategy.expectedFinalScore(state)).toBeCloseTo(4.25, 12);
    expect(strategy.loaded()).toBeDefined();
    state = chance.engine.applyAction(state, { type: "roll", values: [2] });
    expect(strategy.adviseTurn(state).choices).toEqual([
      { type: "roll", hold: [], kept: [], expected: 3.5, cost: 0 },
      { type: "fill", category: "chance", expected: 2, cost: 1.5 },
    ]);
    state = chance.engine.applyAction(state, { type: "roll", values: [5] });
    // The second roll is the last: only the fill is left.
    expect(strategy.adviseTurn(state).best).toEqual({ type: "fill", category: "chance", expected: 5, cost: 0 });
  });

  it("keeps one solution: load, loadSync and concurrent loads give the same object", async () => {
    const strategy = defineStrategy(twoBoxes, { table: "solve" });
    const [first, second] = await Promise.all([strategy.load(), strategy.load()]);
    expect(first).toBe(second);
    expect(strategy.loadSync()).toBe(first);
    expect(await strategy.load()).toBe(first);
    expect(first.expected).toBeCloseTo(359 / 36, 12);
  });

  it("reads a table from a URL, and from bytes given to load", async () => {
    const bytes = encodeSolution(solveGame(twoBoxes.rules));
    const strategy = defineStrategy(twoBoxes, { table: () => `data:application/octet-stream;base64,${Buffer.from(bytes).toString("base64")}` });
    const fromUrl = await strategy.load();
    expect(fromUrl.expected).toBeCloseTo(359 / 36, 6);
    const fromBytes = await strategy.load(bytes);
    expect(fromBytes).not.toBe(fromUrl);
    expect(strategy.loaded()).toBe(fromBytes);
  });

  it("lets a failed load be tried again, and says how to load where it cannot read synchronously", async () => {
    let asked = 0;
    const missing = defineStrategy(twoBoxes, {
      table: () => {
        asked += 1;
        return new URL("file:///nonexistent/dice/two-boxes.dsol");
      },
    });
    expect(await rejection(missing.load())).toMatchObject({ code: "TABLE_UNAVAILABLE" });
    expect(await rejection(missing.load())).toMatchObject({ code: "TABLE_UNAVAILABLE" });
    expect(asked).toBe(2);
    const state = twoBoxes.engine.newGame({ players: ["Ada"], seed: 1 });
    expect(() => missing.expectedFinalScore(state)).toThrow(/^twoBoxesStrategy\.expectedFinalScore: the Two boxes table is not loaded .*call await twoBoxesStrategy\.load\(\) first$/);
  });

  it("refuses a table of another game and a state of another game, naming the binding", async () => {
    const wrong = defineStrategy(twoBoxes, { table: () => "unused", name: "myStrategy" });
    expect(await rejection(wrong.load(encodeSolution(solveGame(chance.rules))))).toMatchObject({ code: "INVALID_TABLE" });
    const strategy = defineStrategy(twoBoxes, { table: "solve", name: "myStrategy" });
    const other = chance.engine.newGame({ players: ["Ada"], seed: 1 });
    expect(() => strategy.adviseTurn(other)).toThrow(/^myStrategy\.adviseTurn: rules is 'one-die'/);
    expect(() => defineStrategy(twoBoxes, { table: "shipped" as never })).toThrow(/^defineStrategy: table must be a function/);
  });

  it("plays whole games with the optimal, greedy and random bots", () => {
    const strategy = defineStrategy(twoBoxes, { table: "solve" });
    for (const bot of [strategy.optimalBot(), strategy.greedyBot(), strategy.randomBot(5)]) {
      const game = playGame(twoBoxes.rules, [bot, bot], 11);
      expect(game.finished).toBe(true);
      expect(gameTotals(twoBoxes.rules, game)).toHaveLength(2);
    }
    // The greedy bot fills what scores most now: with 6 and 6, Sixes (12) and Chance (12) tie, and the tie goes to the first on the sheet.
    let state = twoBoxes.engine.newGame({ players: ["Ada"], seed: 1 });
    state = twoBoxes.engine.applyAction(state, { type: "roll", values: [6, 6] });
    expect(strategy.greedyBot()(state)).toEqual({ type: "fill", player: 0, category: "sixes" });
    expect(strategy.optimalBot()(state)).toEqual({ type: "fill", category: "sixes" });
  });
});
