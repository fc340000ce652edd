import type { Choice } from "@dice/core/strategy";
import { platzeeGame } from "@dice/platzee";
import { describe, expect, it } from "vitest";
import { describeMove } from "./describeMove";

// Platzee rolls d4, d6, d8, d12 and d20, in that order (seeds/platzee.txt); Chance is the sum of the dice.
const game = platzeeGame;
const rolled = game.engine.applyAction(game.engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 2, 2, 7, 13] });

describe("describeMove", () => {
  it("names each die an advised hold keeps by its number from 1, its die and its value, in die order", () => {
    const keepTwos: Choice = { type: "roll", hold: [1, 2], kept: [{ position: 2, die: "d6", value: 2 }, { position: 3, die: "d8", value: 2 }], expected: 130.5, cost: 0 };
    expect(describeMove(game, rolled, keepTwos)).toBe("hold 2: d6 = 2 · 3: d8 = 2; re-roll the rest");
    expect(describeMove(game, rolled, { type: "roll", hold: [], kept: [], expected: 120, cost: 10.5 })).toBe("re-roll every die");
  });

  it("names the dice of a roll action's hold the same way, counting from 1", () => {
    expect(describeMove(game, rolled, { type: "roll", hold: [2, 1] })).toBe("hold 2: d6 = 2 · 3: d8 = 2; re-roll the rest");
    expect(describeMove(game, rolled, { type: "roll", hold: [4] })).toBe("hold 5: d20 = 13; re-roll the rest");
    expect(describeMove(game, rolled, { type: "roll" })).toBe("re-roll every die");
  });

  it("names a fill by the category's label with what it scores now, a choice or an action alike", () => {
    // 4 + 2 + 2 + 7 + 13 = 28.
    expect(describeMove(game, rolled, { type: "fill", category: "chance" })).toBe("fill Chance (28)");
    expect(describeMove(game, rolled, { type: "fill", category: "chance", expected: 120.25, cost: 10.25 })).toBe("fill Chance (28)");
    // Two dice show 2: Twos scores 4.
    expect(describeMove(game, rolled, { type: "fill", category: "twos" })).toBe("fill Twos (4)");
  });
});
