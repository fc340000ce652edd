/**
 * How long Dodeca's exact law of the final score takes from a position with
 * few items open in its stage: the expected-score bot plays one player's game
 * (seed --seed) until the given stage (1, 2 or 3) has at most --open items
 * open at a turn's start, then `finalScoreLaw` works out the law from there
 * (the later stages' laws from empty sheets convolved in). Prints the stage,
 * the items open, the seconds, the law's mean, and the load.
 *
 *   pnpm --filter @dice/tables dodeca-law-speed --stage 3 --open 9 [--seed 5]
 *
 * The first stage needs the declared stage's law from an empty sheet (18
 * items to declare): this script will run for hours there.
 */
import { loadavg } from "node:os";
import { applyAction, type GameState } from "@dice/core";
import { cachedOptimalBot, finalScoreLaw } from "@dice/core/strategy";
import { dodecaGame } from "@dice/poker-dodeca";
import { dodecaStrategy } from "@dice/poker-dodeca/strategy";
import { option } from "../src/arguments";

const stage = Number(option("stage", "3")) - 1;
const open = Number(option("open", "9"));
const seed = Number(option("seed", "5"));
const rules = dodecaGame.rules;
if (!(Number.isInteger(stage) && stage >= 0 && stage < rules.stages.length)) throw new Error(`--stage must be 1 to ${rules.stages.length}`);
if (!(Number.isInteger(open) && open >= 1 && open <= rules.categories.length)) throw new Error(`--open must be an integer from 1 to ${rules.categories.length}`);
const solution = await dodecaStrategy.load();
const bot = cachedOptimalBot(solution);
const openIn = (state: GameState): number => rules.categories.length - Object.keys(state.players[0]?.sheets[state.stage] ?? {}).length;
let state = dodecaGame.engine.newGame({ players: ["Ada"], seed });
while (!(state.stage === stage && openIn(state) <= open && state.dice === null)) state = applyAction(rules, state, bot(state));
const started = performance.now();
const law = finalScoreLaw(solution, state);
const seconds = (performance.now() - started) / 1000;
console.log(`stage ${stage + 1}, ${openIn(state)} items open: the law in ${seconds.toFixed(2)} s, mean ${law.mean.toFixed(4)}; load ${loadavg().map((value) => value.toFixed(2)).join(", ")}`);
