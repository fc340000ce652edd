import { defineRules, isDiceError } from "@dice/core";
import { describe, expect, it } from "vitest";
import { dodeca } from "../rules/dodecaRules";
import { poker, pokerRules } from "../rules/pokerRules";
import { scoreItems } from "./scoreItems";

describe("scoreItems", () => {
  it("scores every Poker item of a full house by hand", () => {
    expect(scoreItems(poker, [3, 3, 3, 5, 5])).toEqual({
      school1: -3, school2: -6, school3: 0, school4: -12, school5: -5, school6: -18,
      pair: 10, twoPairs: 16, threeOfAKind: 9, full: 19, smallStraight: 0, largeStraight: 0,
      fourOfAKind: 0, fiveOfAKind: 0, chance: 19,
    });
  });

  it("scores every Poker item under all-dice scoring", () => {
    expect(scoreItems(pokerRules({ mainScoring: "all-dice" }), [3, 3, 3, 5, 5])).toMatchObject({
      pair: 19, twoPairs: 19, threeOfAKind: 19, full: 19, smallStraight: 0, fourOfAKind: 0, chance: 19,
    });
  });

  it("scores every Dodeca item by hand", () => {
    expect(scoreItems(dodeca, [10, 10, 10, 10])).toEqual({
      school1: -2, school2: -4, school3: -6, school4: -8, school5: -10, school6: -12,
      school7: -14, school8: -16, school9: -18, school10: 20, school11: -22, school12: -24,
      pair: 20, twoPairs: 0, threeOfAKind: 30, fourOfAKind: 40, straight: 0, chance: 40,
    });
  });

  it("rejects bad dice and foreign rules", () => {
    expect(() => scoreItems(poker, [1, 2, 3, 4, 7])).toThrow(/scoreItems: die 5 shows 7/);
    const copy = defineRules({ ...poker });
    try {
      scoreItems(copy, [1, 2, 3, 4, 5]);
      expect.unreachable();
    } catch (error) {
      expect(isDiceError(error, "INVALID_ARGUMENT")).toBe(true);
    }
  });
});
