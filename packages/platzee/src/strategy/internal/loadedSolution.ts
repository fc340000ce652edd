import { DiceError, describeValue, isDiceError } from "@dice/core";
import { loadSolutionSync, type GameSolution } from "@dice/core/strategy";
import { platzee } from "@dice/platzee";
import { platzeeTableUrl } from "../../platzeeTableUrl";

// The Platzee solution loaded by platzeeSolution() or platzeeSolutionSync(),
// shared by the advice functions so they stay synchronous once it is loaded.
let loaded: GameSolution | undefined;

/** The loaded solution, if any. */
export function loadedSolution(): GameSolution | undefined {
  return loaded;
}

/** Makes `solution` the one the advice functions use. */
export function rememberSolution(solution: GameSolution): GameSolution {
  loaded = solution;
  return solution;
}

/** The shipped table, read synchronously from the file beside the code (Node), remembered. */
export function loadShippedSync(): GameSolution {
  loaded ??= loadSolutionSync(platzee, platzeeTableUrl());
  return loaded;
}

/**
 * The solution an advice function works from: the one passed, else the one
 * loaded, else the shipped table read synchronously (Node). Where it cannot
 * be read synchronously (a browser), a `TABLE_UNAVAILABLE` error says to
 * await platzeeSolution() first.
 */
export function solutionFor(where: string, solution: GameSolution | undefined): GameSolution {
  if (solution !== undefined) {
    if (typeof solution !== "object" || solution === null || solution.rules?.id !== platzee.id) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: expected a Platzee GameSolution (from platzeeSolution()); received one for ${describeValue(solution?.rules?.id)}`);
    }
    return solution;
  }
  if (loaded !== undefined) return loaded;
  try {
    return loadShippedSync();
  } catch (error) {
    if (!isDiceError(error, "TABLE_UNAVAILABLE")) throw error;
    throw new DiceError(
      "TABLE_UNAVAILABLE",
      `${where}: the Platzee table is not loaded and cannot be read synchronously here (${error.message}); call await platzeeSolution() first, or pass a solution`,
    );
  }
}
