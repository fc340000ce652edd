/**
 * Memory and time of loading the three shipped strategies in one process,
 * as a chat bot hosting every game would: the resident set size (RSS) added
 * by each strategy once loaded and first used, and the time to its first
 * advice. Runs on the built packages in a fresh process.
 *
 *   pnpm run build && cd packages/cli && node --expose-gc --import tsx scripts/strategy-memory.ts
 */
import { platzeeEngine } from "@dice/platzee";
import { advisePlatzee, platzeeSolution } from "@dice/platzee/strategy";
import { dodecaEngine, pokerEngine } from "@dice/poker-dodeca";
import { adviseDodeca, advisePoker, dodecaSolution, pokerSolution } from "@dice/poker-dodeca/strategy";

const megabytes = (bytes: number): string => (bytes / 2 ** 20).toFixed(1);
const settle = async (): Promise<number> => {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return process.memoryUsage().rss;
};
const start = await settle();
let before = start;
const rows: string[] = [];
async function measure(name: string, firstAdvice: () => Promise<unknown>): Promise<void> {
  const begin = performance.now();
  await firstAdvice();
  const seconds = (performance.now() - begin) / 1000;
  const after = await settle();
  rows.push(`${name}: +${megabytes(after - before)} MB RSS, first advice after ${(seconds * 1000).toFixed(0)} ms`);
  before = after;
}
await measure("Platzee", async () => {
  await platzeeSolution();
  return advisePlatzee(platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll" }));
});
await measure("Poker", async () => {
  await pokerSolution();
  return advisePoker(pokerEngine.applyAction(pokerEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll" }));
});
await measure("Dodeca", async () => {
  await dodecaSolution();
  return adviseDodeca(dodecaEngine.applyAction(dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll" }));
});
console.log(rows.join("\n"));
console.log(`all three: +${megabytes(before - start)} MB RSS (target: at most 150 MB)`);
