import { bench, describe } from "vitest";
import { d12, d20, d4, d6, d8, defineRules, sumOfDice } from "@dice/core";
import { compiledLawPasses } from "../src/strategy/internal/compiledLawPasses";
import { jsLawPasses } from "../src/strategy/internal/lawPasses";
import { buildSolverModel } from "../src/strategy/internal/solverModel";

// One iteration = what the law of the final score does for each re-roll of a
// turn of Platzee's dice (46,080 outcomes, 85,995 keeper slots): every
// outcome's best hold, then the re-roll's spread of the mass held.
const rules = defineRules({
  id: "platzee-dice",
  name: "Platzee's dice",
  dice: [d4, d6, d8, d12, d20],
  rollsPerTurn: 3,
  sections: [{ id: "main", label: "Main" }],
  categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
  stages: [{ label: "Game", policy: "any" }],
});
const data = buildSolverModel(rules, "any", "bench").data;
// Keeper values with ties and without: the work does not depend on them.
const keepers = new Float64Array(data.keeperCount).map((_, index) => (index % 89) / 7);
const compiled = compiledLawPasses(data);
const js = jsLawPasses(data);
let sink = 0;

describe("one re-roll of Platzee's dice in the law: best holds and spread", () => {
  bench("the law's passes compiled to WebAssembly", () => {
    compiled.bestHolds(keepers);
    compiled.held.set(keepers);
    compiled.spread(0);
    sink += compiled.masses[0][0] as number;
  });

  bench("baseline: the same passes in JavaScript", () => {
    js.bestHolds(keepers);
    js.held.set(keepers);
    js.spread(0);
    sink += js.masses[0][0] as number;
  });
});
export { sink };
