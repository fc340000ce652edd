import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { scoreAll } from "../scoring/scoreAll";
import { platzeeCategories } from "./platzeeCategories";

const roll = fc.tuple(
  fc.integer({ min: 1, max: 4 }),
  fc.integer({ min: 1, max: 6 }),
  fc.integer({ min: 1, max: 8 }),
  fc.integer({ min: 1, max: 12 }),
  fc.integer({ min: 1, max: 20 }),
);

// The "every category" suite: scores are non-negative integers, deterministic,
// and depend only on the values shown, not on which die shows them.
test.prop([roll, fc.array(fc.nat(), { minLength: 5, maxLength: 5 })])(
  "every category: non-negative, deterministic, order-independent",
  (dice, keys) => {
    const shuffled = dice
      .map((value, index) => ({ value, key: keys[index] as number }))
      .sort((x, y) => x.key - y.key)
      .map((entry) => entry.value);
    for (const category of platzeeCategories) {
      const score = category.score(dice);
      expect(Number.isInteger(score) && score >= 0).toBe(true);
      expect(category.score(dice)).toBe(score);
      expect(category.score(shuffled)).toBe(score);
    }
  },
);

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
