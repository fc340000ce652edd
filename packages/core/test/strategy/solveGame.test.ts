import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createDie, d6, defineRules, isDiceError, sectionAdjustment, type Category, type Die, type FillPolicy, type SectionRule } from "@dice/core";
import { solveGame } from "@dice/core/strategy";
import { bruteForceExpected } from "./bruteForce";

type ScoreKind = "sumOf" | "sum" | "pair" | "school" | "allSame";
const scorer = (kind: ScoreKind, value: number) => (dice: readonly number[]): number => {
  const count = dice.filter((face) => face === value).length;
  switch (kind) {
    case "sumOf":
      return count * value;
    case "sum":
      return dice.reduce((a, b) => a + b, 0);
    case "pair":
      return dice.some((face, i) => dice.indexOf(face) !== i) ? 10 : 0;
    case "school":
      return (count - 1) * value;
    case "allSame":
      return dice.every((face) => face === dice[0]) ? 7 : 0;
  }
};

const dieArb = fc.constantFrom<readonly number[]>([1, 2], [1, 2, 3], [1, 2, 3, 4], [1, 3, 4]);
const ruleArb = fc.constantFrom<SectionRule | undefined>(
  undefined,
  { type: "thresholdBonus", threshold: 4, bonus: 9 },
  { type: "penaltyBelowZero", penalty: 5 },
  { type: "rewardBySign", reward: 3, penalty: 4 },
);
const gameArb = fc.record({
  dice: fc.array(dieArb, { minLength: 1, maxLength: 2 }),
  rolls: fc.integer({ min: 1, max: 3 }),
  categories: fc.array(
    fc.record({
      kind: fc.constantFrom<ScoreKind>("sumOf", "sum", "pair", "school", "allSame"),
      value: fc.integer({ min: 1, max: 3 }),
      tracked: fc.boolean(),
      hand: fc.constantFrom(1, 1, 2, 3),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  rule: ruleArb,
  policy: fc.constantFrom<FillPolicy>("any", "declare", "ordered"),
});

describe("solveGame against an independent expectimax", () => {
  test.prop([gameArb], { numRuns: 60 })("small games: 1–2 dice, 1–3 categories, every policy, rule and from-hand", (game) => {
    const dice: Die[] = game.dice.map((faces) => createDie(faces));
    const categories: Category[] = game.categories.map((category, index) => ({
      id: `c${index}`,
      label: `C${index}`,
      section: category.tracked ? "tracked" : "free",
      score: scorer(category.kind, category.value),
    }));
    const handIds = categories.filter((_, index) => game.categories[index]!.hand !== 1);
    // The from-hand rule has one multiplier; use the first listed category's.
    const multiplier = game.categories.find((category) => category.hand !== 1)?.hand ?? 1;
    const rules = defineRules({
      id: "small",
      name: "Small",
      dice,
      rollsPerTurn: game.rolls,
      sections: [
        game.rule === undefined ? { id: "tracked", label: "T" } : { id: "tracked", label: "T", rule: game.rule },
        { id: "free", label: "F" },
      ],
      categories,
      stages: [{ label: "Stage", policy: game.policy }],
      ...(handIds.length > 0 ? { fromHand: { multiplier, categories: handIds.map((category) => category.id) } } : {}),
    });
    const expected = bruteForceExpected({
      dice: game.dice,
      rolls: game.rolls,
      categories: game.categories.map((category) => ({ score: scorer(category.kind, category.value), tracked: category.tracked })),
      adjust: (subtotal) => sectionAdjustment(game.rule, subtotal),
      policy: game.policy,
      fromHand: game.categories.map((category) => (category.hand !== 1 ? multiplier : 1)),
    });
    expect(solveGame(rules).expected).toBeCloseTo(expected, 9);
  });

  // Three identical dice: multiset keepers, the row kernel, and the declare policy's shortcuts (a chain per
  // untracked category, and a chain over the face count for categories scored by one face's count).
  const threeDiceArb = fc.record({
    faces: fc.constantFrom<readonly number[]>([1, 2], [1, 2, 3]),
    rolls: fc.integer({ min: 1, max: 2 }),
    categories: fc.array(
      fc.record({
        kind: fc.constantFrom<ScoreKind>("sumOf", "sum", "pair", "school", "allSame"),
        value: fc.integer({ min: 1, max: 3 }),
        tracked: fc.boolean(),
        hand: fc.constantFrom(1, 1, 2),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    rule: ruleArb,
    policy: fc.constantFrom<FillPolicy>("any", "declare", "declare", "ordered"),
  });
  test.prop([threeDiceArb], { numRuns: 40 })("three identical dice: every policy, rule and from-hand", (game) => {
    const die = createDie(game.faces);
    const categories: Category[] = game.categories.map((category, index) => ({
      id: `c${index}`,
      label: `C${index}`,
      section: category.tracked ? "tracked" : "free",
      score: scorer(category.kind, category.value),
    }));
    const handIds = categories.filter((_, index) => game.categories[index]!.hand !== 1).map((category) => category.id);
    const rules = defineRules({
      id: "three",
      name: "Three",
      dice: [die, die, die],
      rollsPerTurn: game.rolls,
      sections: [
        game.rule === undefined ? { id: "tracked", label: "T" } : { id: "tracked", label: "T", rule: game.rule },
        { id: "free", label: "F" },
      ],
      categories,
      stages: [{ label: "Stage", policy: game.policy }],
      ...(handIds.length > 0 ? { fromHand: { multiplier: 2, categories: handIds } } : {}),
    });
    const expected = bruteForceExpected({
      dice: [game.faces, game.faces, game.faces],
      rolls: game.rolls,
      categories: game.categories.map((category) => ({ score: scorer(category.kind, category.value), tracked: category.tracked })),
      adjust: (subtotal) => sectionAdjustment(game.rule, subtotal),
      policy: game.policy,
      fromHand: game.categories.map((category) => (category.hand !== 1 ? 2 : 1)),
    });
    expect(solveGame(rules).expected).toBeCloseTo(expected, 9);
  });

  it("one d6, one Chance box, two rolls: re-roll 1–3, worked by hand (4.25)", () => {
    const rules = defineRules({
      id: "chance",
      name: "Chance",
      dice: [d6],
      rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "chance", label: "Chance", section: "main", score: (dice) => dice[0]! }],
      stages: [{ label: "Game", policy: "any" }],
    });
    expect(solveGame(rules).expected).toBeCloseTo(4.25, 12);
  });

  it("two stages add up: the same sheet twice is worth twice as much", () => {
    const base = {
      id: "twice",
      name: "Twice",
      dice: [d6],
      rollsPerTurn: 1,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "chance", label: "Chance", section: "main", score: (dice: readonly number[]) => dice[0]! }],
    };
    const once = defineRules({ ...base, stages: [{ label: "A", policy: "any" }] });
    const twice = defineRules({ ...base, stages: [{ label: "A", policy: "any" }, { label: "B", policy: "ordered" }] });
    expect(solveGame(once).expected).toBeCloseTo(3.5, 12);
    expect(solveGame(twice).expected).toBeCloseTo(7, 12);
  });

  it("reports progress up to the total", () => {
    const rules = defineRules({
      id: "progress",
      name: "Progress",
      dice: [d6, d6],
      rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [1, 2, 3].map((value) => ({ id: `n${value}`, label: `${value}`, section: "main", score: scorer("sumOf", value) })),
      stages: [{ label: "Game", policy: "any" }],
    });
    const seen: number[] = [];
    let total = 0;
    solveGame(rules, { onProgress: (progress) => (seen.push(progress.done), (total = progress.total)), progressEvery: 1 });
    expect(seen.at(-1)).toBe(total);
    expect(total).toBe(8); // 2^3 sheets, no tracked subtotal
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it("refuses two sections with rules and bad options", () => {
    const rules = defineRules({
      id: "two",
      name: "Two",
      dice: [d6],
      rollsPerTurn: 1,
      sections: [
        { id: "a", label: "A", rule: { type: "penaltyBelowZero", penalty: 1 } },
        { id: "b", label: "B", rule: { type: "penaltyBelowZero", penalty: 1 } },
      ],
      categories: [
        { id: "x", label: "X", section: "a", score: () => 1 },
        { id: "y", label: "Y", section: "b", score: () => 1 },
      ],
      stages: [{ label: "Game", policy: "any" }],
    });
    expect(() => solveGame(rules)).toThrow(/one section subtotal/);
    try {
      solveGame(rules);
    } catch (error) {
      expect(isDiceError(error, "INVALID_RULES")).toBe(true);
    }
    expect(() => solveGame({ ...rules, sections: [{ id: "a", label: "A" }, { id: "b", label: "B" }] }, { progressEvery: 0 })).toThrow(
      /progressEvery must be a positive integer; received 0/,
    );
  });
});

describe("categories that change the dice they are given", () => {
  // The "first die" category reads the dice in die order, so it sees what a category before it
  // did to the list. The solver must give it the outcome's dice whatever the other one did.
  const d3 = createDie([1, 2, 3]);
  const d4 = createDie([1, 2, 3, 4]);
  const rulesWith = (sortDescending: (dice: readonly number[]) => number): ReturnType<typeof defineRules> =>
    defineRules({
      id: "impure",
      name: "Impure",
      dice: [d3, d4],
      rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [
        { id: "highest", label: "Highest", section: "main", score: sortDescending },
        { id: "first", label: "First die", section: "main", score: (dice) => 3 * (dice[0] as number) },
      ],
      stages: [{ label: "Game", policy: "any" }],
    });
  it("solves a game whose first category sorts its input in place (or empties it) as if it had not", () => {
    const pure = solveGame(rulesWith((dice) => Math.max(...dice)));
    const sorting = solveGame(rulesWith((dice) => (dice as number[]).sort((a, b) => b - a)[0] as number));
    const emptying = solveGame(rulesWith((dice) => Math.max(...(dice as number[]).splice(0))));
    expect(pure.expected).toBeGreaterThan(0);
    expect(sorting.expected).toBe(pure.expected);
    expect(emptying.expected).toBe(pure.expected);
  });
});
