// The one place the examples (the playground's advisor and win-seeking bot,
// the chat bot's hint) read where a chance to win is cheap enough to show.

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
