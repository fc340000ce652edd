import { fetchSolution, type GameSolution, type SolutionSource } from "@dice/core/strategy";
import { platzee } from "@dice/platzee";
import { platzeeTableUrl } from "../platzeeTableUrl";
import { loadedSolution, rememberSolution } from "./internal/loadedSolution";

let loading: Promise<GameSolution> | undefined;

/**
 * Loads the exact optimal strategy of solitaire Platzee as a core
 * `GameSolution`: the expected points still to come from every reachable
 * sheet state, read from the table file shipped with the package
 * (`@dice/platzee/tables/platzee.dsol`, float32; no solving). In Node the
 * file is read from beside the module; in a browser it is fetched from the
 * URL resolved from `import.meta.url` (bundlers copy the file), or from
 * `source` when given (a URL or the file's bytes, say from your own CDN).
 * The solution is remembered: {@link advisePlatzee},
 * {@link platzeeExpectedScore} and {@link platzeeOptimalBot} use it
 * synchronously afterwards, and later calls without `source` return it.
 *
 * @param source - where to read the table from instead of the shipped file: its URL, or its bytes
 * @defaultValue source the shipped file, beside the package's code
 * @returns the solution, for `@dice/core`'s `adviseTurn`, `expectedFinalScore`, `optimalBot`
 * @throws {@link @dice/core!DiceError} (the promise rejects with it) `TABLE_UNAVAILABLE` when the file cannot be read or fetched; `INVALID_TABLE` when it is not Platzee's table or is corrupt
 * @example
 * ```ts
 * import { platzeeSolution } from "@dice/platzee/strategy";
 * const solution = await platzeeSolution();
 * solution.expected; // => 346.9408… (the float32 table's value of an empty sheet)
 * ```
 * @category Strategy
 */
export async function platzeeSolution(source?: SolutionSource): Promise<GameSolution> {
  if (source !== undefined) return rememberSolution(await fetchSolution(platzee, source));
  const loaded = loadedSolution();
  if (loaded !== undefined) return loaded;
  loading ??= fetchSolution(platzee, platzeeTableUrl()).then(
    (solution) => loadedSolution() ?? rememberSolution(solution),
    (error: unknown) => {
      loading = undefined; // a later call may try again
      throw error;
    },
  );
  return loading;
}
