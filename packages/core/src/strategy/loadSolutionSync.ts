import type { GameRules } from "../rules/GameRules";
import { DiceError } from "../errors/DiceError";
import { decodeSolution, fileList } from "./internal/decodeSolution";
import { describe } from "../internal/describe";
import { hrefOf, isFileUrl, nodeFileSystem, quoteHref } from "./internal/tableLocation";
import type { SolutionLocation } from "./fetchSolution";
import type { GameSolution } from "./GameSolution";

/** A URL scheme of two letters or more (a single letter is a Windows drive). */
const SCHEME = /^[a-z][a-z0-9+.-]+:/i;

/**
 * Loads a solution from table files on disk, synchronously: Node only (it
 * reads with `fs` from `process.getBuiltinModule`, Node ≥ 20.16), for
 * scripts and bots that want the table before their first move. Like
 * {@link fetchSolution}, an exception to "libraries do no I/O", for data
 * shipped beside the code. Every check of {@link loadSolution} is made.
 *
 * @param rules - the game the tables were computed for
 * @param file - a `file:` URL (object or string) or a path, or a list of them
 * @returns the solution
 * @throws {@link DiceError} `TABLE_UNAVAILABLE` outside Node or when a file cannot be read; `INVALID_TABLE` for a wrong or corrupt table; `INVALID_ARGUMENT` for a location that is not a local file
 * @example
 * ```ts
 * import { d6, defineRules, DiceError, sumOfDice } from "@dice/core";
 * import { loadSolutionSync } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * try { loadSolutionSync(rules, "/no/such/chance.dsol"); } catch (error) { (error as DiceError).code; } // => "TABLE_UNAVAILABLE"
 * ```
 * @category Strategy
 */
export function loadSolutionSync(rules: GameRules, file: SolutionLocation | readonly SolutionLocation[]): GameSolution {
  const where = "loadSolutionSync";
  const fs = nodeFileSystem();
  if (fs === undefined) {
    throw new DiceError(
      "TABLE_UNAVAILABLE",
      `${where}: reading a file synchronously needs Node (20.16 or later: getBuiltinModule); elsewhere use await fetchSolution(rules, url)`,
    );
  }
  const locations = fileList(file, where);
  const files = locations.map((location) => {
    const href = hrefOf(location);
    if (href === undefined || (SCHEME.test(href) && !isFileUrl(href))) {
      throw new DiceError(
        "INVALID_ARGUMENT",
        `${where}: expected a file: URL or a path; received ${describe(location)}${href === undefined ? "" : " (use fetchSolution for other URLs)"}`,
      );
    }
    try {
      return fs.readFileSync(isFileUrl(href) ? new URL(href) : href);
    } catch (error) {
      throw new DiceError("TABLE_UNAVAILABLE", `${where}: could not read ${quoteHref(href)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return decodeSolution(rules, files, where);
}
