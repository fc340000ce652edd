import { availableParallelism } from "node:os";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { checkSimulateOptions, summarizeTotals, type SimulateOptions, type SimulationResult } from "../strategy/simulate";
import type { SimulateWorkerData, SimulateWorkerMessage } from "./simulateWorker";
import { runEntryWorker } from "./startEntryWorker";

/**
 * Where the worker threads find a game's strategy: a module (an absolute
 * file URL or path, or a package specifier the worker can resolve) and the
 * name of its export, a binding made by `defineStrategy`.
 *
 * @example
 * ```ts
 * import type { StrategyModule } from "@dice/core/node";
 * const module = import.meta.resolve("@dice/poker-dodeca/strategy");
 * const poker: StrategyModule = { module, name: "pokerStrategy" };
 * module.startsWith("file:"); // => true
 * ```
 * @category Node
 */
export interface StrategyModule {
  /** The module: a `file:` URL (resolve a package's entry with `import.meta.resolve`), or a specifier `@dice/core` itself can resolve. */
  readonly module: string | URL;
  /** The name of the strategy binding the module exports. */
  readonly name: string;
}

/**
 * Options for {@link simulateInWorkers}: those of `simulate`, plus the bot and how many threads.
 *
 * @example
 * ```ts
 * import type { WorkerSimulateOptions } from "@dice/core/node";
 * const options: WorkerSimulateOptions = { games: 10_000, seed: 1, workers: 2 };
 * options.workers; // => 2
 * ```
 * @category Node
 */
export interface WorkerSimulateOptions extends Omit<SimulateOptions, "onGame"> {
  /**
   * The bot: the optimal one (its decisions cached across the games of each thread) or the greedy one.
   * @defaultValue "optimal"
   */
  readonly bot?: "optimal" | "greedy";
  /**
   * How many worker threads (at most one per game).
   * @defaultValue the machine's available parallelism
   */
  readonly workers?: number;
  /** Called now and then with how many games all threads have finished. */
  readonly onProgress?: (done: number) => void;
}


/** Plays one slice in a worker: its totals, reporting progress as it goes. */
function playSlice(data: SimulateWorkerData, onDone: (done: number) => void): Promise<readonly number[]> {
  return runEntryWorker<SimulateWorkerMessage, readonly number[]>("simulateWorker", data, "simulateInWorkers", (message) => {
    if (message.type === "progress") onDone(message.done);
    else if (message.type === "done") return message.totals;
    else throw new DiceError("INVALID_ARGUMENT", `simulateInWorkers: ${message.message}`);
    return undefined;
  });
}

/**
 * `simulate` on worker threads: the games are split into one contiguous
 * slice per thread, each thread loads the strategy and plays its slice with
 * its own cache of decisions, and the totals are put back in game order.
 * Game i is dealt from `simulationGameSeed(seed, i)` whichever thread plays
 * it, so the result is the same for every number of threads and equals
 * `simulate` with the same bot and seed.
 *
 * @param strategy - where the threads find the game's strategy, see {@link StrategyModule}
 * @param options - games, seed, bot and threads, see {@link WorkerSimulateOptions}
 * @returns every total, in game order, and their summary
 * @throws {@link DiceError} (the promise rejects with it) `INVALID_ARGUMENT` for a count or thread count that is not an integer as allowed, or a module without that strategy; `INVALID_SEED` for a seed that is not an integer
 * @example
 * ```ts
 * import { simulateInWorkers } from "@dice/core/node";
 * const module = import.meta.resolve("@dice/poker-dodeca/strategy");
 * const result = await simulateInWorkers({ module, name: "pokerStrategy" }, { games: 20, seed: 1, workers: 2 });
 * result.count; // => 20
 * ```
 * @category Node
 */
export async function simulateInWorkers(strategy: StrategyModule, options: WorkerSimulateOptions): Promise<SimulationResult> {
  const where = "simulateInWorkers";
  checkSimulateOptions(options, where);
  const workers = options.workers ?? availableParallelism();
  if (!Number.isSafeInteger(workers) || workers < 1) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: workers must be an integer 1 or more; received ${describe(workers)}`);
  }
  const bot = options.bot ?? "optimal";
  if (bot !== "optimal" && bot !== "greedy") throw new DiceError("INVALID_ARGUMENT", `${where}: bot must be 'optimal' or 'greedy'; received ${describe(bot)}`);
  const module = strategy.module instanceof URL ? strategy.module.href : strategy.module;
  const first = options.first ?? 0;
  const threads = Math.max(1, Math.min(workers, options.games));
  const done = new Array<number>(threads).fill(0);
  const slices = Array.from({ length: threads }, (_, thread) => {
    const from = Math.floor((options.games * thread) / threads);
    const to = Math.floor((options.games * (thread + 1)) / threads);
    return playSlice({ module, name: strategy.name, bot, seed: options.seed, first: first + from, games: to - from }, (count) => {
      done[thread] = count;
      options.onProgress?.(done.reduce((sum, value) => sum + value, 0));
    });
  });
  const totals = (await Promise.all(slices)).flat();
  return summarizeTotals(totals);
}
