/**
 * Solves stages of Poker or Dodeca exactly with @dice/core's solver on worker
 * threads (each stage on its own: a game's total is the sum of its stages),
 * printing each stage's optimal expected score and solve time as JSON lines.
 *
 *   cd packages/poker-dodeca
 *   npx tsx scripts/solve-exact.ts <poker|dodeca> <combination|all-dice> [stage 1-3]… [--workers 2] [--save DIR]
 *
 * Run it on the built packages (`pnpm run build` first; without
 * --conditions=@dice/source) so the workers start from the built entry file.
 * --save writes DIR/<rules id>-stage<k>.f64: the solver's dense table of that
 * stage's policy (little-endian float64).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { solveGameInWorkers } from "@dice/core/node";
import { dodecaRules, pokerRules } from "@dice/poker-dodeca";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const positional = args.filter((arg, index) => !arg.startsWith("--") && !(args[index - 1] ?? "").startsWith("--"));
const [game = "poker", scoring = "combination", ...stageArgs] = positional;
const options = { mainScoring: scoring === "all-dice" ? ("all-dice" as const) : ("combination" as const) };
const rules = game === "dodeca" ? dodecaRules(options) : pokerRules(options);
const workers = Number(flag("--workers") ?? 2);
const saveTo = flag("--save");
const stages = (stageArgs.length > 0 ? stageArgs.map(Number) : [1, 2, 3]).map((stage) => stage - 1);
for (const stage of stages) {
  const single = { ...rules, stages: [rules.stages[stage] as (typeof rules.stages)[number]] };
  const started = performance.now();
  const solution = await solveGameInWorkers(single, { workers, chunk: 4096 });
  const seconds = (performance.now() - started) / 1000;
  const report: Record<string, unknown> = { rules: rules.id, stage: stage + 1, policy: single.stages[0]?.policy, expected: solution.expected, seconds, workers };
  if (saveTo !== undefined) {
    const values = solution.stages[0]?.values as Float64Array;
    writeFileSync(join(saveTo, `${rules.id}-stage${stage + 1}.f64`), new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
  }
  console.log(JSON.stringify(report));
}
