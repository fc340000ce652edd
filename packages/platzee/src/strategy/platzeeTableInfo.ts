import { platzeeTableExpected, platzeeTableSha256, platzeeTableStates } from "./platzeeTable.generated";

/**
 * Facts about the shipped Platzee table, available without decoding it.
 *
 * @example
 * ```ts
 * import { platzeeTableInfo, type PlatzeeTableInfo } from "@dice/platzee/strategy";
 * const info: PlatzeeTableInfo = platzeeTableInfo;
 * info.sha256.length; // => 64
 * ```
 * @category Strategy
 */
export interface PlatzeeTableInfo {
  /** How many reachable sheet states the table holds (one float32 each). */
  readonly states: number;
  /** SHA-256 (hex) of the table's little-endian float32 bytes. */
  readonly sha256: string;
  /** The optimal expected final score from an empty sheet, as the solver computed it (float64). */
  readonly expected: number;
}

/**
 * What the shipped optimal-strategy table is: its size, checksum and the
 * optimal expected score of a whole game, without decoding it.
 *
 * @example
 * ```ts
 * import { platzeeTableInfo } from "@dice/platzee/strategy";
 * platzeeTableInfo.states; // => 395264
 * platzeeTableInfo.expected; // => 346.94081…
 * ```
 * @category Strategy
 */
export const platzeeTableInfo: PlatzeeTableInfo = {
  states: platzeeTableStates,
  sha256: platzeeTableSha256,
  expected: platzeeTableExpected,
};
