import type { GameState } from "../../engine/GameState";
import { validatePosition } from "../../engine/validatePosition";
import { DiceError } from "../../errors/DiceError";
import type { GameRules } from "../../rules/GameRules";

/** The checked copy of the state a bot is asked to move in: a position the engine can reach, with the game still going. */
export function botPosition(rules: GameRules, state: GameState, where: string): GameState {
  const checked = validatePosition(rules, state, where);
  if (checked.finished) throw new DiceError("GAME_OVER", `${where}: the game is over; there is nothing to play`);
  return checked;
}
