/**
 * Poker's stage solves (the row kernel) and a Platzee sub-game of its first
 * 8 categories (the per-state kernel of distinct dice) in one thread, this tree's build against another
 * checkout's build (e.g. main's, made with `git worktree add /tmp/base main`
 * and `pnpm run build` there), alternating in one process; prints the CPU
 * time of each (min and median over the rounds) and their ratio. Both trees
 * must be built (`pnpm run build`).
 *
 *   cd packages/core && npx tsx scripts/compare-solve.ts /tmp/base [rounds]
 */
import { fileURLToPath } from "node:url";

interface Build {
  solveGame: (rules: object) => { expected: number };
  games: Array<[string, object]>;
}

const baseline = process.argv[2];
if (baseline === undefined) throw new Error("usage: compare-solve.ts <baseline checkout> [rounds]");
const rounds = Number(process.argv[3] ?? 5);
const here = fileURLToPath(new URL("../../..", import.meta.url));
const load = async (root: string): Promise<Build> => {
  const poker = (await import(`${root}/packages/poker-dodeca/dist/index.js`)).pokerRules();
  const { platzee } = await import(`${root}/packages/platzee/dist/index.js`);
  return {
    solveGame: (await import(`${root}/packages/core/dist/strategy.js`)).solveGame,
    games: [
      ...poker.stages.map((stage: { policy: string }) => [`Poker ${stage.policy}`, { ...poker, stages: [stage] }] as [string, object]),
      ["Platzee, first 8 categories", { ...platzee, categories: platzee.categories.slice(0, 8) }],
    ],
  };
};
const builds: Record<string, Build> = { baseline: await load(baseline), "this tree": await load(here) };
const times = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  // Alternate which build goes first, so neither always runs on a warmer or cooler machine.
  for (const name of round % 2 === 0 ? ["baseline", "this tree"] : ["this tree", "baseline"]) {
    const { solveGame, games } = builds[name] as Build;
    for (const [game, rules] of games) {
      const started = process.cpuUsage();
      const solution = solveGame(rules);
      const used = process.cpuUsage(started);
      const key = `${name}|${game}`;
      times.set(key, [...(times.get(key) ?? []), (used.user + used.system) / 1000]);
      if (round === 0) console.log(`${name}, ${game}: ${solution.expected.toFixed(9)}`);
    }
  }
}
const min = (key: string): number => Math.min(...(times.get(key) as number[]));
const median = (key: string): number => {
  const sorted = [...(times.get(key) as number[])].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
for (const [game] of (builds.baseline as Build).games) {
  const [a, b] = [`baseline|${game}`, `this tree|${game}`];
  console.log(
    `${game}: baseline ${min(a).toFixed(0)} ms min / ${median(a).toFixed(0)} median; this tree ${min(b).toFixed(0)} / ${median(b).toFixed(0)}; ratio ${(min(b) / min(a)).toFixed(3)} (min), ${(median(b) / median(a)).toFixed(3)} (median)`,
  );
}
