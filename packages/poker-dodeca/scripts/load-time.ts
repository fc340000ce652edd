/**
 * What a new Node process pays to use each shipped strategy: import the built
 * `@dice/poker-dodeca/strategy`, `await pokerSolution()` / `await
 * dodecaSolution(…)` (read the table file, check it, compile the solver's
 * model of the game), then the first advice (an empty sheet after a roll:
 * Dodeca decodes the blocks of the table it reads), then the advice of every
 * turn of one game played by the optimal bot, and the memory the process
 * holds at the end (RSS, against the same process before loading). Each run
 * is a fresh process (cold JIT, nothing cached); prints each run and the
 * medians. Build first (pnpm run build).
 *
 *   cd packages/poker-dodeca && npx tsx scripts/load-time.ts [--runs 5]
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const index = process.argv.indexOf("--runs");
const runs = index === -1 ? 5 : Number(process.argv[index + 1]);
const variants = [
  { name: "Poker", load: "pokerSolution()", engine: "pokerEngine", roll: "[6, 6, 2, 3, 4]", advise: "advisePoker" },
  { name: "Dodeca", load: "dodecaSolution()", engine: "dodecaEngine", roll: "[12, 7, 3, 3]", advise: "adviseDodeca" },
  { name: "Dodeca all-dice", load: 'dodecaSolution({ mainScoring: "all-dice" })', engine: 'createEngine(dodecaRules({ mainScoring: "all-dice" }))', roll: "[12, 7, 3, 3]", advise: "adviseDodeca" },
];
const program = (variant: (typeof variants)[number]): string => `
const started = performance.now();
const strategy = await import("@dice/poker-dodeca/strategy");
const { createEngine } = await import("@dice/core");
const { pokerEngine, dodecaEngine, dodecaRules } = await import("@dice/poker-dodeca");
const imported = performance.now();
const rss = process.memoryUsage().rss;
const solution = await strategy.${variant.load};
const loaded = performance.now();
const engine = ${variant.engine};
let state = engine.applyAction(engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: ${variant.roll} });
const before = performance.now();
strategy.${variant.advise}(state, solution);
const advised = performance.now();
// One whole game by the advice, each turn's first advice timed.
const turns = [];
state = engine.newGame({ players: ["Ada"], seed: 2 });
while (!state.finished) {
  if (state.dice === null && state.declared === null) {
    const begin = performance.now();
    state = engine.applyAction(state, { type: "roll" });
    strategy.${variant.advise}(state, solution);
    turns.push(performance.now() - begin);
  }
  const best = strategy.${variant.advise}(state, solution).best;
  state = engine.applyAction(state, best.type === "roll" ? { type: "roll", hold: [...best.hold] } : best.type === "fill" ? { type: "fill", category: best.category } : { type: "declare", category: best.category });
}
turns.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ import: imported - started, load: loaded - imported, firstAdvice: advised - before, turnMedian: turns[turns.length >> 1], turnMax: turns.at(-1), rssMB: (process.memoryUsage().rss - rss) / 1e6 }));
`;
const cwd = fileURLToPath(new URL("..", import.meta.url));
type Result = { import: number; load: number; firstAdvice: number; turnMedian: number; turnMax: number; rssMB: number };
for (const variant of variants) {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) {
    const result = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", program(variant)], { cwd, encoding: "utf8" })) as Result;
    results.push(result);
    console.log(`${variant.name} run ${run + 1}: ${Object.entries(result).map(([key, value]) => `${key} ${value.toFixed(1)}`).join(", ")}`);
  }
  const median = (key: keyof Result): string => ([...results.map((result) => result[key])].sort((a, b) => a - b)[Math.floor(runs / 2)] as number).toFixed(1);
  console.log(
    `${variant.name}, median of ${runs}: import ${median("import")} ms, load ${median("load")} ms, first advice ${median("firstAdvice")} ms, ` +
      `a turn's first advice ${median("turnMedian")} ms (slowest ${median("turnMax")} ms), RSS added ${median("rssMB")} MB`,
  );
}
