import { randomBot, type Bot } from "@dice/core";
import { dodeca, type DodecaCategoryId } from "@dice/poker-dodeca";

/**
 * The random baseline for Dodeca: core's `randomBot` (a uniformly random legal action, from its own seed).
 *
 * @param seed - the bot's own seed
 * @returns a core `Bot`
 * @example
 * ```ts
 * import { playGame } from "@dice/core";
 * import { dodeca, type DodecaCategoryId } from "@dice/poker-dodeca";
 * import { dodecaRandomBot } from "@dice/poker-dodeca/strategy";
 * playGame(dodeca, [dodecaRandomBot(9)], 3).finished; // => true
 * ```
 * @category Strategy
 */
export function dodecaRandomBot(seed: number): Bot<DodecaCategoryId> {
  return randomBot(dodeca, seed, "dodecaRandomBot");
}
