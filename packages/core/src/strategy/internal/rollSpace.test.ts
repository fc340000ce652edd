import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createDie, d6, d8 } from "../../index";
import { buildRollSpace } from "./rollSpace";

/** Every assignment of faces to the dice (faces per die given), in odometer order. */
function* everyRoll(faceCounts: readonly number[]): Generator<number[]> {
  const roll = faceCounts.map(() => 1);
  for (;;) {
    yield [...roll];
    let die = 0;
    while (die < roll.length && roll[die] === faceCounts[die]) roll[die++] = 1;
    if (die === roll.length) return;
    roll[die] = (roll[die] as number) + 1;
  }
}

/** What a hold keeps, independently of the lattice: per group of identical dice, the sorted faces held. */
function heldKey(groups: readonly (readonly number[])[], values: readonly number[], held: readonly boolean[]): string {
  return groups.map((members) => members.filter((member) => held[member]).map((member) => values[member] as number).sort((a, b) => a - b).join(" ")).join(" | ");
}

describe("the roll space's keepers", () => {
  it("counts the keepers and outcomes of identical and mixed dice as multisets do", () => {
    // Five d6: multisets of at most 5 dice over 6 faces, C(11, 6) = 462; of exactly 5, C(10, 5) = 252.
    const five = buildRollSpace([d6, d6, d6, d6, d6], "test");
    expect([five.keeperCount, five.outcomeCount]).toEqual([462, 252]);
    // Two d6 and a d8: C(8, 6) × C(9, 8) = 28 × 9 = 252 keepers; C(7, 5) × 8 = 21 × 8 = 168 outcomes.
    const mixed = buildRollSpace([d6, d8, d6], "test");
    expect([mixed.keeperCount, mixed.outcomeCount]).toEqual([252, 168]);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 4 })], { numRuns: 40 })(
    "gives two holds one keeper exactly when they keep the same faces of each kind of die",
    (kinds) => {
      const dieOf = [d6, createDie([1, 2, 3], { name: "three" }), d8];
      const dice = kinds.map((kind) => dieOf[kind]!);
      const space = buildRollSpace(dice, "test");
      const keeperOfKey = new Map<string, number>();
      const keyOfKeeper = new Map<number, string>();
      const wrong: string[] = [];
      for (const values of everyRoll(dice.map((die) => die.faces.length))) {
        for (let mask = 0; mask < 1 << dice.length; mask++) {
          const held = dice.map((_, index) => (mask & (1 << index)) !== 0);
          const keeper = space.keeperOf(values, held);
          const key = heldKey(space.groups, values, held);
          const outcome = mask === (1 << dice.length) - 1 ? space.outcomeOf(values) : keeper;
          if (!(keeper >= 0 && keeper < space.keeperCount) || (keeperOfKey.get(key) ?? keeper) !== keeper || (keyOfKeeper.get(keeper) ?? key) !== key || outcome !== keeper) {
            wrong.push(`${values.join(",")} mask ${mask}: keeper ${keeper}`);
          }
          keeperOfKey.set(key, keeper);
          keyOfKeeper.set(keeper, key);
        }
      }
      expect(wrong.slice(0, 3)).toEqual([]);
      // Every keeper is reached by some hold of some roll.
      expect(keyOfKeeper.size).toBe(space.keeperCount);
    },
  );

  it("refuses a face the die does not have", () => {
    const space = buildRollSpace([d6, d6], "test");
    expect(() => space.keeperOf([7, 1], [true, false])).toThrow(/cannot show 7/);
  });
});
