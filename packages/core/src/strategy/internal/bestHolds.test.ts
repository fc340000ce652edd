import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { d4, d6, d8, defineRules, sumOfDice } from "../../index";
import { modelFor } from "./solverCache";
import { bestHolds, bestHoldsFor } from "./turnLaw";

// Three distinct dice: the product layout, 5 × 7 × 9 keeper slots.
const rules = defineRules({
  id: "holds", name: "Holds", dice: [d4, d6, d8], rollsPerTurn: 3,
  sections: [{ id: "main", label: "Main" }],
  categories: [{ id: "sum", label: "Sum", section: "main", score: sumOfDice }],
  stages: [{ label: "Game", policy: "any" }],
});
const data = modelFor(rules, "any", "test").data;
const dims = data.dimSize.length;

/** An outcome's hold by mask (bit d: die d held), as a keeper slot: the dice held keep their faces, the others are re-rolled (digit 0). */
function holdSlot(outcomeSlot: number, mask: number): number {
  let slot = 0;
  for (let dim = 0; dim < dims; dim++) {
    const stride = data.dimStride[dim] as number;
    if ((mask & (1 << dim)) !== 0) slot += (Math.floor(outcomeSlot / stride) % (data.dimSize[dim] as number)) * stride;
  }
  return slot;
}

describe("the best holds of every outcome at once", () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 3 }), { minLength: data.keeperCount, maxLength: data.keeperCount })], { numRuns: 50 })(
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
          const value = keepers[holdSlot(slot, mask)] as number;
          if (value > best) {
            best = value;
            first = holdSlot(slot, mask);
          }
        }
        expect(holds.best[slot]).toBe(best);
        expect(holds.keeper[slot]).toBe(first);
      }
    },
  );
});
