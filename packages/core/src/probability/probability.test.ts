import { describe, expect, it } from "vitest";
import {
  createDie,
  d4,
  d6,
  d8,
  isDiceError,
  keeperDistribution,
  multisetDistribution,
  rerollDistribution,
  rollDistribution,
  type Die,
} from "@dice/core";

/** Every ordered roll of the dice, written out with nested loops (independent of the code under test). */
function enumerate(dice: readonly (readonly number[])[]): number[][] {
  const rolls: number[][] = [];
  const walk = (index: number, prefix: number[]): void => {
    if (index === dice.length) {
      rolls.push(prefix);
      return;
    }
    for (const face of dice[index]!) walk(index + 1, [...prefix, face]);
  };
  walk(0, []);
  return rolls;
}

function tally(rolls: readonly number[][], key: (roll: number[]) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const roll of rolls) counts.set(key(roll), (counts.get(key(roll)) ?? 0) + 1);
  return counts;
}

describe("rollDistribution", () => {
  it("d4 × d6 × d8: 192 tuples, each 1/192, in die order", () => {
    const distribution = rollDistribution([d4, d6, d8]);
    expect(distribution.denominator).toBe(192);
    expect(distribution.outcomes).toHaveLength(192);
    expect(distribution.outcomes.every((outcome) => outcome.count === 1)).toBe(true);
    expect(distribution.outcomes.map((outcome) => outcome.faces.join())).toEqual(enumerate([d4.faces, d6.faces, d8.faces] as number[][]).map((roll) => roll.join()));
  });

  it("weighted dice: integer weights give exact counts (worked by hand)", () => {
    const loaded = createDie([1, 2], { weights: [1, 3] });
    const distribution = rollDistribution([loaded, loaded]);
    expect(distribution.denominator).toBe(16);
    expect(distribution.outcomes.map((outcome) => [outcome.faces.join(), outcome.count])).toEqual([
      ["1,1", 1],
      ["1,2", 3],
      ["2,1", 3],
      ["2,2", 9],
    ]);
  });

  it("fractional weights give probabilities only; zero weights drop faces", () => {
    const odd = createDie([1, 2, 3], { weights: [0.5, 0.5, 0] });
    const distribution = rollDistribution([odd]);
    expect(distribution.denominator).toBeUndefined();
    expect(distribution.outcomes).toEqual([
      { faces: [1], probability: 0.5 },
      { faces: [2], probability: 0.5 },
    ]);
  });

  it("rejects no dice and huge products", () => {
    expect(() => rollDistribution([])).toThrow(/rollDistribution: expected a non-empty array of dice/);
    const d20s: Die[] = Array.from({ length: 6 }, () => createDie(Array.from({ length: 20 }, (_, i) => i + 1)));
    try {
      rollDistribution(d20s);
      expect.unreachable();
    } catch (error) {
      expect(isDiceError(error, "INVALID_ARGUMENT")).toBe(true);
    }
  });
});

describe("rerollDistribution", () => {
  it("matches enumeration of the re-rolled dice with the held faces fixed", () => {
    const dice = [d4, d6, d8];
    const distribution = rerollDistribution(dice, [3, 5, 8], [1]);
    expect(distribution.denominator).toBe(32);
    const expected = enumerate([d4.faces as number[], [5], d8.faces as number[]]);
    expect(distribution.outcomes.map((outcome) => outcome.faces)).toEqual(expected);
  });

  it("holding everything gives the current faces with certainty", () => {
    expect(rerollDistribution([d6, d6], [2, 4], [0, 1])).toEqual({ outcomes: [{ faces: [2, 4], probability: 1, count: 1 }], denominator: 1 });
  });

  it("rejects faces the dice cannot show and bad holds", () => {
    expect(() => rerollDistribution([d4], [5], [])).toThrow(/cannot show 5/);
    expect(() => rerollDistribution([d4], [1], [1])).toThrow(/cannot hold die 1/);
  });
});

describe("multisetDistribution", () => {
  it("5d6: 252 multisets whose counts are the tallies of the 7,776 sorted rolls", () => {
    const distribution = multisetDistribution(d6, 5);
    expect(distribution.denominator).toBe(7776);
    expect(distribution.outcomes).toHaveLength(252);
    const brute = tally(enumerate(Array.from({ length: 5 }, () => [1, 2, 3, 4, 5, 6])), (roll) => [...roll].sort().join());
    for (const outcome of distribution.outcomes) expect(outcome.count).toBe(brute.get(outcome.faces.join()));
    // Hand-worked: a Yahtzee of sixes is 1 way, a straight 1-5 is 5! = 120 ways.
    expect(distribution.outcomes[0]).toEqual({ faces: [1, 1, 1, 1, 1], probability: 1 / 7776, count: 1 });
  });

  it("zero dice: one empty outcome", () => {
    expect(multisetDistribution(d6, 0)).toEqual({ outcomes: [{ faces: [], probability: 1, count: 1 }], denominator: 1 });
  });

  it("symbols are faces too, sorted in face order", () => {
    const coin = createDie(["tails", "heads"], { name: "coin" });
    expect(multisetDistribution(coin, 2).outcomes.map((outcome) => [outcome.faces.join(), outcome.count])).toEqual([
      ["tails,tails", 1],
      ["tails,heads", 2],
      ["heads,heads", 1],
    ]);
  });

  it("rejects bad counts", () => {
    expect(() => multisetDistribution(d6, -1)).toThrow(/count must be an integer from 0 to 100; received -1/);
  });
});

describe("keeperDistribution", () => {
  it("keeping 6,6,6,6 of five d6: a sixth six 1 in 6 (hand-worked)", () => {
    const distribution = keeperDistribution(d6, 5, [6, 6, 6, 6]);
    expect(distribution.denominator).toBe(6);
    expect(distribution.outcomes.map((outcome) => outcome.faces.join())).toEqual(["1,6,6,6,6", "2,6,6,6,6", "3,6,6,6,6", "4,6,6,6,6", "5,6,6,6,6", "6,6,6,6,6"]);
  });

  it("keeper [2, 5] of four d4... matches enumerating the two re-rolled dice", () => {
    const distribution = keeperDistribution(d4, 4, [4, 2]);
    const brute = tally(enumerate([[1, 2, 3, 4], [1, 2, 3, 4]]), (roll) => [4, 2, ...roll].sort().join());
    expect(distribution.denominator).toBe(16);
    expect(new Map(distribution.outcomes.map((outcome) => [outcome.faces.join(), outcome.count]))).toEqual(brute);
  });

  it("rejects keepers too large or with impossible faces", () => {
    expect(() => keeperDistribution(d6, 2, [1, 2, 3])).toThrow(/at most 2 faces/);
    expect(() => keeperDistribution(d6, 2, [7])).toThrow(/d6 cannot show 7/);
  });
});
