import { fc, test } from "@fast-check/vitest";
import { expect, it } from "vitest";
import { kernelGameRules, type KernelDie } from "../../../test/kit/kernelGames";
import { buildSolverModel, type SolverModel } from "./solverModel";
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

it("the holds of at most 8 MB of keepers are remembered: 2,048 rolls of ten dice, then all are forgotten", () => {
  // Only the memo is under test: a model whose keepers are counted, not looked up.
  let lookups = 0;
  const model = { keeperIndex: () => lookups++ } as unknown as SolverModel;
  // Roll r shows the base-3 digits of r.
  const roll = (r: number): number[] => Array.from({ length: 10 }, (_, index) => (Math.floor(r / 3 ** index) % 3) + 1);
  const first = holdKeepers(model, roll(0));
  expect(lookups).toBe(1023);
  for (let r = 1; r < 2048; r++) holdKeepers(model, roll(r));
  // 2,048 rolls of 1,023 holds each are 8 MB of keepers: the first is still remembered.
  expect(holdKeepers(model, roll(0))).toBe(first);
  expect(lookups).toBe(2048 * 1023);
  holdKeepers(model, roll(2048));
  // The 2,049th roll found the memo full and emptied it: the first is looked up again.
  expect(holdKeepers(model, roll(0))).not.toBe(first);
  expect(lookups).toBe(2050 * 1023);
});
