import { highestFace } from "./checkDice";
import { scoreKernel } from "./scoreKernel";

let cache: ReadonlyArray<ReadonlySet<number>> | undefined;

/**
 * For each category in sheet order, every score some roll gives it: found by
 * scoring all 46,080 rolls once (a few milliseconds), on first use.
 */
export function achievableScores(): ReadonlyArray<ReadonlySet<number>> {
  if (cache !== undefined) return cache;
  const sets = Array.from({ length: 15 }, () => new Set<number>());
  const row = new Int32Array(15);
  const [h0, h1, h2, h3, h4] = highestFace as [number, number, number, number, number];
  for (let a = 1; a <= h0; a++)
    for (let b = 1; b <= h1; b++)
      for (let c = 1; c <= h2; c++)
        for (let d = 1; d <= h3; d++)
          for (let e = 1; e <= h4; e++) {
            scoreKernel(a, b, c, d, e, row, 0);
            for (let index = 0; index < 15; index++) sets[index]?.add(row[index] as number);
          }
  cache = sets;
  return sets;
}
