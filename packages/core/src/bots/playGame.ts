import { applyAction } from "../engine/applyAction";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "../engine/GameState";
import { newGame } from "../engine/newGame";
import { DiceError } from "../errors/DiceError";
import type { Bot } from "./Bot";

/**
 * Plays a whole game with one bot per player, through the engine.
 *
 * @param rules - the game's rules
 * @param bots - one bot per player, in turn order
 * @param seed - the game's dice seed
 * @param names - player names (default `Bot 1`, `Bot 2`, …)
 * @returns the finished game's state
 * @throws {@link DiceError} when a bot chooses an illegal action
 * @example
 * ```ts
 * import { d6, defineRules, greedyBot, playGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * playGame(rules, [greedyBot(rules)], 42).finished; // => true
 * ```
 * @category Bots
 */
export function playGame(rules: GameRules, bots: readonly Bot[], seed: number, names?: readonly string[]): GameState {
  if (bots.length === 0) throw new DiceError("INVALID_ARGUMENT", "playGame: at least one bot is needed");
  let state = newGame(rules, { players: names ?? bots.map((_, index) => `Bot ${index + 1}`), seed });
  while (!state.finished) {
    const bot = bots[state.currentPlayer] as Bot;
    state = applyAction(rules, state, bot(state));
  }
  return state;
}
