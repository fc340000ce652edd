/**
 * The worker thread of `simulateInWorkers`: a built entry file of its own
 * (dist/simulateWorker.js). It imports the strategy it is named, loads its
 * solution, plays its slice of the run and answers with the slice's totals.
 * It takes the library from the package's own entries, the module instance
 * the strategy's module imports too, so that the solution it loads is read
 * by the same code.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { GameStrategy } from "../strategy/defineStrategy";

/** What the worker is started with: the strategy's module and export, the bot, and its slice of the run. */
export interface SimulateWorkerData {
  readonly module: string;
  readonly name: string;
  readonly bot: "optimal" | "greedy";
  readonly seed: number;
  readonly first: number;
  readonly games: number;
}

/** What the worker sends: games done so far, then its totals; or what went wrong. */
export type SimulateWorkerMessage =
  | { readonly type: "progress"; readonly done: number }
  | { readonly type: "done"; readonly totals: readonly number[] }
  | { readonly type: "error"; readonly message: string };

const task = workerData as SimulateWorkerData;
const progressEvery = 25;

async function run(): Promise<SimulateWorkerMessage> {
  const exported = ((await import(task.module)) as Record<string, unknown>)[task.name] as GameStrategy | undefined;
  if (typeof exported?.load !== "function" || exported.game?.rules === undefined) {
    return { type: "error", message: `${task.module} has no strategy binding named ${task.name}` };
  }
  const { greedyBot } = await import("@dice/core");
  const { cachedOptimalBot, simulate } = await import("@dice/core/strategy");
  const solution = task.bot === "optimal" ? await exported.load() : undefined;
  const rules = exported.game.rules;
  const bot = solution !== undefined ? cachedOptimalBot(solution) : greedyBot(rules);
  const result = simulate(rules, bot, {
    games: task.games,
    seed: task.seed,
    first: task.first,
    onGame: (done) => {
      if (done % progressEvery === 0) parentPort?.postMessage({ type: "progress", done } satisfies SimulateWorkerMessage);
    },
  });
  return { type: "done", totals: result.totals };
}

run().then(
  (message) => parentPort?.postMessage(message),
  (error: unknown) => parentPort?.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) } satisfies SimulateWorkerMessage),
);
