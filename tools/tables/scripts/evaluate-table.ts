/**
 * The exact expected score of playing by a table file (policy evaluation by
 * dynamic programming over every sheet state: `evaluatePolicy` from
 * @dice/core/strategy, each choice the best by the table's values, ties
 * counted against the player), against each stage's exact optimum. Each
 * distinct stage policy is evaluated on a worker thread of its own.
 *
 *   pnpm --filter @dice/tables evaluate-table <platzee|poker|dodeca|dodeca-all-dice> [file.dsol…] [--workers 2]
 *   pnpm --filter @dice/tables evaluate-table --rules <module>#<export> <file.dsol…> [--workers 2]
 *
 * Without a file, a shipped game's own table (the package's tables/). With
 * --rules, any rules object (or game object) a module exports. Prints a line
 * as each policy is done, then one JSON line: each stage's value, the
 * optimum and the loss when known, and the time.
 */
import { pathToFileURL } from "node:url";
import { option, positional } from "../src/arguments";
import { evaluateInWorkers } from "../src/evaluateInWorkers";
import { givenPath, shippedGame, type RulesSource } from "../src/rulesSource";

const rulesOption = option("rules");
const names = positional();
const game = rulesOption === undefined ? shippedGame(names.shift() ?? "") : undefined;
let source: RulesSource;
if (game === undefined) {
  const [module = "", name = ""] = (rulesOption as string).split("#");
  source = { module: module.startsWith(".") || module.startsWith("/") ? pathToFileURL(givenPath(module)).href : module, name };
} else source = game.source;
const files = names.length > 0 ? names.map(givenPath) : game === undefined ? [] : [game.table];
if (files.length === 0) throw new Error("evaluate-table: name the table files to evaluate");
const workers = Number(option("workers", "2"));

const started = performance.now();
const seconds = (): number => Number(((performance.now() - started) / 1000).toFixed(1));
const value = await evaluateInWorkers(source, files, { workers, onPolicy: (policy, stage) => console.error(`'${policy}' table: ${stage}, at ${seconds()} s`) });
const optimum = game?.exactStages;
const losses = optimum === undefined ? undefined : value.stages.map((stage, index) => (optimum[index] as number) - stage);
console.log(
  JSON.stringify({
    files,
    stages: value.stages,
    expected: value.expected,
    ...(optimum === undefined ? {} : { optimum, losses, loss: losses?.reduce((sum, loss) => sum + loss, 0) }),
    workers,
    seconds: seconds(),
  }),
);
