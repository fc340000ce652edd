import { classicYahtzeeGame, createDie, createGame, d4, d6, sumOfDice, sumOfValue, type FillPolicy } from "@dice/core";
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

/**
 * A d4, a d6 and a d8 (every die different: the layout whose turns the law's
 * threads play on the compiled passes). With a repeat bonus (a triple,
 * possible on faces 1 to 4, once its box is filled), or without one and with
 * a second stage filled by `second` (in sheet order, or declared).
 */
function distinctDiceGame(repeat: boolean, second: FillPolicy = "ordered") {
  return createGame({
    id: repeat ? "distinct" : `distinct-${second}`,
    name: "Distinct",
    dice: [d4, d6, createDie([1, 2, 3, 4, 5, 6, 7, 8])],
    rollsPerTurn: 3,
    sections: [
      { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 8, bonus: 15 } },
      { id: "lower", label: "Lower" },
    ],
    categories: [
      ...[1, 2, 3].map((value) => ({ id: `n${value}`, label: `${value}s`, section: "upper", score: (dice: readonly number[]) => sumOfValue(dice, value) })),
      { id: "triple", label: "Triple", section: "lower", score: (dice: readonly number[]) => (new Set(dice).size === 1 ? 30 : 0) },
      { id: "pair", label: "Pair", section: "lower", score: (dice: readonly number[]) => (new Set(dice).size < dice.length ? 10 : 0) },
      { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
    ],
    ...(repeat
      ? { stages: [{ label: "Any", policy: "any" as FillPolicy }], repeatBonus: { category: "triple", bonus: 25, id: "tripleBonus", label: "Triple bonus" } }
      : { stages: [{ label: "Any", policy: "any" as FillPolicy }, { label: second === "declare" ? "Declared" : "In order", policy: second }] }),
  });
}

/** {@link distinctDiceGame} with its repeat bonus. */
export const distinctGame = distinctDiceGame(true);

/** {@link distinctDiceGame} with a stage filled in order. */
export const distinctOrderedGame = distinctDiceGame(false);

/** {@link distinctDiceGame} with a stage whose category is declared after the first roll. */
export const distinctDeclareGame = distinctDiceGame(false, "declare");

/** The strategy of {@link distinctGame}, solved on first use: what the worker threads import by name. */
export const distinctStrategy = defineStrategy(distinctGame, { table: "solve" });
