import { randomBot, type Bot } from "@dice/core";
import { poker, type PokerCategoryId } from "@dice/poker-dodeca";

/**
 * The random baseline for Poker: core's `randomBot` (a uniformly random legal action, from its own seed).
 *
 * @param seed - the bot's own seed
 * @returns a core `Bot`
 * @example
 * ```ts
 * import { playGame } from "@dice/core";
 * import { poker, type PokerCategoryId } from "@dice/poker-dodeca";
 * import { pokerRandomBot } from "@dice/poker-dodeca/strategy";
 * playGame(poker, [pokerRandomBot(9)], 3).finished; // => true
 * ```
 * @category Strategy
 */
export function pokerRandomBot(seed: number): Bot<PokerCategoryId> {
  return randomBot(poker, seed, "pokerRandomBot");
}
