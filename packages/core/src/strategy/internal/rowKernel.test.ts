import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createDie, d6, defineRules, sumOfDice, sumOfValue, type FillPolicy, type SectionRule } from "../../index";
import { compilePasses, rowPassesBuild } from "../../../scripts/wasmBuild";
import { rowPassesModule } from "./productPasses";
import { createRowScratch, solveRows } from "./rowKernel";
import { rowPassesWasm } from "./rowPassesWasm";
import { solveStates } from "./solverKernel";
import { buildSolverModel, createScratch, type SolverModel } from "./solverModel";

/** Every sheet state's value by the row kernel, with its JavaScript loops (null) or the compiled passes, in rows of `lanes`. */
function solveByRows(model: SolverModel, passes: ReturnType<typeof rowPassesModule>, lanes: number): Float64Array {
  const values = new Float64Array(model.tableSize);
  const scratch = createRowScratch(model.data, passes, lanes);
  for (let level = model.data.categoryCount - 1; level >= 0; level--) {
    const rows = model.levelRows[level] as Int32Array;
    solveRows(model.data, values, rows, 0, rows.length / 2, scratch);
  }
  return values;
}

/** Every reachable state's value by the per-state kernel (`turnValue`), the solver's first implementation. */
function solveByStates(model: SolverModel): Float64Array {
  const values = new Float64Array(model.tableSize);
  const scratch = createScratch(model.data, null);
  for (let level = model.data.categoryCount - 1; level >= 0; level--) {
    solveStates(model.stateLists(), values, model.levelStart[level] as number, model.levelStart[level + 1] as number, scratch);
  }
  return values;
}

/** The values of the reachable states, in the solver's state order. */
function reachable(model: SolverModel, values: Float64Array): Float64Array {
  const { stateUntracked, stateTracked, stateSubtotal } = model.stateLists();
  return Float64Array.from(stateUntracked, (untracked, state) => values[model.indexOf(untracked, stateTracked[state] as number, stateSubtotal[state] as number)] as number);
}

const bytesOf = (values: Float64Array): Buffer => Buffer.from(values.buffer, values.byteOffset, values.byteLength);

const module = rowPassesModule();

// Identical dice (one group, for the declare shortcut by face count) or a mix of groups.
const diceArb = fc.constantFrom<readonly { faces: readonly number[]; weights?: readonly number[] }[]>(
  [{ faces: [1, 2, 3] }, { faces: [1, 2, 3] }],
  [{ faces: [1, 2, 3] }, { faces: [1, 2, 3] }, { faces: [1, 2, 3] }],
  [{ faces: [1, 2], weights: [2, 1] }, { faces: [1, 2], weights: [2, 1] }, { faces: [1, 2], weights: [2, 1] }],
  [{ faces: [1, 2, 3, 4] }, { faces: [1, 2, 3, 4] }, { faces: [1, 2, 3, 4] }, { faces: [1, 2, 3, 4] }],
  [{ faces: [1, 2, 3] }, { faces: [1, 2, 3] }, { faces: [2, 4] }],
  [{ faces: [1, 2, 3, 4, 5, 6] }, { faces: [1, 2, 3, 4, 5, 6] }, { faces: [1, 2, 3, 4, 5, 6] }],
);
const ruleArb = fc.constantFrom<SectionRule | undefined>(
  undefined,
  { type: "thresholdBonus", threshold: 6, bonus: 9 },
  { type: "penaltyBelowZero", penalty: 5 },
  { type: "rewardBySign", reward: 3, penalty: 4 },
);
type Kind = "sumOf" | "sum" | "school" | "fewer" | "pair";
const gameArb = fc.record({
  dice: diceArb,
  rolls: fc.integer({ min: 1, max: 4 }),
  categories: fc.array(
    fc.record({ value: fc.integer({ min: 1, max: 3 }), upper: fc.boolean(), kind: fc.constantFrom<Kind>("sumOf", "sum", "school", "fewer", "pair") }),
    { minLength: 1, maxLength: 4 },
  ),
  rule: ruleArb,
  policy: fc.constantFrom<FillPolicy>("any", "declare", "ordered"),
  hand: fc.constantFrom(1, 2),
  lanes: fc.constantFrom(1, 8, 16, 32),
});

function rulesOf(game: typeof gameArb extends fc.Arbitrary<infer T> ? T : never) {
  return defineRules({
    id: "rows",
    name: "Rows",
    dice: game.dice.map((die) => createDie(die.faces, die.weights === undefined ? {} : { weights: die.weights })),
    rollsPerTurn: game.rolls,
    sections: [
      game.rule === undefined ? { id: "upper", label: "Upper" } : { id: "upper", label: "Upper", rule: game.rule },
      { id: "lower", label: "Lower" },
    ],
    categories: game.categories.map((category, index) => ({
      id: `c${index}`,
      label: `C${index}`,
      section: category.upper ? "upper" : "lower",
      score: (dice: readonly number[]): number => {
        const count = dice.filter((face) => face === category.value).length;
        switch (category.kind) {
          case "sum":
            return sumOfDice(dice);
          case "school":
            return sumOfValue(dice, category.value) - 2 * category.value;
          case "fewer":
            // Falls as the count rises: the declare shortcut's chain must then consider re-rolling the face itself.
            return (1 - count) * category.value;
          case "pair":
            return new Set(dice).size < dice.length ? 5 : 0;
          default:
            return sumOfValue(dice, category.value);
        }
      },
    })),
    stages: [{ label: "Stage", policy: game.policy }],
    ...(game.hand === 2 ? { fromHand: { multiplier: 2, categories: ["c0"] } } : {}),
  });
}

describe("the row kernel", () => {
  it("has its compiled passes built from wasm/rowPasses.ts with the committed compiler and options", { timeout: 60_000 }, async () => {
    const binary = await compilePasses(rowPassesBuild);
    expect(Buffer.from(binary).toString("hex")).toBe(rowPassesWasm);
  });

  it("compiles and instantiates its passes on Node 20", () => {
    expect(module).not.toBeNull();
  });

  test.prop([gameArb], { numRuns: 60 })("gives the same table bit for bit with its JavaScript loops and with the compiled passes, in rows of any width", (game) => {
    const rules = rulesOf(game);
    const model = buildSolverModel(rules, game.policy, "test");
    expect(model.data.product).toBe(0);
    const compiled = solveByRows(model, module, game.lanes);
    // Not a comparison of two empty tables: the empty sheet has a finite value.
    expect(Number.isFinite(compiled[model.indexOf(0, 0, model.canonical(0, 0))])).toBe(true);
    expect(bytesOf(compiled).equals(bytesOf(solveByRows(model, null, game.lanes)))).toBe(true);
    expect(bytesOf(compiled).equals(bytesOf(solveByRows(model, module, 32)))).toBe(true);
  });

  test.prop([gameArb], { numRuns: 60 })("agrees with the per-state kernel: bit for bit for any and ordered, within 1e-12 for declare (its shortcuts add in another order)", (game) => {
    const rules = rulesOf(game);
    const model = buildSolverModel(rules, game.policy, "test");
    const rows = reachable(model, solveByRows(model, module, game.lanes));
    const states = reachable(model, solveByStates(model));
    if (game.policy === "declare") {
      rows.forEach((value, state) => expect(Math.abs(value - (states[state] as number))).toBeLessThan(1e-12 * Math.max(1, Math.abs(value))));
    } else expect(bytesOf(rows).equals(bytesOf(states))).toBe(true);
  });

  it("values a declared Sixes with two d6 and two rolls as worked by hand (11/3)", () => {
    // Keep sixes and re-roll the rest: each die shows a 6 with probability 1 − (5/6)² = 11/36, so 2 × 6 × 11/36 = 11/3.
    const rules = defineRules({
      id: "sixes",
      name: "Sixes",
      dice: [d6, d6],
      rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) }],
      stages: [{ label: "Game", policy: "declare" }],
    });
    const model = buildSolverModel(rules, "declare", "test");
    expect(solveByRows(model, module, 8)[model.indexOf(0, 0, 0)]).toBeCloseTo(11 / 3, 12);
  });
});
