import { describe, expect, it } from "vitest";
import { platzeeEngine } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";

// Platzee's five dice all differ, so two holds that keep the same face values
// (the d4's 4 or the d6's 4) keep different dice: each hold names its dice.

describe("platzeeStrategy.adviseTurn: holds name the dice they keep", () => {
  const state = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 6, 8, 12] });
  const holds = platzeeStrategy.adviseTurn(state).choices.flatMap((choice) => (choice.type === "roll" ? [choice] : []));

  it("lists every one of the 31 holds once: Platzee's five dice all differ, so no two holds keep the same dice", () => {
    expect(holds).toHaveLength(2 ** 5 - 1);
    expect(new Set(holds.map((choice) => JSON.stringify(choice.kept))).size).toBe(31);
  });

  it("keeping the d4's 4 and keeping the d6's 4 are two holds, each naming its die, 1-based", () => {
    const keepD4 = holds.find((choice) => choice.hold.length === 1 && choice.hold[0] === 0);
    const keepD6 = holds.find((choice) => choice.hold.length === 1 && choice.hold[0] === 1);
    expect(keepD4?.kept).toEqual([{ position: 1, die: "d4", value: 4 }]);
    expect(keepD6?.kept).toEqual([{ position: 2, die: "d6", value: 4 }]);
    // Different dice are left to roll, so the two are worth different amounts.
    expect(keepD4?.expected).not.toBe(keepD6?.expected);
  });

  it("kept is hold, die by die: position = index + 1, the die of that index, the value it shows", () => {
    for (const choice of holds) {
      expect(choice.kept).toEqual(choice.hold.map((index) => ({ position: index + 1, die: ["d4", "d6", "d8", "d12", "d20"][index], value: [4, 4, 6, 8, 12][index] })));
    }
  });
});
