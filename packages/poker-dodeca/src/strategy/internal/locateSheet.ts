import { DiceError, sectionAdjustment, type GameState, type PlayerState, type ScoreSheet } from "@dice/core";
import type { DiceGalleryStrategy } from "./DiceGalleryStrategy";
import { stageModelFor } from "./modelCache";
import type { StageModel } from "./stageModel";

/** A stage sheet found in a strategy's table. */
export interface LocatedSheet {
  readonly model: StageModel;
  readonly values: Float32Array | Float64Array;
  readonly untracked: number;
  readonly trackedMask: number;
  /** The School subtotal the table plays with (on its grid) and its grid index. */
  readonly subtotal: number;
  readonly gridIndex: number;
  /** The table index of the sheet. */
  readonly index: number;
  /** Scores recorded, plus the School adjustment once the School is complete. */
  readonly recorded: number;
  /** Open categories (indices) in sheet order. */
  readonly open: readonly number[];
}

const describe = (value: unknown): string => (typeof value === "string" ? `'${value}'` : String(value));

/** Finds a stage sheet's state in the strategy's table of that stage. */
export function locateSheet(strategy: DiceGalleryStrategy, stageIndex: number, sheet: ScoreSheet, where: string): LocatedSheet {
  const rules = strategy.rules;
  const stage = strategy.stages[stageIndex];
  if (stage === undefined) throw new DiceError("INVALID_ARGUMENT", `${where}: stage ${describe(stageIndex)} does not exist`);
  if (stage.values.length === 0) throw new DiceError("INVALID_ARGUMENT", `${where}: stage ${stageIndex} was not solved in this strategy`);
  const model = stageModelFor(rules, stageIndex, stage.subtotalStep, stage.rounding, where);
  let untracked = 0;
  let trackedMask = 0;
  let subtotal = 0;
  let recorded = 0;
  let filled = 0;
  const open: number[] = [];
  const ids = model.categoryIds;
  for (let index = 0; index < ids.length; index++) {
    const id = ids[index] as string;
    if (!Object.hasOwn(sheet, id)) {
      open.push(index);
      continue;
    }
    filled++;
    const score = sheet[id];
    if (typeof score !== "number" || !Number.isFinite(score)) {
      throw new DiceError("INVALID_STATE", `${where}: item '${id}' holds ${describe(score)}, not a finite score`);
    }
    recorded += score;
    if (model.tracked[index] === 1) {
      trackedMask |= model.bit[index] as number;
      subtotal += score;
    } else untracked |= model.bit[index] as number;
  }
  if (Object.keys(sheet).length !== filled) {
    const unknown = Object.keys(sheet).find((key) => !ids.includes(key));
    throw new DiceError("INVALID_STATE", `${where}: the sheet has an unknown item '${String(unknown)}'`);
  }
  const masks = model.fullTracked + 1;
  const pairBase = model.pairBase[untracked * masks + trackedMask] as number;
  if (pairBase < 0) throw new DiceError("INVALID_STATE", `${where}: stage ${stageIndex + 1} fills items in sheet order; this sheet is not a prefix of it`);
  if (trackedMask === model.fullTracked && model.trackedCount > 0) recorded += sectionAdjustment(model.rule, subtotal);
  const clamped = Math.min(Math.max(subtotal, model.lowCap[trackedMask] as number), model.highCap[trackedMask] as number);
  const low = model.roundLow[trackedMask] as number;
  const width = (model.roundStart[trackedMask + 1] as number) - (model.roundStart[trackedMask] as number);
  const gridIndex = model.roundIndex[(model.roundStart[trackedMask] as number) + clamped - low];
  const gridStart = model.gridStart[trackedMask] as number;
  if (clamped < low || clamped >= low + width || gridIndex === undefined || (stage.rounding === "exact" && model.gridValue[gridStart + gridIndex] !== clamped)) {
    throw new DiceError("INVALID_STATE", `${where}: a School subtotal of ${subtotal} cannot be reached with these items filled`);
  }
  return {
    model,
    values: stage.values,
    untracked,
    trackedMask,
    subtotal: model.gridValue[gridStart + gridIndex] as number,
    gridIndex,
    index: pairBase + gridIndex,
    recorded,
    open,
  };
}

/** The totals of the other stages: recorded points plus the table's expectation of what is to come. */
export function otherStages(strategy: DiceGalleryStrategy, player: PlayerState, stageIndex: number, where: string): number {
  let points = 0;
  strategy.stages.forEach((_, index) => {
    if (index === stageIndex) return;
    const located = locateSheet(strategy, index, (player.sheets[index] ?? {}) as ScoreSheet, where);
    points += located.recorded + (located.values[located.index] as number);
  });
  return points;
}

/** Checks the strategy belongs to the rules of the state. */
export function checkGame(strategy: DiceGalleryStrategy, state: GameState, where: string): void {
  if (typeof state !== "object" || state === null || !Array.isArray(state.players)) {
    throw new DiceError("INVALID_STATE", `${where}: expected a game state; received ${describe(state)}`);
  }
  if (state.rules !== strategy.rules.id) {
    throw new DiceError("INVALID_STATE", `${where}: the state is a game of '${String(state.rules)}', the strategy is for '${strategy.rules.id}'`);
  }
}
