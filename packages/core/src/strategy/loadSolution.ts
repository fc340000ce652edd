import type { GameRules } from "../rules/GameRules";
import { decodeSolution, fileList } from "./internal/decodeSolution";
import type { GameSolution } from "./GameSolution";

/**
 * The bytes of a solution file, as {@link encodeSolution} wrote them: a
 * `Uint8Array` (a Node `Buffer` is one) or an `ArrayBuffer` (what `fetch`'s
 * `response.arrayBuffer()` gives).
 *
 * @example
 * ```ts
 * import type { SolutionBytes } from "@dice/core/strategy";
 * const empty: SolutionBytes = new Uint8Array(0);
 * empty.byteLength; // => 0
 * ```
 * @category Strategy
 */
export type SolutionBytes = Uint8Array | ArrayBuffer;

/**
 * Reads a solution from table files written by {@link encodeSolution}, with
 * no solving: one file, or several whose tables together cover every stage
 * policy of the rules. Every file is checked before a value is used: magic
 * bytes, format version, rules id and the fingerprint of the rules (so a
 * table never loads under other rules), each table's policy, encoding, state
 * count and CRC-32 checksum, the exact length (truncated or trailing bytes),
 * and that every value is finite.
 *
 * @param rules - the game the tables were computed for
 * @param bytes - the file's bytes, or a list of files
 * @returns the solution, for {@link adviseTurn}, {@link expectedFinalScore}, {@link optimalBot}
 * @throws {@link DiceError} `INVALID_TABLE` naming what is wrong with the bytes and what is allowed; `INVALID_ARGUMENT` when `bytes` is not bytes or a list of 1 to 3 files; `INVALID_RULES` for malformed rules
 * @example
 * ```ts
 * import { d6, defineRules, DiceError, sumOfDice } from "@dice/core";
 * import { encodeSolution, loadSolution, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const bytes = encodeSolution(solveGame(rules));
 * loadSolution(rules, bytes).expected; // => 4.25
 * const threeRolls = defineRules({ ...rules, rollsPerTurn: 3 });
 * try { loadSolution(threeRolls, bytes); } catch (error) { (error as DiceError).code; } // => "INVALID_TABLE"
 * ```
 * @category Strategy
 */
export function loadSolution(rules: GameRules, bytes: SolutionBytes | readonly SolutionBytes[]): GameSolution {
  return decodeSolution(rules, fileList(bytes, "loadSolution"), "loadSolution");
}
