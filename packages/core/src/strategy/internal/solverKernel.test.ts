import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import type { SectionRule } from "../../index";
import { kernelGameArb, kernelGameRules, type KernelDie } from "../../../test/kit/kernelGames";
import { productPassesModule } from "./productPasses";
import { recordTurn, solveStates, turnValue, type KernelRecord } from "./solverKernel";
import { buildSolverModel, createRecord, createScratch, type SolverModel } from "./solverModel";

/** Every sheet state's value, level by level, by the per-state kernel (`turnValue`). */
function solveTable(model: SolverModel): Float64Array {
  const values = new Float64Array(model.tableSize);
  const data = model.stateLists();
  const scratch = createScratch(data, productPassesModule());
  for (let level = data.categoryCount - 1; level >= 0; level--) {
    solveStates(data, values, model.levelStart[level] as number, model.levelStart[level + 1] as number, scratch);
  }
  return values;
}

/** The bytes of a record's arrays, in one string: equal strings mean equal records bit for bit. */
function recordBytes(record: KernelRecord): string {
  const bytes = (values: Float64Array | null | undefined) => (values == null ? "-" : Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString("hex"));
  return [bytes(record.fillNormal), bytes(record.fillHand), ...record.keeperValues.map(bytes), "|", ...record.declareValues.map(bytes)].join(",");
}

const dieArb = fc.constantFrom<KernelDie>(
  { faces: [1, 2] },
  { faces: [1, 2, 3] },
  { faces: [1, 2], weights: [2, 1] },
  { faces: [1, 2, 3, 4] },
);
const ruleArb = fc.constantFrom<SectionRule | undefined>(undefined, { type: "thresholdBonus", threshold: 4, bonus: 9 }, { type: "penaltyBelowZero", penalty: 5 });
// Alike dice (multiset keepers) or distinct ones (the product layout).
const diceArb = fc.oneof(
  fc.tuple(dieArb, fc.integer({ min: 1, max: 4 })).map(([die, count]) => Array.from({ length: count }, () => die)),
  fc.uniqueArray(dieArb, { minLength: 1, maxLength: 3, selector: (die) => JSON.stringify(die) }),
);
const gameArb = kernelGameArb(diceArb, ruleArb, { maxRolls: 3, maxCategories: 3, maxFace: 4 });

test.prop([gameArb], { numRuns: 60 })("a turn's record for advice is the record its value leaves, bit for bit, in every sheet state", (game) => {
  const rules = kernelGameRules(game, "record");
  const model = buildSolverModel(rules, game.policy, "test");
  const data = model.stateLists();
  const values = solveTable(model);
  const scratch = createScratch(data, productPassesModule());
  // Every state with a category open, and for a declare stage every declaration as well as none.
  let compared = 0;
  for (let state = 0; state < data.stateUntracked.length; state++) {
    const untracked = data.stateUntracked[state] as number;
    const trackedMask = data.stateTracked[state] as number;
    const subtotal = data.stateSubtotal[state] as number;
    const openCategories = [...Array(data.categoryCount).keys()].filter((category) => {
      const filled = data.tracked[category] === 1 ? trackedMask : untracked;
      return (filled & (data.bit[category] as number)) === 0;
    });
    if (openCategories.length === 0) continue;
    for (const declared of game.policy === "declare" ? [-1, ...openCategories] : [-1]) {
      const byValue = createRecord();
      const value = turnValue(data, values, untracked, trackedMask, subtotal, declared, scratch, byValue);
      const byRecord = createRecord();
      recordTurn(data, values, untracked, trackedMask, subtotal, declared, scratch, byRecord);
      expect(Number.isFinite(value)).toBe(true);
      expect(recordBytes(byRecord)).toBe(recordBytes(byValue));
      // One layer of keeper values for each roll with another roll to come (a declaration is made on the values after the first roll).
      if (game.policy !== "declare" || declared >= 0) expect(byRecord.keeperValues.filter((layer) => layer !== undefined)).toHaveLength(game.rolls - 1);
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(0);
});
