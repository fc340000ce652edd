import { optimalBot, type Bot } from "@dice/core";
import { platzeeSolution } from "./platzeeSolution";

/**
 * A bot that plays Platzee optimally (maximum expected final score), for
 * `@dice/core`'s `playGame` or a `platzeeEngine` loop: at every decision it
 * takes the best choice of {@link advisePlatzee}. The table is loaded on its
 * first move.
 *
 * @returns the bot
 * @example
 * ```ts
 * import { gameTotals, playGame } from "@dice/core";
 * import { platzee } from "@dice/platzee";
 * import { platzeeOptimalBot } from "@dice/platzee/strategy";
 * const game = playGame(platzee, [platzeeOptimalBot()], 7);
 * gameTotals(platzee, game)[0]?.total; // => 301
 * ```
 * @category Strategy
 */
export function platzeeOptimalBot(): Bot {
  let bot: Bot | undefined;
  return (state) => {
    bot ??= optimalBot(platzeeSolution());
    return bot(state);
  };
}
