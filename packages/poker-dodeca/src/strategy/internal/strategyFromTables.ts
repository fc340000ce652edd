import { DiceError, defineRules, type GameRules } from "@dice/core";
import type { DiceGalleryStrategy, StageStrategy, SubtotalRounding } from "./DiceGalleryStrategy";
import { emptyIndex, stageModelFor } from "./modelCache";

/**
 * One stage's table as stored: the values and the grid they were solved on.
 */
export interface StageTable {
  /** One value per sheet state, in the solver's layout (as `StageStrategy.values`). */
  readonly values: Float32Array | Float64Array;
  /** 1 when every School subtotal is kept, else the grid step the table was solved on. */
  readonly subtotalStep: number;
  /** How off-grid subtotals were rounded when the table was solved. */
  readonly rounding: SubtotalRounding;
}

/**
 * Rebuilds a strategy from stored stage tables (e.g. saved from
 * {@link solveStrategy}), checking each table's length and values; no solving is done.
 *
 * @param rules - the game the tables were solved for
 * @param tables - one table per stage, in stage order
 * @returns the strategy
 * @throws `DiceError` `INVALID_ARGUMENT` for a missing stage, a table of the wrong length, a non-finite value or a bad grid
 */
export function strategyFromTables(rules: GameRules, tables: readonly StageTable[]): DiceGalleryStrategy {
  defineRules(rules);
  const where = "strategyFromTables";
  if (!Array.isArray(tables) || tables.length !== rules.stages.length) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: expected ${rules.stages.length} stage tables; received ${Array.isArray(tables) ? tables.length : String(tables)}`);
  }
  const stages: StageStrategy[] = tables.map((table, index) => {
    const { values, subtotalStep, rounding } = table;
    if (!(values instanceof Float32Array || values instanceof Float64Array)) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: stage ${index} values must be a Float32Array or Float64Array`);
    }
    if (!Number.isInteger(subtotalStep) || subtotalStep < 1 || !["exact", "down", "up"].includes(rounding) || (subtotalStep === 1) !== (rounding === "exact")) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: stage ${index} has subtotalStep ${String(subtotalStep)} with rounding ${String(rounding)}; step 1 goes with "exact", larger steps with "down" or "up"`);
    }
    const model = stageModelFor(rules, index, subtotalStep, rounding, where);
    if (values.length !== model.tableSize) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: stage ${index} has ${values.length} values; '${rules.id}' stage ${index} has ${model.tableSize} states`);
    }
    for (let i = 0; i < values.length; i++) {
      if (!Number.isFinite(values[i])) throw new DiceError("INVALID_ARGUMENT", `${where}: stage ${index} value ${i} is ${String(values[i])}, not a finite number`);
    }
    const policy = (rules.stages[index] as { policy: StageStrategy["policy"] }).policy;
    return { policy, subtotalStep, rounding, values, expected: values[emptyIndex(model)] as number };
  });
  return {
    rules,
    stages,
    expected: stages.reduce((sum, stage) => sum + stage.expected, 0),
    exact: stages.every((stage) => stage.rounding === "exact"),
  };
}
