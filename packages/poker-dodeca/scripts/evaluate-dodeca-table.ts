/**
 * The exact expected score of playing Dodeca by a compact table file (policy
 * evaluation by dynamic programming over every sheet state: core's
 * evaluatePolicyInWorkers, each choice the best by the table's values, ties
 * counted against the player), against the exact optimum of each stage.
 * A compact Dodeca strategy ships only if it loses at most 0.1 point a game.
 *
 *   cd packages/poker-dodeca && npx tsx scripts/evaluate-dodeca-table.ts <combination|all-dice> <file.dsol> [--workers 2]
 */
import { dodecaRules } from "@dice/poker-dodeca";
import { evaluatePolicyInWorkers } from "../../core/src/node/evaluatePolicyInWorkers";
// From the same sources as the policy evaluation, which reads the tables it loads.
import { loadSolutionSync } from "../../core/src/strategy/loadSolutionSync";

const args = process.argv.slice(2);
const workers = Number(args[args.indexOf("--workers") + 1] ?? 2) || 2;
const [scoring = "combination", file = ""] = args.filter((arg, index) => !arg.startsWith("--") && !(args[index - 1] ?? "").startsWith("--"));
const allDice = scoring === "all-dice";
const rules = dodecaRules({ mainScoring: allDice ? "all-dice" : "combination" });
// The exact stage values (packages/poker-dodeca/README.md, "Exact values").
const optimum = allDice ? [170.203141, 105.129464, -28.477014] : [137.0304, 72.631667, -46.753668];
const started = performance.now();
const seconds = (): number => Number(((performance.now() - started) / 1000).toFixed(1));
const solution = loadSolutionSync(rules, file);
const value = await evaluatePolicyInWorkers(solution, { workers, onLevel: (level) => console.error(`level ${level} done at ${seconds()} s`) });
const losses = value.stages.map((stage, index) => (optimum[index] as number) - stage);
console.log(JSON.stringify({ rules: rules.id, file, stages: value.stages, optimum, losses, loss: losses.reduce((sum, loss) => sum + loss, 0), workers, seconds: seconds() }));
