import { DiceError } from "../../errors/DiceError";
import type { GameSolution } from "../GameSolution";
import type { LawAdds } from "./lawAdds";
import { addShifted, emptyLaw, pointMass, reserve, trimmed, type PointsLaw } from "./pointsLaw";
import type { SolverModel } from "./solverModel";
import { denseLawValues, lawStage, openCategories, turnOutcomes, type SheetPoint, type TurnOutcomeSink, type TurnPosition } from "./turnLaw";

/** Stage laws from sheets with at least this many categories open read the stage's values whole: they visit most of its states. */
const DENSE_FROM_OPEN = 10;

/**
 * The sheets of a stage law's level being played (categories filled) and of
 * the next one, each with the law of the points so far, by dense index; and
 * the law of the points of the sheets already full.
 */
export interface LawLevels {
  readonly model: SolverModel;
  level: number[];
  next: number[];
  readonly laws: Map<number, PointsLaw>;
  readonly points: Map<number, SheetPoint>;
  readonly result: PointsLaw;
}

/** The levels of a stage law from `point`, its one sheet in the first level with all the mass. */
export function lawLevels(model: SolverModel, point: SheetPoint): LawLevels {
  const index = model.indexOf(point.untracked, point.trackedMask, point.subtotal);
  const levels: LawLevels = { model, level: [index], next: [], laws: new Map(), points: new Map(), result: emptyLaw() };
  levels.laws.set(index, pointMass(0));
  levels.points.set(index, point);
  return levels;
}

/**
 * Takes the sheet at `index` of the level being played out of the levels,
 * with its law; a full sheet's law goes to the result instead (undefined).
 */
export function takeSheet(levels: LawLevels, index: number): { point: SheetPoint; law: PointsLaw } | undefined {
  const point = levels.points.get(index) as SheetPoint;
  const law = trimmed(levels.laws.get(index) as PointsLaw);
  levels.laws.delete(index);
  levels.points.delete(index);
  if (openCategories(levels.model, point).length > 0) return { point, law };
  addShifted(levels.result, law, 0, 1);
  return undefined;
}

/**
 * The sink of the turn of a sheet whose law is `law`: each way the turn ends
 * adds that law, shifted by the points and weighted by the probability, to
 * the law of the sheet it reaches in the next level.
 */
export function endsInto(levels: LawLevels, law: PointsLaw): TurnOutcomeSink {
  // A turn's fills of one category mostly reach one sheet, one after another.
  let lastIndex = -1;
  let target = law;
  return (next, nextIndex, added, probability) => {
    checkPoints(added);
    if (nextIndex !== lastIndex) {
      lastIndex = nextIndex;
      target = nextLaw(levels, nextIndex, next.untracked, next.trackedMask, next.subtotal);
    }
    addShifted(target, law, added, probability);
  };
}

/**
 * {@link endsInto} for `count` ends reaching one sheet, three numbers each
 * from `at` in `ends` (the position in `laws` of the law of the sheet whose
 * turn it ends, the points, the probability), the sheet described from
 * `group` in `targets` (its untracked categories, tracked mask, subtotal and
 * index): the same additions, by `adds` (whose sources are `laws`), with
 * room made for all of them at once.
 */
export function addEnds(levels: LawLevels, adds: LawAdds, laws: readonly PointsLaw[], targets: Float64Array, group: number, ends: Float64Array, at: number, count: number): void {
  const target = nextLaw(levels, targets[group + 3] as number, targets[group] as number, targets[group + 1] as number, targets[group + 2] as number);
  let low = Infinity;
  let high = -Infinity;
  for (let end = at; end < at + 3 * count; end += 3) {
    const law = laws[ends[end] as number] as PointsLaw;
    const points = ends[end + 1] as number;
    checkPoints(points);
    if (law.probabilities.length === 0) continue;
    low = Math.min(low, law.low + points);
    high = Math.max(high, law.low + law.probabilities.length - 1 + points);
  }
  if (low <= high) reserve(target, low, high);
  adds.add(target, ends, at, count);
}

function checkPoints(points: number): void {
  if (!Number.isInteger(points)) {
    throw new DiceError("INVALID_RULES", `finalScoreLaw: a turn can score ${points} points; the law of the final score needs integer scores`);
  }
}

/** The law of the next level's sheet at `index`, made empty (with its point) when first reached. */
function nextLaw(levels: LawLevels, index: number, untracked: number, trackedMask: number, subtotal: number): PointsLaw {
  const known = levels.laws.get(index);
  if (known !== undefined) return known;
  const made = emptyLaw();
  levels.laws.set(index, made);
  levels.points.set(index, { untracked, trackedMask, subtotal });
  levels.next.push(index);
  return made;
}

/** Moves on to the next level; false when there is none. */
export function nextLevel(levels: LawLevels): boolean {
  levels.level = levels.next;
  levels.next = [];
  return levels.level.length > 0;
}

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
  const levels = lawLevels(model, point);
  let from = position;
  do {
    for (const index of levels.level) {
      const sheet = takeSheet(levels, index);
      if (sheet !== undefined) turnOutcomes(stage, sheet.point, from, endsInto(levels, sheet.law));
    }
    from = undefined;
  } while (nextLevel(levels));
  return trimmed(levels.result);
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
