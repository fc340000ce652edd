/**
 * Turns the solver's table into the file that `@dice/platzee/strategy`
 * ships: tables/platzee.dsol, in @dice/core's solution format (f32: the
 * float32 values bit for bit), beside the package's code and reachable through
 * its `exports` ("@dice/platzee/tables/platzee.dsol").
 *
 *   pnpm --filter @dice/tables build-platzee-table [--table FILE.f32] [--meta FILE.json] [--out FILE.dsol]
 *
 * Reads packages/platzee/assets/platzee-table.f32 (little-endian float32,
 * one per reachable state in core's solutionTable order) and
 * packages/platzee/assets/platzee-solve.json (both written by
 * solve-platzee.ts), checks the table (length, finite values,
 * expected score against the solve's), writes the file, reads it back with
 * loadSolution and checks that it holds the same float32 values. Prints the
 * figures the package's tests compare with the file.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { encodeSolution, loadSolution, solutionFromTable, solutionTable } from "@dice/core/strategy";
import { platzee } from "@dice/platzee";
import { option } from "../src/arguments";
import { givenPath, packageFile } from "../src/rulesSource";

const tableFile = givenPath(option("table", packageFile("platzee", "assets/platzee-table.f32")));
const metaFile = givenPath(option("meta", packageFile("platzee", "assets/platzee-solve.json")));
const output = givenPath(option("out", packageFile("platzee", "tables/platzee.dsol")));

const bytes = readFileSync(tableFile);
const meta = JSON.parse(readFileSync(metaFile, "utf8")) as { expected: number; seconds: number; workers: number };
if (typeof meta.expected !== "number" || !Number.isFinite(meta.expected)) throw new Error(`build-platzee-table: ${metaFile} has no finite 'expected'`);
// Float32Array reads the platform's byte order; the solver's file is little-endian.
const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const table = new Float32Array(bytes.byteLength / 4);
for (let index = 0; index < table.length; index++) table[index] = view.getFloat32(index * 4, true);
const solution = solutionFromTable(platzee, table); // checks the length and that every value is finite
if (Math.abs(solution.expected - meta.expected) > 1e-4) {
  throw new Error(`build-platzee-table: the table's empty-sheet value ${solution.expected} differs from the solve's ${meta.expected}`);
}
const file = encodeSolution(solution, { encoding: "f32" });
const reread = solutionTable(loadSolution(platzee, file));
if (reread.length !== table.length || reread.some((value, index) => !Object.is(value, table[index]))) {
  throw new Error("build-platzee-table: the written file does not read back to the same float32 values");
}
writeFileSync(output, file);
const sha256 = createHash("sha256").update(bytes).digest("hex");
console.log(
  `wrote ${output}: ${file.length} bytes, ${table.length} states (f32); ` +
    `SHA-256 of the float32 values ${sha256}; expected score ${meta.expected}`,
);
