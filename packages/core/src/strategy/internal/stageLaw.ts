import { DiceError } from "../../errors/DiceError";
import type { GameSolution } from "../GameSolution";
import { addShifted, emptyLaw, pointMass, type PointsLaw } from "./pointsLaw";
import type { SolverModel } from "./solverModel";
import { lawStage, openCategories, turnOutcomes, type SheetPoint, type TurnPosition } from "./turnLaw";

/**
 * The law of the points a stage still adds from `point` (its categories and
 * section adjustment, repeat bonuses included), playing as the advice plays:
 * probability pushed forward level by level (categories filled) over pairs
 * (sheet state, points so far), each sheet state's turn law worked out once.
 * From the turn's start, or mid-turn from `position`.
 */
export function stagePointsLaw(solution: GameSolution, stageIndex: number, model: SolverModel, point: SheetPoint, position?: TurnPosition): PointsLaw {
  const stage = lawStage(solution, stageIndex, model);
  const result = emptyLaw();
  let level = new Map<number, { point: SheetPoint; law: PointsLaw }>();
  level.set(model.indexOf(point.untracked, point.trackedMask, point.subtotal), { point, law: pointMass(0) });
  let first = true;
  while (level.size > 0) {
    const nextLevel = new Map<number, { point: SheetPoint; law: PointsLaw }>();
    for (const { point: here, law } of level.values()) {
      if (openCategories(model, here).length === 0) {
        addShifted(result, law, 0, 1);
        continue;
      }
      // The turn's outcomes, merged by (next sheet, points).
      const ends = new Map<number, { point: SheetPoint; byPoints: Map<number, number> }>();
      turnOutcomes(stage, here, first ? position : undefined, (next, index, points, probability) => {
        if (!Number.isInteger(points)) {
          throw new DiceError("INVALID_RULES", `finalScoreLaw: a turn can score ${points} points; the law of the final score needs integer scores`);
        }
        let end = ends.get(index);
        if (end === undefined) {
          end = { point: next, byPoints: new Map() };
          ends.set(index, end);
        }
        end.byPoints.set(points, (end.byPoints.get(points) ?? 0) + probability);
      });
      for (const [index, end] of ends) {
        let target = nextLevel.get(index);
        if (target === undefined) {
          target = { point: end.point, law: emptyLaw() };
          nextLevel.set(index, target);
        }
        for (const [points, probability] of end.byPoints) addShifted(target.law, law, points, probability);
      }
    }
    first = false;
    level = nextLevel;
  }
  return result;
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
  if (position === undefined) memo.set(key, result);
  return result;
}
