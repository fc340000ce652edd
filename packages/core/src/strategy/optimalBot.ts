import type { Bot } from "../bots/Bot";
import type { GameAction } from "../engine/GameAction";
import { adviseTurnNamed } from "./adviseTurn";
import type { GameSolution } from "./GameSolution";

/**
 * A bot that plays the optimal strategy: at every decision it takes the
 * choice with the highest expected final score ({@link adviseTurn}).
 *
 * @param solution - the game's solution
 * @returns the bot, which checks each state as {@link adviseTurn} does
 * @example
 * ```ts
 * import { d6, defineRules, playGame, sumOfDice } from "@dice/core";
 * import { optimalBot, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * playGame(rules, [optimalBot(solveGame(rules))], 7).finished; // => true
 * ```
 * @category Strategy
 */
export function optimalBot(solution: GameSolution): Bot {
  return optimalBotNamed(solution, "optimalBot");
}

/** {@link optimalBot}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function optimalBotNamed(solution: GameSolution, where: string): Bot {
  return (state): GameAction => {
    const best = adviseTurnNamed(solution, state, where).best;
    if (best.type === "roll") return { type: "roll", hold: [...best.hold] };
    return { type: best.type, category: best.category };
  };
}
