import { isSheetComplete, type GameRules, type GameState, type ScoreSheet } from "@dice/core";
import { platzee, platzeeEngine, type PlatzeeCategoryId } from "@dice/platzee";

/** The four Upper boxes and the score one die showing the number adds to each. */
export const upperFaces: Readonly<Partial<Record<PlatzeeCategoryId, number>>> = { ones: 1, twos: 2, threes: 3, fours: 4 };

/** Every score an Upper box can hold: 0 to 5 dice showing its number (all five dice have faces 1–4). */
export function upperScores(category: PlatzeeCategoryId): number[] {
  const face = upperFaces[category] as number;
  return [0, 1, 2, 3, 4, 5].map((count) => count * face);
}

/**
 * A one-player state of `rules` (Platzee or a game of some of its categories)
 * at the start of a turn whose sheet is `sheet` (built directly, not played);
 * finished when the sheet is complete, as the engine would have it.
 */
export function stateWithSheet(sheet: ScoreSheet, seed = 1, rules: GameRules = platzee): GameState {
  const start = platzeeEngine.newGame({ players: ["Ada"], seed });
  return { ...start, rules: rules.id, players: [{ name: "Ada", sheets: [sheet] }], finished: isSheetComplete(rules, sheet) };
}

/** The lowest score a category can hold: 0, but for Chance (five 1s: 5). */
export function lowestScore(category: PlatzeeCategoryId): number {
  return category === "chance" ? 5 : 0;
}

/** The points a sheet holds now the way the solver counts them: its scores, plus the bonus once all four Upper boxes are filled. */
export function pointsOnSheet(sheet: ScoreSheet): number {
  const scores = Object.values(sheet).reduce((sum, score) => sum + score, 0);
  const upper = Object.keys(upperFaces);
  const upperFull = upper.every((id) => Object.hasOwn(sheet, id));
  const upperTotal = upper.reduce((sum, id) => sum + (sheet[id] ?? 0), 0);
  return scores + (upperFull && upperTotal >= 30 ? 50 : 0);
}

/** Ids of the categories not in `open`, in sheet order. */
export function filledExcept(open: readonly string[]): PlatzeeCategoryId[] {
  return platzee.categories.map((category) => category.id).filter((id) => !open.includes(id));
}
