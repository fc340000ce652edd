/**
 * Writes one of the files `@dice/poker-dodeca/strategy` ships for Dodeca
 * (tables/dodeca.dsol, tables/dodeca-all-dice.dsol) from the exact tables of
 * that scoring, as `dice solve dodeca [--scoring all-dice] --out FILE` writes
 * them (f64): every value stored to the nearest multiple of the step in
 * @dice/core's compact encoding. Checks each stage's value against the exact
 * ones in the README first. What playing by the written file costs is worked
 * out by evaluate-table.ts.
 *
 *   pnpm run build
 *   node packages/cli/dist/bin.js solve dodeca --out /tmp/dodeca.dsol
 *   pnpm --filter @dice/tables build-dodeca-table combination /tmp/dodeca.dsol packages/poker-dodeca/tables/dodeca.dsol [step, 0.25 or 1/4] [levels: all, odd or even]
 *
 * The shipped files: combination at step 1/2, all-dice at step 3/8, the
 * odd levels stored (levels "odd": the sheets with an odd number of items
 * filled; the others are worked out when read), the steps whose exact loss,
 * by evaluate-table.ts, is within the 0.1 point allowed.
 *
 * Prints the size, the size deflated again (what the npm tarball's gzip
 * leaves), and the time.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { encodeSolution, loadSolutionSync } from "@dice/core/strategy";
import { dodecaRules } from "@dice/poker-dodeca";
import { readLevels, readStep } from "../src/arguments";
import { givenPath, shippedGames } from "../src/rulesSource";

const [scoring = "combination", exactFile = "", outArg = "", stepArg = "0.25", levelsArg = "all"] = process.argv.slice(2);
if (exactFile === "" || outArg === "") throw new Error("build-dodeca-table: name the exact file (dice solve dodeca --out FILE) and the file to write");
const [file, out] = [givenPath(exactFile), givenPath(outArg)];
// The step as a decimal or a fraction ("11/32"), read as `dice solve --step` reads it.
const step = readStep(stepArg);
const levels = readLevels(levelsArg);
const allDice = scoring === "all-dice";
const rules = dodecaRules({ mainScoring: allDice ? "all-dice" : "combination" });
// The exact stage values (README, "Exact values").
const exactStages = shippedGames[allDice ? "dodeca-all-dice" : "dodeca"].exactStages;
const exact = loadSolutionSync(rules, file);
exact.stages.forEach((stage, index) => {
  if (Math.abs(stage.expected - (exactStages[index] as number)) > 5e-7) {
    throw new Error(`build-dodeca-table: stage ${index + 1} of ${file} is worth ${stage.expected}; the README's exact value is ${exactStages[index]}`);
  }
});
const started = performance.now();
const bytes = encodeSolution(exact, { encoding: "compact", step, levels });
writeFileSync(out, bytes);
console.log(
  JSON.stringify({
    rules: rules.id,
    step,
    bytes: bytes.length,
    gzipped: gzipSync(bytes).length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    seconds: (performance.now() - started) / 1000,
  }),
);
