import type { GameRules } from "../rules/GameRules";
import type { ScoreSheet } from "../scoring/ScoreSheet";
import type { GameState, PlayerState } from "./GameState";
import { validatePosition } from "./validatePosition";

/**
 * How many turns the player to move has left, this one included: the
 * categories still open on their sheet of the current stage and on every
 * sheet of the stages after it (one category is filled a turn). Bots and
 * hosts use it to decide when an exact chance to win is quick to work out.
 *
 * @param rules - the game's rules
 * @param state - a state of that game
 * @returns the player to move's turns left; 0 once the game is over
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach, naming the field
 * @example
 * ```ts
 * import { classicYahtzee, newGame, turnsLeft } from "@dice/core";
 * const rules = classicYahtzee();
 * turnsLeft(rules, newGame(rules, { players: ["Ada", "Bo"], seed: 1 })); // => 13
 * ```
 * @category Engine
 */
export function turnsLeft(rules: GameRules, state: GameState): number {
  const checked = validatePosition(rules, state, "turnsLeft");
  if (checked.finished) return 0;
  const sheets = (checked.players[checked.currentPlayer] as PlayerState).sheets;
  let open = 0;
  for (let stage = checked.stage; stage < rules.stages.length; stage++) {
    const sheet = (sheets[stage] ?? {}) as ScoreSheet;
    for (const category of rules.categories) if (sheet[category.id] === undefined) open++;
  }
  return open;
}
