import { createEngine, d6, defineRules, sumOfDice, sumOfValue } from "@dice/core";
import { coreEngineModelSuite } from "./kit/engineModel";
import { threeStageRules, tinyRules } from "./rules";

// The engine model suite (kit/engineModel.ts) on core's own test games: every
// stage policy, "from hand", every section rule and negative scores.
coreEngineModelSuite("three stages (any, declare, ordered), from hand ×2", createEngine(threeStageRules), [2, 3]);
coreEngineModelSuite("one stage", createEngine(tinyRules), [1, 3]);

/** The small custom game of the README: three d6, a Sixes and a Chance, a bonus of 10 from 12. */
const sixes = defineRules({
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
coreEngineModelSuite("a small custom game (the README's Sixes)", createEngine(sixes), [1, 2]);
