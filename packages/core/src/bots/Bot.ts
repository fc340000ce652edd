import type { GameAction } from "../engine/GameAction";
import type { GameState } from "../engine/GameState";

/**
 * A player that chooses the next action for a state. A bot is only asked when
 * it is its turn and the game is not over; its action must be legal.
 *
 * @example
 * ```ts
 * import type { Bot } from "@dice/core";
 * const alwaysRoll: Bot = () => ({ type: "roll" });
 * alwaysRoll.length; // => 0
 * ```
 * @typeParam Id - the category ids its actions name (a game's bots name the game's, so an engine of that game takes them)
 * @category Bots
 */
export type Bot<Id extends string = string> = (state: GameState) => GameAction<Id>;
