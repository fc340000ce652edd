import { openCategories, type ScoreSheet } from "../../scoring/ScoreSheet";
import type { GameRules, Stage } from "../../rules/GameRules";
import type { GameState, PlayerState } from "../GameState";

/**
 * The ids of the categories the current player may fill now, or, in a
 * `declare` stage before the declaration, may declare: every open one
 * (`any`, or undeclared), the declared one, or the next in sheet order
 * (`ordered`). Empty when the game is over. The state must have been checked.
 */
export function fillableCategories(rules: GameRules, state: GameState): string[] {
  if (state.finished) return [];
  const stage = rules.stages[state.stage] as Stage;
  const open = openCategories(rules, (state.players[state.currentPlayer] as PlayerState).sheets[state.stage] as ScoreSheet);
  if (stage.policy === "ordered") return open.slice(0, 1);
  if (stage.policy === "declare" && state.declared !== null) return [state.declared];
  return open;
}
