import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createDie } from "../../src/dice/Die";
import { defineRules, type FillPolicy } from "../../src/rules/GameRules";
import { sectionAdjustment, type SectionRule } from "../../src/scoring/Section";
import type { Category } from "../../src/scoring/Category";
import type { GameSolution } from "../../src/strategy/GameSolution";
import { solveGame } from "../../src/strategy/solveGame";
import { evaluatePolicy } from "../../src/strategy/evaluatePolicy";
import { createProductPolicyScratch, evaluateProductStates } from "../../src/strategy/internal/productPolicyKernel";
import { productPolicyPassesModule } from "../../src/strategy/internal/productPasses";
import { productPolicyPassesWasm } from "../../src/strategy/internal/productPolicyPassesWasm";
import { modelFor } from "../../src/strategy/internal/solverCache";
import type { SolverModel } from "../../src/strategy/internal/solverModel";
import { compilePasses, productPolicyPassesBuild } from "../../scripts/wasmBuild";
import { bruteForcePolicyValue } from "./bruteForce";

type Kind = "sumOf" | "sum" | "school" | "pair" | "odd";
const scorer = (kind: Kind, value: number) => (dice: readonly number[]): number => {
  const count = dice.filter((face) => face === value).length;
  if (kind === "sum") return dice.reduce((a, b) => a + b, 0);
  if (kind === "school") return (count - 1) * value;
  if (kind === "pair") return new Set(dice).size < dice.length ? 5 : 0;
  if (kind === "odd") return dice.filter((face) => face % 2 === 1).reduce((a, b) => a + b, 0);
  return count * value;
};

/** A die: its faces and integer weights (equally likely when absent). */
interface DieSpec {
  readonly faces: readonly number[];
  readonly weights?: readonly number[];
}

/** The brute force takes equally likely faces: a face of weight w is listed w times, which gives the same distribution. */
const listedFaces = (die: DieSpec): number[] => die.faces.flatMap((face, index) => Array<number>(die.weights?.[index] ?? 1).fill(face));

// Distinct dice only (no two alike), so that the solver uses its product layout: 1–3 dice, some weighted.
const diceArb = fc.constantFrom<readonly DieSpec[]>(
  [{ faces: [1, 2] }],
  [{ faces: [1, 2, 3] }],
  [{ faces: [1, 2, 3], weights: [3, 1, 2] }],
  [{ faces: [1, 2] }, { faces: [1, 2, 3] }],
  [{ faces: [1, 2, 3] }, { faces: [2, 3, 5], weights: [1, 2, 1] }],
  [{ faces: [1, 2], weights: [2, 1] }, { faces: [1, 2] }],
  [{ faces: [1, 2] }, { faces: [1, 2, 3] }, { faces: [2, 3, 5] }],
  [{ faces: [1, 2], weights: [1, 2] }, { faces: [1, 2, 3] }, { faces: [2, 3, 5], weights: [2, 1, 1] }],
);

// For a rounded table (many exact ties on q) the dice have power-of-two probabilities, so that every average of
// whole points is exact in both this expectimax (sum, then divide) and the kernel (sum of products): otherwise
// the two could order a tie differently by one rounding, and the least favourable tie-break would differ.
const binaryDiceArb = fc.constantFrom<readonly DieSpec[]>(
  [{ faces: [1, 2] }],
  [{ faces: [1, 2, 3, 4] }],
  [{ faces: [1, 2] }, { faces: [2, 3] }],
  [{ faces: [1, 2], weights: [1, 3] }, { faces: [2, 3] }],
  [{ faces: [1, 3] }, { faces: [1, 2, 3, 4] }],
  [{ faces: [1, 2] }, { faces: [2, 3] }, { faces: [1, 3] }],
);

const gameArb = fc.record({
  // How the played table differs from the optimum: not at all, by noise of up to ± amplitude, or rounded to whole points.
  play: fc.oneof(
    fc.record({ dice: diceArb, perturbation: fc.constantFrom<{ amplitude: number } | { round: number }>({ amplitude: 0 }, { amplitude: 0.5 }, { amplitude: 3 }) }),
    fc.record({ dice: binaryDiceArb, perturbation: fc.constantFrom<{ amplitude: number } | { round: number }>({ round: 1 }, { round: 4 }) }),
  ),
  rolls: fc.integer({ min: 1, max: 3 }),
  categories: fc.array(
    fc.record({
      kind: fc.constantFrom<Kind>("sumOf", "sum", "school", "pair", "odd"),
      value: fc.integer({ min: 1, max: 3 }),
      tracked: fc.boolean(),
      hand: fc.constantFrom(1, 1, 2),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  rule: fc.constantFrom<SectionRule | undefined>(
    undefined,
    { type: "thresholdBonus", threshold: 4, bonus: 9 },
    { type: "penaltyBelowZero", penalty: 5 },
    { type: "rewardBySign", reward: 3, penalty: 4 },
  ),
  policy: fc.constantFrom<FillPolicy>("any", "declare", "ordered"),
  noise: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
});
type Game = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

/** Three rolls of three dice would take the brute force minutes: two at most then. */
const rollsOf = (game: Game): number => (game.play.dice.length === 3 ? Math.min(game.rolls, 2) : game.rolls);

function rulesOf(game: Game) {
  const categories: Category[] = game.categories.map((category, index) => ({
    id: `c${index}`,
    label: `C${index}`,
    section: category.tracked ? "tracked" : "free",
    score: scorer(category.kind, category.value),
  }));
  const handIds = categories.filter((_, index) => game.categories[index]!.hand !== 1).map((category) => category.id);
  return defineRules({
    id: "product-policy",
    name: "Product policy",
    dice: game.play.dice.map((die) => createDie(die.faces, die.weights === undefined ? {} : { weights: die.weights })),
    rollsPerTurn: rollsOf(game),
    sections: [game.rule === undefined ? { id: "tracked", label: "T" } : { id: "tracked", label: "T", rule: game.rule }, { id: "free", label: "F" }],
    categories,
    stages: [{ label: "Stage", policy: game.policy }],
    ...(handIds.length > 0 ? { fromHand: { multiplier: 2, categories: handIds } } : {}),
  });
}

/** The evaluated table of every state, by the compiled passes (a module) or the JavaScript loops (null). */
function evaluateTable(model: SolverModel, decisions: Float64Array, module: ReturnType<typeof productPolicyPassesModule>): Float64Array {
  const evaluated = new Float64Array(model.tableSize);
  const scratch = createProductPolicyScratch(model.data, module);
  for (let level = model.data.categoryCount - 1; level >= 0; level--) {
    evaluateProductStates(model.data, decisions, evaluated, model.levelStart[level]!, model.levelStart[level + 1]!, scratch);
  }
  return evaluated;
}

const bytesOf = (values: Float64Array): Buffer => Buffer.from(values.buffer, values.byteOffset, values.byteLength);

describe("evaluatePolicy for distinct dice (the product layout)", () => {
  it("has its compiled passes built from wasm/productPasses.ts and wasm/productPolicyPasses.ts with the committed compiler and options", { timeout: 60_000 }, async () => {
    const binary = await compilePasses(productPolicyPassesBuild);
    expect(Buffer.from(binary).toString("hex")).toBe(productPolicyPassesWasm);
    expect(productPolicyPassesModule()).not.toBeNull();
  });

  test.prop([gameArb], { numRuns: 100 })(
    "agrees with an independent expectimax playing by the same table, never beats the optimum, and equals it played by the optimal table",
    (game) => {
      const rules = rulesOf(game);
      const model = modelFor(rules, game.policy, "test");
      expect(model.data.product).toBe(1);
      const optimum = solveGame(rules);
      const exact = optimum.stages[0]!.values;
      const perturbation = game.play.perturbation;
      const noisy =
        "round" in perturbation
          ? exact.map((value) => Math.round(value / perturbation.round) * perturbation.round)
          : exact.map((value, index) => value + perturbation.amplitude * ((((index + 1) * game.noise) % 1009) / 504.5 - 1));
      const played: GameSolution = { ...optimum, stages: [{ policy: game.policy, values: noisy, expected: Number.NaN }] };
      const bits = game.categories.map((_, c) => ({ tracked: model.data.tracked[c] === 1, bit: model.data.bit[c]!, c }));
      // The played table's value of a sheet, asked by the brute force by filled mask and exact subtotal.
      const q = (filled: number, subtotal: number): number => {
        if (filled === (1 << game.categories.length) - 1) return 0;
        let untracked = 0;
        let trackedMask = 0;
        for (const entry of bits) {
          if ((filled & (1 << entry.c)) === 0) continue;
          if (entry.tracked) trackedMask |= entry.bit;
          else untracked |= entry.bit;
        }
        return noisy[model.indexOf(untracked, trackedMask, model.canonical(trackedMask, subtotal))] as number;
      };
      const value = evaluatePolicy(played);
      const expected = bruteForcePolicyValue(
        {
          dice: game.play.dice.map(listedFaces),
          rolls: rollsOf(game),
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
      // The compiled passes and the JavaScript loops evaluate every state alike, bit for bit.
      const byPasses = evaluateTable(model, noisy, productPolicyPassesModule());
      const byLoops = evaluateTable(model, noisy, null);
      expect(bytesOf(byPasses).equals(bytesOf(byLoops))).toBe(true);
      // Played by the optimal table, every state's evaluated value is the solve's, bit for bit.
      if ("amplitude" in perturbation && perturbation.amplitude === 0) {
        expect(bytesOf(byPasses).equals(bytesOf(exact))).toBe(true);
        expect(value.expected).toBe(optimum.expected);
      }
    },
  );

  it("finds a table rounded to whole points worse than the optimum, and the optimal table worth the optimum", () => {
    const rules = defineRules({
      id: "workers-product",
      name: "Workers, distinct dice",
      dice: [createDie([1, 2, 3, 4]), createDie([1, 2, 3, 4, 5, 6]), createDie([2, 4, 6, 8], { weights: [1, 2, 3, 4] })],
      rollsPerTurn: 3,
      sections: [
        { id: "upper", label: "Upper", rule: { type: "rewardBySign", reward: 10, penalty: 10 } },
        { id: "lower", label: "Lower" },
      ],
      categories: [
        ...[2, 4, 6].map((value) => ({ id: `n${value}`, label: `${value}`, section: "upper", score: (dice: readonly number[]) => scorer("sumOf", value)(dice) - 2 * value })),
        { id: "chance", label: "Chance", section: "lower", score: scorer("sum", 0) },
        { id: "pair", label: "Pair", section: "lower", score: scorer("pair", 0) },
      ],
      stages: [{ label: "Any", policy: "any" }, { label: "Declare", policy: "declare" }],
      fromHand: { multiplier: 2, categories: ["chance"] },
    });
    expect(modelFor(rules, "any", "test").data.product).toBe(1);
    const optimum = solveGame(rules);
    // Rounded to whole points: a coarse copy that plays worse than the optimum.
    const rounded: GameSolution = { ...optimum, stages: optimum.stages.map((stage) => ({ ...stage, values: stage.values.map((value) => Math.round(value)) })) };
    const single = evaluatePolicy(rounded);
    expect(single.expected).toBeLessThan(optimum.expected);
    expect(single.expected).toBeGreaterThan(optimum.expected - 5);
    // And played by the optimal table, the optimum.
    evaluatePolicy(optimum).stages.forEach((stage, index) => expect(stage).toBeCloseTo(optimum.stages[index]!.expected, 9));
  });
});
