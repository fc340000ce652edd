// Prints the plain closing line CI reads ("N passed, N failed, N skipped")
// from vitest's JSON reporter output.
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? "test-results.json";
let results;
try {
  results = JSON.parse(readFileSync(file, "utf8"));
} catch (error) {
  console.error(`ci-summary: cannot read ${file}: ${error.message}`);
  process.exit(1);
}
const passed = results.numPassedTests ?? 0;
const failed = (results.numFailedTests ?? 0) + (results.numRuntimeErrorTestSuites ?? 0);
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
