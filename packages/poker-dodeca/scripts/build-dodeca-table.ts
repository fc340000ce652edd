/**
 * Writes one of the files `@dice/poker-dodeca/strategy` ships for Dodeca
 * (tables/dodeca.dsol, tables/dodeca-all-dice.dsol) from the exact tables of
 * that scoring, as `dice solve dodeca [--scoring all-dice] --out FILE` writes
 * them (f64): every value stored to the nearest multiple of the step in
 * @dice/core's compact encoding. Checks each stage's value against the exact
 * ones in the README first. What playing by the written file costs is worked
 * out by scripts/evaluate-dodeca-table.ts.
 *
 *   pnpm run build
 *   node packages/cli/dist/bin.js solve dodeca --out /tmp/dodeca.dsol
 *   cd packages/poker-dodeca && npx tsx scripts/build-dodeca-table.ts combination /tmp/dodeca.dsol tables/dodeca.dsol [step, 0.25 or 1/4] [levels: all, odd or even]
 *
 * The shipped files: combination at step 1/2, all-dice at step 3/8, the
 * odd levels stored (levels "odd": the sheets with an odd number of items
 * filled; the others are worked out when read), the steps whose exact loss,
 * by scripts/evaluate-dodeca-table.ts, is within the 0.1 point allowed (the
 * README has the curve).
 *
 * Prints the size, the size deflated again (what the npm tarball's gzip
 * leaves), and the time.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { encodeSolution, loadSolutionSync } from "@dice/core/strategy";
import { dodecaRules } from "@dice/poker-dodeca";
import { parseStep } from "../../cli/src/internal/parseOptions";

const [scoring = "combination", file = "", out = "", stepArg = "0.25", levelsArg = "all"] = process.argv.slice(2);
if (file === "" || out === "") throw new Error("build-dodeca-table: name the exact file (dice solve dodeca --out FILE) and the file to write");
// The step as a decimal or a fraction ("11/32"), read as `dice solve --step` reads it.
const step = parseStep("step", stepArg);
const allDice = scoring === "all-dice";
const rules = dodecaRules({ mainScoring: allDice ? "all-dice" : "combination" });
// The exact stage values (README, "Exact values").
const exactStages = allDice ? [170.203141, 105.129464, -28.477014] : [137.0304, 72.631667, -46.753668];
const exact = loadSolutionSync(rules, file);
exact.stages.forEach((stage, index) => {
  if (Math.abs(stage.expected - (exactStages[index] as number)) > 5e-7) {
    throw new Error(`build-dodeca-table: stage ${index + 1} of ${file} is worth ${stage.expected}; the README's exact value is ${exactStages[index]}`);
  }
});
const started = performance.now();
if (levelsArg !== "all" && levelsArg !== "odd" && levelsArg !== "even") throw new Error(`build-dodeca-table: levels ${levelsArg}; all, odd or even`);
const bytes = encodeSolution(exact, { encoding: "compact", step, levels: levelsArg });
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
