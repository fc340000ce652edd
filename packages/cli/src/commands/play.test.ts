import type { Choice, TurnAdvice } from "@dice/core/strategy";
import { platzeeGame } from "@dice/platzee";
import { describe, expect, it } from "vitest";
import { defaultFill } from "./play";

// 4, 2, 2, 7, 13 on the d4, d6, d8, d12 and d20 (seeds/platzee.txt): Pair and Chance score the sum, 28; Odd 7 + 13 = 20;
// Twos 4, Fours 4, Wasteful 4 (only 4 = 2² is wasteful here); Two Pairs, Three and Four of a Kind, Arithmetic, Geometric 0.
const game = platzeeGame;
const state = game.engine.applyAction(game.engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 2, 2, 7, 13] });
const open = game.categories.map((category) => category.id);

function advising(...choices: Choice[]): TurnAdvice {
  return { choices, best: choices[0]!, expected: choices[0]!.expected };
}

describe("the fill menu's default", () => {
  it("without advice, is the category scoring most now, the first in sheet order on a tie", () => {
    expect(defaultFill(game, state, open, undefined)).toBe("pair");
  });

  it("is the advised fill where it scores", () => {
    const advice = advising({ type: "roll", hold: [], kept: [], expected: 200, cost: 0 }, { type: "fill", category: "odd", expected: 190, cost: 10 });
    expect(defaultFill(game, state, open, advice)).toBe("odd");
  });

  it("is never an advised scratch while another category scores: then the best-scoring one", () => {
    const advice = advising({ type: "fill", category: "twoPairs", expected: 200, cost: 0 }, { type: "fill", category: "chance", expected: 190, cost: 10 });
    expect(defaultFill(game, state, open, advice)).toBe("pair");
  });

  it("where every open category scores 0, is the advised one (the first without advice)", () => {
    const zeros = ["twoPairs", "geometric"];
    expect(defaultFill(game, state, zeros, advising({ type: "fill", category: "geometric", expected: 150, cost: 0 }))).toBe("geometric");
    expect(defaultFill(game, state, zeros, undefined)).toBe("twoPairs");
  });
});
