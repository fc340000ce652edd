/**
 * What a new Node process pays to use the shipped strategy: import the built
 * `@dice/platzee/strategy`, `await platzeeSolution()` (read the table file,
 * check and decode it, compile the solver's model of Platzee), then the first
 * advice. Each run is a fresh process (cold JIT, nothing cached); prints each
 * run and the median. Build first (pnpm run build).
 *
 *   cd packages/platzee && npx tsx scripts/load-time.ts [--runs 7]
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const index = process.argv.indexOf("--runs");
const runs = index === -1 ? 7 : Number(process.argv[index + 1]);
const program = `
const started = performance.now();
const { advisePlatzee, platzeeSolution } = await import("@dice/platzee/strategy");
const { platzeeEngine } = await import("@dice/platzee");
const imported = performance.now();
await platzeeSolution();
const loaded = performance.now();
const state = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 6, 8, 12] });
const before = performance.now();
advisePlatzee(state);
const advised = performance.now();
process.stdout.write(JSON.stringify({ import: imported - started, load: loaded - imported, firstAdvice: advised - before }));
`;
const cwd = fileURLToPath(new URL("..", import.meta.url));
const results: { import: number; load: number; firstAdvice: number }[] = [];
for (let run = 0; run < runs; run++) {
  const result = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", program], { cwd, encoding: "utf8" })) as (typeof results)[number];
  results.push(result);
  console.log(`run ${run + 1}: import ${result.import.toFixed(1)} ms, load ${result.load.toFixed(1)} ms, first advice ${result.firstAdvice.toFixed(1)} ms`);
}
const median = (key: keyof (typeof results)[number]) => [...results.map((result) => result[key])].sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
console.log(`median of ${runs}: import ${median("import").toFixed(1)} ms, load ${median("load").toFixed(1)} ms, first advice ${median("firstAdvice").toFixed(1)} ms`);
