import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { createDie, keeperDistribution, multisetDistribution, rerollDistribution, rollDistribution, type Die } from "@dice/core";

const dieArb = fc
  .record({ faces: fc.uniqueArray(fc.integer({ min: -5, max: 20 }), { minLength: 1, maxLength: 6 }), weighted: fc.boolean(), seed: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 6, maxLength: 6 }) })
  .filter(({ weighted, seed, faces }) => !weighted || seed.slice(0, faces.length).some((weight) => weight > 0))
  .map(({ faces, weighted, seed }): Die => (weighted ? createDie(faces, { weights: seed.slice(0, faces.length) }) : createDie(faces)));

const sumsToOne = (probabilities: readonly number[]): void => {
  expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
};

test.prop([fc.array(dieArb, { minLength: 1, maxLength: 3 })])("rollDistribution: probabilities sum to 1, counts to the denominator, count/denominator = probability", (dice) => {
  const distribution = rollDistribution(dice);
  sumsToOne(distribution.outcomes.map((outcome) => outcome.probability));
  expect(distribution.denominator).toBeDefined();
  expect(distribution.outcomes.reduce((sum, outcome) => sum + (outcome.count ?? 0), 0)).toBe(distribution.denominator);
  for (const outcome of distribution.outcomes) expect(outcome.probability).toBe((outcome.count ?? 0) / (distribution.denominator ?? 1));
});

test.prop([dieArb, fc.integer({ min: 0, max: 4 })])("multisetDistribution is the sorted roll distribution of copies", (die, count) => {
  const multisets = multisetDistribution(die, count);
  sumsToOne(multisets.outcomes.map((outcome) => outcome.probability));
  const order = (face: unknown): number => die.faces.indexOf(face as number);
  const sorted = new Map<string, number>();
  if (count > 0) {
    for (const outcome of rollDistribution(Array.from({ length: count }, () => die)).outcomes) {
      const key = [...outcome.faces].sort((a, b) => order(a) - order(b)).join();
      sorted.set(key, (sorted.get(key) ?? 0) + (outcome.count ?? 0));
    }
    expect(new Map(multisets.outcomes.map((outcome) => [outcome.faces.join(), outcome.count]))).toEqual(sorted);
  }
});

test.prop([dieArb, fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { maxLength: 4 })])("keeperDistribution keeps the keeper and sums to 1", (die, count, picks) => {
  const keeper = picks.slice(0, count).map((pick) => die.faces[pick % die.faces.length] as number);
  const distribution = keeperDistribution(die, count, keeper);
  sumsToOne(distribution.outcomes.map((outcome) => outcome.probability));
  for (const outcome of distribution.outcomes) {
    expect(outcome.faces).toHaveLength(count);
    const rest = [...outcome.faces];
    for (const face of keeper) rest.splice(rest.indexOf(face), 1);
    expect(rest).toHaveLength(count - keeper.length);
  }
});

test.prop([fc.array(dieArb, { minLength: 1, maxLength: 3 }), fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), fc.array(fc.boolean(), { minLength: 3, maxLength: 3 })])(
  "rerollDistribution: held dice never change, and marginals of re-rolled dice are their face probabilities",
  (dice, picks, holds) => {
    const values = dice.map((die, index) => die.faces[(picks[index] as number) % die.faces.length] as number);
    const hold = dice.map((_, index) => index).filter((index) => holds[index]);
    const distribution = rerollDistribution(dice, values, hold);
    sumsToOne(distribution.outcomes.map((outcome) => outcome.probability));
    for (const outcome of distribution.outcomes) for (const index of hold) expect(outcome.faces[index]).toBe(values[index]);
  },
);
