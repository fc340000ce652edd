import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { kernelGameRules, type KernelDie } from "../../../test/kit/kernelGames";
import { buildSolverModel } from "./solverModel";
import { holdKeepers } from "./turnAdvice";

const d2: KernelDie = { faces: [1, 2] };
const d3: KernelDie = { faces: [1, 2, 3] };
const d4: KernelDie = { faces: [1, 2, 3, 4] };
// Alike dice, distinct dice, and groups of alike dice interleaved with others.
const layouts: readonly (readonly KernelDie[])[] = [[d3, d3, d3, d3], [d2, d3, d4], [d3, d2, d3, d2], [d4, d2, d2, d4, d3]];

test.prop([fc.constantFrom(...layouts.keys()), fc.array(fc.array(fc.nat(), { minLength: 5, maxLength: 5 }), { minLength: 1, maxLength: 30 })])(
  "a hold's keeper, remembered from the roll before, is the keeper the model finds for the dice held",
  (layout, rolls) => {
    const dice = layouts[layout] as readonly KernelDie[];
    const rules = kernelGameRules({ dice, rolls: 2, categories: [{ value: 1, upper: false, kind: "sum" }], rule: undefined, policy: "any", hand: 1 }, "holds");
    const model = buildSolverModel(rules, "any", "test");
    for (const picks of rolls) {
      const shown = dice.map((die, index) => die.faces[(picks[index] as number) % die.faces.length] as number);
      const keepers = holdKeepers(model, shown);
      for (let mask = 0; mask < (1 << dice.length) - 1; mask++) {
        const held = dice.map((_, index) => (mask & (1 << index)) !== 0);
        expect(keepers[mask]).toBe(model.keeperIndex(shown, held));
      }
    }
  },
);
