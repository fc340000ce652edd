// A user's CommonJS project: the packed tarballs, required by name.
const { DiceError, createEngine, d6, isDiceError, sumOfDice, sumOfValue } = require("@dice/core");
const { dodeca, dodecaAllDiceGame, dodecaEngine, dodecaGame, poker, pokerAllDiceGame, pokerEngine, pokerGame, scoreItems } = require("@dice/poker-dodeca");
const { dodecaAllDiceStrategy, dodecaStrategy, pokerStrategy } = require("@dice/poker-dodeca/strategy");
const { ORIGINAL_POLYDI, luckySevenGame, luckySevenOdds } = require("@dice/polydi");
const { platzeeEngine, platzeeGame, scoreAll, sectionTotals } = require("@dice/platzee");
const { platzeeStrategy } = require("@dice/platzee/strategy");
const { encodeSolution, loadSolution, solveGame } = require("@dice/core/strategy");
const { evaluatePolicy } = require("@dice/core/evaluate");
const { solveGameInWorkers } = require("@dice/core/node");

const engine = createEngine({
  id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});
let state = engine.newGame({ players: ["Ada"], seed: 5 });
state = engine.applyAction(state, { type: "roll", values: [6, 6] });
state = engine.applyAction(state, { type: "fill", category: "sixes" });
let crossPackageError = null;
try {
  scoreItems(poker, [1, 2, 3]);
} catch (error) {
  crossPackageError = { instanceOfCore: error instanceof DiceError, isDiceError: isDiceError(error), code: error.code };
}
const fiveSixes = pokerEngine.applyAction(pokerEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 6, 6, 6, 6] });
// The shipped Poker table, read from the installed package: asynchronously first, then the same synchronously.
async function pokerStrategyResults() {
  const loaded = await pokerStrategy.load();
  const best = pokerStrategy.adviseTurn(fiveSixes).best;
  return { expected: loaded.expected, best: best.type === "fill" ? best.category : best.type, same: pokerStrategy.loadSync() === loaded };
}
// The shipped Dodeca tables (both scorings), read from the installed package: asynchronously first, then the same synchronously.
async function dodecaStrategyResults() {
  const loaded = await dodecaStrategy.load();
  const allDice = await dodecaAllDiceStrategy.load();
  const twelves = dodecaEngine.applyAction(dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 12, 12, 12] });
  const best = dodecaStrategy.adviseTurn(twelves).best;
  return {
    expected: [loaded.expected, allDice.expected],
    best: best.type === "fill" ? best.category : best.type,
    same: dodecaStrategy.loadSync() === loaded && dodecaAllDiceStrategy.loadSync() === allDice,
  };
}
// The shipped Platzee table, read from the installed package: asynchronously first, then the same synchronously.
async function platzeeStrategyResults() {
  const loaded = await platzeeStrategy.load();
  const fours = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
  const platzeeBest = platzeeStrategy.adviseTurn(fours).best;
  return { expected: loaded.expected, best: platzeeBest.type === "fill" ? platzeeBest.category : platzeeBest.type, same: platzeeStrategy.loadSync() === loaded };
}
// The game objects, as a host lists them.
const games = {
  ids: [platzeeGame, pokerGame, pokerAllDiceGame, dodecaGame, dodecaAllDiceGame, luckySevenGame].map((game) => game.id),
  categories: [platzeeGame.readCategory("two pairs"), pokerGame.readCategory("Full"), dodecaGame.readCategory("four of a kind")],
  engines: platzeeGame.engine === platzeeEngine && pokerGame.engine === pokerEngine && dodecaGame.engine === dodecaEngine,
};
// @dice/core/evaluate on the game of docs/reading-the-numbers.md (one d6, two rolls, Sixes or Chance): exact values are worth the
// optimum; a table stored in steps of 4 points, read by the strategy entry, is worth less.
const sixesOrChance = createEngine({
  id: "sixes-or-chance", name: "Sixes or Chance", dice: [d6], rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
}).rules;
const sixesOrChanceExact = solveGame(sixesOrChance);
// Read by the strategy entry, evaluated by the evaluate entry: the table carries its whole-table reader under the
// key both entries share (each ES module entry has its own copy of the table code).
const inSteps = loadSolution(sixesOrChance, encodeSolution(sixesOrChanceExact, { encoding: "compact", step: 4 }));
const evaluate = {
  exact: evaluatePolicy(loadSolution(sixesOrChance, encodeSolution(sixesOrChanceExact, { encoding: "f64" }))).expected,
  stepOf4: evaluatePolicy(inSteps).expected,
  wholeTableReader: typeof inSteps.stages[0].values[Symbol.for("@dice/core/wholeTable")],
};
const results = {
  games,
  core: { sixes: state.players[0].sheets[0].sixes, total: engine.totals(state)[0].total },
  pokerDodeca: { full: scoreItems(poker, [3, 3, 3, 5, 5]).full, straight: scoreItems(dodeca, [3, 4, 5, 6]).straight },
  polydi: { winProbability: luckySevenOdds(ORIGINAL_POLYDI).winProbability, expectedAttempts: luckySevenOdds(ORIGINAL_POLYDI).expectedAttempts },
  platzee: { geometric: scoreAll([1, 2, 4, 8, 20]).geometric, bonus: sectionTotals({ ones: 2, twos: 6, threes: 9, fours: 16 }).bonus },
  crossPackageError,
  evaluate,
};
// Core's strategy entry and its worker threads, from the installed tarball (the workers start from its built entry file).
async function coreStrategyResults() {
  const solved = solveGame(engine.rules);
  const inWorkers = await solveGameInWorkers(engine.rules, { workers: 2 });
  let tableError = null;
  try {
    loadSolution(engine.rules, new Uint8Array(8));
  } catch (error) {
    tableError = { instanceOfCore: error instanceof DiceError, code: error.code };
  }
  return { same: solved.expected === inWorkers.expected, expected: solved.expected, tableError };
}
Promise.all([pokerStrategyResults(), dodecaStrategyResults(), platzeeStrategyResults(), coreStrategyResults()]).then(([pokerStrategy, dodecaStrategy, platzeeStrategy, coreStrategy]) =>
  process.stdout.write(JSON.stringify({ ...results, pokerStrategy, dodecaStrategy, platzeeStrategy, coreStrategy })),
);
