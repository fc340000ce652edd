// The one place the examples (the playground's advisor and win-seeking bot,
// the chat bot's hint) read where a chance to win is cheap enough to show.
import type { GameRules, GameState } from "@dice/core";

/**
 * The games whose chance to win the examples show, by game id, and up to how
 * many turns the player to move may have left for it: `chanceToWin` and
 * `adviseForGoal` take longer the more turns are left (over half a second in
 * earlier states of these games: seconds for Poker with 25 turns left or
 * Dodeca with 12).
 *
 * @example
 * ```ts
 * import { winChanceTurns } from "./winChanceTurns";
 * winChanceTurns.platzee; // => 3
 * winChanceTurns.yahtzee; // => undefined
 * ```
 */
export const winChanceTurns: Readonly<Record<string, number>> = { platzee: 3, poker: 20, dodeca: 9 };

/**
 * How many turns the player to move has left: the boxes of every stage, less
 * those they filled.
 *
 * @param rules - the game's rules
 * @param state - a state of that game
 * @returns the player to move's turns left, this one included
 * @example
 * ```ts
 * import { newGame } from "@dice/core";
 * import { platzeeGame } from "@dice/platzee";
 * import { turnsLeft } from "./winChanceTurns";
 * turnsLeft(platzeeGame.rules, newGame(platzeeGame.rules, { players: ["Ada"], seed: 1 })); // => 15
 * ```
 */
export function turnsLeft(rules: GameRules, state: GameState): number {
  const total = rules.categories.length * rules.stages.length;
  return total - state.log.filter((action) => action.type === "fill" && action.player === state.currentPlayer).length;
}
