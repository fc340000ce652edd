import type { Bot, GameAction } from "@dice/core";
import type { PokerCategoryId } from "@dice/poker-dodeca";
import { optimalBot, type GameSolution } from "@dice/core/strategy";
import { checkGameSolution, solutionFor } from "./internal/loadedSolution";

/**
 * A bot that plays Poker optimally (maximum expected final score), for
 * `@dice/core`'s `playGame` or a `pokerEngine` loop: at every decision it
 * takes the best choice of {@link advisePoker} (`@dice/core`'s `optimalBot`
 * on the Poker solution of the game's scoring). It plays from `solution`,
 * else from the one {@link pokerSolution} loaded for the game's scoring, else
 * (Node, combination scoring) it reads the shipped file synchronously on its
 * first move.
 *
 * @param solution - the solution to play from
 * @defaultValue solution the loaded one (`await pokerSolution()`; in Node, read on first move)
 * @returns the bot
 * @throws {@link @dice/core!DiceError} `INVALID_ARGUMENT` for a solution of another game; from the bot's moves, those of {@link advisePoker} (`TABLE_UNAVAILABLE` in a browser before `await pokerSolution()`)
 * @example
 * ```ts
 * import { gameTotals, playGame } from "@dice/core";
 * import { poker } from "@dice/poker-dodeca";
 * import { pokerOptimalBot } from "@dice/poker-dodeca/strategy";
 * const game = playGame(poker, [pokerOptimalBot()], 7);
 * game.finished; // => true
 * gameTotals(poker, game)[0]?.total; // => 277
 * ```
 * @category Strategy
 */
export function pokerOptimalBot(solution?: GameSolution): Bot<PokerCategoryId> {
  if (solution !== undefined) checkGameSolution("poker", solution, "pokerOptimalBot");
  // The Poker solution advises Poker's items.
  return (state) => optimalBot(solutionFor("poker", "pokerOptimalBot", state, solution), "pokerOptimalBot")(state) as GameAction<PokerCategoryId>;
}
