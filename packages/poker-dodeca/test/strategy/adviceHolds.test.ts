import { describe, expect, it } from "vitest";
import { pokerEngine } from "../../src/index";
import { pokerStrategy } from "../../src/strategy/index";

// Poker's five dice are all d6: holds keeping the same values keep the same dice, and are listed once.

describe("pokerStrategy.adviseTurn: identical holds listed once", () => {
  it("with 6 6 2 3 4 showing, the 23 distinct holds (3·2·2·2 sub-multisets, less keeping all five) are each listed once", () => {
    const state = pokerEngine.applyAction(pokerEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 6, 2, 3, 4] });
    const holds = pokerStrategy.adviseTurn(state).choices.flatMap((choice) => (choice.type === "roll" ? [choice] : []));
    expect(holds).toHaveLength(23);
    const keptValues = holds.map((choice) => choice.kept.map((die) => die.value).sort().join(" "));
    expect(new Set(keptValues).size).toBe(23);
    // Of the two 6s, the first in die order stands for both.
    expect(holds.find((choice) => keptValues[holds.indexOf(choice)] === "6")?.kept).toEqual([{ position: 1, die: "d6", value: 6 }]);
  });
});
