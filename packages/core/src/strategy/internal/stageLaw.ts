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
