import type { FillPolicy, GameRules } from "@dice/core";

// This package's own stage-by-stage strategy, which Dodeca still plays until its
// exact tables ship as files; Poker plays @dice/core's GameSolution. Internal:
// nothing here is exported from @dice/poker-dodeca/strategy.

/**
 * How a stage table keeps the School subtotal: `"exact"` keeps every value
 * that can matter (the optimum); on a coarser grid, `"down"` rounds an
 * off-grid subtotal down (a playable strategy whose expected score is at least
 * the table's) and `"up"` rounds it up (an upper bound on the optimum).
 */
export type SubtotalRounding = "exact" | "down" | "up";

/**
 * The value table of one stage: the expected points still to come in that
 * stage from the start of a turn, for every sheet state (filled items and
 * School subtotal), playing the table's strategy.
 */
export interface StageStrategy {
  /** How the stage fills its items: any, declare or ordered. */
  readonly policy: FillPolicy;
  /** 1 when every School subtotal is kept, else the grid step. */
  readonly subtotalStep: number;
  /** How an off-grid School subtotal is rounded: "exact" (no grid), "down" (a playable strategy, a lower bound) or "up" (an upper bound on the optimum). */
  readonly rounding: SubtotalRounding;
  /** One value per sheet state, in the solver's layout. */
  readonly values: Float32Array | Float64Array;
  /** The value from an empty sheet: the stage's expected score. */
  readonly expected: number;
}

/**
 * A strategy for a whole Dice Gallery game (or any rules of the same shape:
 * identical dice, one section with a rule), one table per stage. Made by
 * `solveStrategy`, `strategyFromTables` or `dodecaStrategy`.
 */
export interface DiceGalleryStrategy {
  /** The rules the strategy was solved for. */
  readonly rules: GameRules;
  /** One solved table per stage, in stage order. */
  readonly stages: readonly StageStrategy[];
  /** The expected final score from an empty game: the sum over stages. */
  readonly expected: number;
  /** True when every stage is exact (the optimum), false when a stage plays on a subtotal grid. */
  readonly exact: boolean;
}
