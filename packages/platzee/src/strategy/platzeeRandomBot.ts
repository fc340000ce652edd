import { randomBot, type Bot } from "@dice/core";
import { platzee, type PlatzeeCategoryId } from "@dice/platzee";

/**
 * A baseline Platzee bot that picks uniformly among the legal actions, from
 * its own seeded generator (the same seed gives the same choices).
 * `@dice/core`'s `randomBot` for Platzee.
 *
 * @param seed - the bot's seed, an integer from -2^31 to 2^32 - 1
 * @returns the bot
 * @throws {@link @dice/core!DiceError} `INVALID_SEED` for a seed outside that range
 * @example
 * ```ts
 * import { gameTotals, playGame } from "@dice/core";
 * import { platzee, type PlatzeeCategoryId } from "@dice/platzee";
 * import { platzeeRandomBot } from "@dice/platzee/strategy";
 * const game = playGame(platzee, [platzeeRandomBot(3)], 3);
 * game.finished; // => true
 * ```
 * @category Strategy
 */
export function platzeeRandomBot(seed: number): Bot<PlatzeeCategoryId> {
  return randomBot(platzee, seed, "platzeeRandomBot");
}
