import { openCategories, type ScoreSheet } from "../../scoring/ScoreSheet";
import type { GameRules, Stage } from "../../rules/GameRules";
import { sheetRepeatRoll } from "../../rules/repeatRoll";
import type { GameState, PlayerState } from "../GameState";

/**
 * The ids of the categories the current player may fill now, or, in a
 * `declare` stage before the declaration, may declare: every open one
 * (`any`, or undeclared), the declared one, or the next in sheet order
 * (`ordered`); once dice are rolled, only those a forced joker allows.
 * Empty when the game is over. The state must have been checked.
 */
export function fillableCategories(rules: GameRules, state: GameState): string[] {
  if (state.finished) return [];
  const stage = rules.stages[state.stage] as Stage;
  const sheet = (state.players[state.currentPlayer] as PlayerState).sheets[state.stage] as ScoreSheet;
  const open = openCategories(rules, sheet);
  if (stage.policy === "ordered") return open.slice(0, 1);
  if (stage.policy === "declare") return state.declared === null ? open : [state.declared];
  const joker = state.dice === null ? null : sheetRepeatRoll(rules, sheet, state.dice)?.allowed;
  if (joker == null) return open;
  return open.filter((id) => joker.includes(rules.categories.findIndex((candidate) => candidate.id === id)));
}
