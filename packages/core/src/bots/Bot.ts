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
 * ```
 * @category Bots
 */
export type Bot = (state: GameState) => GameAction;
