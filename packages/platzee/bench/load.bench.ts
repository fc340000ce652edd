import { readFileSync } from "node:fs";
import { bench, describe } from "vitest";
import { defineRules } from "@dice/core";
import { adviseTurn, fetchSolution, loadSolution, solutionFromTable, solutionTable } from "@dice/core/strategy";
import { platzee, platzeeEngine } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";

// Loading the shipped table (tables/platzee.dsol, 1.58 MB) to the first advice.
//  - "cold": what a new process pays: a rules object seen for the first time,
//    so the solver's model of Platzee is compiled (and the rules' fingerprint
//    worked out) inside the timing, as on the first load;
//  - the model already compiled: loadSolution (checksum, fingerprint check,
//    decoding) against a baseline in the same run, solutionFromTable on the
//    bare float32 values (no format, no checks); and loadSolution followed by
//    the first advice of the fresh solution (nothing of its turns cached): the
//    difference is the first advice.
// Run: npx vitest bench --run --project platzee bench/load.bench.ts

const file = new URL("../tables/platzee.dsol", import.meta.url);
const bytes = readFileSync(file);
const values = solutionTable(loadSolution(platzee, bytes));
const rolled = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 6, 8, 12] });
const freshRules = () => defineRules({ ...platzee }); // a new object: nothing the solver caches per rules applies
let sink = 0;

describe("cold: from the file to the first advice (model compiled in the timing)", () => {
  bench(
    "readFileSync + loadSolution + first advice",
    () => {
      const solution = loadSolution(freshRules(), readFileSync(file));
      sink += adviseTurn(solution, rolled).expected;
    },
    { iterations: 5, warmupIterations: 1, time: 0 },
  );

  bench(
    "fetchSolution(file: URL) + first advice",
    async () => {
      const solution = await fetchSolution(freshRules(), file);
      sink += adviseTurn(solution, rolled).expected;
    },
    { iterations: 5, warmupIterations: 1, time: 0 },
  );
});

describe("the model already compiled: the file's share, and the first advice", () => {
  bench("loadSolution(platzee, bytes) + first advice", () => {
    sink += adviseTurn(loadSolution(platzee, bytes), rolled).expected;
  });

  bench("loadSolution(platzee, bytes): checksum, fingerprint check, decoding", () => {
    sink += loadSolution(platzee, bytes).expected;
  });

  bench("baseline: solutionFromTable(platzee, float32 values), no format and no checks", () => {
    sink += solutionFromTable(platzee, values).expected;
  });
});

export { sink };
