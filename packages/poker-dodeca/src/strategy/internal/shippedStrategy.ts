import type { GameRules } from "@dice/core";
import type { DiceGalleryStrategy } from "./DiceGalleryStrategy";
import { solveStrategy } from "./solveStrategy";
import { strategyFromTables, type StageTable } from "./strategyFromTables";
import { decodeTable, type EncodedTable } from "./tableCodec";

/** Builds a strategy from shipped tables for some stages and solves the others (small) on the spot. */
export function shippedStrategy(rules: GameRules, shipped: readonly (EncodedTable | undefined)[], where: string): DiceGalleryStrategy {
  const missing = rules.stages.map((_, index) => index).filter((index) => shipped[index] === undefined);
  const solved = missing.length === 0 ? undefined : solveStrategy(rules, { stages: missing });
  const tables: StageTable[] = rules.stages.map((_, index) => {
    const table = shipped[index];
    if (table === undefined) {
      const stage = solved?.stages[index] as StageTable;
      return { values: stage.values, subtotalStep: stage.subtotalStep, rounding: stage.rounding };
    }
    return { values: decodeTable(table, where), subtotalStep: table.subtotalStep, rounding: table.rounding };
  });
  return strategyFromTables(rules, tables);
}
