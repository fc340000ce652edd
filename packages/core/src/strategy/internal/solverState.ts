import type { PlayerState } from "../../engine/GameState";
import { DiceError } from "../../errors/DiceError";
import { describe } from "../../internal/describe";
import { sectionAdjustment } from "../../scoring/Section";
import type { ScoreSheet } from "../../scoring/ScoreSheet";
import type { GameSolution, StageValues } from "../GameSolution";
import { modelFor } from "./solverCache";
import type { SolverModel } from "./solverModel";

/** A sheet located in a solution: its model, table and DP state, and the points it already holds. */
export interface LocatedSheet {
  readonly model: SolverModel;
  readonly values: StageValues;
  readonly untracked: number;
  readonly trackedMask: number;
  readonly subtotal: number;
  /** Scores recorded plus the tracked section's adjustment once that section is complete. */
  readonly recorded: number;
  readonly open: readonly number[];
}

/**
 * Finds a stage sheet's state in the solution's table. The sheet comes from a
 * state checked by `validatePosition` (known categories, each score one a
 * fill of its category can record, where the rules' rolls are few enough to
 * enumerate); this adds what only the solver's model knows: each score is
 * one the model places (for dice too many to enumerate), and the subtotal is
 * one those scores can reach.
 */
export function locateSheet(solution: GameSolution, player: number, stageIndex: number, sheet: ScoreSheet, where: string): LocatedSheet {
  const rules = solution.rules;
  const stage = solution.stages[stageIndex];
  if (stage === undefined) throw new DiceError("INVALID_ARGUMENT", `${where}: stage ${describe(stageIndex)} does not exist`);
  const model = modelFor(rules, stage.policy, where);
  let untracked = 0;
  let trackedMask = 0;
  let subtotal = 0;
  let recorded = 0;
  const open: number[] = [];
  rules.categories.forEach((category, index) => {
    if (!Object.hasOwn(sheet, category.id)) {
      open.push(index);
      return;
    }
    const score = sheet[category.id] as number;
    if (!(model.possibleScores[index] as ReadonlySet<number>).has(score)) {
      throw new DiceError(
        "INVALID_STATE",
        `${where}: players[${player}].sheets[${stageIndex}].${category.id} is ${describe(score)}, which no roll can score in ${category.label}`,
      );
    }
    recorded += score;
    if (model.data.tracked[index] === 1) {
      trackedMask |= model.data.bit[index] as number;
      subtotal += score;
    } else untracked |= model.data.bit[index] as number;
  });
  const repeat = rules.repeatBonus;
  if (repeat !== undefined) {
    // The repeat bonus's flag: its category holds a score above 0. The bonuses earned are points already scored.
    if (((sheet[repeat.category] ?? 0) as number) > 0) untracked |= model.data.repeatFlag;
    recorded += (sheet[repeat.id] ?? 0) as number;
  }
  if (trackedMask === model.data.fullTracked && model.trackedSection !== undefined) {
    recorded += sectionAdjustment(rules.sections.find((section) => section.id === model.trackedSection)?.rule, subtotal);
  }
  const canonical = model.canonical(trackedMask, subtotal);
  if (!model.isReachable(trackedMask, canonical)) {
    throw new DiceError("INVALID_STATE", `${where}: players[${player}].sheets[${stageIndex}] holds a subtotal of ${subtotal}, which these categories cannot reach together`);
  }
  return { model, values: stage.values, untracked, trackedMask, subtotal: canonical, recorded, open };
}

/**
 * Each stage's points for a player: the totals of the stages before
 * `stageIndex` and the expected points of those after it (the current
 * stage's entry 0, for {@link sumInOrder}).
 */
export function stageParts(solution: GameSolution, player: PlayerState, playerIndex: number, stageIndex: number, where: string): number[] {
  return solution.stages.map((_, index) => {
    if (index === stageIndex) return 0;
    const sheet = (player.sheets[index] ?? {}) as ScoreSheet;
    const located = locateSheet(solution, playerIndex, index, sheet, where);
    return located.recorded + (located.values.at(located.model.indexOf(located.untracked, located.trackedMask, located.subtotal)) as number);
  });
}

/**
 * The stages' points summed in stage order, `current` in `stageIndex`'s
 * place: the order a solution sums its stages' expected points in, so that
 * a fresh game's expected final score is the solution's `expected` to the bit.
 */
export function sumInOrder(parts: readonly number[], stageIndex: number, current: number): number {
  let points = 0;
  parts.forEach((part, index) => (points += index === stageIndex ? current : part));
  return points;
}
