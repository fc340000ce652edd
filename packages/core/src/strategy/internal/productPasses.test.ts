import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createDie, d12, d20, d4, d6, d8, defineRules, sumOfDice, sumOfValue, type GameRules, type SectionRule } from "../../index";
import { compileProductPasses } from "../../../scripts/wasmBuild";
import { kernelGameArb, kernelGameRules } from "../../../test/kit/kernelGames";
import { productPassesModule } from "./productPasses";
import { productPassesWasm } from "./productPassesWasm";
import { solveStates, turnValue, type KernelData } from "./solverKernel";
import { buildSolverModel, createRecord, createScratch, type SolverModel } from "./solverModel";

/** Every sheet state's value, level by level, with the kernel's own loops (null) or the compiled passes. */
function solveTable(model: SolverModel, passes: ReturnType<typeof productPassesModule>): Float64Array {
  const values = new Float64Array(model.tableSize);
  const scratch = createScratch(model.data, passes);
  // Full sheets are worth 0 more points (section adjustments are paid by the last fill).
  for (let level = model.data.categoryCount - 1; level >= 0; level--) {
    solveStates(model.data, values, model.levelStart[level] as number, model.levelStart[level + 1] as number, scratch);
  }
  return values;
}

/** Equal bit for bit: the same bytes, so -0 and +0 or two NaNs with different payloads would differ. */
function bytesOf(values: Float64Array): Buffer {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
}

const module = productPassesModule();

describe("the compiled product-layout passes", () => {
  it("are built from wasm/productPasses.ts with the committed compiler and options", { timeout: 60_000 }, async () => {
    const binary = await compileProductPasses();
    expect(Buffer.from(binary).toString("hex")).toBe(productPassesWasm);
  });

  it("compile and instantiate on Node 20", () => {
    expect(module).not.toBeNull();
  });

  // Distinct dice of 1 to 6 faces, some weighted (unequal probabilities), so the
  // passes meet odd and even strides, blocks of one slot and the scalar tails.
  const dieArb = fc.constantFrom<{ faces: readonly number[]; weights?: readonly number[] }>(
    { faces: [1] },
    { faces: [1, 2] },
    { faces: [1, 2, 3] },
    { faces: [1, 2], weights: [2, 1] },
    { faces: [1, 2, 3, 4] },
    { faces: [2, 3, 5], weights: [2, 1, 2] },
    { faces: [1, 2, 3, 4, 5, 6] },
  );
  const ruleArb = fc.constantFrom<SectionRule | undefined>(
    undefined,
    { type: "thresholdBonus", threshold: 6, bonus: 9 },
    { type: "penaltyBelowZero", penalty: 5 },
    { type: "rewardBySign", reward: 3, penalty: 4 },
  );
  // No two dice alike: alike dice share multiset keepers, not the product layout.
  const gameArb = kernelGameArb(fc.uniqueArray(dieArb, { minLength: 1, maxLength: 4, selector: (die) => JSON.stringify(die) }), ruleArb, { maxRolls: 4, maxCategories: 4, maxFace: 6 });

  test.prop([gameArb], { numRuns: 40 })("give every sheet state's value bit for bit as the kernel's own loops", (game) => {
    const rules = kernelGameRules(game, "passes");
    const model = buildSolverModel(rules, game.policy, "test");
    expect(model.data.product).toBe(1);
    const table = solveTable(model, module);
    // Not a comparison of two empty tables: the empty sheet has a finite value.
    expect(Number.isFinite(table[model.indexOf(0, 0, model.canonical(0, 0))])).toBe(true);
    expect(bytesOf(table).equals(bytesOf(solveTable(model, null)))).toBe(true);
  });

  // Platzee's own dice: 85,995 keeper slots with strides 17,199, 2,457, 273, 21 and 1.
  const platzeeDice: GameRules = defineRules({
    id: "platzee-dice",
    name: "Platzee's dice",
    dice: [d4, d6, d8, d12, d20],
    rollsPerTurn: 3,
    sections: [
      { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 8, bonus: 30 } },
      { id: "lower", label: "Lower" },
    ],
    categories: [
      { id: "fours", label: "Fours", section: "upper", score: (dice) => sumOfValue(dice, 4) },
      { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
    ],
    stages: [{ label: "Game", policy: "any" }],
  });
  const model = buildSolverModel(platzeeDice, "any", "test");

  it("give Platzee's dice the same table bit for bit", { timeout: 60_000 }, () => {
    const table = solveTable(model, module);
    // Filling Fours first, then playing Chance alone, is worth at least Chance's three-roll value:
    // each die re-rolled below its value with fewer rolls left, 3.25 + 4.67 + 6.06 + 8.83 + 14.4 = 37.21.
    expect(table[model.indexOf(0, 0, 0)]).toBeGreaterThan(37.2);
    expect(bytesOf(table).equals(bytesOf(solveTable(model, null)))).toBe(true);
  });

  it("record the same keeper values for advice", { timeout: 60_000 }, () => {
    const values = solveTable(model, null);
    const data: KernelData = model.data;
    const records = [module, null].map((passes) => {
      const record = createRecord();
      const value = turnValue(data, values, 0, 0, 0, -1, createScratch(data, passes), record);
      return { value, record };
    });
    const [fast, plain] = records as [(typeof records)[0], (typeof records)[0]];
    expect(Object.is(fast.value, plain.value)).toBe(true);
    // A layer for each roll with rolls left: 1 and 2 of Platzee's 3.
    expect(fast.record.keeperValues.filter((layer) => layer !== undefined)).toHaveLength(2);
    expect(fast.record.keeperValues.length).toBe(plain.record.keeperValues.length);
    fast.record.keeperValues.forEach((layer, rollsLeft) => {
      expect(bytesOf(layer).equals(bytesOf(plain.record.keeperValues[rollsLeft] as Float64Array))).toBe(true);
    });
  });

  it("give a game with a repeat bonus, a forced joker and a category filled from hand the same table bit for bit", { timeout: 60_000 }, () => {
    // The joker's fills reach the passes through the outcomes of its classes (fillSlots), on every roll and from hand.
    const rules = defineRules({
      id: "joker",
      name: "Joker",
      dice: [createDie([1, 2]), createDie([1, 2, 3]), d4],
      rollsPerTurn: 3,
      sections: [
        { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 5, bonus: 7 } },
        { id: "lower", label: "Lower" },
      ],
      categories: [
        { id: "ones", label: "Ones", section: "upper", score: (dice) => sumOfValue(dice, 1) },
        { id: "twos", label: "Twos", section: "upper", score: (dice) => sumOfValue(dice, 2) },
        { id: "same", label: "Same", section: "lower", score: (dice) => (dice.every((face) => face === dice[0]) ? 10 : 0) },
        { id: "sum", label: "Sum", section: "lower", score: sumOfDice },
      ],
      stages: [{ label: "Game", policy: "any" }],
      fromHand: { multiplier: 2, categories: ["sum"] },
      repeatBonus: {
        category: "same",
        bonus: 8,
        id: "sameBonus",
        label: "Same bonus",
        joker: { order: [{ categories: ["ones", "twos"], scoringOnly: true }, { categories: ["sum"] }], forced: true, scores: { sum: 9 } },
      },
    });
    const joker = buildSolverModel(rules, "any", "test");
    expect(joker.data.product).toBe(1);
    expect(joker.data.repeatClasses.length).toBeGreaterThan(0);
    const table = solveTable(joker, module);
    expect(Number.isFinite(table[joker.indexOf(0, 0, 0)])).toBe(true);
    expect(bytesOf(table).equals(bytesOf(solveTable(joker, null)))).toBe(true);
  });

  it("are not used for identical dice, whose keepers are multisets", () => {
    const rules = defineRules({ ...platzeeDice, id: "two-d6", dice: [d6, d6] });
    expect(createScratch(buildSolverModel(rules, "any", "test").data, module).passes).toBeNull();
    expect(createScratch(model.data, module).passes).not.toBeNull();
  });

  it("hold each die above its average for Chance, worked by hand: d4, d6 and d8 with one re-roll are worth 3 + 4.25 + 5.5", () => {
    // Chance adds the dice, so each die is kept when it beats a re-roll: d4 (1, 2 re-rolled) 3, d6 (1–3) 4.25, d8 (1–4) 5.5.
    const rules = defineRules({
      id: "chance",
      name: "Chance",
      dice: [d4, d6, d8],
      rollsPerTurn: 2,
      sections: [{ id: "lower", label: "Lower" }],
      categories: [{ id: "chance", label: "Chance", section: "lower", score: sumOfDice }],
      stages: [{ label: "Game", policy: "any" }],
    });
    const chance = buildSolverModel(rules, "any", "test");
    expect(createScratch(chance.data, module).passes).not.toBeNull();
    expect(solveTable(chance, module)[chance.indexOf(0, 0, 0)]).toBeCloseTo(12.75, 12);
  });
});
