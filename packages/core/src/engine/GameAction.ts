/**
 * Roll the dice: on the first roll of a turn every die; later, every die not
 * in `hold`. `values` supplies the faces from outside (physical dice, a chat
 * bot): one per die rolled, in die order; without it the seeded generator rolls.
 *
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice, type RollAction } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const first: RollAction = { type: "roll", values: [2, 5] };
 * const again: RollAction = { type: "roll", hold: [1], values: [5] };
 * const state = applyAction(rules, applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), first), again);
 * state.dice; // => [5, 5]
 * ```
 * @category Engine
 */
export interface RollAction {
  /** The action's kind. */
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
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice, type DeclareAction } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "declare" }],
 * });
 * let state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [3, 4] });
 * const declare: DeclareAction = { type: "declare", category: "chance" };
 * state = applyAction(rules, state, declare);
 * state.declared; // => "chance"
 * ```
 * @typeParam Id - the game's category ids (an engine from {@link createEngine} takes only its rules' ids)
 * @category Engine
 */
export interface DeclareAction<Id extends string = string> {
  /** The action's kind. */
  readonly type: "declare";
  /** The id of the open category the turn will fill. */
  readonly category: Id;
  /** The acting player; when given it must be the current player. */
  readonly player?: number;
}

/**
 * Fill a category with the dice showing, ending the turn.
 *
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice, type FillAction } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [3, 4] });
 * const fill: FillAction = { type: "fill", category: "chance" };
 * state = applyAction(rules, state, fill);
 * state.players[0]?.sheets[0]; // => { chance: 7 }
 * ```
 * @typeParam Id - the game's category ids (an engine from {@link createEngine} takes only its rules' ids)
 * @category Engine
 */
export interface FillAction<Id extends string = string> {
  /** The action's kind. */
  readonly type: "fill";
  /** The id of the open category to fill. */
  readonly category: Id;
  /** The acting player; when given it must be the current player. */
  readonly player?: number;
}

/**
 * Everything a player can do, discriminated by `type`. With the game's
 * category ids as `Id`, a misspelt category is a compile-time error.
 *
 * @example
 * ```ts
 * import type { GameAction } from "@dice/core";
 * const turn: GameAction[] = [{ type: "roll" }, { type: "roll", hold: [0, 1] }, { type: "fill", category: "chance" }];
 * const typed: GameAction<"ones" | "chance"> = { type: "fill", player: 0, category: "chance" };
 * // const typo: GameAction<"ones" | "chance"> = { type: "fill", category: "chanse" }; // a type error
 * typed.type; // => "fill"
 * ```
 * @typeParam Id - the game's category ids
 * @category Engine
 */
export type GameAction<Id extends string = string> = RollAction | DeclareAction<Id> | FillAction<Id>;
