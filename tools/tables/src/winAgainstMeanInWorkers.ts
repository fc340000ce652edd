import { addTallies, emptyTally, type MatchTally } from "./winAgainstMean";
import type { MatchMessage, MatchTask } from "./winAgainstMeanWorker";
import { startTsxWorker } from "./tsxWorker";

/** Where the worker threads find a game's strategy: a module (package name or file URL) and the name of its `defineStrategy` binding. */
export interface StrategySource {
  readonly module: string;
  readonly name: string;
}

/** The games the scripts play by name: classic Yahtzee (solved on first use) and Platzee (its shipped table). */
export const matchGames = {
  yahtzee: { module: new URL("./classicYahtzeeStrategy.ts", import.meta.url).href, name: "classicYahtzeeStrategy" },
  platzee: { module: "@dice/platzee/strategy", name: "platzeeStrategy" },
} as const satisfies Record<string, StrategySource>;

/** Options of {@link winAgainstMeanInWorkers}. */
export interface MatchOptions {
  readonly games: number;
  readonly seed: number;
  /** The first game's index (default 0): a run in parts plays the games of one run. */
  readonly first?: number;
  /** The win-seeking bot plays for the win in its last this many turns (`goalBot`'s `turnsLeft`). */
  readonly turnsLeft: number;
  /** How many worker threads, each a contiguous slice of the games (default 2). */
  readonly workers?: number;
  /** Called now and then with how many games all threads have played and their tally. */
  readonly onProgress?: (games: number, tally: MatchTally) => void;
}

/**
 * `playMatch` on worker threads: the games split into one contiguous slice
 * per thread, each thread with its own bots (and their kept laws); the
 * tallies added up. Game i is the same game whichever thread plays it.
 */
export async function winAgainstMeanInWorkers(strategy: StrategySource, options: MatchOptions): Promise<MatchTally> {
  const first = options.first ?? 0;
  const threads = Math.max(1, Math.min(options.workers ?? 2, options.games));
  const progress = Array.from({ length: threads }, () => ({ games: 0, tally: emptyTally() }));
  const report = (): void => {
    options.onProgress?.(
      progress.reduce((sum, part) => sum + part.games, 0),
      progress.reduce((sum, part) => addTallies(sum, part.tally), emptyTally()),
    );
  };
  const slices = Array.from({ length: threads }, (_, thread) => {
    const from = Math.floor((options.games * thread) / threads);
    const to = Math.floor((options.games * (thread + 1)) / threads);
    const task: MatchTask = { ...strategy, seed: options.seed, first: first + from, games: to - from, turnsLeft: options.turnsLeft, every: 50 };
    return playSlice(task, (message) => {
      progress[thread] = message;
      report();
    });
  });
  return (await Promise.all(slices)).reduce(addTallies, emptyTally());
}

/** Runs one slice on a new worker thread: src/winAgainstMeanWorker.ts, through tsx. */
function playSlice(task: MatchTask, onMessage: (message: MatchMessage) => void): Promise<MatchTally> {
  const worker = startTsxWorker(new URL("./winAgainstMeanWorker.ts", import.meta.url), task);
  return new Promise<MatchTally>((resolve, reject) => {
    worker.on("message", (message: MatchMessage) => {
      onMessage(message);
      if (!message.done) return;
      resolve(message.tally);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the worker playing games ${task.first} to ${task.first + task.games - 1} stopped (exit code ${code}) before answering`)));
  });
}
