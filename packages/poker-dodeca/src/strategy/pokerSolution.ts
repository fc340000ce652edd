import type { GameSolution } from "@dice/core/strategy";
import type { DiceGallerySolutionOptions } from "./DiceGallerySolutionOptions";
import { loadSolutionOf } from "./internal/loadedSolution";

/**
 * Loads the exact optimal strategy of solitaire Poker as a core
 * `GameSolution`: the expected points still to come from every reachable
 * sheet state of every stage. For the default combination scoring it is read
 * from the table file shipped with the package
 * (`@dice/poker-dodeca/tables/poker.dsol`: the values of the sheets with an
 * odd number of items filled, each stored to the nearest 1/1024 of a point in
 * core's compact encoding, the others worked out from them when read; playing
 * by them scores 3.1e-7 points below the optimum on average; no solving). In Node the
 * file is read from beside the module; in a browser it is fetched from the URL
 * resolved from `import.meta.url` (bundlers copy the file), or from `source`
 * when given. All-dice scoring ships no table: it is solved exactly with
 * `@dice/core`'s solver on the first call (seconds, in this thread), or read
 * from `source`. The solution is remembered per scoring: {@link advisePoker},
 * {@link pokerExpectedScore} and {@link pokerOptimalBot} use it synchronously
 * for games of that scoring afterwards, and later calls without `source`
 * return it.
 *
 * @param options - the scoring, and where to read the table from; see {@link DiceGallerySolutionOptions}
 * @defaultValue options combination scoring, the shipped file
 * @returns the solution, for `@dice/core`'s `adviseTurn`, `expectedFinalScore`, `optimalBot`
 * @throws {@link @dice/core!DiceError} (the promise rejects with it) `INVALID_ARGUMENT` for an unknown option or `mainScoring`; `TABLE_UNAVAILABLE` when the file cannot be read or fetched; `INVALID_TABLE` when it is not the table of that Poker scoring or is corrupt
 * @example
 * ```ts
 * import { pokerSolution } from "@dice/poker-dodeca/strategy";
 * const solution = await pokerSolution();
 * solution.expected; // => 294.2037… (the table's value of an empty game; the optimum is 294.203806)
 * solution.stages.map((stage) => stage.expected.toFixed(2)); // => ["154.85", "118.74", "20.62"]
 * ```
 * @category Strategy
 */
export async function pokerSolution(options?: DiceGallerySolutionOptions): Promise<GameSolution> {
  return loadSolutionOf("poker", options, "pokerSolution");
}
