import type { Bot, GameAction } from "@dice/core";
import type { DodecaCategoryId } from "@dice/poker-dodeca";
import { optimalBot, type GameSolution } from "@dice/core/strategy";
import { checkGameSolution, solutionFor } from "./internal/loadedSolution";

/**
 * A bot playing Dodeca (either scoring) by its optimal strategy: `solution`
 * when given, else the one loaded for the game's scoring (in Node, read on
 * its first move if not loaded yet).
 *
 * @param solution - a Dodeca solution
 * @defaultValue solution the one loaded for the game's scoring
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
export function dodecaOptimalBot(solution?: GameSolution): Bot<DodecaCategoryId> {
  if (solution !== undefined) checkGameSolution("dodeca", solution, "dodecaOptimalBot");
  // The Dodeca solution advises Dodeca's items.
  return (state) => optimalBot(solutionFor("dodeca", "dodecaOptimalBot", state, solution), "dodecaOptimalBot")(state) as GameAction<DodecaCategoryId>;
}
