import type { GameRules } from "../rules/GameRules";
import { DiceError } from "../errors/DiceError";
import { decodeSolution, fileList } from "./internal/decodeSolution";
import { hrefOf, isFileUrl, nodeFileSystem, quoteHref } from "./internal/tableLocation";
import type { GameSolution } from "./GameSolution";
import type { SolutionBytes } from "./loadSolution";

/**
 * Where a solution file is: a `URL` object (anything with an `href`, such as
 * `new URL("./game.dsol", import.meta.url)`) or a URL string.
 *
 * @example
 * ```ts
 * import type { SolutionLocation } from "@dice/core/strategy";
 * const location: SolutionLocation = "https://example.com/tables/game.dsol";
 * typeof location; // => "string"
 * ```
 * @category Strategy
 */
export type SolutionLocation =
  | string
  | {
      /** The absolute URL, as a `URL` object's `href` gives it. */
      readonly href: string;
    };

/**
 * What {@link fetchSolution} reads: a file's bytes, its location, or a list
 * of them whose tables together cover every stage policy.
 *
 * @example
 * ```ts
 * import type { SolutionSource } from "@dice/core/strategy";
 * const sources: SolutionSource = ["https://example.com/stage1.dsol", "https://example.com/stage2.dsol"];
 * sources.length; // => 2
 * ```
 * @category Strategy
 */
export type SolutionSource = SolutionBytes | SolutionLocation | readonly (SolutionBytes | SolutionLocation)[];

type FetchResponse = { readonly ok: boolean; readonly status: number; readonly statusText: string; arrayBuffer(): Promise<ArrayBuffer> };

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function readSource(source: unknown, where: string): Promise<unknown> {
  const href = hrefOf(source);
  if (href === undefined) return source; // bytes, checked by the decoder
  const unavailable = (message: string): DiceError => new DiceError("TABLE_UNAVAILABLE", `${where}: ${message}`);
  const fs = isFileUrl(href) ? nodeFileSystem() : undefined;
  if (fs !== undefined) {
    try {
      return await fs.promises.readFile(new URL(href));
    } catch (error) {
      throw unavailable(`could not read ${quoteHref(href)}: ${reason(error)}`);
    }
  }
  const fetchFunction = (globalThis as { fetch?: (url: string) => Promise<FetchResponse> }).fetch;
  if (typeof fetchFunction !== "function") throw unavailable(`this runtime has no fetch to read ${quoteHref(href)}; pass the file's bytes instead`);
  let response: FetchResponse;
  try {
    response = await fetchFunction(href);
  } catch (error) {
    throw unavailable(`could not fetch ${quoteHref(href)}: ${reason(error)}`);
  }
  if (!response.ok) throw unavailable(`fetching ${quoteHref(href)} answered ${response.status} ${response.statusText}; expected 200 OK`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Loads a solution from table files written by {@link encodeSolution},
 * wherever they are: bytes already in hand, or a URL. A `file:` URL is read
 * with Node's `fs` (through `process.getBuiltinModule`, Node ≥ 20.16); any
 * other URL with the global `fetch` (browsers, Node, Deno, Bun, workers). With
 * {@link loadSolutionSync}, this is the one exception to "libraries do no
 * I/O": a game's strategy table is data shipped beside its code, and this
 * reads it. The main entry imports nothing from Node, so bundles for the
 * browser are unaffected. Every check of {@link loadSolution} is made.
 *
 * @param rules - the game the tables were computed for
 * @param source - the file's bytes, its URL, or a list of them
 * @returns the solution
 * @throws {@link DiceError} (the promise rejects with it) `TABLE_UNAVAILABLE` when a file cannot be read or fetched (missing file, HTTP error, no fetch); `INVALID_TABLE` for a wrong or corrupt table; `INVALID_ARGUMENT` for a source that is neither bytes nor a location
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { encodeSolution, fetchSolution, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const bytes = encodeSolution(solveGame(rules)); // in a browser: fetchSolution(rules, new URL("./chance.dsol", import.meta.url))
 * (await fetchSolution(rules, bytes)).expected; // => 4.25
 * ```
 * @category Strategy
 */
export async function fetchSolution(rules: GameRules, source: SolutionSource): Promise<GameSolution> {
  const sources = fileList(source, "fetchSolution");
  const files = await Promise.all(sources.map((one) => readSource(one, "fetchSolution")));
  return decodeSolution(rules, files, "fetchSolution");
}
