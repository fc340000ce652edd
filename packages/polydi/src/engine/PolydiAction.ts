import type { PolydiFace } from "../rules/PolydiFace";

/**
 * Everything a Lucky Seven player can do: roll the Polydi. Without `values`
 * the seeded generator in the state rolls; with `values` (one face: a
 * physical Polydi, a chat bot) the face is read from outside and checked
 * against the die the same way. Plain JSON, discriminated by `type`, like
 * core's `GameAction`; the rule text gives the player no other choice.
 *
 * @example
 * ```ts
 * import { polydiEngine, type PolydiAction } from "@dice/polydi";
 * const fromOutside: PolydiAction = { type: "roll", player: 0, values: ["plus"] };
 * const state = polydiEngine.applyAction(polydiEngine.newGame({ players: ["Ada"], seed: 1 }), fromOutside);
 * state.attempt?.freeRolls; // => 1
 * ```
 * @category Engine
 */
export interface PolydiAction {
  /** The action's kind. */
  readonly type: "roll";
  /** The acting player; when given it must be the current player. */
  readonly player?: number;
  /** The face rolled, as a list of one, when read from outside. */
  readonly values?: readonly PolydiFace[];
}
