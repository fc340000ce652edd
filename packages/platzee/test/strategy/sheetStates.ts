import type { GameState, ScoreSheet } from "@dice/core";
import { platzee, platzeeEngine, type PlatzeeCategoryId } from "@dice/platzee";

/** The four Upper boxes and the score one die showing the number adds to each. */
export const upperFaces: Readonly<Partial<Record<PlatzeeCategoryId, number>>> = { ones: 1, twos: 2, threes: 3, fours: 4 };

/** Every score an Upper box can hold: 0 to 5 dice showing its number (all five dice have faces 1–4). */
export function upperScores(category: PlatzeeCategoryId): number[] {
  const face = upperFaces[category] as number;
  return [0, 1, 2, 3, 4, 5].map((count) => count * face);
}

/** A one-player Platzee state at the start of a turn whose sheet is `sheet` (built directly, not played). */
export function stateWithSheet(sheet: ScoreSheet, seed = 1): GameState {
  const start = platzeeEngine.newGame({ players: ["Ada"], seed });
  return { ...start, players: [{ name: "Ada", sheets: [sheet] }] };
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
