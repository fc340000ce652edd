/**
 * Cross-check: each stage of a game solved by @dice/core's generic solver
 * (`solveGame` on a rules object with that one stage), for comparison with
 * this package's tables.
 *
 *   cd packages/poker-dodeca && npx tsx --conditions=@dice/source scripts/coreCheck.ts poker [all-dice] [stage…]
 */
import { solveGame } from "@dice/core/strategy";
import { dodecaRules, pokerRules } from "../src/index";

const [game = "poker", scoring = "combination", ...stageArgs] = process.argv.slice(2);
const options = { mainScoring: scoring === "all-dice" ? ("all-dice" as const) : ("combination" as const) };
const rules = game === "dodeca" ? dodecaRules(options) : pokerRules(options);
const stages = stageArgs.length > 0 ? stageArgs.map(Number) : [0, 1, 2];
for (const stage of stages) {
  const started = performance.now();
  const single = { ...rules, stages: [rules.stages[stage] as (typeof rules.stages)[number]] };
  const solution = solveGame(single);
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ game: rules.id, stage: stage + 1, policy: single.stages[0]?.policy, expected: solution.expected, seconds }));
}
