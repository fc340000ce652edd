import { countOf, d4, d6, defineRules, sumOfDice, sumOfValue, type GameRules } from "@dice/core";

/**
 * Small rules built from core primitives, for engine tests. Not a real game:
 * each one exercises a feature of the engine with few turns.
 */

/** One stage, policy `any`, two d6, two categories, a threshold bonus. */
export const tinyRules: GameRules = defineRules({
  id: "tiny",
  name: "Tiny",
  dice: [d6, d6],
  rollsPerTurn: 3,
  sections: [{ id: "main", label: "Main", rule: { type: "thresholdBonus", threshold: 10, bonus: 5 } }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

/**
 * Three stages (any, declare, ordered), three dice (d4, d6, d6), a budget of
 * 2 rolls, every section rule, a "from hand" doubling of chance, and scores
 * that can be negative.
 */
export const threeStageRules: GameRules = defineRules({
  id: "threeStage",
  name: "Three stages",
  dice: [d4, d6, d6],
  rollsPerTurn: 2,
  sections: [
    { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 6, bonus: 20 } },
    { id: "school", label: "School", rule: { type: "rewardBySign", reward: 7, penalty: 9 } },
    { id: "lower", label: "Lower", rule: { type: "penaltyBelowZero", penalty: 11 } },
  ],
  categories: [
    { id: "threes", label: "Threes", section: "upper", score: (dice) => sumOfValue(dice, 3) },
    // School-like: (count of 2s − 1) · 2, from −2 to +4.
    { id: "school2", label: "School 2", section: "school", score: (dice) => (countOf(dice, 2) - 1) * 2 },
    // Negative unless a 4 shows: lowest die minus highest die, +6 per 4.
    { id: "spread", label: "Spread", section: "lower", score: (dice) => Math.min(...dice) - Math.max(...dice) + 6 * countOf(dice, 4) },
    { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
  ],
  stages: [
    { label: "Free", policy: "any" },
    { label: "Declared", policy: "declare" },
    { label: "In order", policy: "ordered" },
  ],
  fromHand: { multiplier: 2, categories: ["chance"] },
});

/**
 * {@link threeStageRules} with a rule on its upper section only (the solver
 * tracks one section's subtotal): every other feature a solution's table file
 * records, and solved in milliseconds.
 */
export const tableRules: GameRules = defineRules({
  ...threeStageRules,
  id: "tables",
  name: "Tables",
  sections: threeStageRules.sections.map((section) => (section.id === "upper" ? section : { id: section.id, label: section.label })),
});

/** The small custom game of the README: three d6, a Sixes and a Chance, a bonus of 10 from 12. */
export const sixesRules: GameRules = defineRules({
  id: "sixes",
  name: "Sixes",
  dice: [d6, d6, d6],
  rollsPerTurn: 3,
  sections: [{ id: "main", label: "Main", rule: { type: "thresholdBonus", threshold: 12, bonus: 10 } }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

/** Every test rules object, for suites that run over all of them. */
export const allTestRules: readonly GameRules[] = [tinyRules, threeStageRules];

/** The bonus or penalty a section rule adds, written out again for the tests. */
export function expectedAdjustment(rules: GameRules, sectionId: string, subtotal: number): number {
  const rule = rules.sections.find((section) => section.id === sectionId)?.rule;
  if (rule === undefined) return 0;
  if (rule.type === "thresholdBonus") return subtotal >= rule.threshold ? rule.bonus : 0;
  if (rule.type === "penaltyBelowZero") return subtotal < 0 ? -rule.penalty : 0;
  if (subtotal === 0) return 0;
  return subtotal > 0 ? rule.reward : -rule.penalty;
}

/** A player's game total computed from the sheets alone, independently of `gameTotals`. */
export function expectedPlayerTotal(rules: GameRules, sheets: ReadonlyArray<Readonly<Record<string, number>>>): number {
  let total = 0;
  for (const sheet of sheets) {
    for (const section of rules.sections) {
      let subtotal = 0;
      for (const [id, score] of Object.entries(sheet)) {
        if (rules.categories.find((category) => category.id === id)?.section === section.id) subtotal += score;
      }
      total += subtotal + expectedAdjustment(rules, section.id, subtotal);
    }
  }
  return total;
}
