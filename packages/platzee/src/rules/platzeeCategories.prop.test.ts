import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { scoreAll } from "../scoring/scoreAll";
import { categoryPropertySuite } from "../../../core/test/kit/categoryProperties";
import { platzee } from "./platzee";
import { platzeeCategories } from "./platzeeCategories";

const roll = fc.tuple(
  fc.integer({ min: 1, max: 4 }),
  fc.integer({ min: 1, max: 6 }),
  fc.integer({ min: 1, max: 8 }),
  fc.integer({ min: 1, max: 12 }),
  fc.integer({ min: 1, max: 20 }),
);

// The "every category" suite of every game (core/test/kit/categoryProperties.ts):
// scores are non-negative integers, deterministic, depend only on the values
// shown, and scoreAll's fast path agrees with each category.
categoryPropertySuite("Platzee", platzee, { scoreAll: (dice) => scoreAll(dice) });

test.prop([roll])("scoring does not change the dice it is given", (dice) => {
  const copy = [...dice];
  scoreAll(dice);
  for (const category of platzeeCategories) category.score(dice);
  expect(dice).toEqual(copy);
});

test.prop([roll, fc.integer({ min: 0, max: 4 }), fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 21, max: 99 }), fc.double().filter((x) => !Number.isInteger(x)))])(
  "scoreAll refuses any value off its die and names the die",
  (dice, index, bad) => {
    const broken: number[] = [...dice];
    broken[index] = bad;
    expect(() => scoreAll(broken)).toThrow(`die ${index + 1} (`);
  },
);
