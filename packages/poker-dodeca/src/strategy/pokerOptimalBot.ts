import type { Bot } from "@dice/core";
import { pokerStrategy } from "./pokerStrategy";
import { optimalBot } from "./optimalBot";

/**
 * A bot playing Poker (default options) with the shipped strategy; the tables
 * are loaded on its first move.
 *
 * @returns a core `Bot`
 * @example
 * ```ts
 * import { playGame } from "@dice/core";
 * import { poker } from "@dice/poker-dodeca";
 * import { pokerOptimalBot } from "@dice/poker-dodeca/strategy";
 * playGame(poker, [pokerOptimalBot()], 3).finished; // => true
 * ```
 * @category Strategy
 */
export function pokerOptimalBot(): Bot {
  let bot: Bot | undefined;
  return (state) => {
    bot ??= optimalBot(pokerStrategy());
    return bot(state);
  };
}
