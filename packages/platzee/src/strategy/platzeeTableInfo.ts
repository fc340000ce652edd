/**
 * Facts about the shipped Platzee table, available without loading it.
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
  /** SHA-256 (hex) of the table's values as little-endian float32 bytes, in core's `solutionTable` order. */
  readonly sha256: string;
  /** The optimal expected final score from an empty sheet, as the solver computed it (float64). */
  readonly expected: number;
}

/**
 * What the shipped optimal-strategy table (`tables/platzee.dsol`) holds: its
 * size, checksum and the optimal expected score of a whole game, without
 * loading it. Written by `scripts/build-strategy-asset.ts`; a test reads the
 * file and checks these figures against it.
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
  states: 395_264,
  sha256: "04eee0f10b0ec930b4da7329fc20007101e4d5abd7b94ad48af70254f486a75b",
  expected: 346.9408142998349,
};
