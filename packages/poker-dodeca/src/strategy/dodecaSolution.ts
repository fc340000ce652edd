import type { GameSolution } from "@dice/core/strategy";
import type { DiceGallerySolutionOptions } from "./DiceGallerySolutionOptions";
import { loadSolutionOf } from "./internal/loadedSolution";

/**
 * Loads the optimal strategy of solitaire Dodeca as a core `GameSolution`,
 * from the compact table file shipped for each scoring
 * (`@dice/poker-dodeca/tables/dodeca.dsol` and `dodeca-all-dice.dsol`: the
 * exact values of the reachable sheet states with an odd number of items
 * filled, each stored to the nearest 1/2 of a point, all-dice 3/8, in
 * `@dice/core`'s `compact` encoding; the other states' values are worked out
 * from them, one turn's expectimax, when advice first reads them). Playing by
 * them loses 0.0940 points a game against the exact optimum (162.908399 with
 * combination scoring; all-dice: 0.0537 against 246.855590), worked out by
 * exact policy evaluation: see the package's README. Loading reads the file's index only;
 * advice decodes the part of the table it needs as it goes. In Node the file
 * is read from beside the module; in a browser it is fetched from the URL
 * resolved from `import.meta.url` (bundlers copy the file), or from `source`
 * when given (for instance an exact file written by `dice solve dodeca --out
 * FILE`). The solution is remembered per scoring: {@link adviseDodeca},
 * {@link dodecaExpectedScore} and {@link dodecaOptimalBot} use it
 * synchronously for games of that scoring afterwards, and later calls without
 * `source` return it.
 *
 * @param options - the scoring, and where to read the table from; see {@link DiceGallerySolutionOptions}
 * @defaultValue options combination scoring, the shipped file
 * @returns the solution, for `@dice/core`'s `adviseTurn`, `expectedFinalScore`, `optimalBot`
 * @throws {@link @dice/core!DiceError} (the promise rejects with it) `INVALID_ARGUMENT` for an unknown option or `mainScoring`; `TABLE_UNAVAILABLE` when the file cannot be read or fetched; `INVALID_TABLE` when it is not the table of that Dodeca scoring or is corrupt
 * @example
 * ```ts
 * import { dodecaSolution } from "@dice/poker-dodeca/strategy";
 * const solution = await dodecaSolution();
 * solution.stages.map((stage) => stage.expected.toFixed(4)); // => ["137.0453", "72.6088", "-46.5810"] (the exact 137.0304, 72.6317, −46.7537, each within half the step of 1/2)
 * ```
 * @category Strategy
 */
export async function dodecaSolution(options?: DiceGallerySolutionOptions): Promise<GameSolution> {
  return loadSolutionOf("dodeca", options, "dodecaSolution");
}
