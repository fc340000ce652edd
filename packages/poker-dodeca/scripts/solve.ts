/**
 * Solves stages of Poker or Dodeca and writes each stage's table and figures.
 *
 *   cd packages/poker-dodeca
 *   npx tsx --conditions=@dice/source scripts/solve.ts <poker|dodeca> <combination|all-dice> <stage 1-3>… [--step n] [--rounding down|up] [--no-write]
 *
 * Writes assets/<rules id>-stage<k>[-step<n>-<rounding>].f32 (Float32 values in
 * the solver's layout) and a .json beside it: expected score, seconds, states.
 */
import { writeFileSync } from "node:fs";
import { dodecaRules, pokerRules } from "../src/index";
import { solveStrategy } from "../src/strategy/internal/solveStrategy";
import { stageModelFor } from "../src/strategy/internal/modelCache";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const positional = args.filter((arg, index) => !arg.startsWith("--") && !(args[index - 1] ?? "").startsWith("--"));
const [game = "poker", scoring = "combination", ...stageArgs] = positional;
const options = { mainScoring: scoring === "all-dice" ? ("all-dice" as const) : ("combination" as const) };
const rules = game === "dodeca" ? dodecaRules(options) : pokerRules(options);
const step = Number(flag("--step") ?? 1);
const rounding = (flag("--rounding") ?? "down") as "down" | "up";
const stages = (stageArgs.length > 0 ? stageArgs.map(Number) : [1, 2, 3]).map((stage) => stage - 1);
for (const stage of stages) {
  const started = performance.now();
  let lastReport = started;
  const strategy = solveStrategy(rules, {
    stages: [stage],
    subtotalStep: step,
    rounding,
    onProgress: ({ level }) => {
      const now = performance.now();
      if (now - lastReport > 30_000) {
        lastReport = now;
        console.error(`${rules.id} stage ${stage + 1}: level ${level} done, ${((now - started) / 1000).toFixed(0)} s`);
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const table = strategy.stages[stage]!;
  const model = stageModelFor(rules, stage, table.subtotalStep, table.rounding, "solve");
  const name = `${rules.id}-stage${stage + 1}${step === 1 ? "" : `-step${step}-${rounding}`}`;
  const figures = { rules: rules.id, stage: stage + 1, policy: table.policy, subtotalStep: step, rounding: table.rounding, expected: table.expected, seconds, states: model.stateCount, node: process.version };
  console.log(JSON.stringify(figures));
  if (!args.includes("--no-write")) {
    writeFileSync(new URL(`../assets/${name}.f32`, import.meta.url), Float32Array.from(table.values));
    writeFileSync(new URL(`../assets/${name}.json`, import.meta.url), `${JSON.stringify(figures, null, 2)}\n`);
  }
}
