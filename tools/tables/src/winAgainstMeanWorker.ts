/**
 * A worker thread of winAgainstMeanInWorkers: loads the strategy binding it
 * is named, plays its slice of the match (`playMatch`) with a win-seeking
 * bot of its own (its laws kept for all its games) against the
 * expected-score bot, reporting the tally now and then, and answers with
 * the slice's tally.
 */
import { parentPort, workerData } from "node:worker_threads";
import { cachedOptimalBot, goalBot, type GameStrategy } from "@dice/core/strategy";
import { playMatch, type MatchRange, type MatchTally } from "./winAgainstMean";

/** What a worker is started with: where its strategy binding is, the seeker's bound on turns left, its slice. */
export interface MatchTask extends MatchRange {
  readonly module: string;
  readonly name: string;
  readonly turnsLeft: number;
  readonly first: number;
  /** Report the tally every this many games. */
  readonly every: number;
}

/** What a worker sends: the tally so far (done: false) or of its whole slice (done: true). */
export interface MatchMessage {
  readonly done: boolean;
  readonly games: number;
  readonly tally: MatchTally;
}

const task = workerData as MatchTask;
const strategy = ((await import(task.module)) as Record<string, GameStrategy | undefined>)[task.name];
if (strategy === undefined || typeof strategy.load !== "function") throw new Error(`${task.module} has no strategy binding named ${task.name}`);
const solution = await strategy.load();
const seeker = goalBot(solution, { type: "win" }, { turnsLeft: task.turnsLeft });
const tally = playMatch(solution.rules, seeker, cachedOptimalBot(solution), task, (games, sofar) => {
  if (games % task.every === 0 && games < task.games) parentPort?.postMessage({ done: false, games, tally: sofar } satisfies MatchMessage);
});
parentPort?.postMessage({ done: true, games: task.games, tally } satisfies MatchMessage);
