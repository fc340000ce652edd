import type { Category } from "../scoring/Category";
import type { ScoreSheet } from "../scoring/ScoreSheet";
import type { GameRules } from "./GameRules";

/** What a roll qualifying for the repeat bonus earns and may fill, once the bonus category is filled. */
export interface RepeatRoll {
  /** The bonus the turn earns when it ends: the rule's bonus while the category holds a score above 0, else 0. */
  readonly bonus: number;
  /** The indices of the categories the roll may fill (in sheet order), or null for any open one. */
  readonly allowed: readonly number[] | null;
  /** Whether the joker's fixed scores replace the categories' own. */
  readonly jokerScores: boolean;
}

/**
 * The repeat bonus and joker for the dice showing, read by the engine (from
 * the dice) and by the solver (from a class of outcomes) alike: null when
 * the rules have no repeat bonus, the roll does not qualify (its own score in
 * the bonus category is not above 0) or the bonus category is open.
 *
 * @param rules - the game's rules
 * @param isOpen - whether the category at an index is open on the sheet
 * @param held - the score the bonus category holds, or undefined when open
 * @param baseScore - the roll's own score in the category at an index (before any multiplier)
 */
export function repeatRoll(
  rules: GameRules,
  isOpen: (index: number) => boolean,
  held: number | undefined,
  baseScore: (index: number) => number,
): RepeatRoll | null {
  const repeat = rules.repeatBonus;
  if (repeat === undefined || held === undefined) return null;
  const categories = rules.categories;
  const bonusIndex = categories.findIndex((category) => category.id === repeat.category);
  if (!(baseScore(bonusIndex) > 0)) return null;
  const bonus = held > 0 ? repeat.bonus : 0;
  const joker = repeat.joker;
  if (joker === undefined) return { bonus, allowed: null, jokerScores: false };
  const steps = joker.order.map((tier) =>
    categories.flatMap((category, index) =>
      tier.categories.includes(category.id) && isOpen(index) && (tier.scoringOnly !== true || baseScore(index) > 0) ? [index] : [],
    ),
  );
  const jokerScores = (steps[0] as number[]).length === 0;
  const step = steps.find((open) => open.length > 0);
  return { bonus, allowed: joker.forced && step !== undefined ? step : null, jokerScores };
}

/** A category's score for a roll under a {@link RepeatRoll} (the joker's fixed score where it applies), before any multiplier. */
export function repeatRollScore(rules: GameRules, roll: RepeatRoll | null, index: number, baseScore: number): number {
  if (roll === null || !roll.jokerScores) return baseScore;
  const scores = rules.repeatBonus?.joker?.scores;
  const id = rules.categories[index]?.id as string;
  return scores !== undefined && Object.hasOwn(scores, id) ? (scores[id] as number) : baseScore;
}

/** {@link repeatRoll} for a sheet and the dice showing. */
export function sheetRepeatRoll(rules: GameRules, sheet: ScoreSheet, dice: readonly number[]): RepeatRoll | null {
  const repeat = rules.repeatBonus;
  if (repeat === undefined) return null;
  const categories = rules.categories;
  return repeatRoll(
    rules,
    (index) => !Object.hasOwn(sheet, categories[index]?.id as string),
    Object.hasOwn(sheet, repeat.category) ? sheet[repeat.category] : undefined,
    (index) => (categories[index] as Category).score([...dice]),
  );
}
