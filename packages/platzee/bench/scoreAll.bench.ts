import { bench, describe } from "vitest";
import { platzeeCategories, scoreAll, scoreAllInto } from "@dice/platzee";

// One iteration = all 15 categories scored for every one of the 46,080 rolls
// of d4, d6, d8, d12, d20 (the mean time per iteration is the figure quoted
// in the README; 46,080 / mean = rolls fully scored per second).
const rolls: number[][] = [];
for (let a = 1; a <= 4; a++)
  for (let b = 1; b <= 6; b++)
    for (let c = 1; c <= 8; c++)
      for (let d = 1; d <= 12; d++) for (let e = 1; e <= 20; e++) rolls.push([a, b, c, d, e]);

const row = new Int32Array(15);
let sink = 0;

describe("score all 15 categories of all 46,080 rolls", () => {
  bench(
    "scoreAll (checked, one pass, returns a record)",
    () => {
      for (const roll of rolls) sink += scoreAll(roll).chance;
    },
    { time: 2000, warmupIterations: 20 },
  );

  bench(
    "scoreAllInto (checked, writes into an Int32Array)",
    () => {
      for (const roll of rolls) sink += scoreAllInto(roll, row)[9] as number;
    },
    { time: 2000, warmupIterations: 20 },
  );

  bench("baseline: each category's score(dice) (core patterns, sorting and allocating)", () => {
    for (const roll of rolls) for (const category of platzeeCategories) sink += category.score(roll);
  });
});

// Keep the results observable so the loops are not optimised away.
export const benchSink = (): number => sink;
