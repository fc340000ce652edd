import { DiceError, isDiceError, type GameState } from "@dice/core";
import { loadSolutionSync, solveGame, type GameSolution } from "@dice/core/strategy";
import { poker, pokerRules, type DiceGalleryRules, type MainScoring } from "@dice/poker-dodeca";
import { pokerTableUrl } from "../../pokerTableUrl";

// The Poker solutions loaded (or, for all-dice scoring, solved) so far, one
// per rules id ("poker", "poker-all-dice"), shared by the advice functions so
// that they stay synchronous once a solution is loaded.
const loaded = new Map<string, GameSolution>();
let allDice: DiceGalleryRules | undefined;

/** The Poker rules of a scoring: the shipped table's (`poker`) or all-dice. */
export function pokerVariant(mainScoring: MainScoring): DiceGalleryRules {
  if (mainScoring === "combination") return poker;
  allDice ??= pokerRules({ mainScoring: "all-dice" });
  return allDice;
}

/** The loaded solution of these rules, if any. */
export function loadedSolution(rules: DiceGalleryRules): GameSolution | undefined {
  return loaded.get(rules.id);
}

/** Makes `solution` the one the advice functions use for its rules. */
export function rememberSolution(solution: GameSolution): GameSolution {
  loaded.set(solution.rules.id, solution);
  return solution;
}

/**
 * The solution of these rules without waiting, remembered: the shipped table
 * read from the file beside the code (Node) for combination scoring, solved
 * in this thread (seconds) for all-dice scoring.
 */
export function loadSync(rules: DiceGalleryRules): GameSolution {
  const known = loaded.get(rules.id);
  if (known !== undefined) return known;
  return rememberSolution(rules.mainScoring === "combination" ? loadSolutionSync(rules, pokerTableUrl()) : solveGame(rules));
}

/** Throws unless `state` is a game of Poker (either scoring; its full check is `pokerEngine.validateState`). */
export function checkPokerState(state: GameState, where: string): void {
  if (typeof state !== "object" || state === null || (state.rules !== "poker" && state.rules !== "poker-all-dice") || !Array.isArray(state.players)) {
    const rules = typeof state === "object" && state !== null ? JSON.stringify(state.rules) : String(state);
    throw new DiceError("INVALID_STATE", `${where}: expected a Poker game state (rules "poker" or "poker-all-dice"); received rules ${rules}`);
  }
}

/** Throws unless `solution` is a Poker solution (from pokerSolution()) of the rules `rulesId`, when given. */
export function checkPokerSolution(solution: GameSolution, where: string, rulesId?: string): void {
  const id: unknown = typeof solution === "object" && solution !== null ? solution.rules?.id : undefined;
  if ((id !== "poker" && id !== "poker-all-dice") || (rulesId !== undefined && id !== rulesId)) {
    const wanted = rulesId === undefined ? "a Poker GameSolution" : `the GameSolution of '${rulesId}'`;
    throw new DiceError("INVALID_ARGUMENT", `${where}: expected ${wanted} (from pokerSolution()); received one for '${String(id)}'`);
  }
}

/**
 * The solution an advice function works from for `state`: the one passed
 * (which must be of the state's rules), else the one loaded for the state's
 * rules, else the shipped table read synchronously (Node, combination
 * scoring). Where the table cannot be read synchronously (a browser), or for
 * all-dice scoring not solved yet (the advice never solves on its own), a
 * `TABLE_UNAVAILABLE` error says to await pokerSolution() first.
 */
export function solutionFor(where: string, state: GameState, solution: GameSolution | undefined): GameSolution {
  checkPokerState(state, where);
  if (solution !== undefined) {
    checkPokerSolution(solution, where, state.rules);
    return solution;
  }
  const rules = pokerVariant(state.rules === "poker" ? "combination" : "all-dice");
  const known = loaded.get(rules.id);
  if (known !== undefined) return known;
  if (rules.mainScoring === "all-dice") {
    throw new DiceError(
      "TABLE_UNAVAILABLE",
      `${where}: the all-dice Poker solution is not solved yet (it ships no table; solving takes seconds); call await pokerSolution({ mainScoring: "all-dice" }) first, or pass a solution`,
    );
  }
  try {
    return loadSync(rules);
  } catch (error) {
    if (!isDiceError(error, "TABLE_UNAVAILABLE")) throw error;
    throw new DiceError(
      "TABLE_UNAVAILABLE",
      `${where}: the Poker table is not loaded and cannot be read synchronously here (${error.message}); call await pokerSolution() first, or pass a solution`,
    );
  }
}
