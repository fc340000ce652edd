import { solutionFromTable, type GameSolution } from "@dice/core";
import { platzee } from "@dice/platzee";
import { decodeFloat32Table } from "./internal/decodeFloat32Table";
import { platzeeTableBase64 } from "./platzeeTable.generated";

let solution: GameSolution | undefined;

/**
 * The exact optimal strategy of solitaire Platzee as a core `GameSolution`:
 * the expected points still to come from every reachable sheet state, read
 * from the table shipped with this subpath (no solving). Built on the first
 * call (the table is decoded and the solver's model of Platzee compiled, a
 * few seconds) and shared afterwards.
 *
 * @returns the solution, for `@dice/core`'s `adviseTurn`, `expectedFinalScore`, `optimalBot`
 * @example
 * ```ts
 * import { platzeeSolution } from "@dice/platzee/strategy";
 * platzeeSolution().expected; // => 346.9408… (the float32 table's value of an empty sheet)
 * ```
 * @category Strategy
 */
export function platzeeSolution(): GameSolution {
  solution ??= solutionFromTable(platzee, decodeFloat32Table(platzeeTableBase64, "platzeeSolution"));
  return solution;
}
