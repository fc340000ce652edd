import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createDie, d4, d6, d8, defineRules, sumOfDice, type Die } from "../../index";
import { distinctGame } from "../../../test/strategy/simulateGames";
import type { StageSolution } from "../GameSolution";
import { solveGame } from "../solveGame";
import { compilePasses, lawPassesBuild } from "../../../scripts/wasmBuild";
import { compiledLawPasses } from "./compiledLawPasses";
import { jsLawPasses, type LawPasses, type LayerKeeping } from "./lawPasses";
import { lawPassesWasm } from "./lawPassesWasm";
import { compileOnce, productPassesModule } from "./productPasses";
import { modelFor } from "./solverCache";
import { turnValue, type KernelData } from "./solverKernel";
import { createRecord, createScratch } from "./solverModel";

/** A solver model of distinct dice, one category (their sum), three rolls. */
function modelOf(id: string, dice: readonly Die[]) {
  const rules = defineRules({
    id, name: id, dice: [...dice], rollsPerTurn: 3,
    sections: [{ id: "main", label: "Main" }],
    categories: [{ id: "sum", label: "Sum", section: "main", score: sumOfDice }],
    stages: [{ label: "Game", policy: "any" }],
  });
  return modelFor(rules, "any", "test").data;
}

// Three dice: the product layout, 5 × 7 × 9 keeper slots. Nine two-faced dice, each its own: masks of nine bits.
// One die of three faces: a single die of stride 1, whose only hold is re-rolling it.
const models = [
  { name: "d4, d6, d8", data: modelOf("three", [d4, d6, d8]) },
  { name: "nine distinct two-faced dice", data: modelOf("nine", Array.from({ length: 9 }, (_, die) => createDie([1, die + 2]))) },
  { name: "one die of three faces", data: modelOf("one", [createDie([1, 2, 5])]) },
];
const implementations: { name: string; make: (data: KernelData, stops?: Uint8Array) => LawPasses }[] = [
  { name: "compiled", make: compiledLawPasses },
  { name: "JavaScript", make: jsLawPasses },
];

/** The digit (0 re-rolled, 1 and up a face) of die `dim` at a keeper slot. */
function digit(data: KernelData, slot: number, dim: number): number {
  return Math.floor(slot / (data.dimStride[dim] as number)) % (data.dimSize[dim] as number);
}

/** An outcome's hold by mask (bit d: die d held), as a keeper slot: the dice held keep their faces, the others are re-rolled (digit 0). */
function holdSlot(data: KernelData, outcomeSlot: number, mask: number): number {
  let slot = 0;
  for (let dim = 0; dim < data.dimSize.length; dim++) {
    if ((mask & (1 << dim)) !== 0) slot += digit(data, outcomeSlot, dim) * (data.dimStride[dim] as number);
  }
  return slot;
}

/** By brute force, over every hold of the outcome at `slot` but keeping all its dice, in mask order: the greatest value in `keepers` and the first hold worth it. */
function greatestHold(data: KernelData, keepers: Float64Array, slot: number): { best: number; first: number } {
  let best = -Infinity;
  let first = -1;
  for (let mask = 0; mask < (1 << data.dimSize.length) - 1; mask++) {
    const value = keepers[holdSlot(data, slot, mask)] as number;
    if (value > best) {
      best = value;
      first = holdSlot(data, slot, mask);
    }
  }
  return { best, first };
}

it("has its compiled passes built from wasm/lawPasses.ts with the committed compiler and options", { timeout: 60_000 }, async () => {
  const binary = await compilePasses(lawPassesBuild);
  expect(Buffer.from(binary).toString("hex")).toBe(lawPassesWasm);
  expect(compileOnce(lawPassesWasm)).not.toBeNull();
});

describe.each(models)("the law's passes ($name)", ({ data }) => {
  const dims = data.dimSize.length;
  describe.each(implementations)("$name", ({ name, make }) => {
    test.prop([fc.array(fc.integer({ min: 0, max: 3 }), { minLength: data.keeperCount, maxLength: data.keeperCount })], { numRuns: 20 })(
      "find, for each outcome, the hold of greatest value, the first by mask on a tie (few distinct values, so many ties)",
      (levels) => {
        const keepers = Float64Array.from(levels, (level) => level / 2);
        const passes = make(data);
        passes.bestHolds(keepers);
        for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
          const slot = data.outcomePosition[outcome] as number;
          const { best, first } = greatestHold(data, keepers, slot);
          expect(passes.best[slot]).toBe(best);
          expect(passes.keeper[slot]).toBe(first);
        }
      },
    );

    test.prop([fc.array(fc.tuple(fc.nat(), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 30 }), fc.constantFrom<0 | 1>(0, 1)], { numRuns: 20 })(
      "spread the mass held at keepers as the re-roll's probabilities have it (the faces of the dice re-rolled, independently)",
      (placed, which) => {
        const passes = make(data);
        passes.held.fill(0);
        const held = new Float64Array(data.keeperCount);
        for (const [at, mass] of placed) held[at % data.keeperCount] = (held[at % data.keeperCount] as number) + mass;
        passes.held.set(held);
        passes.spread(which);
        for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
          const slot = data.outcomePosition[outcome] as number;
          let expected = 0;
          for (let mask = 0; mask < 1 << dims; mask++) {
            let probability = held[holdSlot(data, slot, mask)] as number;
            for (let dim = 0; dim < dims; dim++) {
              if ((mask & (1 << dim)) === 0) probability *= data.dimProbability[(data.dimProbabilityStart[dim] as number) + digit(data, slot, dim) - 1] as number;
            }
            expected += probability;
          }
          expect(Math.abs((passes.masses[which][outcome] as number) - expected)).toBeLessThanOrEqual(1e-15 * (1 + expected));
        }
      },
    );

    test.prop(
      [
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: data.keeperCount, maxLength: data.keeperCount }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: data.classCount, maxLength: data.classCount }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: data.outcomeCount, maxLength: data.outcomeCount }),
        fc.boolean(),
        fc.constantFrom<0 | 1>(0, 1),
      ],
      { numRuns: 20 },
    )(
      "decide each outcome in order: hold at its best hold where that beats its class's fill, else fill, leaving the stops and unknown values to the caller",
      (levels, fills, weights, bySlot, which) => {
        const keepers = Float64Array.from(levels, (level) => level / 2);
        // Stops at every fifth outcome; each outcome's mass is its weight (0: skipped).
        const stops = Uint8Array.from({ length: data.outcomeCount }, (_, outcome) => (outcome % 5 === 4 ? 1 : 0));
        const passes = make(data, stops);
        passes.bestHolds(keepers);
        // The value after the roll: the best of the fill and the best hold, except at every seventh outcome (a value no hold has).
        const after = new Float64Array(bySlot ? data.keeperCount : data.outcomeCount);
        for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
          const slot = data.outcomePosition[outcome] as number;
          const value = outcome % 7 === 6 ? 1.25 : Math.max((fills[data.classOf[outcome] as number] as number) / 2, passes.best[slot] as number);
          after[bySlot ? slot : outcome] = value;
        }
        passes.classBest.set(fills.map((fill) => fill / 2));
        passes.classMass.fill(0);
        passes.held.fill(0);
        passes.masses[which].set(weights);
        passes.beginRoll(after, bySlot, new Float64Array(data.distinct.length), []);
        const held = new Float64Array(data.keeperCount);
        const classMass = new Float64Array(data.classCount);
        const left: number[] = [];
        for (let outcome = passes.decide(which, 0, true); outcome < data.outcomeCount; outcome = passes.decide(which, outcome + 1, true)) left.push(outcome);
        const expectedLeft: number[] = [];
        for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
          const mass = weights[outcome] as number;
          if (mass === 0) continue;
          const kind = data.classOf[outcome] as number;
          const fill = (fills[kind] as number) / 2;
          const { best, first } = greatestHold(data, keepers, data.outcomePosition[outcome] as number);
          const value = outcome % 7 === 6 ? 1.25 : Math.max(fill, best);
          if (outcome % 5 === 4 || (value > fill && value !== best)) expectedLeft.push(outcome);
          else if (value > fill) held[first] = (held[first] as number) + mass;
          else classMass[kind] = (classMass[kind] as number) + mass;
        }
        expect(left).toEqual(expectedLeft);
        expect(Array.from(passes.held)).toEqual(Array.from(held));
        expect(Array.from(passes.classMass)).toEqual(Array.from(classMass));
        // Without stopping, the stops are decided like any other outcome.
        passes.classMass.fill(0);
        passes.held.fill(0);
        let unknown = 0;
        for (let outcome = passes.decide(which, 0, false); outcome < data.outcomeCount; outcome = passes.decide(which, outcome + 1, false)) {
          expect(outcome % 7 === 6 || expectedLeft.includes(outcome)).toBe(true);
          unknown++;
        }
        expect(unknown).toBeLessThanOrEqual(left.length);
      },
    );

    test.prop(
      [
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: data.classCount, maxLength: data.classCount }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: data.distinct.length, maxLength: data.distinct.length }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: data.classCount, maxLength: data.classCount }),
        fc.integer({ min: 0, max: 1 }),
      ],
      { numRuns: 20 },
    )(
      "fill each class with mass by the category given, or (compiled) by the first candidate worth its best, in class order, leaving the others to the caller",
      (masses, fillLevels, bestLevels, hand) => {
        const passes = make(data);
        const fills = Float64Array.from(fillLevels);
        passes.classMass.set(masses);
        passes.classBest.set(bestLevels);
        passes.filled.fill(0);
        passes.beginRoll(null, false, fills, [0]);
        const left: number[] = [];
        for (let kind = passes.fillClasses(0, hand, -1); kind < data.classCount; kind = passes.fillClasses(kind + 1, hand, -1)) left.push(kind);
        // One category (the sum): compiled, a class fills where the sum's fill value for it is the class's best;
        // in JavaScript, the caller searches the candidates for every class.
        const filled = new Float64Array(4 * data.distinct.length);
        const expectedLeft: number[] = [];
        for (let kind = 0; kind < data.classCount; kind++) {
          if (masses[kind] === 0) continue;
          const index = data.scoreIndex[kind] as number;
          const at = 2 * hand * data.distinct.length + index;
          if (name === "compiled" && fills[index] === bestLevels[kind]) filled[at] = (filled[at] as number) + (masses[kind] as number);
          else expectedLeft.push(kind);
        }
        expect(left).toEqual(expectedLeft);
        expect(Array.from(passes.filled)).toEqual(Array.from(filled));
        // With the category given, every class fills by it.
        passes.filled.fill(0);
        expect(passes.fillClasses(0, hand, 0)).toBe(data.classCount);
        const byCategory = new Float64Array(4 * data.distinct.length);
        for (let kind = 0; kind < data.classCount; kind++) {
          const at = 2 * hand * data.distinct.length + (data.scoreIndex[kind] as number);
          byCategory[at] = (byCategory[at] as number) + (masses[kind] as number);
        }
        expect(Array.from(passes.filled)).toEqual(Array.from(byCategory));
      },
    );
  });

  test.prop([fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: data.keeperCount, maxLength: data.keeperCount })], { numRuns: 10 })(
    "give the same results bit for bit compiled and in JavaScript",
    (values) => {
      const compiled = compiledLawPasses(data);
      const js = jsLawPasses(data);
      const keepers = Float64Array.from(values);
      compiled.bestHolds(keepers);
      js.bestHolds(keepers);
      expect(Array.from(compiled.best)).toEqual(Array.from(js.best));
      expect(Array.from(compiled.keeper)).toEqual(Array.from(js.keeper));
      compiled.held.set(keepers);
      js.held.set(keepers);
      compiled.spread(1);
      js.spread(1);
      expect(Array.from(compiled.masses[1])).toEqual(Array.from(js.masses[1]));
      expect(Array.from(compiled.held)).toEqual(Array.from(js.held));
    },
  );
});

describe("the compiled passes' kernel for the law's turns", () => {
  // Three distinct dice, three rolls, a bonus: the kernel's turn has two roll layers with re-rolls left.
  const rules = distinctGame.rules;
  const solution = solveGame(rules);
  const values = (solution.stages[0] as StageSolution).values as Float64Array;
  const data = modelFor(rules, "any", "test").data;

  it("keeps each roll layer's best holds (the first by mask on a tie) and values after the roll, the kernel's turn the same bit for bit", () => {
    const passes = compiledLawPasses(data);
    const layers = passes.layers as LayerKeeping;
    expect(layers).toBeDefined();
    layers.keep(0);
    const kept = createRecord();
    const value = turnValue(data, values, 0, 0, 0, -1, layers.kernel, kept);
    // The kernel's own passes, in a scratch of their own.
    const own = createScratch(data, productPassesModule());
    const record = createRecord();
    expect(Object.is(value, turnValue(data, values, 0, 0, 0, -1, own, record))).toBe(true);
    expect(value).toBeCloseTo(solution.expected, 12);
    for (const rollsLeft of [1, 2]) expect(Array.from(kept.keeperValues[rollsLeft] as Float64Array)).toEqual(Array.from(record.keeperValues[rollsLeft] as Float64Array));
    own.passes?.gather();
    for (const rollsLeft of [1, 2]) {
      const after = layers.use(0, rollsLeft) as Float64Array;
      const keepers = record.keeperValues[rollsLeft] as Float64Array;
      for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
        const slot = data.outcomePosition[outcome] as number;
        const { best, first } = greatestHold(data, keepers, slot);
        expect(passes.best[slot]).toBe(best);
        expect(passes.keeper[slot]).toBe(first);
        // After the roll: the best of the hold and the fill, which the kernel recorded in the next layer (or ended with).
        const kernelAfter = rollsLeft === 2 ? (own.best[outcome] as number) : ((record.keeperValues[2] as Float64Array)[slot] as number);
        expect(after[slot]).toBe(kernelAfter);
        expect(after[slot]).toBeGreaterThanOrEqual(best);
      }
    }
    // Another record slot's layers are not these.
    expect(layers.use(1, 1)).toBeUndefined();
  });
});
