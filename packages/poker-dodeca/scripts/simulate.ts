/**
 * Plays seeded solitaire games (scripts/fastReferee.ts; the first 200 of each
 * run are replayed through the core engine, which must accept every action and
 * agree on the total) with the optimal, greedy and random bots and prints each bot's mean and standard deviation; for the
 * optimal bot also the strategy's expectation and the distance in standard errors.
 *
 *   cd packages/poker-dodeca
 *   npx tsx --conditions=@dice/source scripts/simulate.ts <poker|dodeca> <combination|all-dice> [games=100000] [bots=optimal,greedy,random] [--stage k] [--first seed]
 *
 * The optimal bot plays the shipped solution (pokerStrategy, dodecaStrategy,
 * dodecaAllDiceStrategy; Poker all-dice is solved on the spot).
 */
import { applyAction, gameTotals, greedyBot, newGame, randomBot, type Bot } from "@dice/core";
import { optimalBot, type GameSolution } from "@dice/core/strategy";
import { dodecaRules, pokerRules } from "../src/index";
import { dodecaAllDiceStrategy, dodecaStrategy, pokerAllDiceStrategy, pokerStrategy } from "../src/strategy/index";
import { playFast } from "./fastReferee";

const args = process.argv.slice(2);
const firstFlag = args.indexOf("--first");
const first = firstFlag === -1 ? 0 : Number(args[firstFlag + 1]);
const stageFlag = args.indexOf("--stage");
const onlyStage = stageFlag === -1 ? undefined : Number(args[stageFlag + 1]) - 1;
const [game = "poker", scoring = "combination", gamesArg = "100000", botsArg = "optimal,greedy,random"] = args.filter((_, index) => ![stageFlag, firstFlag].some((flag) => flag !== -1 && (index === flag || index === flag + 1)));
const options = { mainScoring: scoring === "all-dice" ? ("all-dice" as const) : ("combination" as const) };
const fullRules = game === "dodeca" ? dodecaRules(options) : pokerRules(options);
// --stage k plays that stage alone (a rules object with that one stage).
const rules = onlyStage === undefined ? fullRules : { ...fullRules, stages: [fullRules.stages[onlyStage]!] };
const games = Number(gamesArg);
// The optimal bot plays the shipped solution (Poker combination: values to 1/1024 of a point; Dodeca: values to 1/2
// and 3/8 of a point; odd levels stored, the rest worked out; Poker all-dice: solved now); --stage k plays that
// stage's table alone.
const allDice = options.mainScoring === "all-dice";
const strategy = game === "dodeca" ? (allDice ? dodecaAllDiceStrategy : dodecaStrategy) : allDice ? pokerAllDiceStrategy : pokerStrategy;
const shipped = strategy.loadSync();
const solution: GameSolution =
  onlyStage === undefined ? shipped : { rules, stages: [shipped.stages[onlyStage]!], expected: shipped.stages[onlyStage]!.expected };
console.log(JSON.stringify({ rules: rules.id, stages: solution.stages.map((stage) => stage.expected), expected: solution.expected }));

for (const name of botsArg.split(",")) {
  const started = performance.now();
  let sum = 0;
  let squares = 0;
  const stageSums = rules.stages.map(() => 0);
  for (let seed = first; seed < first + games; seed++) {
    const bot: Bot = name === "optimal" ? optimalBot(solution) : name === "greedy" ? greedyBot(rules) : randomBot(rules, 1_000_000 + seed);
    const { total, stages, actions } = playFast(rules, bot, seed);
    stages.forEach((value, index) => (stageSums[index] = stageSums[index]! + value));
    if (seed < first + 200) {
      let state = newGame(rules, { players: ["Bot"], seed });
      for (const action of actions) state = applyAction(rules, state, action);
      if (!state.finished || gameTotals(rules, state)[0]!.total !== total) throw new Error(`seed ${seed}: the engine disagrees with the fast referee`);
    }
    sum += total;
    squares += total * total;
  }
  const mean = sum / games;
  const sd = Math.sqrt((squares - games * mean * mean) / (games - 1));
  const se = sd / Math.sqrt(games);
  const seconds = (performance.now() - started) / 1000;
  const versus = name === "optimal" ? { expected: solution.expected, standardErrors: (mean - solution.expected) / se } : {};
  const stageMeans = stageSums.map((sum) => sum / games);
  console.log(JSON.stringify({ rules: rules.id, bot: name, games, mean, sd, se, stageMeans, ...versus, seconds }));
}
