import { DiceError, describeValue } from "@dice/core";
import { achievableScores } from "../internal/achievableScores";
import { platzeeCategoryIds, type PlatzeeCategoryId } from "../rules/platzeeCategoryIds";

/**
 * A Platzee score sheet: the score of each filled category; a category
 * absent from it is open. Plain JSON, and a core `ScoreSheet`.
 *
 * @example
 * ```ts
 * import type { PlatzeeSheet } from "@dice/platzee";
 * const sheet: PlatzeeSheet = { threes: 6, pair: 34 };
 * ```
 * @category Scoring
 */
export type PlatzeeSheet = Readonly<Partial<Record<PlatzeeCategoryId, number>>>;

function listScores(scores: ReadonlySet<number>): string {
  const sorted = [...scores].sort((x, y) => x - y);
  const first = sorted[0] as number;
  const last = sorted[sorted.length - 1] as number;
  if (sorted.length > 3 && last - first === sorted.length - 1) return `${first} to ${last}`;
  return sorted.length > 20 ? `${sorted.slice(0, 20).join(", ")}, …` : sorted.join(", ");
}

/**
 * Checks a sheet from outside (saved JSON, a bot): a plain object whose keys
 * are category ids and whose values are scores that category can really
 * have (Ones 0 to 5, Full House 0 or 25, …).
 *
 * @param value - anything claimed to be a sheet
 * @param where - the calling function's name, for messages
 * @defaultValue where `"readPlatzeeSheet"`
 * @returns a fresh copy of the sheet
 * @throws {@link @dice/core!DiceError} `INVALID_ARGUMENT` for a non-object or a score the category cannot have; `UNKNOWN_CATEGORY` for an unknown key
 * @example
 * ```ts
 * import { readPlatzeeSheet } from "@dice/platzee";
 * readPlatzeeSheet({ fullHouse: 25 }); // => { fullHouse: 25 }
 * // readPlatzeeSheet({ fullHouse: 20 }) throws INVALID_ARGUMENT: "… 'fullHouse' cannot score 20; possible scores: 0, 25"
 * ```
 * @category Scoring
 */
export function readPlatzeeSheet(value: unknown, where = "readPlatzeeSheet"): PlatzeeSheet {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: expected a sheet object { categoryId: score }; received ${describeValue(value)}`);
  }
  const record = value as Record<string, unknown>;
  const sheet: Partial<Record<PlatzeeCategoryId, number>> = {};
  for (const key of Object.keys(record)) {
    const index = (platzeeCategoryIds as readonly string[]).indexOf(key);
    if (index < 0) {
      throw new DiceError(
        "UNKNOWN_CATEGORY",
        `${where}: unknown category ${describeValue(key)}; expected one of ${platzeeCategoryIds.join(", ")}`,
      );
    }
    const score = record[key];
    const possible = achievableScores()[index] as ReadonlySet<number>;
    if (typeof score !== "number" || !possible.has(score)) {
      throw new DiceError(
        "INVALID_ARGUMENT",
        `${where}: '${key as PlatzeeCategoryId}' cannot score ${describeValue(score)}; possible scores: ${listScores(possible)}`,
      );
    }
    sheet[key as PlatzeeCategoryId] = score;
  }
  return sheet;
}
