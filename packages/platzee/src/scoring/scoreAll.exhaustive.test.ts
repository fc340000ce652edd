import { describe, expect, it } from "vitest";
import { platzeeCategories } from "../rules/platzeeCategories";
import { platzeeCategoryIds, type PlatzeeCategoryId } from "../rules/platzeeCategoryIds";
import { scoreAll } from "./scoreAll";
import { scoreAllInto } from "./scoreAllInto";
import { scoreCategory } from "./scoreCategory";

// Every roll of d4, d6, d8, d12, d20 in die order: 4·6·8·12·20 = 46,080.
const sides = [4, 6, 8, 12, 20];
const rolls: number[][] = [[]];
for (const side of sides) {
  const longer: number[][] = [];
  for (const roll of rolls) for (let face = 1; face <= side; face++) longer.push([...roll, face]);
  rolls.splice(0, rolls.length, ...longer);
}

// ---- An independent brute-force formulation of every category ----

function count(roll: readonly number[], value: number): number {
  return roll.filter((shown) => shown === value).length;
}

/** How many dice show each value 1..20 (zeros included). */
function multiplicities(roll: readonly number[]): number[] {
  return Array.from({ length: 20 }, (_, index) => count(roll, index + 1));
}

/** Every ordering of every selection of 3 to 5 different dice (by index): 300 sequences. */
const orderedSelections: number[][] = [];
function extend(sequence: number[]): void {
  if (sequence.length >= 3) orderedSelections.push(sequence);
  for (let index = 0; index < 5; index++) if (!sequence.includes(index)) extend([...sequence, index]);
}
extend([]);

function isArithmetic(values: readonly number[]): boolean {
  const step = (values[1] as number) - (values[0] as number);
  if (step === 0) return false; // distinct values: a zero step repeats one
  return values.every((value, index) => index === 0 || value - (values[index - 1] as number) === step);
}

function isGeometric(values: readonly number[]): boolean {
  const [first, second] = values as [number, number];
  if (second <= first) return false; // ratio above 1
  // value/previous = second/first for every step, compared as cross products (exact for fractions).
  return values.every((value, index) => index === 0 || value * first === (values[index - 1] as number) * second);
}

function longest(roll: readonly number[], test: (values: readonly number[]) => boolean): number {
  let best = 0;
  for (const selection of orderedSelections) {
    const values = selection.map((index) => roll[index] as number);
    if (selection.length > best && test(values)) best = selection.length;
  }
  return best;
}

/** Wasteful from the definition: the factorisation written with exponents other than 1 has more digits than n. */
function isWastefulByDefinition(n: number): boolean {
  let written = "";
  let rest = n;
  for (let prime = 2; prime <= n; prime++) {
    let exponent = 0;
    while (rest % prime === 0) {
      rest /= prime;
      exponent++;
    }
    if (exponent > 0) written += `${prime}${exponent > 1 ? exponent : ""}`;
  }
  return n >= 2 && written.length > String(n).length;
}

function bruteForce(roll: readonly number[]): Record<PlatzeeCategoryId, number> {
  const kinds = multiplicities(roll);
  const most = Math.max(...kinds);
  const sum = roll.reduce((total, value) => total + value, 0);
  const pairedValues = kinds.filter((n) => n >= 2).length;
  const arithmetic = longest(roll, isArithmetic);
  const geometric = longest(roll, isGeometric);
  return {
    ones: 1 * count(roll, 1),
    twos: 2 * count(roll, 2),
    threes: 3 * count(roll, 3),
    fours: 4 * count(roll, 4),
    pair: most >= 2 ? sum : 0,
    twoPairs: pairedValues >= 2 ? sum : 0,
    threeOfAKind: most >= 3 ? sum : 0,
    fourOfAKind: most >= 4 ? sum : 0,
    fullHouse: kinds.includes(3) && kinds.includes(2) ? 25 : 0,
    chance: sum,
    platzee: most === 5 ? 50 : 0,
    arithmetic: arithmetic >= 3 ? 10 * arithmetic : 0,
    geometric: geometric >= 3 ? 10 * geometric : 0,
    odd: roll.filter((value) => value % 2 === 1).reduce((total, value) => total + value, 0),
    wasteful: roll.filter(isWastefulByDefinition).reduce((total, value) => total + value, 0),
  };
}

describe("all 46,080 rolls", () => {
  it("enumerates every roll once", () => {
    expect(rolls.length).toBe(46_080);
    expect(new Set(rolls.map((roll) => roll.join(","))).size).toBe(46_080);
  });

  it("the definition of wasteful gives the seed's list on these dice", () => {
    expect(Array.from({ length: 20 }, (_, index) => index + 1).filter(isWastefulByDefinition)).toEqual([
      4, 6, 8, 9, 12, 18, 20,
    ]);
  });

  const expected = rolls.map(bruteForce);

  it("each category's score equals the brute force", () => {
    const mismatches: string[] = [];
    rolls.forEach((roll, index) => {
      for (const category of platzeeCategories) {
        const want = (expected[index] as Record<string, number>)[category.id];
        const got = category.score(roll);
        if (got !== want && mismatches.length < 10) mismatches.push(`${category.id}(${roll}) = ${got}, brute force ${want}`);
      }
    });
    expect(mismatches).toEqual([]);
  });

  it("scoreAll equals the brute force (and so each category's score)", () => {
    const mismatches: string[] = [];
    rolls.forEach((roll, index) => {
      const got = scoreAll(roll);
      const want = expected[index] as Record<string, number>;
      for (const id of platzeeCategoryIds) {
        if (got[id] !== want[id] && mismatches.length < 10) mismatches.push(`scoreAll(${roll}).${id} = ${got[id]}, brute force ${want[id]}`);
      }
    });
    expect(mismatches).toEqual([]);
  });

  it("scoreAllInto writes scoreAll's values in sheet order, at any offset", () => {
    const table = new Int32Array(rolls.length * 15);
    rolls.forEach((roll, index) => scoreAllInto(roll, table, index * 15));
    let mismatches = 0;
    rolls.forEach((roll, index) => {
      const scores = scoreAll(roll);
      platzeeCategoryIds.forEach((id, column) => {
        if (table[index * 15 + column] !== scores[id]) mismatches++;
      });
    });
    expect(mismatches).toBe(0);
  });

  it("scoreCategory equals each category's score", () => {
    let mismatches = 0;
    for (let index = 0; index < rolls.length; index += 7) {
      const roll = rolls[index] as number[];
      for (const category of platzeeCategories) if (scoreCategory(category.id, roll) !== category.score(roll)) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it("invariants hold on every roll", () => {
    const broken: string[] = [];
    const check = (ok: boolean, what: string, roll: readonly number[]) => {
      if (!ok && broken.length < 10) broken.push(`${what}: ${roll}`);
    };
    for (const roll of rolls) {
      const s = scoreAll(roll);
      const sum = roll.reduce((total, value) => total + value, 0);
      check(s.chance === sum, "chance is the sum", roll);
      check(s.fourOfAKind === 0 || s.threeOfAKind > 0, "four of a kind ⇒ three of a kind", roll);
      check(s.threeOfAKind === 0 || s.pair > 0, "three of a kind ⇒ pair", roll);
      check(s.twoPairs === 0 || s.pair > 0, "two pairs ⇒ pair", roll);
      check(s.platzee === 0 || s.fourOfAKind > 0, "platzee ⇒ four of a kind", roll);
      check(s.platzee === 0 || (s.fullHouse === 0 && s.twoPairs === 0), "platzee is neither full house nor two pairs", roll);
      check(s.fullHouse === 0 || (s.twoPairs > 0 && s.threeOfAKind > 0), "full house ⇒ two pairs and three of a kind", roll);
      check(s.fourOfAKind === 0 || s.platzee > 0 || s.twoPairs === 0, "four of a kind (not five) is not two pairs", roll);
      for (const id of ["pair", "twoPairs", "threeOfAKind", "fourOfAKind"] as const) {
        check(s[id] === 0 || s[id] === sum, `${id} is 0 or the sum`, roll);
      }
      check([0, 25].includes(s.fullHouse), "full house is 0 or 25", roll);
      check([0, 50].includes(s.platzee), "platzee is 0 or 50", roll);
      check([0, 30, 40, 50].includes(s.arithmetic), "arithmetic is 0, 30, 40 or 50", roll);
      check([0, 30, 40, 50].includes(s.geometric), "geometric is 0, 30, 40 or 50", roll);
      check(s.ones + s.twos + s.threes + s.fours <= sum, "upper categories take disjoint dice", roll);
      check(s.odd <= sum && s.wasteful <= sum, "odd and wasteful are parts of the sum", roll);
    }
    expect(broken).toEqual([]);
  });

  it("hand-counted tallies: 4 Platzees (one per value 1..4) and 188 rolls with exactly four equal dice", () => {
    expect(rolls.filter((roll) => scoreAll(roll).platzee === 50).length).toBe(4);
    // Exactly four equal dice: either the d4 is the odd one out (values 1..6 are shared by d6..d20,
    // the d4 shows any of its 3 other faces when the value is ≤ 4, or any of 4 faces when it is 5 or 6),
    // or the d4 is among the four (value 1..4) and one of the other four dice differs (5+7+11+19 faces).
    const d4OddOneOut = 4 * 3 + 2 * 4; // value 1..4: 3 other d4 faces; value 5..6: all 4
    const d4AmongFour = 4 * (5 + 7 + 11 + 19);
    expect(rolls.filter((roll) => scoreAll(roll).fourOfAKind > 0 && scoreAll(roll).platzee === 0).length).toBe(
      d4OddOneOut + d4AmongFour,
    );
  });
});
