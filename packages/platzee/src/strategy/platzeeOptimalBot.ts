import { type Bot, type GameAction } from "@dice/core";
import type { PlatzeeCategoryId } from "@dice/platzee";
import { optimalBot, type GameSolution } from "@dice/core/strategy";
import { solutionFor } from "./internal/loadedSolution";

/**
 * A bot that plays Platzee optimally (maximum expected final score), for
 * `@dice/core`'s `playGame` or a `platzeeEngine` loop: at every decision it
 * takes the best choice of {@link advisePlatzee}. It plays from `solution`,
 * else from the one {@link platzeeSolution} loaded, else (Node) it reads the
 * shipped file synchronously on its first move.
 *
 * @param solution - the solution to play from
 * @defaultValue solution the loaded one (`await platzeeSolution()`; in Node, read on first move)
 * @returns the bot
 * @throws {@link @dice/core!DiceError} `INVALID_ARGUMENT` for a solution of another game; from the bot's first move, `TABLE_UNAVAILABLE` in a browser before `await platzeeSolution()`
 * @example
 * ```ts
 * import { gameTotals, playGame } from "@dice/core";
 * import { platzee, type PlatzeeCategoryId } from "@dice/platzee";
 * import { platzeeOptimalBot } from "@dice/platzee/strategy";
 * const game = playGame(platzee, [platzeeOptimalBot()], 7);
 * gameTotals(platzee, game)[0]?.total; // => 301
 * ```
 * @category Strategy
 */
export function platzeeOptimalBot(solution?: GameSolution): Bot<PlatzeeCategoryId> {
  let bot = solution === undefined ? undefined : optimalBot(solutionFor("platzeeOptimalBot", solution), "platzeeOptimalBot");
  return (state) => {
    bot ??= optimalBot(solutionFor("platzeeOptimalBot", solution), "platzeeOptimalBot");
    // Platzee's solution advises Platzee's categories.
    return bot(state) as GameAction<PlatzeeCategoryId>;
  };
}
