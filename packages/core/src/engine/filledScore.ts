import { DiceError } from "../errors/DiceError";
import { findCategoryNamed, type ScoreSheet } from "../scoring/ScoreSheet";
import type { GameRules } from "../rules/GameRules";
import { repeatRollScore, sheetRepeatRoll } from "../rules/repeatRoll";
import { fromHandMultiplier } from "../rules/achievableScores";
import type { GameState, PlayerState } from "./GameState";

/**
 * What `scoreIfFilled` computes, for a state already checked by
 * `validatePosition`: the engine's own callers (a fill, the score options)
 * check the state once, not once a category.
 */
export function filledScore(rules: GameRules, state: GameState, categoryId: string, where: string): number {
  const category = findCategoryNamed(rules, categoryId, where);
  if (state.dice === null) {
    throw new DiceError("MUST_ROLL_FIRST", `${where}: no dice are showing yet; roll first`);
  }
  const sheet = (state.players[state.currentPlayer] as PlayerState).sheets[state.stage] as ScoreSheet;
  const index = rules.categories.indexOf(category);
  // Each score gets its own copy of the dice: a category that sorts them in place changes nothing else.
  const base = repeatRollScore(rules, sheetRepeatRoll(rules, sheet, state.dice), index, category.score([...state.dice]));
  // Right after the first roll a "from hand" category scores its multiple (the factor is 1 for the others).
  return state.rollsUsed === 1 ? base * fromHandMultiplier(rules, category) : base;
}
