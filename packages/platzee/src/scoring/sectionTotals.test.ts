import { isDiceError } from "@dice/core";
import { describe, expect, it } from "vitest";
import { readPlatzeeSheet } from "./readPlatzeeSheet";
import { sectionTotals } from "./sectionTotals";
import { sheetTotal } from "./sheetTotal";

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isDiceError(error)) return error.code;
    throw error;
  }
  return undefined;
}

describe("sectionTotals and sheetTotal", () => {
  it("an empty sheet totals 0", () => {
    expect(sectionTotals({})).toEqual({ upper: 0, bonus: 0, lower: 0, special: 0, total: 0 });
    expect(sheetTotal({})).toBe(0);
  });

  it("the bonus is 50 at an upper subtotal of exactly 30", () => {
    // 3 ones + 3 twos + 3 threes + 3 fours = 3 + 6 + 9 + 12 = 30
    expect(sectionTotals({ ones: 3, twos: 6, threes: 9, fours: 12 })).toEqual({
      upper: 30,
      bonus: 50,
      lower: 0,
      special: 0,
      total: 80,
    });
  });

  it("no bonus at 29", () => {
    expect(sectionTotals({ ones: 2, twos: 6, threes: 9, fours: 12 })).toEqual({
      upper: 29,
      bonus: 0,
      lower: 0,
      special: 0,
      total: 29,
    });
  });

  it("a full sheet: upper + bonus + lower + special", () => {
    const sheet = {
      ones: 5, twos: 10, threes: 15, fours: 20, // 50, bonus 50
      pair: 34, twoPairs: 32, threeOfAKind: 29, fourOfAKind: 26, fullHouse: 25, chance: 50, platzee: 50, // 246
      arithmetic: 30, geometric: 40, odd: 10, wasteful: 30, // 110
    };
    expect(sectionTotals(sheet)).toEqual({ upper: 50, bonus: 50, lower: 246, special: 110, total: 456 });
    expect(sheetTotal(sheet)).toBe(456);
  });

  it("scratched (zero) categories count as filled with 0", () => {
    expect(sheetTotal({ ones: 0, pair: 0, geometric: 0 })).toBe(0);
  });
});

describe("readPlatzeeSheet", () => {
  it("accepts the scores each category can have and returns a copy", () => {
    const sheet = { ones: 5, fullHouse: 25, chance: 50, arithmetic: 50, wasteful: 0 };
    const read = readPlatzeeSheet(sheet);
    expect(read).toEqual(sheet);
    expect(read).not.toBe(sheet);
  });

  it("refuses unknown categories", () => {
    expect(codeOf(() => readPlatzeeSheet({ pairs: 10 }))).toBe("UNKNOWN_CATEGORY");
    expect(() => sheetTotal({ pairs: 10 })).toThrow(/^sheetTotal: unknown category 'pairs'; expected one of ones, twos/);
  });

  it("refuses scores no roll gives that category", () => {
    // Ones: at most five 1s; Full House 0 or 25; Chance 5..50 (4 + 6 + 8 + 12 + 20); progressions 0, 30, 40, 50; Fours a multiple of 4.
    for (const sheet of [
      { ones: 6 },
      { fullHouse: 20 },
      { chance: 4 },
      { chance: 51 },
      { arithmetic: 20 },
      { geometric: 10 },
      { fours: 6 },
      { platzee: 25 },
      { ones: -1 },
      { ones: 1.5 },
      { ones: "1" },
      { ones: null },
    ]) {
      expect(codeOf(() => readPlatzeeSheet(sheet)), JSON.stringify(sheet)).toBe("INVALID_ARGUMENT");
    }
    expect(() => sectionTotals({ fullHouse: 20 })).toThrow("sectionTotals: 'fullHouse' cannot score 20; possible scores: 0, 25");
    expect(() => sheetTotal({ chance: 51 })).toThrow("sheetTotal: 'chance' cannot score 51; possible scores: 5 to 50");
  });

  it("refuses what is not a sheet object", () => {
    for (const value of [null, undefined, 3, "sheet", [5]]) {
      expect(codeOf(() => readPlatzeeSheet(value)), String(value)).toBe("INVALID_ARGUMENT");
    }
  });
});
