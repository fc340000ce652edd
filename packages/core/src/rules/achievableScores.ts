import type { Category } from "../scoring/Category";
import type { GameRules } from "./GameRules";
import { repeatRollScore, type RepeatRoll } from "./repeatRoll";

/**
 * Above this many rolls (every face of every die, in die order) the scores
 * are not enumerated: see {@link isAchievableScore}.
 */
export const MAX_ENUMERATED_ROLLS = 1 << 20;

/** A joker roll once the first step of the joker's order is filled: the joker's fixed scores replace the categories' own. */
const JOKER_ROLL: RepeatRoll = { bonus: 0, allowed: null, jokerScores: true };

/** Per rules object: each category's set once enumerated (by index), or null for rules with too many rolls. */
const cache = new WeakMap<GameRules, (ReadonlySet<number> | undefined)[] | null>();

/**
 * The factor a fill of `category` applies to its score when made right
 * after the first roll of a turn: the "from hand" multiplier for the
 * categories it names, else 1.
 */
export function fromHandMultiplier(rules: GameRules, category: Category): number {
  const fromHand = rules.fromHand;
  return fromHand !== undefined && fromHand.categories.includes(category.id) ? fromHand.multiplier : 1;
}

/** How many rolls the dice have: every face of every die, in die order. */
function rollCount(rules: GameRules): number {
  let rolls = 1;
  for (const die of rules.dice) rolls *= die.faces.length;
  return rolls;
}

function setsOf(rules: GameRules): (ReadonlySet<number> | undefined)[] | null {
  let sets = cache.get(rules);
  if (sets === undefined) {
    sets = rollCount(rules) <= MAX_ENUMERATED_ROLLS ? new Array<ReadonlySet<number> | undefined>(rules.categories.length) : null;
    cache.set(rules, sets);
  }
  return sets;
}

/**
 * Every score a fill of the category at `index` can record: its score on
 * every roll (every face of every die, in die order, so a category that reads
 * the dice's order is scored exactly), the joker's fixed score for it, and
 * each of those times the "from hand" multiplier where it applies. A roll on
 * which the category throws or scores a non-finite number adds nothing (a
 * fill of it would be refused). `null` for rules with more than
 * {@link MAX_ENUMERATED_ROLLS} rolls, which are not enumerated.
 *
 * Each category is enumerated on first use and kept per rules object, so
 * the first check of a category costs one pass over the rolls and every
 * later one a set lookup.
 */
export function achievableScores(rules: GameRules, index: number): ReadonlySet<number> | null {
  const sets = setsOf(rules);
  if (sets === null) return null;
  scoreCheck(rules)(index, 0);
  return sets[index] as ReadonlySet<number>;
}

/**
 * Whether a fill of the category at `index` can record `score` (see
 * {@link achievableScores}); true for any score of rules too large to enumerate.
 */
export function isAchievableScore(rules: GameRules, index: number, score: number): boolean {
  return scoreCheck(rules)(index, score);
}

/**
 * {@link isAchievableScore} bound to one rules object, for a caller checking
 * many scores: the rules' sets are looked up once.
 */
export function scoreCheck(rules: GameRules): (index: number, score: number) => boolean {
  const sets = setsOf(rules);
  if (sets === null) return () => true;
  return (index, score) => {
    let scores = sets[index];
    if (scores === undefined) {
      scores = enumerateScores(rules, index);
      sets[index] = scores;
    }
    return scores.has(score);
  };
}

/**
 * Keeps the sets {@link achievableScores} would compute, found by a caller
 * that scored every roll anyway (the solver, when no two dice are alike, so
 * its outcomes are the very rolls), so they are not computed a second time.
 * Ignored for rules that are not enumerated, so the answer never depends on
 * who computed it.
 */
export function rememberAchievableScores(rules: GameRules, scores: readonly ReadonlySet<number>[]): void {
  const sets = setsOf(rules);
  if (sets === null) return;
  scores.forEach((set, index) => {
    sets[index] ??= set;
  });
}

function enumerateScores(rules: GameRules, index: number): ReadonlySet<number> {
  const faces = rules.dice.map((die) => die.faces as readonly number[]);
  const category = rules.categories[index] as Category;
  const scores = new Set<number>();
  const diceCount = faces.length;
  const rolls = rollCount(rules);
  // An odometer over the dice's face positions; `dice` is refilled only when the category changed it.
  const position = new Array<number>(diceCount).fill(0);
  const dice: number[] = faces.map((list) => list[0] as number);
  const faceAt = (die: number): number => (faces[die] as readonly number[])[position[die] as number] as number;
  for (let roll = 0; roll < rolls; roll++) {
    let score: unknown;
    try {
      score = category.score(dice);
    } catch {
      score = undefined;
    }
    let changed = dice.length !== diceCount;
    for (let die = 0; die < diceCount && !changed; die++) changed = dice[die] !== faceAt(die);
    if (changed) {
      dice.length = diceCount;
      for (let die = 0; die < diceCount; die++) dice[die] = faceAt(die);
    }
    if (typeof score === "number" && Number.isFinite(score)) scores.add(score);
    for (let die = diceCount - 1; die >= 0; die--) {
      const next = (position[die] as number) + 1;
      position[die] = next < (faces[die] as readonly number[]).length ? next : 0;
      dice[die] = faceAt(die);
      if (next < (faces[die] as readonly number[]).length) break;
    }
  }
  // The joker's fixed score, read as the engine's fill reads it.
  const any = scores.values().next();
  if (!any.done) scores.add(repeatRollScore(rules, JOKER_ROLL, index, any.value));
  const factor = fromHandMultiplier(rules, category);
  if (factor !== 1) for (const score of [...scores]) scores.add(score * factor);
  return scores;
}
