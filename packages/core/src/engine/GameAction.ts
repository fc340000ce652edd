/**
 * Roll the dice: on the first roll of a turn every die; later, every die not
 * in `hold`. `values` supplies the faces from outside (physical dice, a chat
 * bot): one per die rolled, in die order; without it the seeded generator rolls.
 *
 * @category Engine
 */
export interface RollAction {
  readonly type: "roll";
  /** Indices (0-based) of the dice to keep. @defaultValue [] */
  readonly hold?: readonly number[];
  /** Faces of the dice rolled, in die order, when read from outside. */
  readonly values?: readonly number[];
  /** The acting player; when given it must be the current player. */
  readonly player?: number;
}

/**
 * Declare the category this turn will fill (stages with the `declare` policy, right after the first roll).
 *
 * @category Engine
 */
export interface DeclareAction {
  readonly type: "declare";
  readonly category: string;
  readonly player?: number;
}

/**
 * Fill a category with the dice showing, ending the turn.
 *
 * @category Engine
 */
export interface FillAction {
  readonly type: "fill";
  readonly category: string;
  readonly player?: number;
}

/**
 * Everything a player can do, discriminated by `type`.
 *
 * @example
 * ```ts
 * import type { GameAction } from "@dice/core";
 * const turn: GameAction[] = [{ type: "roll" }, { type: "roll", hold: [0, 1] }, { type: "fill", category: "chance" }];
 * ```
 * @category Engine
 */
export type GameAction = RollAction | DeclareAction | FillAction;
