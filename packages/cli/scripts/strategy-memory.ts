/**
 * Memory and time of loading every strategy in one process, as a chat bot
 * hosting every game would: the resident set size (RSS) added by each
 * strategy of the CLI's games (`games`) once loaded (its table read, or the
 * game solved) and first used, and the time to its first advice. Runs on the
 * built packages in a fresh process.
 *
 *   pnpm run build && cd packages/cli && node --expose-gc --import tsx scripts/strategy-memory.ts
 */
import { games } from "@dice/cli";

const megabytes = (bytes: number): string => (bytes / 2 ** 20).toFixed(1);
const settle = async (): Promise<number> => {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return process.memoryUsage().rss;
};
const start = await settle();
let before = start;
const rows: string[] = [];
for (const { game, strategy } of games) {
  if (strategy === undefined) continue;
  const begin = performance.now();
  await strategy.load();
  strategy.adviseTurn(game.engine.applyAction(game.engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll" }));
  const milliseconds = performance.now() - begin;
  const after = await settle();
  rows.push(`${game.name}: +${megabytes(after - before)} MB RSS, first advice after ${milliseconds.toFixed(0)} ms`);
  before = after;
}
console.log(rows.join("\n"));
console.log(`all of them: +${megabytes(before - start)} MB RSS (target: at most 150 MB)`);
