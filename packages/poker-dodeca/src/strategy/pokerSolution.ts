import { fetchSolution, solveGame, type GameSolution, type SolutionSource } from "@dice/core/strategy";
import type { DiceGalleryOptions } from "@dice/poker-dodeca";
import { resolveMainScoring } from "../internal/resolveMainScoring";
import { pokerTableUrl } from "../pokerTableUrl";
import { loadedSolution, pokerVariant, rememberSolution } from "./internal/loadedSolution";

/**
 * Options of {@link pokerSolution}: the scoring (as for `pokerRules`) and,
 * optionally, where to read the table from.
 *
 * @example
 * ```ts
 * import type { PokerSolutionOptions } from "@dice/poker-dodeca/strategy";
 * const options: PokerSolutionOptions = { mainScoring: "combination", source: "https://example.com/tables/poker.dsol" };
 * options.mainScoring; // => "combination"
 * ```
 * @category Strategy
 */
export interface PokerSolutionOptions extends DiceGalleryOptions {
  /**
   * Where to read the table from instead: a URL, or the file's bytes (say
   * from your own CDN; for all-dice scoring, a file written by
   * `dice solve poker --scoring all-dice --out FILE`).
   * @defaultValue the shipped file beside the package's code (combination scoring); solved on the spot (all-dice scoring)
   */
  readonly source?: SolutionSource;
}

const loading = new Map<string, Promise<GameSolution>>();

/**
 * Loads the exact optimal strategy of solitaire Poker as a core
 * `GameSolution`: the expected points still to come from every reachable
 * sheet state of every stage. For the default combination scoring it is read
 * from the table file shipped with the package
 * (`@dice/poker-dodeca/tables/poker.dsol`, 16-bit values: playing by them
 * scores 3.0e-6 points below the optimum on average; no solving). In Node the
 * file is read from beside the module; in a browser it is fetched from the URL
 * resolved from `import.meta.url` (bundlers copy the file), or from `source`
 * when given. All-dice scoring ships no table: it is solved exactly with
 * `@dice/core`'s solver on the first call (seconds, in this thread), or read
 * from `source`. The solution is remembered per scoring: {@link advisePoker},
 * {@link pokerExpectedScore} and {@link pokerOptimalBot} use it synchronously
 * for games of that scoring afterwards, and later calls without `source`
 * return it.
 *
 * @param options - the scoring, and where to read the table from; see {@link PokerSolutionOptions}
 * @defaultValue options combination scoring, the shipped file
 * @returns the solution, for `@dice/core`'s `adviseTurn`, `expectedFinalScore`, `optimalBot`
 * @throws {@link @dice/core!DiceError} (the promise rejects with it) `INVALID_ARGUMENT` for an unknown option or `mainScoring`; `TABLE_UNAVAILABLE` when the file cannot be read or fetched; `INVALID_TABLE` when it is not the table of that Poker scoring or is corrupt
 * @example
 * ```ts
 * import { pokerSolution } from "@dice/poker-dodeca/strategy";
 * const solution = await pokerSolution();
 * solution.expected; // => 294.2038… (the 16-bit table's value of an empty game; the optimum is 294.203806)
 * solution.stages.map((stage) => stage.expected.toFixed(2)); // => ["154.85", "118.74", "20.62"]
 * ```
 * @category Strategy
 */
export async function pokerSolution(options?: PokerSolutionOptions): Promise<GameSolution> {
  const rules = pokerVariant(resolveMainScoring(options, "pokerSolution", ["source"]));
  const source = options?.source;
  if (source !== undefined) return rememberSolution(await fetchSolution(rules, source));
  const known = loadedSolution(rules);
  if (known !== undefined) return known;
  let pending = loading.get(rules.id);
  if (pending === undefined) {
    const load = rules.mainScoring === "combination" ? fetchSolution(rules, pokerTableUrl()) : Promise.resolve().then(() => solveGame(rules));
    pending = load.then(
      (solution) => loadedSolution(rules) ?? rememberSolution(solution),
      (error: unknown) => {
        loading.delete(rules.id); // a later call may try again
        throw error;
      },
    );
    loading.set(rules.id, pending);
  }
  return pending;
}
