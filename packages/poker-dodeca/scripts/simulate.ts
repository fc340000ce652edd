/**
 * Plays seeded solitaire games through the engine with the optimal, greedy
 * and random bots and prints each bot's mean and standard deviation; for the
 * optimal bot also the strategy's expectation and the distance in standard errors.
 *
 *   cd packages/poker-dodeca
 *   npx tsx --conditions=@dice/source scripts/simulate.ts <poker|dodeca> <combination|all-dice> [games=100000] [bots=optimal,greedy,random]
 *
 * Stage tables come from assets/*.f32 written by scripts/solve.ts (Dodeca
 * stages 1–2: the shipped grids, rounded down); missing exact ones are solved first.
 */
import { existsSync, readFileSync } from "node:fs";
import { gameTotals, greedyBot, playGame, randomBot, type Bot } from "@dice/core";
import { dodecaRules, pokerRules } from "../src/index";
import { optimalBot } from "../src/strategy/optimalBot";
import { solveStrategy } from "../src/strategy/solveStrategy";
import { strategyFromTables, type StageTable } from "../src/strategy/strategyFromTables";

const [game = "poker", scoring = "combination", gamesArg = "100000", botsArg = "optimal,greedy,random"] = process.argv.slice(2);
const options = { mainScoring: scoring === "all-dice" ? ("all-dice" as const) : ("combination" as const) };
const rules = game === "dodeca" ? dodecaRules(options) : pokerRules(options);
const games = Number(gamesArg);
const grids: Record<number, string> = game === "dodeca" ? { 0: "-step24-down", 1: "-step12-down" } : {};

const tables: StageTable[] = rules.stages.map((_, index) => {
  const file = new URL(`../assets/${rules.id}-stage${index + 1}${grids[index] ?? ""}.f32`, import.meta.url);
  if (existsSync(file)) {
    const bytes = readFileSync(file);
    const values = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const step = grids[index] === undefined ? 1 : Number(/step(\d+)/.exec(grids[index])?.[1]);
    return { values, subtotalStep: step, rounding: step === 1 ? "exact" : "down" };
  }
  if (grids[index] !== undefined) throw new Error(`missing ${file.pathname}; run scripts/solve.ts first`);
  const solved = solveStrategy(rules, { stages: [index] }).stages[index]!;
  return { values: solved.values, subtotalStep: 1, rounding: "exact" };
});
const strategy = strategyFromTables(rules, tables);
console.log(JSON.stringify({ rules: rules.id, stages: strategy.stages.map((stage) => stage.expected), expected: strategy.expected, exact: strategy.exact }));

for (const name of botsArg.split(",")) {
  const started = performance.now();
  let sum = 0;
  let squares = 0;
  for (let seed = 0; seed < games; seed++) {
    const bot: Bot = name === "optimal" ? optimalBot(strategy) : name === "greedy" ? greedyBot(rules) : randomBot(rules, 1_000_000 + seed);
    const total = gameTotals(rules, playGame(rules, [bot], seed))[0]!.total;
    sum += total;
    squares += total * total;
  }
  const mean = sum / games;
  const sd = Math.sqrt((squares - games * mean * mean) / (games - 1));
  const se = sd / Math.sqrt(games);
  const seconds = (performance.now() - started) / 1000;
  const versus = name === "optimal" ? { expected: strategy.expected, standardErrors: (mean - strategy.expected) / se } : {};
  console.log(JSON.stringify({ rules: rules.id, bot: name, games, mean, sd, se, ...versus, seconds }));
}
