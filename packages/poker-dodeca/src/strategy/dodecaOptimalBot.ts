import type { Bot } from "@dice/core";
import { dodecaStrategy } from "./internal/dodecaStrategy";
import { optimalBot } from "./internal/optimalBot";

/**
 * A bot playing Dodeca (default options) with the shipped strategy; the tables
 * are loaded on its first move.
 *
 * @returns a core `Bot`
 * @example
 * ```ts
 * import { playGame } from "@dice/core";
 * import { dodeca } from "@dice/poker-dodeca";
 * import { dodecaOptimalBot } from "@dice/poker-dodeca/strategy";
 * playGame(dodeca, [dodecaOptimalBot()], 3).finished; // => true
 * ```
 * @category Strategy
 */
export function dodecaOptimalBot(): Bot {
  let bot: Bot | undefined;
  return (state) => {
    bot ??= optimalBot(dodecaStrategy());
    return bot(state);
  };
}
