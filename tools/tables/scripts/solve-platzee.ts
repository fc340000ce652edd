/**
 * Solves Platzee exactly on worker threads and writes the value table.
 *
 *   pnpm --filter @dice/tables solve-platzee [--workers 2] [--resume]
 *
 * Writes, in packages/platzee/assets/, platzee-values.f64 (the dense table,
 * Float64), platzee-table.f32 (one Float32 per reachable state, what
 * build-platzee-table.ts turns into the shipped file) and platzee-solve.json
 * (expected score, time, workers; the package's tests read it), and keeps a
 * checkpoint after every level in platzee-checkpoint.f64 so that an
 * interrupted run resumes (--resume). About 15 minutes on 2 workers.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { solutionTable } from "@dice/core/strategy";
import { solveGameInWorkers, type SolveCheckpoint } from "@dice/core/node";
import { platzee } from "@dice/platzee";
import { option } from "../src/arguments";
import { packageFile } from "../src/rulesSource";

const assets = pathToFileURL(packageFile("platzee", "assets/"));
const workers = Number(option("workers", "2"));
const checkpointFile = new URL("platzee-checkpoint.f64", assets);
const checkpointMeta = new URL("platzee-checkpoint.json", assets);
let resumeFrom: SolveCheckpoint | undefined;
if (process.argv.includes("--resume") && existsSync(checkpointFile) && existsSync(checkpointMeta)) {
  const meta = JSON.parse(readFileSync(checkpointMeta, "utf8")) as { level: number };
  const bytes = readFileSync(checkpointFile);
  resumeFrom = { policy: "any", level: meta.level, values: new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) };
  console.log(`resuming from level ${meta.level}`);
}
const started = performance.now();
let lastReport = 0;
const solution = await solveGameInWorkers(platzee, {
  workers,
  chunk: 64,
  ...(resumeFrom === undefined ? {} : { resumeFrom }),
  onProgress: ({ done, total }) => {
    const now = performance.now();
    if (now - lastReport < 5000 && done < total) return;
    lastReport = now;
    const elapsed = (now - started) / 1000;
    console.log(`${done}/${total} states (${((100 * done) / total).toFixed(1)}%), ${elapsed.toFixed(0)} s`);
  },
  onLevel: ({ level, values }) => {
    writeFileSync(new URL("platzee-checkpoint.tmp", assets), values);
    renameSync(new URL("platzee-checkpoint.tmp", assets), checkpointFile);
    writeFileSync(checkpointMeta, JSON.stringify({ level }));
    console.log(`level ${level} done, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  },
});
const seconds = (performance.now() - started) / 1000;
writeFileSync(new URL("platzee-values.f64", assets), solution.stages[0]!.values);
// The compact table: one 32-bit value per reachable state (what the strategy subpath ships).
writeFileSync(new URL("platzee-table.f32", assets), solutionTable(solution));
writeFileSync(
  new URL("platzee-solve.json", assets),
  `${JSON.stringify({ expected: solution.expected, seconds, workers, resumed: resumeFrom !== undefined, node: process.version }, null, 2)}\n`,
);
console.log(`Platzee optimum from an empty sheet: ${solution.expected} (${seconds.toFixed(1)} s, ${workers} workers)`);
