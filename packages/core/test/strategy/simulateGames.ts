import { classicYahtzeeGame, createDie, createGame, d6, sumOfDice, sumOfValue } from "@dice/core";
import { defineStrategy } from "@dice/core/strategy";

/** Two d6 and a d4 (dice not all alike), an upper bonus, and a stage that declares its category first: the strategy tests' game for worker threads. */
export const mixedGame = createGame({
  id: "mixed",
  name: "Mixed",
  dice: [d6, d6, createDie([1, 2, 3, 4])],
  rollsPerTurn: 3,
  sections: [
    { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 9, bonus: 20 } },
    { id: "lower", label: "Lower" },
  ],
  categories: [
    ...[1, 2, 3, 4].map((value) => ({ id: `n${value}`, label: `${value}s`, section: "upper", score: (dice: readonly number[]) => sumOfValue(dice, value) })),
    { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
    { id: "pair", label: "Pair", section: "lower", score: (dice: readonly number[]) => (new Set(dice).size < dice.length ? 15 : 0) },
  ],
  stages: [
    { label: "Any", policy: "any" },
    { label: "Declare", policy: "declare" },
  ],
});

/** The strategy of {@link mixedGame}, solved on first use: what the worker threads import by name. */
export const mixedStrategy = defineStrategy(mixedGame, { table: "solve" });

/** Classic Yahtzee's strategy, solved on first use: what the law's worker threads import by name. */
export const classicYahtzeeStrategy = defineStrategy(classicYahtzeeGame, { table: "solve" });
