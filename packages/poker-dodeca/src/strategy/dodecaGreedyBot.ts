import { greedyBot, type Bot } from "@dice/core";
import { dodeca, type DodecaCategoryId } from "@dice/poker-dodeca";

/**
 * The greedy baseline for Dodeca: core's `greedyBot` (best immediate score, never re-rolls).
 *
 * @returns a core `Bot`
 * @example
 * ```ts
 * import { playGame } from "@dice/core";
 * import { dodeca, type DodecaCategoryId } from "@dice/poker-dodeca";
 * import { dodecaGreedyBot } from "@dice/poker-dodeca/strategy";
 * playGame(dodeca, [dodecaGreedyBot()], 3).finished; // => true
 * ```
 * @category Strategy
 */
export function dodecaGreedyBot(): Bot<DodecaCategoryId> {
  return greedyBot(dodeca, "dodecaGreedyBot");
}
