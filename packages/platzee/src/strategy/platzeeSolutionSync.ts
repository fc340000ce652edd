import type { GameSolution } from "@dice/core/strategy";
import { loadShippedSync } from "./internal/loadedSolution";

/**
 * The exact optimal strategy of solitaire Platzee, loaded synchronously:
 * Node only (it reads the shipped file beside the module with `fs`, Node ≥
 * 20.16). Like {@link platzeeSolution}, it remembers the solution for the
 * advice functions, and returns the one already loaded if there is one.
 *
 * @returns the solution
 * @throws {@link @dice/core!DiceError} `TABLE_UNAVAILABLE` outside Node (use `await platzeeSolution()`) or when the file cannot be read; `INVALID_TABLE` when it is corrupt
 * @example
 * ```ts
 * import { platzeeSolutionSync } from "@dice/platzee/strategy";
 * platzeeSolutionSync().expected; // => 346.9408…
 * ```
 * @category Strategy
 */
export function platzeeSolutionSync(): GameSolution {
  return loadShippedSync();
}
