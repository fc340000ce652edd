import type { GameState, PlayerState } from "../engine/GameState";
import { validatePosition } from "../engine/validatePosition";
import type { GameRules } from "../rules/GameRules";

/**
 * How many turns the player to move has left, this one included: the
 * categories still open on their sheet of the current stage and on every
 * sheet of the stages after it (one category is filled a turn). Bots and
 * hosts use it to decide when an exact chance to win is quick to work out
 * (see {@link goalBot}'s `turnsLeft`).
 *
 * @param rules - the game's rules
 * @param state - a state of that game
 * @returns the player to move's turns left; 0 once the game is over
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach, naming the field
 * @example
 * ```ts
 * import { classicYahtzee, newGame } from "@dice/core";
 * import { turnsLeft } from "@dice/core/strategy";
 * const rules = classicYahtzee();
 * turnsLeft(rules, newGame(rules, { players: ["Ada", "Bo"], seed: 1 })); // => 13
 * ```
 * @category Strategy
 */
export function turnsLeft(rules: GameRules, state: GameState): number {
  const checked = validatePosition(rules, state, "turnsLeft");
  // The later stages' sheets are empty (and a finished game's all filled); a repeat bonus's total is no category.
  const sheet = (checked.players[checked.currentPlayer] as PlayerState).sheets[checked.stage] ?? {};
  let left = rules.categories.length * (rules.stages.length - checked.stage);
  for (const category of rules.categories) if (sheet[category.id] !== undefined) left--;
  return left;
}
