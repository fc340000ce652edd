/**
 * How long a win-seeking decision takes, by the boxes the player to move has
 * open: `goalBot(solution, { type: "win" })` (a fresh computation each
 * decision) against `goalBot(solution, { type: "win" }, { turnsLeft })`
 * (laws kept, re-rolls in one pass), on the same states, alternately, in one
 * run. The states are every decision of games between two expected-score
 * bots (seeds 1, 2, …) up to --per states for each count of open boxes up to
 * --max-open. The bounded bot has played every state once before it is
 * timed: its kept laws are those of a long run. Prints one line per count:
 * milliseconds a decision for each and their ratio, then the load.
 *
 *   pnpm --filter @dice/tables goal-bot-speed <yahtzee|platzee> [--max-open 6] [--per 40]
 */
import { loadavg } from "node:os";
import { applyAction, newGame, type GameState } from "@dice/core";
import { cachedOptimalBot, goalBot, type GameStrategy } from "@dice/core/strategy";
import { option, positional } from "../src/arguments";
import { matchGames } from "../src/winAgainstMeanInWorkers";

const game = positional()[0] ?? "";
if (!(game in matchGames)) throw new Error(`goal-bot-speed: name a game (${Object.keys(matchGames).join(", ")}); received '${game}'`);
const source = matchGames[game as keyof typeof matchGames];
const strategy = ((await import(source.module)) as Record<string, GameStrategy>)[source.name] as GameStrategy;
const solution = await strategy.load();
const rules = solution.rules;
const maxOpen = Number(option("max-open", "6"));
const per = Number(option("per", "40"));

const openOf = (state: GameState): number => rules.categories.filter((category) => state.players[state.currentPlayer]?.sheets[0]?.[category.id] === undefined).length;
const states = new Map<number, GameState[]>();
const mean = cachedOptimalBot(solution);
for (let seed = 1; [...Array(maxOpen).keys()].some((index) => (states.get(index + 1)?.length ?? 0) < per); seed++) {
  let state = newGame(rules, { players: ["A", "B"], seed });
  while (!state.finished) {
    const open = openOf(state);
    const list = states.get(open) ?? [];
    if (open <= maxOpen && list.length < per) states.set(open, [...list, state]);
    state = applyAction(rules, state, mean(state));
  }
}
const bounded = goalBot(solution, { type: "win" }, { turnsLeft: maxOpen });
for (const list of states.values()) for (const state of list) bounded(state);
const exact = goalBot(solution, { type: "win" });
const time = (bot: typeof exact, state: GameState): number => {
  const started = performance.now();
  bot(state);
  return performance.now() - started;
};
for (let open = 1; open <= maxOpen; open++) {
  const list = states.get(open) ?? [];
  const totals = { exact: 0, bounded: 0 };
  list.forEach((state, index) => {
    if (index % 2 === 0) {
      totals.exact += time(exact, state);
      totals.bounded += time(bounded, state);
    } else {
      totals.bounded += time(bounded, state);
      totals.exact += time(exact, state);
    }
  });
  const [slow, fast] = [totals.exact / list.length, totals.bounded / list.length];
  console.log(`${game}, ${open} open, ${list.length} decisions: goalBot ${slow.toFixed(2)} ms, with turnsLeft ${fast.toFixed(3)} ms a decision, ratio ${(slow / fast).toFixed(1)}×`);
}
console.log(`load: ${loadavg().map((value) => value.toFixed(2)).join(" ")}`);
