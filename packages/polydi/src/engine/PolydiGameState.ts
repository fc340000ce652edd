import type { Die, RngState } from "@dice/core";
import type { PolydiFace } from "../rules/PolydiFace";

/**
 * Where a Lucky Seven game stands: still rolling, won (third 7) or lost (a minus).
 *
 * @example
 * ```ts
 * import { applyPolydiRoll, newPolydiGame } from "@dice/polydi";
 * applyPolydiRoll(newPolydiGame({ seed: 1 }), "minus").status; // => "lost"
 * ```
 * @category Game
 */
export type PolydiStatus = "playing" | "won" | "lost";

/**
 * One roll in the log, with the counters as they stood after it.
 *
 * @example
 * ```ts
 * import { applyPolydiRoll, newPolydiGame } from "@dice/polydi";
 * applyPolydiRoll(newPolydiGame({ seed: 1 }), 7).rolls[0];
 * // => { face: 7, cost: 1, points: 1, sevens: 1, freeRolls: 0 }
 * ```
 * @category Game
 */
export interface PolydiRollRecord {
  /** The face rolled. */
  readonly face: PolydiFace;
  /** The points this roll cost: 1 for a number with no free roll banked, else 0. */
  readonly cost: 0 | 1;
  /** Points after the roll. */
  readonly points: number;
  /** Sevens rolled so far, after the roll (0–3). */
  readonly sevens: number;
  /** Free rolls banked after the roll. */
  readonly freeRolls: number;
}

/**
 * The whole state of one Lucky Seven game as plain JSON-serialisable data:
 * the die, the counters, the roll log and the RNG state, so a saved game
 * resumes exactly. Build it with {@link newPolydiGame}; restore it from JSON
 * with {@link validatePolydiGame}.
 *
 * @example
 * ```ts
 * import { newPolydiGame } from "@dice/polydi";
 * const { points, sevens, freeRolls, rolls, status } = newPolydiGame({ seed: 1 });
 * [points, sevens, freeRolls, rolls.length, status]; // => [0, 0, 0, 0, "playing"]
 * ```
 * @category Game
 */
export interface PolydiGameState {
  /** The Polydi in play. */
  readonly die: Die;
  /** Points counted so far; when the game is won this is the final score (lower is better). */
  readonly points: number;
  /** Sevens rolled so far (the game is won at 3). */
  readonly sevens: number;
  /** Free rolls banked and not yet used. */
  readonly freeRolls: number;
  /** Every roll so far, in order. */
  readonly rolls: readonly PolydiRollRecord[];
  /** Whether the game is still going, won or lost. */
  readonly status: PolydiStatus;
  /** The seeded generator's state, used by {@link rollPolydi}; rolls supplied from outside leave it unchanged. */
  readonly rng: RngState;
}
