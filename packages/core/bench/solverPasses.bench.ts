import { bench, describe } from "vitest";
import { d12, d20, d4, d6, d8, defineRules, sumOfDice, sumOfValue } from "@dice/core";
import { productPassesModule } from "../src/strategy/internal/productPasses";
import { turnValue } from "../src/strategy/internal/solverKernel";
import { buildSolverModel, createScratch } from "../src/strategy/internal/solverModel";

// One iteration = one turn of Platzee's dice (d4, d6, d8, d12, d20: 46,080
// outcomes, 85,995 keeper slots, three rolls) worked out from the next level's
// values: what the solver does for each of Platzee's 395,264 sheet states.
const rules = defineRules({
  id: "platzee-dice",
  name: "Platzee's dice",
  dice: [d4, d6, d8, d12, d20],
  rollsPerTurn: 3,
  sections: [
    { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 12, bonus: 30 } },
    { id: "lower", label: "Lower" },
  ],
  categories: [
    { id: "fours", label: "Fours", section: "upper", score: (dice) => sumOfValue(dice, 4) },
    { id: "sixes", label: "Sixes", section: "upper", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});
const model = buildSolverModel(rules, "any", "bench");
const data = model.data;
// The next level's values do not change the work done; any finite table will do.
const values = new Float64Array(model.tableSize).map((_, index) => (index % 97) / 3);
const withPasses = createScratch(data, productPassesModule());
const withoutPasses = createScratch(data, null);
let sink = 0;

describe("one turn of Platzee's dice (empty sheet of a 3-category game)", () => {
  bench("solver kernel with the WebAssembly passes", () => {
    sink += turnValue(data, values, 0, 0, 0, -1, withPasses, null);
  });

  bench("baseline: the same kernel with its JavaScript loops", () => {
    sink += turnValue(data, values, 0, 0, 0, -1, withoutPasses, null);
  });
});

// Keep the results observable so the work is not optimised away.
export const benchSink = (): number => sink;
