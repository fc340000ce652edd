import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { createDie, d4, d6, d8, defineRules, sumOfDice, type Die } from "../../index";
import { modelFor } from "./solverCache";
import { bestHolds, bestHoldsFor } from "./turnLaw";
import type { KernelData } from "./solverKernel";

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
const models = [
  { name: "d4, d6, d8", data: modelOf("three", [d4, d6, d8]) },
  { name: "nine distinct two-faced dice", data: modelOf("nine", Array.from({ length: 9 }, (_, die) => createDie([1, die + 2]))) },
];

/** An outcome's hold by mask (bit d: die d held), as a keeper slot: the dice held keep their faces, the others are re-rolled (digit 0). */
function holdSlot(data: KernelData, outcomeSlot: number, mask: number): number {
  let slot = 0;
  for (let dim = 0; dim < data.dimSize.length; dim++) {
    const stride = data.dimStride[dim] as number;
    if ((mask & (1 << dim)) !== 0) slot += (Math.floor(outcomeSlot / stride) % (data.dimSize[dim] as number)) * stride;
  }
  return slot;
}

describe.each(models)("the best holds of every outcome at once ($name)", ({ data }) => {
  const dims = data.dimSize.length;
  test.prop([fc.array(fc.integer({ min: 0, max: 3 }), { minLength: data.keeperCount, maxLength: data.keeperCount })], { numRuns: 20 })(
    "is, for each outcome, the hold of greatest value, the first by mask on a tie (few distinct values, so many ties)",
    (levels) => {
      const keepers = Float64Array.from(levels, (level) => level / 2);
      const holds = bestHoldsFor(data);
      bestHolds(data, keepers, holds);
      for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
        const slot = data.outcomePosition[outcome] as number;
        // Every hold but keeping all the dice, in mask order: the first of the greatest.
        let best = -Infinity;
        let first = -1;
        for (let mask = 0; mask < (1 << dims) - 1; mask++) {
          const value = keepers[holdSlot(data, slot, mask)] as number;
          if (value > best) {
            best = value;
            first = holdSlot(data, slot, mask);
          }
        }
        expect(holds.best[slot]).toBe(best);
        expect(holds.keeper[slot]).toBe(first);
      }
    },
  );
});
