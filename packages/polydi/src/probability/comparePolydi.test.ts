import { describe, expect, it } from "vitest";
import { NUMBERED_POLYDI, ORIGINAL_POLYDI, comparePolydi, createPolydi } from "../index";

describe("comparePolydi", () => {
  it("lists the odds side by side, in the order given", () => {
    const lucky = createPolydi([7, "minus"], { weights: [3, 1], name: "lucky" });
    const rows = comparePolydi([ORIGINAL_POLYDI, NUMBERED_POLYDI, lucky]);
    expect(rows.map((row) => row.name)).toEqual(["polydi", "polydi-12", "lucky"]);
    // Original: 1/8 (see luckySevenOdds). 12-number: never lost, 1 attempt, 36 rolls on average.
    expect(rows[0]?.winProbability).toBe(0.125);
    expect(rows[1]?.expectedAttempts).toBe(1);
    expect(rows[1]?.expectedChallengeRolls).toBe(36);
    // lucky: q = 3/4, P(win) = 27/64, always score 3; a game has 1 + 3/4 + 9/16 = 37/16 rolls.
    expect(rows[2]).toMatchObject({ winProbability: 27 / 64, meanScoreWhenWon: 3, medianScoreWhenWon: 3, score90thPercentile: 3 });
    expect(rows[2]?.expectedChallengeRolls).toBeCloseTo((37 / 16) * (64 / 27), 12);
  });

  it("rejects an empty list and invalid dice", () => {
    expect(() => comparePolydi([])).toThrow("comparePolydi: expected a list of 1 to 1000 dice; received []");
    expect(() => comparePolydi(new Array(1001).fill(ORIGINAL_POLYDI))).toThrow("comparePolydi: expected a list of 1 to 1000 dice; received [");
    expect(() => comparePolydi([{ name: "d2", faces: [1, 2] }])).toThrow(expect.objectContaining({ code: "INVALID_DIE" }));
  });
});
