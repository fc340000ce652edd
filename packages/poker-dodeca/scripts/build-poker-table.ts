/**
 * Writes the file `@dice/poker-dodeca/strategy` ships: tables/poker.dsol, the
 * exact optimal strategy of Poker (combination scoring) in @dice/core's
 * solution format: its values in the compact encoding at step 1/1024 (each
 * stored value within 1/2048 of the exact one), only the sheets with an odd
 * number of categories filled stored (the others worked out when advice reads
 * them; the README has the sizes), beside the package's code and reachable
 * through its `exports` ("@dice/poker-dodeca/tables/poker.dsol").
 *
 *   pnpm run build
 *   cd packages/poker-dodeca && npx tsx scripts/build-poker-table.ts [--workers 2] [--step 1/1024] [--levels odd] [--out FILE]
 *
 * Run it on the built packages (without --conditions=@dice/source) so the
 * solver's workers start from the built entry file. Solves every stage with
 * core's solveGameInWorkers, checks the stage values against the exact ones
 * in the README, encodes the solution (compact, at --step, storing --levels),
 * reads the bytes back with loadSolution, and works out exactly what playing
 * by the file's values scores (core's policy evaluation, ties counted against
 * the player): the file is written only if that is at most 0.001 below the
 * optimum. Prints the figures (size, SHA-256 of the file, values, loss).
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { solveGameInWorkers } from "@dice/core/node";
import { encodeSolution } from "@dice/core/strategy";
import { poker } from "@dice/poker-dodeca";
import { parseStep } from "../../cli/src/internal/parseOptions";
import { evaluatePolicyInWorkers } from "../../core/src/node/evaluatePolicyInWorkers";
// From the same sources as the policy evaluation, which reads the tables it loads.
import { loadSolution } from "../../core/src/strategy/loadSolution";

const argument = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const workers = Number(argument("--workers", "2"));
const output = new URL(argument("--out", new URL("../tables/poker.dsol", import.meta.url).href), new URL(`file://${process.cwd()}/`));
const step = parseStep("step", argument("--step", "1/1024"));
const levels = argument("--levels", "odd");
if (levels !== "all" && levels !== "odd" && levels !== "even") throw new Error(`build-poker-table: --levels ${levels}; all, odd or even`);
// The exact stage values (README, "Exact values"): two solvers agree on them to the last digit shown.
const exactStages = [154.847439, 118.735765, 20.620601];
const budget = 0.001;

const started = performance.now();
const seconds = (): string => ((performance.now() - started) / 1000).toFixed(1);
const solution = await solveGameInWorkers(poker, { workers, chunk: 4096 });
console.log(`solved in ${seconds()} s on ${workers} workers: ${solution.expected} (${solution.stages.map((stage) => stage.expected).join(" + ")})`);
solution.stages.forEach((stage, index) => {
  if (Math.abs(stage.expected - (exactStages[index] as number)) > 5e-7) {
    throw new Error(`build-poker-table: stage ${index + 1} solved to ${stage.expected}; the README's exact value is ${exactStages[index]}`);
  }
});

const file = encodeSolution(solution, { encoding: "compact", step, levels });
const shipped = loadSolution(poker, file);
const played = await evaluatePolicyInWorkers(shipped, { workers });
const loss = solution.expected - played.expected;
console.log(`played by the stored values (policy evaluation, ${seconds()} s): ${played.expected}, ${loss} below the optimum`);
if (!(loss <= budget)) throw new Error(`build-poker-table: the compact table at step ${step} loses ${loss} points; at most ${budget} may ship`);

writeFileSync(output, file);
console.log(
  `wrote ${output.pathname}: ${file.length} bytes (compact, step ${step}, levels ${levels}), SHA-256 ${createHash("sha256").update(file).digest("hex")}; ` +
    `its values give ${shipped.expected} (${shipped.stages.map((stage) => stage.expected).join(" + ")}) from an empty game`,
);
