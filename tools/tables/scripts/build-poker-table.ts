/**
 * Writes the file `@dice/poker-dodeca/strategy` ships: tables/poker.dsol, the
 * exact optimal strategy of Poker (combination scoring) in @dice/core's
 * solution format: its values in the compact encoding at step 1/1024 (each
 * stored value within 1/2048 of the exact one), only the sheets with an odd
 * number of categories filled stored (the others worked out when advice reads
 * them; the README has the sizes), beside the package's code and reachable
 * through its `exports` ("@dice/poker-dodeca/tables/poker.dsol").
 *
 *   pnpm --filter @dice/tables build-poker-table [--workers 2] [--step 1/1024] [--levels odd] [--out FILE]
 *
 * Solves every stage with core's solveGameInWorkers, checks the stage values
 * against the exact ones in the README, encodes the solution (compact, at
 * --step, storing --levels), reads the bytes back with loadSolution, and
 * works out exactly what playing by the file's values scores (core's
 * evaluatePolicy, ties counted against the player, each stage policy on a
 * worker of its own): the file is written only if that is at most 0.001
 * below the optimum. Prints the figures (size, SHA-256 of the file, values,
 * loss).
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { solveGameInWorkers } from "@dice/core/node";
import { encodeSolution, loadSolution } from "@dice/core/strategy";
import { poker } from "@dice/poker-dodeca";
import { option, readLevels, readStep } from "../src/arguments";
import { evaluateInWorkers } from "../src/evaluateInWorkers";
import { givenPath, shippedGames } from "../src/rulesSource";

const game = shippedGames.poker;
const workers = Number(option("workers", "2"));
const output = givenPath(option("out", game.table));
const step = readStep(option("step", "1/1024"));
const levels = readLevels(option("levels", "odd"));
// The exact stage values (README, "Exact values"): two solvers agree on them to the last digit shown.
const exactStages = game.exactStages;
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
// The workers read the table from a file, as they would a shipped one.
const scratch = mkdtempSync(join(tmpdir(), "poker-table-"));
const written = join(scratch, "poker.dsol");
writeFileSync(written, file);
const played = await evaluateInWorkers(game.source, [written], { workers }).finally(() => rmSync(scratch, { recursive: true }));
const loss = solution.expected - played.expected;
console.log(`played by the stored values (policy evaluation, ${seconds()} s): ${played.expected}, ${loss} below the optimum`);
if (!(loss <= budget)) throw new Error(`build-poker-table: the compact table at step ${step} loses ${loss} points; at most ${budget} may ship`);

writeFileSync(output, file);
console.log(
  `wrote ${output}: ${file.length} bytes (compact, step ${step}, levels ${levels}), SHA-256 ${createHash("sha256").update(file).digest("hex")}; ` +
    `its values give ${shipped.expected} (${shipped.stages.map((stage) => stage.expected).join(" + ")}) from an empty game`,
);
