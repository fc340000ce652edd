import type { GameSolution } from "@dice/core/strategy";
import type { DiceGalleryOptions } from "@dice/poker-dodeca";
import { loadSolutionOfSync } from "./internal/loadedSolution";

/**
 * The optimal strategy of solitaire Dodeca (see {@link dodecaSolution}),
 * without waiting: reads the shipped file of the scoring beside the module
 * with `fs`, so Node only (≥ 20.16). Like {@link dodecaSolution}, it
 * remembers the solution for the advice functions, and returns the one
 * already loaded for that scoring if there is one.
 *
 * @param options - the scoring
 * @defaultValue options combination scoring
 * @returns the solution
 * @throws {@link @dice/core!DiceError} `INVALID_ARGUMENT` for an unknown option or `mainScoring`; `TABLE_UNAVAILABLE` outside Node (use `await dodecaSolution()`) or when the file cannot be read; `INVALID_TABLE` when it is corrupt
 * @example
 * ```ts
 * import { dodecaSolutionSync } from "@dice/poker-dodeca/strategy";
 * dodecaSolutionSync().expected; // => 163.0730… (the exact 162.908399, from values to 1/2 of a point)
 * dodecaSolutionSync({ mainScoring: "all-dice" }).expected; // => 246.8226… (the exact 246.855590, from values to 3/8)
 * ```
 * @category Strategy
 */
export function dodecaSolutionSync(options?: DiceGalleryOptions): GameSolution {
  return loadSolutionOfSync("dodeca", options, "dodecaSolutionSync");
}
