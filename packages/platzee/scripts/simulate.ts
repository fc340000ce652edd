/**
 * Plays seeded solitaire Platzee games with each bot through the engine and
 * reports the mean and standard deviation of the final scores; for the
 * optimal bot, also how far the mean is from the exact expectation in
 * standard errors.
 *
 *   cd packages/platzee && npx tsx --conditions=@dice/source scripts/simulate.ts --games 100000
 *     [--bots greedy,random,optimal] [--first 1] [--processes 1]
 *
 * Game g (g = first, first + 1, …) uses dice seed g, and bot seed g for the
 * random bot. The bots are those of @dice/platzee/strategy (the optimal one
 * reads the shipped table). --processes P shares the seeds among P child
 * processes (the optimal bot solves each turn from the table, ~10–20 ms).
 */
import { fork } from "node:child_process";
import { gameTotals, playGame, type Bot } from "@dice/core";
import { platzee } from "../src/index";
import { platzeeStrategy } from "../src/strategy/index";

const argument = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const games = Number(argument("--games", "100000"));
const first = Number(argument("--first", "1"));
const processes = Number(argument("--processes", "1"));
const names = argument("--bots", "greedy,random").split(",");
const child = process.argv.includes("--child");

interface Sums {
  games: number;
  sum: number;
  sumSquares: number;
}

function play(name: string, from: number, count: number): Sums {
  let makeBot: (seed: number) => Bot;
  if (name === "greedy") {
    const bot = platzeeStrategy.greedyBot();
    makeBot = () => bot;
  } else if (name === "random") makeBot = (seed) => platzeeStrategy.randomBot(seed);
  else if (name === "optimal") {
    const bot = platzeeStrategy.optimalBot();
    makeBot = () => bot;
  } else throw new Error(`simulate: unknown bot '${name}'; expected greedy, random or optimal`);
  const sums: Sums = { games: count, sum: 0, sumSquares: 0 };
  for (let seed = from; seed < from + count; seed++) {
    const total = gameTotals(platzee, playGame(platzee, [makeBot(seed)], seed))[0]?.total ?? 0;
    sums.sum += total;
    sums.sumSquares += total * total;
  }
  return sums;
}

function playShared(name: string): Promise<Sums> {
  if (processes <= 1) return Promise.resolve(play(name, first, games));
  const share = Math.ceil(games / processes);
  const parts = Array.from({ length: processes }, (_, index) => {
    const from = first + index * share;
    const count = Math.max(0, Math.min(share, first + games - from));
    return new Promise<Sums>((resolve, reject) => {
      const worker = fork(new URL(import.meta.url).pathname, ["--child", "--bots", name, "--first", String(from), "--games", String(count)], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
      worker.on("message", (message) => resolve(message as Sums));
      worker.on("error", reject);
      worker.on("exit", (code) => (code === 0 ? undefined : reject(new Error(`simulate: a child process exited with ${code}`))));
    });
  });
  return Promise.all(parts).then((all) => all.reduce((a, b) => ({ games: a.games + b.games, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares })));
}

if (child) {
  process.send?.(play(names[0] as string, first, games));
} else {
  for (const name of names) {
    const started = performance.now();
    const { sum, sumSquares } = await playShared(name);
    const mean = sum / games;
    const deviation = Math.sqrt((sumSquares - games * mean * mean) / (games - 1));
    const standardError = deviation / Math.sqrt(games);
    const seconds = (performance.now() - started) / 1000;
    const exact = name === "optimal" ? platzeeStrategy.info!.expected : undefined;
    const check = exact === undefined ? "" : `, exact ${exact.toFixed(4)}, |mean - exact| = ${(Math.abs(mean - exact) / standardError).toFixed(2)} SE`;
    console.log(
      `${name}: ${games} games (seeds ${first}–${first + games - 1}), mean ${mean.toFixed(3)}, sd ${deviation.toFixed(3)}, SE ${standardError.toFixed(3)}${check} (${seconds.toFixed(1)} s, ${processes} process${processes === 1 ? "" : "es"})`,
    );
  }
}
