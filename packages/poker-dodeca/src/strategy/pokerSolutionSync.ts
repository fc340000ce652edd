import type { GameSolution } from "@dice/core/strategy";
import type { DiceGalleryOptions } from "@dice/poker-dodeca";
import { loadSolutionOfSync } from "./internal/loadedSolution";

/**
 * The exact optimal strategy of solitaire Poker, without waiting. For the
 * default combination scoring it reads the shipped file beside the module
 * with `fs`: Node only (≥ 20.16). For all-dice scoring it solves the game
 * exactly in this thread, anywhere (seconds: see the package's README).
 * Like {@link pokerSolution}, it remembers the solution for the advice
 * functions, and returns the one already loaded for that scoring if there is
 * one.
 *
 * @param options - the scoring
 * @defaultValue options combination scoring
 * @returns the solution
 * @throws {@link @dice/core!DiceError} `INVALID_ARGUMENT` for an unknown option or `mainScoring`; `TABLE_UNAVAILABLE` outside Node (use `await pokerSolution()`) or when the file cannot be read; `INVALID_TABLE` when it is corrupt
 * @example
 * ```ts
 * import { pokerSolutionSync } from "@dice/poker-dodeca/strategy";
 * pokerSolutionSync().expected; // => 294.2037… (the exact 294.203806, from values stored to 1/1024 of a point)
 * pokerSolutionSync({ mainScoring: "all-dice" }).expected; // => 406.691804… (solved on the first call)
 * ```
 * @category Strategy
 */
export function pokerSolutionSync(options?: DiceGalleryOptions): GameSolution {
  return loadSolutionOfSync("poker", options, "pokerSolutionSync");
}
