import { bench, describe } from "vitest";
import { d12, defineRules, sumOfDice, sumOfValue } from "@dice/core";
import { rowPassesModule } from "../src/strategy/internal/productPasses";
import { createRowScratch, solveRowBlock } from "../src/strategy/internal/rowKernel";
import { solveStates } from "../src/strategy/internal/solverKernel";
import { buildSolverModel, createScratch } from "../src/strategy/internal/solverModel";

// Four d12 (1,365 rolls, 1,820 keepers, three rolls), as in Dodeca: six
// School-like items scored (n − 2)·v with a ±30 reward by sign, and two
// free items. One iteration = 32 sheet states of one row (the School items
// filled but one, 32 of its subtotals, both free items open) worked out
// from the next level's values: the solver's unit of work for identical
// dice. The baseline does the same 32 states one at a time with the
// per-state kernel.
const school = [1, 2, 3, 4, 5, 6].map((value) => ({
  id: `school${value}`,
  label: `School ${value}`,
  section: "school",
  score: (dice: readonly number[]) => sumOfValue(dice, value) - 2 * value,
}));
const rules = defineRules({
  id: "four-d12",
  name: "Four d12",
  dice: [d12, d12, d12, d12],
  rollsPerTurn: 3,
  sections: [
    { id: "school", label: "School", rule: { type: "rewardBySign", reward: 30, penalty: 30 } },
    { id: "main", label: "Main" },
  ],
  categories: [
    ...school,
    { id: "pair", label: "Pair", section: "main", score: (dice) => (new Set(dice).size < 4 ? 2 * Math.max(...dice) : 0) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});
const model = buildSolverModel(rules, "any", "bench");
const data = model.data;
// The next level's values do not change the work done; any finite table will do.
const values = new Float64Array(model.tableSize).map((_, index) => (index % 97) / 3);
// School 1 open, the other five filled: a long row, every subtotal reachable.
const trackedMask = data.fullTracked & ~1;
const untracked = 0;
const lanes = Math.min(32, data.rowLength[trackedMask] as number);
const withPasses = createRowScratch(data, rowPassesModule());
const withoutPasses = createRowScratch(data, null);
const perState = createScratch(data, null);
// The row's first state in the solver's state list.
let first = 0;
while (data.stateUntracked[first] !== untracked || data.stateTracked[first] !== trackedMask) first++;

describe(`one row of ${lanes} sheet states of four d12 (School 1 and two free items open, three rolls)`, () => {
  bench("row kernel with the WebAssembly passes", () => {
    solveRowBlock(data, values, untracked, trackedMask, 0, lanes, withPasses);
  });

  bench("row kernel with its JavaScript loops", () => {
    solveRowBlock(data, values, untracked, trackedMask, 0, lanes, withoutPasses);
  });

  bench("baseline: the per-state kernel, one state at a time", () => {
    solveStates(data, values, first, first + lanes, perState);
  });
});
