import { DiceError, describeValue, isDiceError, type GameState } from "@dice/core";
import { fetchSolution, loadSolutionSync, solveGame, type GameSolution, type SolutionSource } from "@dice/core/strategy";
import { dodeca, dodecaRules, poker, pokerRules, type DiceGalleryRules, type MainScoring } from "@dice/poker-dodeca";
import { resolveMainScoring } from "../../internal/resolveMainScoring";
import { dodecaAllDiceTableUrl, dodecaTableUrl, pokerTableUrl } from "../../tableUrls";

// The Poker and Dodeca solutions loaded (or, for Poker's all-dice scoring,
// solved) so far, one per rules id ("poker", "poker-all-dice", "dodeca",
// "dodeca-all-dice"), shared by the advice functions so that they stay
// synchronous once a solution is loaded.

/** The two games of this package. */
export type DiceGalleryGame = "poker" | "dodeca";

const names: Record<DiceGalleryGame, string> = { poker: "Poker", dodeca: "Dodeca" };
const loaded = new Map<string, GameSolution>();
const loading = new Map<string, Promise<GameSolution>>();
const allDice = new Map<DiceGalleryGame, DiceGalleryRules>();

/** The rules of a game under a scoring: the shipped constants for combination scoring. */
export function variantRules(game: DiceGalleryGame, mainScoring: MainScoring): DiceGalleryRules {
  if (mainScoring === "combination") return game === "poker" ? poker : dodeca;
  let rules = allDice.get(game);
  if (rules === undefined) {
    rules = game === "poker" ? pokerRules({ mainScoring: "all-dice" }) : dodecaRules({ mainScoring: "all-dice" });
    allDice.set(game, rules);
  }
  return rules;
}

/** The shipped table file of a variant, or undefined for Poker's all-dice scoring (solved on demand: about 4 s). */
function shippedTable(rules: DiceGalleryRules): URL | undefined {
  if (rules.id === "poker") return pokerTableUrl();
  if (rules.id === "dodeca") return dodecaTableUrl();
  if (rules.id === "dodeca-all-dice") return dodecaAllDiceTableUrl();
  return undefined;
}

/** Makes `solution` the one the advice functions use for its rules. */
function remember(solution: GameSolution): GameSolution {
  loaded.set(solution.rules.id, solution);
  return solution;
}

/** The solution of a variant asked for with `options` ({ mainScoring, source }), loaded once and remembered; `where` names the public function. */
export async function loadSolutionOf(game: DiceGalleryGame, options: unknown, where: string): Promise<GameSolution> {
  const rules = variantRules(game, resolveMainScoring(options, where, ["source"]));
  const source = (options as { source?: SolutionSource } | undefined)?.source;
  if (source !== undefined) return remember(await fetchSolution(rules, source));
  const known = loaded.get(rules.id);
  if (known !== undefined) return known;
  let pending = loading.get(rules.id);
  if (pending === undefined) {
    const table = shippedTable(rules);
    const load = table !== undefined ? fetchSolution(rules, table) : Promise.resolve().then(() => solveGame(rules));
    pending = load.then(
      (solution) => loaded.get(rules.id) ?? remember(solution),
      (error: unknown) => {
        loading.delete(rules.id); // a later call may try again
        throw error;
      },
    );
    loading.set(rules.id, pending);
  }
  return pending;
}

/** The solution of a variant in Node, read from its shipped file (or solved) now if not loaded yet. */
export function loadSolutionOfSync(game: DiceGalleryGame, options: unknown, where: string): GameSolution {
  const rules = variantRules(game, resolveMainScoring(options, where));
  const known = loaded.get(rules.id);
  if (known !== undefined) return known;
  const table = shippedTable(rules);
  return remember(table !== undefined ? loadSolutionSync(rules, table) : solveGame(rules));
}

/**
 * The rules id of a state of `game` (either scoring), to pick the solution
 * by; anything else is refused. Core's advice then checks the whole state
 * against that solution's rules.
 */
function gameRulesId(game: DiceGalleryGame, state: GameState, where: string): string {
  const rules: unknown = typeof state === "object" && state !== null ? state.rules : undefined;
  if (rules !== game && rules !== `${game}-all-dice`) {
    throw new DiceError(
      "INVALID_STATE",
      `${where}: expected a ${names[game]} game state (rules "${game}" or "${game}-all-dice"); received ${typeof state === "object" && state !== null ? `rules ${describeValue(rules)}` : describeValue(state)}`,
    );
  }
  return rules as string;
}

/** Throws unless `solution` is a solution of `game` (from its loader), of the rules `rulesId` when given. */
export function checkGameSolution(game: DiceGalleryGame, solution: GameSolution, where: string, rulesId?: string): void {
  const id: unknown = typeof solution === "object" && solution !== null ? solution.rules?.id : undefined;
  if ((id !== game && id !== `${game}-all-dice`) || (rulesId !== undefined && id !== rulesId)) {
    const wanted = rulesId === undefined ? `a ${names[game]} GameSolution` : `the GameSolution of '${rulesId}'`;
    throw new DiceError("INVALID_ARGUMENT", `${where}: expected ${wanted} (from ${game}Solution()); received one for ${describeValue(id)}`);
  }
}

/**
 * The solution advice on `state` uses: `solution` when given (checked to be
 * of the state's rules), else the one loaded for the state's rules, read now
 * from the shipped file where Node can (a TABLE_UNAVAILABLE error elsewhere,
 * and for Poker's all-dice scoring, which is solved by the async loader).
 */
export function solutionFor(game: DiceGalleryGame, where: string, state: GameState, solution: GameSolution | undefined): GameSolution {
  const id = gameRulesId(game, state, where);
  if (solution !== undefined) {
    checkGameSolution(game, solution, where, id);
    return solution;
  }
  const rules = variantRules(game, id === game ? "combination" : "all-dice");
  const known = loaded.get(rules.id);
  if (known !== undefined) return known;
  const table = shippedTable(rules);
  if (table === undefined) {
    throw new DiceError(
      "TABLE_UNAVAILABLE",
      `${where}: the all-dice ${names[game]} solution is not solved yet (it ships no table; solving takes seconds); call await ${game}Solution({ mainScoring: "all-dice" }) first, or pass a solution`,
    );
  }
  try {
    return remember(loadSolutionSync(rules, table));
  } catch (error) {
    if (!isDiceError(error, "TABLE_UNAVAILABLE")) throw error;
    throw new DiceError(
      "TABLE_UNAVAILABLE",
      `${where}: the ${names[game]} table is not loaded and cannot be read synchronously here (${error.message}); call await ${game}Solution() first, or pass a solution`,
    );
  }
}
