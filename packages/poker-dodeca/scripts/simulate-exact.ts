/**
 * Plays seeded solitaire games with @dice/core's optimal bot on an exact
 * solution read from a table file (as written by `dice solve <game> --out
 * FILE`), through core's engine, and compares the mean final score with the
 * file's exact expectation.
 *
 *   dice solve dodeca --out dodeca.dsol
 *   cd packages/poker-dodeca
 *   npx tsx scripts/simulate-exact.ts <poker|dodeca> <combination|all-dice> <file> [--games 100000] [--first 0]
 *
 * Prints one JSON line: games, seeds, mean, standard deviation, standard
 * error, the exact value and how many standard errors the mean is from it;
 * with the sum and sum of squares, so that runs over disjoint seeds combine.
 */
import { gameTotals, playGame } from "@dice/core";
import { loadSolutionSync, optimalBot } from "@dice/core/strategy";
import { resolve } from "node:path";
import { dodecaRules, pokerRules } from "@dice/poker-dodeca";

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const [game = "dodeca", scoring = "combination", file = ""] = args.filter((arg, index) => !arg.startsWith("--") && !(args[index - 1] ?? "").startsWith("--"));
if (file === "") throw new Error("simulate-exact: name the table file written by `dice solve <game> --out FILE`");
const options = { mainScoring: scoring === "all-dice" ? ("all-dice" as const) : ("combination" as const) };
const rules = game === "poker" ? pokerRules(options) : dodecaRules(options);
const solution = loadSolutionSync(rules, resolve(file));
const games = Number(flag("--games", "100000"));
const first = Number(flag("--first", "0"));
const bot = optimalBot(solution);
let sum = 0;
let sumOfSquares = 0;
const started = performance.now();
for (let seed = first; seed < first + games; seed++) {
  const total = (gameTotals(rules, playGame(rules, [bot], seed))[0] as { total: number }).total;
  sum += total;
  sumOfSquares += total * total;
}
const mean = sum / games;
const sd = Math.sqrt((sumOfSquares - games * mean * mean) / (games - 1));
const se = sd / Math.sqrt(games);
console.log(
  JSON.stringify({ rules: rules.id, games, seeds: [first, first + games - 1], mean, sd, se, exact: solution.expected, standardErrorsFromExact: (mean - solution.expected) / se, sum, sumOfSquares, seconds: (performance.now() - started) / 1000 }),
);
