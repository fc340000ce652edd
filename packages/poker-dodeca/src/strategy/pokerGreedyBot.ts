import { greedyBot, type Bot } from "@dice/core";
import { poker, type PokerCategoryId } from "@dice/poker-dodeca";

/**
 * The greedy baseline for Poker: core's `greedyBot` (best immediate score, never re-rolls).
 *
 * @returns a core `Bot`
 * @example
 * ```ts
 * import { playGame } from "@dice/core";
 * import { poker, type PokerCategoryId } from "@dice/poker-dodeca";
 * import { pokerGreedyBot } from "@dice/poker-dodeca/strategy";
 * playGame(poker, [pokerGreedyBot()], 3).finished; // => true
 * ```
 * @category Strategy
 */
export function pokerGreedyBot(): Bot<PokerCategoryId> {
  return greedyBot(poker, "pokerGreedyBot");
}
