/**
 * What a new Node process pays to use each shipped strategy: import the built
 * `@dice/poker-dodeca/strategy`, `await pokerStrategy.load()` / `await
 * dodecaStrategy.load()` (read the table file, check it, compile the solver's
 * model of the game), then the first advice (an empty sheet after a roll:
 * Dodeca decodes the blocks of the table it reads), then the advice of every
 * turn of one game played by the optimal bot, and the memory the process
 * holds at the end (RSS, against the same process before loading). Each run
 * is a fresh process (cold JIT, nothing cached); prints each run and the
 * medians. Build first (pnpm run build).
 *
 * With `--against DIR` (another checkout's built `packages/poker-dodeca`,
 * e.g. a worktree of the code before a change), the runs alternate between
 * the two packages, and the ratios of their medians are printed: on a shared
 * machine those ratios, taken in one run, are the figures to quote.
 *
 *   cd packages/poker-dodeca && npx tsx scripts/load-time.ts [--runs 5] [--against DIR]
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const runs = Number(option("--runs") ?? 5);
const against = option("--against");
const variants = [
  { name: "Poker", load: "pokerStrategy.load()", engine: "pokerEngine", roll: "[6, 6, 2, 3, 4]", advise: "pokerStrategy.adviseTurn" },
  { name: "Dodeca", load: "dodecaStrategy.load()", engine: "dodecaEngine", roll: "[12, 7, 3, 3]", advise: "dodecaStrategy.adviseTurn" },
  { name: "Dodeca all-dice", load: "dodecaAllDiceStrategy.load()", engine: "dodecaAllDiceEngine", roll: "[12, 7, 3, 3]", advise: "dodecaAllDiceStrategy.adviseTurn" },
];
const program = (variant: (typeof variants)[number]): string => `
const started = performance.now();
const strategy = await import("@dice/poker-dodeca/strategy");
const { pokerEngine, dodecaEngine, dodecaAllDiceGame } = await import("@dice/poker-dodeca");
const dodecaAllDiceEngine = dodecaAllDiceGame.engine;
const imported = performance.now();
const rss = process.memoryUsage().rss;
const solution = await strategy.${variant.load};
const loaded = performance.now();
const engine = ${variant.engine};
let state = engine.applyAction(engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: ${variant.roll} });
const before = performance.now();
strategy.${variant.advise}(state);
const advised = performance.now();
// One whole game by the advice, each turn's first advice timed.
const turns = [];
state = engine.newGame({ players: ["Ada"], seed: 2 });
while (!state.finished) {
  if (state.dice === null && state.declared === null) {
    const begin = performance.now();
    state = engine.applyAction(state, { type: "roll" });
    strategy.${variant.advise}(state);
    turns.push(performance.now() - begin);
  }
  const best = strategy.${variant.advise}(state).best;
  state = engine.applyAction(state, best.type === "roll" ? { type: "roll", hold: [...best.hold] } : best.type === "fill" ? { type: "fill", category: best.category } : { type: "declare", category: best.category });
}
turns.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ import: imported - started, load: loaded - imported, firstAdvice: advised - before, turnMedian: turns[turns.length >> 1], turnMax: turns.at(-1), rssMB: (process.memoryUsage().rss - rss) / 1e6 }));
`;
type Result = { import: number; load: number; firstAdvice: number; turnMedian: number; turnMax: number; rssMB: number };
const packages = [{ name: "this package", cwd: fileURLToPath(new URL("..", import.meta.url)) }, ...(against === undefined ? [] : [{ name: against, cwd: against }])];
const loadBefore = loadavg()[0] as number;
for (const variant of variants) {
  const results = packages.map((): Result[] => []);
  for (let run = 0; run < runs; run++) {
    // Alternate which package goes first, so that neither always runs right after the other.
    const order = run % 2 === 0 ? [...packages.keys()] : [...packages.keys()].reverse();
    for (const which of order) {
      const result = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", program(variant)], { cwd: packages[which]?.cwd, encoding: "utf8" })) as Result;
      results[which]?.push(result);
      console.log(`${variant.name} run ${run + 1}${against === undefined ? "" : `, ${packages[which]?.name}`}: ${Object.entries(result).map(([key, value]) => `${key} ${value.toFixed(1)}`).join(", ")}`);
    }
  }
  const median = (list: readonly Result[], key: keyof Result): number => [...list.map((result) => result[key])].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;
  results.forEach((list, which) => {
    console.log(
      `${variant.name}, median of ${runs}${against === undefined ? "" : `, ${packages[which]?.name}`}: import ${median(list, "import").toFixed(1)} ms, load ${median(list, "load").toFixed(1)} ms, ` +
        `first advice ${median(list, "firstAdvice").toFixed(1)} ms, a turn's first advice ${median(list, "turnMedian").toFixed(1)} ms (slowest ${median(list, "turnMax").toFixed(1)} ms), RSS added ${median(list, "rssMB").toFixed(1)} MB`,
    );
  });
  if (against !== undefined) {
    const [mine, theirs] = results as [Result[], Result[]];
    const ratio = (key: keyof Result): string => (median(mine, key) / median(theirs, key)).toFixed(2);
    console.log(`${variant.name}, this package / ${against}: load ${ratio("load")}, first advice ${ratio("firstAdvice")}, a turn's first advice ${ratio("turnMedian")}, RSS added ${ratio("rssMB")}`);
  }
}
console.log(`load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] as number).toFixed(2)} after`);
