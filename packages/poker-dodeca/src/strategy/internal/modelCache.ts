import type { GameRules } from "@dice/core";
import type { SubtotalRounding } from "./DiceGalleryStrategy";
import { buildStageModel, type StageModel } from "./stageModel";

const cache = new WeakMap<GameRules, Map<string, StageModel>>();

/** The compiled model of one stage, built once per rules object and grid. */
export function stageModelFor(rules: GameRules, stage: number, subtotalStep: number, rounding: SubtotalRounding, where: string): StageModel {
  let byKey = cache.get(rules);
  if (byKey === undefined) {
    byKey = new Map();
    cache.set(rules, byKey);
  }
  const key = `${stage}/${subtotalStep}/${subtotalStep === 1 ? "exact" : rounding}`;
  let model = byKey.get(key);
  if (model === undefined) {
    model = buildStageModel(rules, stage, { subtotalStep, rounding: subtotalStep === 1 ? "exact" : rounding }, where);
    byKey.set(key, model);
  }
  return model;
}

/** The table index of the empty sheet. */
export function emptyIndex(model: StageModel): number {
  const start = model.roundStart[0] as number;
  const low = model.roundLow[0] as number;
  const subtotal = Math.min(Math.max(0, model.lowCap[0] as number), model.highCap[0] as number);
  return (model.pairBase[0] as number) + (model.roundIndex[start + subtotal - low] as number);
}
