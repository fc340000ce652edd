import { DiceError, defineRules, type GameRules } from "@dice/core";
import type { DiceGalleryStrategy, StageStrategy, SubtotalRounding } from "./DiceGalleryStrategy";
import { emptyIndex, stageModelFor } from "./modelCache";
import { createScratch, solvePairs } from "./stageKernel";

/**
 * Options for {@link solveStrategy}.
 */
export interface SolveStrategyOptions {
  /**
   * The School subtotal grid of each stage (one number for every stage): 1
   * solves exactly; n > 1 keeps multiples of n (and each set's extremes) only.
   * @defaultValue 1
   */
  readonly subtotalStep?: number | readonly number[];
  /**
   * Off-grid subtotals go down (a strategy) or up (an upper bound).
   * @defaultValue "down"
   */
  readonly rounding?: Exclude<SubtotalRounding, "exact">;
  /**
   * Which stages to solve (0-based); the others get no table and cannot be asked about.
   * @defaultValue every stage
   */
  readonly stages?: readonly number[];
  /**
   * Called after each level (number of items filled) of each stage.
   * @defaultValue none
   */
  readonly onProgress?: (progress: { readonly stage: number; readonly level: number }) => void;
}

/**
 * Solves a game stage by stage by dynamic programming over sheet states
 * (filled items plus the School subtotal, capped where its sign is settled),
 * last turn first, with exact roll probabilities over multisets of identical
 * dice: stage 1 any item, stage 2 the declaration after the first roll (then
 * two re-rolls aimed at it), stage 3 the sheet order; "from hand" doubling is
 * the choice to fill after the first roll. The stages are independent, so the
 * game's expected score is their sum. Runs in the calling thread: Poker's
 * stages take seconds to a minute, Dodeca's stages 1–2 far longer (see the README).
 *
 * @param rules - the game: identical fair dice with numeric faces, at most one section with a rule (e.g. `poker`, `dodeca`)
 * @param options - subtotal grid, rounding, stages, progress; see {@link SolveStrategyOptions}
 * @returns the strategy with each stage's table and expected score
 * @throws `DiceError` `INVALID_RULES` for rules the solver cannot take (distinct dice, two sections with rules, non-integer School scores), `INVALID_ARGUMENT` for bad options
 */
export function solveStrategy(rules: GameRules, options: SolveStrategyOptions = {}): DiceGalleryStrategy {
  defineRules(rules);
  const where = "solveStrategy";
  const stageCount = rules.stages.length;
  const stepOf = (stage: number): number => {
    const step = typeof options.subtotalStep === "number" || options.subtotalStep === undefined ? (options.subtotalStep ?? 1) : options.subtotalStep[stage];
    if (typeof step !== "number" || !Number.isInteger(step) || step < 1) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: subtotalStep for stage ${stage} must be a positive integer; received ${String(step)}`);
    }
    return step;
  };
  const rounding = options.rounding ?? "down";
  if (rounding !== "down" && rounding !== "up") {
    throw new DiceError("INVALID_ARGUMENT", `${where}: rounding must be "down" or "up"; received ${String(rounding)}`);
  }
  const wanted = options.stages ?? rules.stages.map((_, index) => index);
  for (const stage of wanted) {
    if (!Number.isInteger(stage) || stage < 0 || stage >= stageCount) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: stage ${String(stage)} does not exist; stages are 0 to ${stageCount - 1}`);
    }
  }
  const stages: StageStrategy[] = rules.stages.map((stage, index) => {
    const step = stepOf(index);
    const stageRounding: SubtotalRounding = step === 1 ? "exact" : rounding;
    if (!wanted.includes(index)) return { policy: stage.policy, subtotalStep: step, rounding: stageRounding, values: new Float64Array(0), expected: Number.NaN };
    const model = stageModelFor(rules, index, step, stageRounding, where);
    const values = new Float64Array(model.tableSize);
    const scratch = createScratch(model.space, model.distinct.length);
    for (let level = model.categoryCount - 1; level >= 0; level--) {
      solvePairs(model, values, level, 0, (model.levelPairs[level] as Int32Array).length / 2, scratch);
      options.onProgress?.({ stage: index, level });
    }
    return { policy: stage.policy, subtotalStep: step, rounding: stageRounding, values, expected: values[emptyIndex(model)] as number };
  });
  return {
    rules,
    stages,
    expected: stages.reduce((sum, stage) => sum + stage.expected, 0),
    exact: stages.every((stage) => stage.rounding === "exact"),
  };
}
