import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createDie, d6, defineRules, sectionAdjustment, sumOfDice, sumOfValue, type Category, type FillPolicy, type SectionRule } from "@dice/core";
import { solveGame, type GameSolution } from "@dice/core/strategy";
import { evaluatePolicy } from "../../src/strategy/evaluatePolicy";
import { createPolicyScratch, evaluateRows } from "../../src/strategy/internal/policyKernel";
import { rowPolicyPassesModule } from "../../src/strategy/internal/productPasses";
import { rowPolicyPassesWasm } from "../../src/strategy/internal/rowPolicyPassesWasm";
import { compilePasses, rowPolicyPassesBuild } from "../../scripts/wasmBuild";
import { modelFor } from "../../src/strategy/internal/solverCache";
import { bruteForcePolicyValue } from "./bruteForce";
import { tinyRules } from "../rules";

type Kind = "sumOf" | "sum" | "school" | "pair";
const scorer = (kind: Kind, value: number) => (dice: readonly number[]): number => {
  const count = dice.filter((face) => face === value).length;
  if (kind === "sum") return dice.reduce((a, b) => a + b, 0);
  if (kind === "school") return (count - 1) * value;
  if (kind === "pair") return new Set(dice).size < dice.length ? 5 : 0;
  return count * value;
};

const gameArb = fc.record({
  faces: fc.constantFrom<readonly number[]>([1, 2], [1, 2, 3]),
  diceCount: fc.integer({ min: 2, max: 3 }),
  rolls: fc.integer({ min: 1, max: 2 }),
  categories: fc.array(
    fc.record({ kind: fc.constantFrom<Kind>("sumOf", "sum", "school", "pair"), value: fc.integer({ min: 1, max: 3 }), tracked: fc.boolean(), hand: fc.constantFrom(1, 1, 2) }),
    { minLength: 1, maxLength: 3 },
  ),
  rule: fc.constantFrom<SectionRule | undefined>(undefined, { type: "thresholdBonus", threshold: 4, bonus: 9 }, { type: "penaltyBelowZero", penalty: 5 }, { type: "rewardBySign", reward: 3, penalty: 4 }),
  policy: fc.constantFrom<FillPolicy>("any", "declare", "ordered"),
  noise: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  amplitude: fc.constantFrom(0, 0.5, 3),
});

describe("evaluatePolicy: the exact value of playing by a value table", () => {
  it("has its compiled passes built from wasm/rowPasses.ts and wasm/rowPolicyPasses.ts with the committed compiler and options", { timeout: 60_000 }, async () => {
    const binary = await compilePasses(rowPolicyPassesBuild);
    expect(Buffer.from(binary).toString("hex")).toBe(rowPolicyPassesWasm);
    expect(rowPolicyPassesModule()).not.toBeNull();
  });

  test.prop([gameArb], { numRuns: 60 })("agrees with an independent expectimax playing by the same table, and never beats the optimum", (game) => {
    const die = createDie(game.faces);
    const categories: Category[] = game.categories.map((category, index) => ({
      id: `c${index}`,
      label: `C${index}`,
      section: category.tracked ? "tracked" : "free",
      score: scorer(category.kind, category.value),
    }));
    const handIds = categories.filter((_, index) => game.categories[index]!.hand !== 1).map((category) => category.id);
    const rules = defineRules({
      id: "policy",
      name: "Policy",
      dice: Array.from({ length: game.diceCount }, () => die),
      rollsPerTurn: game.rolls,
      sections: [game.rule === undefined ? { id: "tracked", label: "T" } : { id: "tracked", label: "T", rule: game.rule }, { id: "free", label: "F" }],
      categories,
      stages: [{ label: "Stage", policy: game.policy }],
      ...(handIds.length > 0 ? { fromHand: { multiplier: 2, categories: handIds } } : {}),
    });
    const optimum = solveGame(rules);
    // A perturbed copy of the optimal table: pseudo-random noise of up to ± amplitude per state, so choices change.
    const exact = optimum.stages[0]!.values;
    const noisy = exact.map((value, index) => value + game.amplitude * ((((index + 1) * game.noise) % 1009) / 504.5 - 1));
    const played: GameSolution = { ...optimum, stages: [{ policy: game.policy, values: noisy, expected: Number.NaN }] };
    const model = modelFor(rules, game.policy, "test");
    // Where the table keeps each category (a section without a rule is not tracked).
    const bits = categories.map((_, c) => ({ tracked: model.data.tracked[c] === 1, bit: model.data.bit[c]!, c }));
    // The table's value of a sheet: the brute force asks it by filled mask and exact subtotal.
    const q = (filled: number, subtotal: number): number => {
      let untracked = 0;
      let trackedMask = 0;
      for (const entry of bits) {
        if ((filled & (1 << entry.c)) === 0) continue;
        if (entry.tracked) trackedMask |= entry.bit;
        else untracked |= entry.bit;
      }
      if (filled === (1 << categories.length) - 1) return 0;
      return noisy[model.indexOf(untracked, trackedMask, model.canonical(trackedMask, subtotal))] as number;
    };
    const value = evaluatePolicy(played);
    const expected = bruteForcePolicyValue(
      {
        dice: Array.from({ length: game.diceCount }, () => game.faces),
        rolls: game.rolls,
        categories: game.categories.map((category) => ({ score: scorer(category.kind, category.value), tracked: category.tracked })),
        adjust: (subtotal) => sectionAdjustment(game.rule, subtotal),
        policy: game.policy,
        fromHand: game.categories.map((category) => (category.hand !== 1 ? 2 : 1)),
      },
      q,
    );
    expect(value.expected).toBeCloseTo(expected, 9);
    expect(value.stages).toEqual([value.expected]);
    expect(value.expected).toBeLessThanOrEqual(optimum.expected + 1e-9);
    if (game.amplitude === 0) expect(value.expected).toBeCloseTo(optimum.expected, 9);
    // The compiled passes and the JavaScript loops evaluate every state alike, bit for bit.
    const tables = [rowPolicyPassesModule(), null].map((module) => {
      const evaluated = new Float64Array(model.tableSize);
      const scratch = createPolicyScratch(model.data, module);
      for (let level = model.data.categoryCount - 1; level >= 0; level--) {
        const rows = model.levelRows[level]!;
        evaluateRows(model.data, noisy, evaluated, rows, 0, rows.length / 2, scratch);
      }
      return Buffer.from(evaluated.buffer);
    });
    expect(tables[0]!.equals(tables[1]!)).toBe(true);
  });

  it("finds a table rounded to whole points worse than the optimum, and the optimal table worth the optimum", () => {
    const rules = defineRules({
      id: "workers",
      name: "Workers",
      dice: [d6, d6, d6],
      rollsPerTurn: 3,
      sections: [
        { id: "upper", label: "Upper", rule: { type: "rewardBySign", reward: 10, penalty: 10 } },
        { id: "lower", label: "Lower" },
      ],
      categories: [
        ...[2, 4, 6].map((value) => ({ id: `n${value}`, label: `${value}`, section: "upper", score: (dice: readonly number[]) => sumOfValue(dice, value) - 2 * value })),
        { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
      ],
      stages: [{ label: "Any", policy: "any" }, { label: "Declare", policy: "declare" }],
      fromHand: { multiplier: 2, categories: ["chance"] },
    });
    const optimum = solveGame(rules);
    // Rounded to whole points: a coarse copy that plays worse than the optimum.
    const rounded: GameSolution = { ...optimum, stages: optimum.stages.map((stage) => ({ ...stage, values: stage.values.map((value) => Math.round(value)) })) };
    const single = evaluatePolicy(rounded);
    expect(single.expected).toBeLessThan(optimum.expected);
    expect(single.expected).toBeGreaterThan(optimum.expected - 5);
  });

  it("refuses what is not a solution of its rules, naming what is wrong", () => {
    const policy = tinyRules.stages[0]!.policy;
    expect(() => evaluatePolicy(null as unknown as GameSolution)).toThrow(/^evaluatePolicy: expected a GameSolution; received null/);
    const short: GameSolution = { rules: tinyRules, expected: 0, stages: [{ policy, values: new Float64Array(1), expected: 0 }] };
    expect(() => evaluatePolicy(short)).toThrow(new RegExp(`^evaluatePolicy: the solution has no '${policy}' table of \\d+ values for '${tinyRules.id}'`));
  });
});
