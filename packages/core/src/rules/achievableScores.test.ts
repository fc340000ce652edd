import { describe, expect, it } from "vitest";
import { createDie, d6, defineRules, type GameRules } from "../index";
import { achievableScores, isAchievableScore, MAX_ENUMERATED_ROLLS, rememberAchievableScores } from "./achievableScores";

const d2 = createDie([1, 2], { name: "d2" });

/** Each category's scores, sorted, by id. */
function scoresOf(rules: GameRules): Record<string, number[]> {
  return Object.fromEntries(rules.categories.map((category, index) => [category.id, [...(achievableScores(rules, index) as ReadonlySet<number>)].sort((a, b) => a - b)]));
}

describe("achievableScores: every score a fill can record", () => {
  it("scores every roll in die order: a category that reads the order is scored on both orders of two alike dice", () => {
    const rules = defineRules({
      id: "ordered",
      name: "Ordered",
      dice: [d2, d2],
      rollsPerTurn: 1,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "tens", label: "Tens", section: "main", score: (dice) => (dice[0] as number) * 10 + (dice[1] as number) }],
      stages: [{ label: "Game", policy: "any" }],
    });
    // 11, 12, 21, 22: 21 only with the 2 first.
    expect(scoresOf(rules)).toEqual({ tens: [11, 12, 21, 22] });
  });

  it("adds the joker's fixed score and the from-hand multiple of every score, for the categories they name", () => {
    const rules = defineRules({
      id: "jokers",
      name: "Jokers",
      dice: [d2, d2],
      rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [
        { id: "pair", label: "Pair", section: "main", score: (dice) => (dice[0] === dice[1] ? 10 : 0) },
        { id: "sum", label: "Sum", section: "main", score: (dice) => (dice[0] as number) + (dice[1] as number) },
        { id: "low", label: "Low", section: "main", score: (dice) => Math.min(...dice) },
      ],
      stages: [{ label: "Game", policy: "any" }],
      fromHand: { multiplier: 3, categories: ["sum"] },
      repeatBonus: { category: "pair", bonus: 5, id: "pairBonus", label: "Pair bonus", joker: { order: [{ categories: ["low"] }], forced: false, scores: { sum: 7 } } },
    });
    // Sum: 2, 3, 4 or the joker's 7, each tripled from hand: 6, 9, 12, 21. Low and Pair as rolled.
    expect(scoresOf(rules)).toEqual({ pair: [0, 10], sum: [2, 3, 4, 6, 7, 9, 12, 21], low: [1, 2] });
  });

  it("a roll on which a category throws or scores no finite number adds nothing", () => {
    const rules = defineRules({
      id: "picky",
      name: "Picky",
      dice: [d2, d6],
      rollsPerTurn: 1,
      sections: [{ id: "main", label: "Main" }],
      categories: [
        {
          id: "picky",
          label: "Picky",
          section: "main",
          score: (dice) => {
            if (dice[0] === 2) throw new Error("no 2 first");
            return dice[1] === 6 ? Number.NaN : (dice[1] as number);
          },
        },
      ],
      stages: [{ label: "Game", policy: "any" }],
    });
    expect(scoresOf(rules)).toEqual({ picky: [1, 2, 3, 4, 5] });
  });

  it("rules with more rolls than it enumerates give null; what is remembered for them is ignored", () => {
    // 2^21 rolls of twenty-one d2, and 6^8 = 1,679,616 of eight d6: both above 2^20.
    for (const dice of [Array.from({ length: 21 }, () => d2), Array.from({ length: 8 }, () => d6)]) {
      const rules = defineRules({
        id: "many",
        name: "Many",
        dice,
        rollsPerTurn: 1,
        sections: [{ id: "main", label: "Main" }],
        categories: [{ id: "first", label: "First", section: "main", score: (values) => values[0] as number }],
        stages: [{ label: "Game", policy: "any" }],
      });
      expect(dice.reduce((rolls, die) => rolls * die.faces.length, 1)).toBeGreaterThan(MAX_ENUMERATED_ROLLS);
      rememberAchievableScores(rules, [new Set([1])]);
      expect(achievableScores(rules, 0)).toBeNull();
      expect(isAchievableScore(rules, 0, 999)).toBe(true);
    }
  });

  it("takes the sets a caller remembers for enumerated rules, as the solver gives them when no two dice are alike", () => {
    const rules = defineRules({
      id: "remembered",
      name: "Remembered",
      dice: [d2, d6],
      rollsPerTurn: 1,
      sections: [{ id: "main", label: "Main" }],
      categories: [
        { id: "first", label: "First", section: "main", score: (dice) => dice[0] as number },
        { id: "second", label: "Second", section: "main", score: (dice) => dice[1] as number },
      ],
      stages: [{ label: "Game", policy: "any" }],
    });
    // First enumerated before, kept; second taken as remembered.
    expect(isAchievableScore(rules, 0, 2)).toBe(true);
    rememberAchievableScores(rules, [new Set([7]), new Set([1, 2, 3, 4, 5, 6])]);
    expect(isAchievableScore(rules, 0, 7)).toBe(false);
    expect(isAchievableScore(rules, 1, 6)).toBe(true);
    expect(isAchievableScore(rules, 1, 7)).toBe(false);
  });
});
