/**
 * The win-seeking bot against the expected-score bot: two-player games, the
 * seats alternated (the win-seeker first in the even games), ties counted
 * half a win; its win rate with the standard error, from each seat too.
 * The win-seeker is `goalBot(solution, { type: "win" }, { turnsLeft })`:
 * it plays for the win (exact chance) in its last `turnsLeft` turns and
 * the expected-score move before. Game i is dealt from seed + i, so a run
 * is reproducible and can be played in parts (--first).
 *
 *   pnpm --filter @dice/tables win-against-mean <yahtzee|platzee> [--games 100000] [--seed 1] [--first 0] [--turns-left 3] [--workers 2]
 *   pnpm --filter @dice/tables win-against-mean --strategy <module>#<export> ...
 *
 * Prints the tally so far now and then, then one JSON line: the games, the
 * rate, its standard error, how many standard errors above one half, each
 * seat's, the tallies, the seconds and the load.
 */
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { option, positional } from "../src/arguments";
import { givenPath } from "../src/rulesSource";
import { summarizeMatch, type MatchTally } from "../src/winAgainstMean";
import { matchGames as games, winAgainstMeanInWorkers, type StrategySource } from "../src/winAgainstMeanInWorkers";


const named = option("strategy");
let strategy: StrategySource;
if (named === undefined) {
  const game = positional()[0] ?? "";
  if (!(game in games)) throw new Error(`win-against-mean: name a game (${Object.keys(games).join(", ")}) or --strategy <module>#<export>; received '${game}'`);
  strategy = games[game as keyof typeof games];
} else {
  const [module = "", name = ""] = named.split("#");
  strategy = { module: module.startsWith(".") || module.startsWith("/") ? pathToFileURL(givenPath(module)).href : module, name };
}
const count = Number(option("games", "100000"));
const seed = Number(option("seed", "1"));
const first = Number(option("first", "0"));
const turnsLeft = Number(option("turns-left", "3"));
const workers = Number(option("workers", "2"));
if (![count, seed, first, turnsLeft, workers].every(Number.isSafeInteger) || count < 1 || first < 0 || turnsLeft < 1 || workers < 1) {
  throw new Error("win-against-mean: --games, --turns-left and --workers must be integers 1 or more, --seed an integer, --first 0 or more");
}

const started = performance.now();
const seconds = (): number => Number(((performance.now() - started) / 1000).toFixed(1));
const line = (done: number, tally: MatchTally): string => {
  const summary = summarizeMatch(tally);
  return `${done} games, ${seconds()} s: win rate ${summary.rate.toFixed(4)} ± ${summary.standardError.toFixed(4)}, tally ${JSON.stringify(tally)}`;
};
let reported = 0;
const tally = await winAgainstMeanInWorkers(strategy, {
  games: count,
  seed,
  first,
  turnsLeft,
  workers,
  onProgress: (done, sofar) => {
    if (done - reported < Math.max(100, count / 100)) return;
    reported = done;
    console.error(line(done, sofar));
  },
});
const summary = summarizeMatch(tally);
console.log(JSON.stringify({ strategy, seed, first, turnsLeft, workers, ...summary, tally, seconds: seconds(), load: loadavg().map((value) => Number(value.toFixed(2))) }));
