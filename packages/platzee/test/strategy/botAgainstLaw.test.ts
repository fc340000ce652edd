import { describe, expect, it } from "vitest";
import { applyAction, type GameState } from "@dice/core";
import { finalScoreLaw } from "@dice/core/strategy";
import { platzee, platzeeEngine } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";

// A last turn with Two Pairs open, its second roll showing 4 3 3 10 8: keeping 4 3 3 and keeping 4 3 3 8
// are worth the same expected score, but leave different dice to roll, so their laws differ. The
// optimal bot must take the one the law of the final score takes, or games of the bot would not
// follow the law that `dice odds` prints.
const sheet = { ones: 2, twos: 8, threes: 12, fours: 8, pair: 46, threeOfAKind: 38, fourOfAKind: 0, fullHouse: 25, platzee: 0, chance: 42, arithmetic: 40, geometric: 40, odd: 22, wasteful: 39 };

describe("the optimal bot where two holds are worth the same", () => {
  it("takes the hold whose law is the law of the final score", async () => {
    const solution = await platzeeStrategy.load();
    const fresh = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
    const state: GameState = { ...fresh, players: [{ name: "Ada", sheets: [sheet] }], dice: [4, 3, 3, 10, 8], rollsUsed: 2 };
    const [first, second] = platzeeStrategy.adviseTurn(state).choices;
    expect(first?.type === "roll" && second?.type === "roll" && first.expected === second.expected).toBe(true);

    const action = platzeeStrategy.optimalBot()(state);
    expect(action.type).toBe("roll");
    const held = action.type === "roll" ? (action.hold ?? []) : [];
    // Every face of every die re-rolled, equally likely, then Two Pairs filled: the bot's law.
    let rolls: number[][] = [[]];
    platzee.dice.forEach((die, index) => {
      const faces = held.includes(index) ? [state.dice?.[index] as number] : (die.faces as number[]);
      rolls = rolls.flatMap((prefix) => faces.map((face) => [...prefix, face]));
    });
    const played = new Map<number, number>();
    for (const dice of rolls) {
      const end = applyAction(platzee, { ...state, dice, rollsUsed: 3 }, { type: "fill", category: "twoPairs" });
      const total = finalScoreLaw(solution, end).min;
      played.set(total, (played.get(total) ?? 0) + 1 / rolls.length);
    }
    const law = finalScoreLaw(solution, state);
    for (let total = law.min; total <= law.max; total++) expect(played.get(total) ?? 0).toBeCloseTo(law.probabilityOf(total), 12);
    expect([...played.keys()].every((total) => total >= law.min && total <= law.max)).toBe(true);
  });
});
