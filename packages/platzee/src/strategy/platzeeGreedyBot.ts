import { greedyBot, type Bot } from "@dice/core";
import { platzee, type PlatzeeCategoryId } from "@dice/platzee";

/**
 * A baseline Platzee bot that takes the best immediate score: it rolls once
 * and fills the open category that scores most with those dice (ties to
 * the earliest on the sheet), never re-rolling. `@dice/core`'s `greedyBot`
 * for Platzee.
 *
 * @returns the bot
 * @example
 * ```ts
 * import { platzeeEngine } from "@dice/platzee";
 * import { platzeeGreedyBot } from "@dice/platzee/strategy";
 * let state = platzeeEngine.newGame({ players: ["Bot"], seed: 1 });
 * state = platzeeEngine.applyAction(state, { type: "roll", values: [4, 4, 4, 4, 4] });
 * platzeeGreedyBot()(state); // => { type: "fill", player: 0, category: "platzee" } (50 beats 20)
 * ```
 * @category Strategy
 */
export function platzeeGreedyBot(): Bot<PlatzeeCategoryId> {
  return greedyBot(platzee, "platzeeGreedyBot");
}
