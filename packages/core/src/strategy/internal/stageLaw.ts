import { DiceError } from "../../errors/DiceError";
import type { GameSolution } from "../GameSolution";
import { addShifted, emptyLaw, pointMass, trimmed, type PointsLaw } from "./pointsLaw";
import type { SolverModel } from "./solverModel";
import { denseLawValues, lawStage, openCategories, turnOutcomes, type SheetPoint, type TurnPosition } from "./turnLaw";

/** Stage laws from sheets with at least this many categories open read the stage's values whole: they visit most of its states. */
const DENSE_FROM_OPEN = 10;

/**
 * The law of the points a stage still adds from `point` (its categories and
 * section adjustment, repeat bonuses included), playing as the advice plays:
 * probability pushed forward level by level (categories filled) over pairs
 * (sheet state, points so far), each sheet state's turn worked out once and
 * its ends added to the laws of the sheets they reach. From the turn's
 * start, or mid-turn from `position`.
 */
export function stagePointsLaw(solution: GameSolution, stageIndex: number, model: SolverModel, point: SheetPoint, position?: TurnPosition): PointsLaw {
  const stage = lawStage(solution, stageIndex, model);
  if (openCategories(model, point).length >= DENSE_FROM_OPEN) denseLawValues(stage);
  const result = emptyLaw();
  // The laws of the sheets of the level being played and of the next one, by dense index.
  const laws = new Map<number, PointsLaw>();
  const points = new Map<number, SheetPoint>();
  let level = [model.indexOf(point.untracked, point.trackedMask, point.subtotal)];
  laws.set(level[0] as number, pointMass(0));
  points.set(level[0] as number, point);
  let first = true;
  while (level.length > 0) {
    const nextLevel: number[] = [];
    for (const index of level) {
      const here = points.get(index) as SheetPoint;
      const law = trimmed(laws.get(index) as PointsLaw);
      laws.delete(index);
      points.delete(index);
      if (openCategories(model, here).length === 0) {
        addShifted(result, law, 0, 1);
        continue;
      }
      // A turn's fills of one category mostly reach one sheet, one after another.
      let lastIndex = -1;
      let target = law;
      turnOutcomes(stage, here, first ? position : undefined, (next, nextIndex, added, probability) => {
        if (!Number.isInteger(added)) {
          throw new DiceError("INVALID_RULES", `finalScoreLaw: a turn can score ${added} points; the law of the final score needs integer scores`);
        }
        if (nextIndex !== lastIndex) {
          lastIndex = nextIndex;
          const known = laws.get(nextIndex);
          if (known === undefined) {
            target = emptyLaw();
            laws.set(nextIndex, target);
            points.set(nextIndex, next);
            nextLevel.push(nextIndex);
          } else target = known;
        }
        addShifted(target, law, added, probability);
      });
    }
    first = false;
    level = nextLevel;
  }
  return trimmed(result);
}

/** Laws of the points still to come from sheet states at a turn's start, by `stage/index`: shared by the laws of one call. */
export type RemainingLaws = Map<string, PointsLaw>;

/**
 * {@link stagePointsLaw} worked out backwards: the law from `point` is the
 * mixture, over the ways its turn ends, of the law from the sheet after it
 * shifted by the points the turn adds; each sheet state's law is kept in
 * `memo`, so that several laws from one position (a turn's choices) share
 * the states they reach. Memory grows with the states reached, so this
 * serves positions with few categories open.
 */
export function remainingPointsLaw(solution: GameSolution, stageIndex: number, model: SolverModel, point: SheetPoint, memo: RemainingLaws, position?: TurnPosition): PointsLaw {
  const key = `${stageIndex}/${model.indexOf(point.untracked, point.trackedMask, point.subtotal)}`;
  if (position === undefined) {
    const known = memo.get(key);
    if (known !== undefined) return known;
  }
  if (openCategories(model, point).length === 0) return pointMass(0);
  // The turn's ends are collected before any recursion: the kernel records it reads are reused by later turns.
  const ends = new Map<number, { point: SheetPoint; byPoints: Map<number, number> }>();
  turnOutcomes(lawStage(solution, stageIndex, model), point, position, (next, index, points, probability) => {
    let end = ends.get(index);
    if (end === undefined) {
      end = { point: next, byPoints: new Map() };
      ends.set(index, end);
    }
    end.byPoints.set(points, (end.byPoints.get(points) ?? 0) + probability);
  });
  const result = emptyLaw();
  for (const end of ends.values()) {
    const after = remainingPointsLaw(solution, stageIndex, model, end.point, memo);
    for (const [points, probability] of end.byPoints) addShifted(result, after, points, probability);
  }
  const law = trimmed(result);
  if (position === undefined) memo.set(key, law);
  return law;
}
