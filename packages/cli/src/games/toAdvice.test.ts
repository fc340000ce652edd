import type { TurnAdvice } from "@dice/core/strategy";
import { platzeeEngine } from "@dice/platzee";
import { describe, expect, it } from "vitest";
import { describeMove, toAdvice } from "./toAdvice";

// Platzee rolls d4, d6, d8, d12 and d20, in that order (seeds/platzee.txt); Chance is the sum of the dice.
const engine = platzeeEngine;
const rolled = engine.applyAction(engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 2, 2, 7, 13] });

describe("describeMove", () => {
  it("names each die a hold keeps by its number from 1, its die and its value, in die order", () => {
    expect(describeMove(engine, rolled, { type: "roll", hold: [2, 1] })).toBe("hold 2: d6 = 2 · 3: d8 = 2; re-roll the rest");
    expect(describeMove(engine, rolled, { type: "roll", hold: [4] })).toBe("hold 5: d20 = 13; re-roll the rest");
    expect(describeMove(engine, rolled, { type: "roll", hold: [] })).toBe("re-roll every die");
  });

  it("names a fill with what it scores now", () => {
    // 4 + 2 + 2 + 7 + 13 = 28.
    expect(describeMove(engine, rolled, { type: "fill", category: "chance" })).toBe("fill Chance (28)");
    // Two dice show 2: Twos scores 4.
    expect(describeMove(engine, rolled, { type: "fill", category: "twos" })).toBe("fill Twos (4)");
  });
});

describe("toAdvice", () => {
  it("turns every choice into an action with a label, best first", () => {
    const advice: TurnAdvice = {
      choices: [
        { type: "roll", hold: [1, 2], kept: [{ position: 2, die: "d6", value: 2 }, { position: 3, die: "d8", value: 2 }], expected: 130.5, cost: 0 },
        { type: "fill", category: "chance", expected: 120.25, cost: 10.25 },
      ],
      get best() {
        return this.choices[0]!;
      },
      expected: 130.5,
    };
    const result = toAdvice(engine, rolled, advice);
    expect(result.alternatives).toEqual([
      { action: { type: "roll", hold: [1, 2] }, label: "hold 2: d6 = 2 · 3: d8 = 2; re-roll the rest", expectedScore: 130.5 },
      { action: { type: "fill", category: "chance" }, label: "fill Chance (28)", expectedScore: 120.25 },
    ]);
    expect(result.best).toBe(result.alternatives[0]);
  });
});
