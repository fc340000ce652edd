/**
 * How long the exact law of the final score takes from a position with few
 * categories open: the expected-score bot plays one player's game (seed
 * --seed) until the given stage (1, 2 or 3) has at most --open categories
 * open at a turn's start, then `finalScoreLaw` works out the law from there
 * on this thread (the later stages' laws from empty sheets convolved in), or
 * `finalScoreLawInWorkers` on --workers threads. Prints the stage, the
 * categories open, the seconds, the law's mean, and the load. With
 * --repeat N the law is worked out N times from the same state and each
 * time printed: the first call on this thread also builds the stage's data
 * for the law (kept per solution), the later ones reuse it.
 *
 *   pnpm --filter @dice/tables law-speed <platzee|poker|dodeca|yahtzee> [--stage 1] [--open 9] [--seed 5] [--workers 0] [--repeat 1]
 *
 * Dodeca's first stage needs the declared stage's law from an empty sheet
 * (18 items to declare): this script will run for hours there.
 */
import { loadavg } from "node:os";
import { applyAction, classicYahtzeeGame, type Game, type GameState } from "@dice/core";
import { finalScoreLawInWorkers } from "@dice/core/node";
import { cachedOptimalBot, finalScoreLaw, type GameSolution } from "@dice/core/strategy";
import { platzeeGame } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { dodecaGame, pokerGame } from "@dice/poker-dodeca";
import { dodecaStrategy, pokerStrategy } from "@dice/poker-dodeca/strategy";
import { option, positional } from "../src/arguments";
import { classicYahtzeeStrategy } from "../src/classicYahtzeeStrategy";

/** Each game: its rules and engine, its strategy, and where a worker thread imports that strategy from. */
const games: Record<string, { game: Game; load: () => Promise<GameSolution>; module: string; name: string }> = {
  platzee: { game: platzeeGame, load: () => platzeeStrategy.load(), module: import.meta.resolve("@dice/platzee/strategy"), name: "platzeeStrategy" },
  poker: { game: pokerGame, load: () => pokerStrategy.load(), module: import.meta.resolve("@dice/poker-dodeca/strategy"), name: "pokerStrategy" },
  dodeca: { game: dodecaGame, load: () => dodecaStrategy.load(), module: import.meta.resolve("@dice/poker-dodeca/strategy"), name: "dodecaStrategy" },
  yahtzee: { game: classicYahtzeeGame, load: () => classicYahtzeeStrategy.load(), module: new URL("../src/classicYahtzeeStrategy.ts", import.meta.url).href, name: "classicYahtzeeStrategy" },
};

const entry = games[positional()[0] ?? ""];
if (entry === undefined) throw new Error(`law-speed: name a game (${Object.keys(games).join(", ")})`);
const rules = entry.game.rules;
const stage = Number(option("stage", "1")) - 1;
const open = Number(option("open", "9"));
const seed = Number(option("seed", "5"));
const workers = Number(option("workers", "0"));
const repeat = Number(option("repeat", "1"));
if (!(Number.isInteger(stage) && stage >= 0 && stage < rules.stages.length)) throw new Error(`--stage must be 1 to ${rules.stages.length}`);
if (!(Number.isInteger(open) && open >= 1 && open <= rules.categories.length)) throw new Error(`--open must be an integer from 1 to ${rules.categories.length}`);
if (!(Number.isSafeInteger(seed) && Number.isSafeInteger(workers) && workers >= 0)) throw new Error("--seed must be an integer and --workers an integer 0 or more");
if (!(Number.isSafeInteger(repeat) && repeat >= 1)) throw new Error("--repeat must be an integer 1 or more");
const solution = await entry.load();
const bot = cachedOptimalBot(solution);
const openIn = (state: GameState): number => rules.categories.length - Object.keys(state.players[0]?.sheets[state.stage] ?? {}).length;
let state = entry.game.engine.newGame({ players: ["Ada"], seed });
while (!(state.stage === stage && openIn(state) <= open && state.dice === null)) state = applyAction(rules, state, bot(state));
const where = workers === 0 ? "this thread" : `${workers} worker thread${workers === 1 ? "" : "s"}`;
for (let call = 0; call < repeat; call++) {
  const started = performance.now();
  const law = workers === 0 ? finalScoreLaw(solution, state) : await finalScoreLawInWorkers({ module: entry.module, name: entry.name }, state, { workers });
  const seconds = (performance.now() - started) / 1000;
  console.log(`stage ${stage + 1}, ${openIn(state)} open, ${where}: the law in ${seconds.toFixed(2)} s, mean ${law.mean.toFixed(9)}; load ${loadavg().map((value) => value.toFixed(2)).join(", ")}`);
}
