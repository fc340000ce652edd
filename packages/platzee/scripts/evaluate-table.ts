/**
 * The exact expected score of playing by the shipped table
 * (tables/platzee.dsol, float32 values) rather than by the float64 solve:
 * policy evaluation by dynamic programming over every sheet state (core's
 * evaluatePolicyInWorkers, each choice the best by the shipped values, ties
 * counted against the player), compared with the optimum of the float64
 * solve in assets/platzee-solve.json. A table ships only if the loss is at
 * most 0.001 points.
 *
 *   cd packages/platzee && npx tsx --conditions=@dice/source scripts/evaluate-table.ts [--workers 2] [--chunk 256]
 *
 * Prints the evaluated value, the optimum, the loss and the time, one line
 * of progress per level (categories filled).
 */
import { readFileSync } from "node:fs";
import { evaluatePolicyInWorkers } from "../../core/src/node/evaluatePolicyInWorkers";
import { platzeeStrategy } from "../src/strategy/platzeeStrategy";

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const workers = Number(argument("--workers") ?? 2);
const chunk = Number(argument("--chunk") ?? 256);
const optimum = (JSON.parse(readFileSync(new URL("../assets/platzee-solve.json", import.meta.url), "utf8")) as { expected: number }).expected;

const started = performance.now();
const solution = platzeeStrategy.loadSync();
const seconds = (): string => ((performance.now() - started) / 1000).toFixed(1);
console.log(`loaded the shipped table (its empty-sheet value ${solution.expected}) in ${seconds()} s; evaluating with ${workers} workers`);
const value = await evaluatePolicyInWorkers(solution, {
  workers,
  chunk,
  onLevel: (level) => console.log(`level ${level} done at ${seconds()} s`),
});
const loss = optimum - value.expected;
console.log(
  JSON.stringify({ policyValue: value.expected, optimum, loss, withinTarget: loss <= 0.001, workers, seconds: Number(seconds()), node: process.version }),
);
