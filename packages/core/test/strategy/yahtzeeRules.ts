import { d6, defineRules, fullHouse, longestRun, nOfAKind, sumOfDice, sumOfValue, type Category } from "@dice/core";

const upper = (id: string, value: number): Category => ({ id, label: id, section: "upper", score: (dice) => sumOfValue(dice, value) });
const lower = (id: string, score: (dice: readonly number[]) => number): Category => ({ id, label: id, section: "lower", score });

/** Classic solitaire Yahtzee without Yahtzee bonuses or jokers, from core primitives. */
export const yahtzee = defineRules({
  id: "yahtzee",
  name: "Yahtzee",
  dice: [d6, d6, d6, d6, d6],
  rollsPerTurn: 3,
  sections: [
    { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 63, bonus: 35 } },
    { id: "lower", label: "Lower" },
  ],
  categories: [
    upper("ones", 1),
    upper("twos", 2),
    upper("threes", 3),
    upper("fours", 4),
    upper("fives", 5),
    upper("sixes", 6),
    lower("threeKind", (dice) => (nOfAKind(dice, 3) === undefined ? 0 : sumOfDice(dice))),
    lower("fourKind", (dice) => (nOfAKind(dice, 4) === undefined ? 0 : sumOfDice(dice))),
    lower("fullHouse", (dice) => (fullHouse(dice) === undefined ? 0 : 25)),
    lower("smallStraight", (dice) => (longestRun(dice).length >= 4 ? 30 : 0)),
    lower("largeStraight", (dice) => (longestRun(dice).length === 5 ? 40 : 0)),
    lower("yahtzee", (dice) => (nOfAKind(dice, 5) === undefined ? 0 : 50)),
    lower("chance", sumOfDice),
  ],
  stages: [{ label: "Game", policy: "any" }],
});
