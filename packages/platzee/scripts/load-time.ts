/**
 * What a new Node process pays to use the shipped strategy: import the built
 * `@dice/platzee/strategy`, `await platzeeStrategy.load()` (read the table file,
 * check and decode it, compile the solver's model of Platzee), then the first
 * advice. Each run is a fresh process (cold JIT, nothing cached); prints each
 * run and the medians. Build first (pnpm run build).
 *
 * With `--against DIR` (another checkout's built `packages/platzee`, e.g. a
 * worktree of main), the runs alternate between the two packages, and the
 * ratio of their medians is printed: on a shared machine that ratio, taken in
 * one run, is the figure to quote. On Linux each load also reports the main
 * thread's CPU time (from /proc), which other processes disturb less than the
 * wall time.
 *
 *   cd packages/platzee && npx tsx scripts/load-time.ts [--runs 7] [--against DIR]
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const runs = Number(option("--runs") ?? 7);
const against = option("--against");
const program = `
const { existsSync, readFileSync } = await import("node:fs");
const schedstat = "/proc/self/task/" + process.pid + "/schedstat";
const mainThread = () => (existsSync(schedstat) ? Number(readFileSync(schedstat, "utf8").split(" ")[0]) / 1e6 : Number.NaN);
const started = performance.now();
const { platzeeStrategy } = await import("@dice/platzee/strategy");
const { platzeeEngine } = await import("@dice/platzee");
const imported = performance.now();
const cpu = mainThread();
await platzeeStrategy.load();
const loaded = performance.now();
const loadCpu = mainThread() - cpu;
const state = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 6, 8, 12] });
const before = performance.now();
platzeeStrategy.adviseTurn(state);
const advised = performance.now();
process.stdout.write(JSON.stringify({ import: imported - started, load: loaded - imported, loadCpu, firstAdvice: advised - before }));
`;
type Result = { import: number; load: number; loadCpu: number; firstAdvice: number };
const packages = [{ name: "this package", cwd: fileURLToPath(new URL("..", import.meta.url)) }, ...(against === undefined ? [] : [{ name: against, cwd: against }])];
const results = packages.map((): Result[] => []);
const loadBefore = loadavg()[0] as number;
for (let run = 0; run < runs; run++) {
  // Alternate which package goes first, so that neither always runs right after the other.
  const order = run % 2 === 0 ? packages.keys() : [...packages.keys()].reverse();
  for (const which of order) {
    const result = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", program], { cwd: packages[which]?.cwd, encoding: "utf8" })) as Result;
    results[which]?.push(result);
    console.log(
      `run ${run + 1}, ${packages[which]?.name}: import ${result.import.toFixed(1)} ms, load ${result.load.toFixed(1)} ms (main thread ${result.loadCpu.toFixed(1)} ms CPU), first advice ${result.firstAdvice.toFixed(1)} ms`,
    );
  }
}
const median = (list: readonly Result[], key: keyof Result): number => [...list.map((result) => result[key])].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;
results.forEach((list, which) => {
  console.log(
    `median of ${runs}, ${packages[which]?.name}: import ${median(list, "import").toFixed(1)} ms, load ${median(list, "load").toFixed(1)} ms (main thread ${median(list, "loadCpu").toFixed(1)} ms CPU), first advice ${median(list, "firstAdvice").toFixed(1)} ms`,
  );
});
if (against !== undefined) {
  const [mine, theirs] = results as [Result[], Result[]];
  const ratio = (key: keyof Result) => (median(mine, key) / median(theirs, key)).toFixed(2);
  console.log(`this package / ${against}: load ${ratio("load")}, main-thread CPU of the load ${ratio("loadCpu")}, first advice ${ratio("firstAdvice")}`);
}
console.log(`load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] as number).toFixed(2)} after`);
