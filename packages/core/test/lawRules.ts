/** Small games whose score laws the law tests work out by hand or by brute force. */
import { d6, defineRules, sumOfDice, type FillPolicy, type GameRules } from "../src/index";

/** One d6 rolled at most twice, one category: its sum. */
export const chanceTwoRolls: GameRules = defineRules({
  id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
  stages: [{ label: "Game", policy: "any" }],
});

/** Two d6, two rolls, an upper section with a bonus and a "from hand" double; one stage of the policy given. */
export function bonusPairRules(policy: FillPolicy): GameRules {
  return defineRules({
    id: "small", name: "Small", dice: [d6, d6], rollsPerTurn: 2,
    sections: [
      { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 14, bonus: 10 } },
      { id: "lower", label: "Lower" },
    ],
    categories: [
      { id: "fives", label: "Fives", section: "upper", score: (dice) => dice.filter((value) => value === 5).length * 5 },
      { id: "sixes", label: "Sixes", section: "upper", score: (dice) => dice.filter((value) => value === 6).length * 6 },
      { id: "pair", label: "Pair", section: "lower", score: (dice) => (dice[0] === dice[1] ? 15 : 0) },
    ],
    fromHand: { multiplier: 2, categories: ["pair"] },
    stages: [{ label: "Game", policy }],
  });
}
