// A user's strict TypeScript project (NodeNext) using the packed tarballs; the test copies it to
// usage.cts, so the same code is compiled and run both as ESM and as CommonJS.
import { DiceError, createEngine, d6, isDiceError, sumOfDice, sumOfValue, type GameState, type GameRules, type PlayableGame } from "@dice/core";
import { dodeca, dodecaAllDiceGame, dodecaEngine, dodecaGame, poker, pokerAllDiceGame, pokerEngine, pokerGame, scoreItems, type DiceGalleryRules, type PokerCategoryId } from "@dice/poker-dodeca";
import { dodecaAllDiceStrategy, dodecaStrategy, pokerStrategy } from "@dice/poker-dodeca/strategy";
import { ORIGINAL_POLYDI, luckySevenGame, luckySevenOdds, type LuckySevenOdds } from "@dice/polydi";
import { platzeeEngine, platzeeGame, scoreAll, sectionTotals, type PlatzeeCategoryId, type PlatzeeTotals } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { encodeSolution, loadSolution, solveGame, type GameSolution, type TurnAdvice, type Choice } from "@dice/core/strategy";
import { evaluatePolicy, type PolicyValue } from "@dice/core/evaluate";
import { solveGameInWorkers } from "@dice/core/node";

const rules: GameRules = {
  id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
};
const engine = createEngine(rules);
let state: GameState = engine.newGame({ players: ["Ada"], seed: 5 });
state = engine.applyAction(state, { type: "roll", values: [6, 6] });
state = engine.applyAction(state, { type: "fill", category: "sixes" });
let crossPackageError: { instanceOfCore: boolean; isDiceError: boolean; code: string } | null = null;
try {
  scoreItems(poker, [1, 2, 3]);
} catch (error) {
  if (isDiceError(error)) crossPackageError = { instanceOfCore: error instanceof DiceError, isDiceError: true, code: error.code };
}
const pokerRules: DiceGalleryRules = poker;
const odds: LuckySevenOdds = luckySevenOdds(ORIGINAL_POLYDI);
const totals: PlatzeeTotals = sectionTotals({ ones: 2, twos: 6, threes: 9, fours: 16 });
const fiveSixes = pokerEngine.applyAction(pokerEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 6, 6, 6, 6] });
// The shipped Poker table, read from the installed package: synchronously first, then the async call gives the same.
const pokerLoaded: GameSolution = pokerStrategy.loadSync();
const best: Choice<PokerCategoryId> = pokerStrategy.adviseTurn(fiveSixes).best;
// The shipped Dodeca tables (both scorings), read from the installed package: synchronously first, then the async calls give the same.
const dodecaLoaded: GameSolution = dodecaStrategy.loadSync();
const dodecaAllDice: GameSolution = dodecaAllDiceStrategy.loadSync();
const twelves = dodecaEngine.applyAction(dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 12, 12, 12] });
const dodecaBest = dodecaStrategy.adviseTurn(twelves).best;
// The shipped Platzee table, read from the installed package: synchronously first, then the async call gives the same.
const loaded = platzeeStrategy.loadSync();
const fours = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
const platzeeBest: TurnAdvice<Choice<PlatzeeCategoryId>>["best"] = platzeeStrategy.adviseTurn(fours).best;
// The game objects, as a host lists them: every one a PlayableGame.
const hosted: ReadonlyArray<PlayableGame<any, any, any, unknown>> = [platzeeGame, pokerGame, pokerAllDiceGame, dodecaGame, dodecaAllDiceGame, luckySevenGame];
const twoPairs: PlatzeeCategoryId = platzeeGame.readCategory("two pairs");
const games = {
  ids: hosted.map((game) => game.id),
  categories: [twoPairs, pokerGame.readCategory("Full"), dodecaGame.readCategory("four of a kind")],
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
const optimal: PolicyValue = evaluatePolicy(loadSolution(sixesOrChance, encodeSolution(sixesOrChanceExact, { encoding: "f64" })));
// Read by the strategy entry, evaluated by the evaluate entry: the table carries its whole-table reader under the
// key both entries share (each ES module entry has its own copy of the table code).
const inSteps = loadSolution(sixesOrChance, encodeSolution(sixesOrChanceExact, { encoding: "compact", step: 4 }));
const evaluate = {
  exact: optimal.expected,
  stepOf4: evaluatePolicy(inSteps).expected,
  wholeTableReader: typeof (inSteps.stages[0]?.values as unknown as Record<symbol, unknown>)[Symbol.for("@dice/core/wholeTable")],
};
const results = {
  games,
  core: { sixes: state.players[0]?.sheets[0]?.["sixes"], total: engine.totals(state)[0]?.total },
  pokerDodeca: { full: scoreItems(pokerRules, [3, 3, 3, 5, 5])["full"], straight: scoreItems(dodeca, [3, 4, 5, 6])["straight"] },
  polydi: { winProbability: odds.winProbability, expectedAttempts: odds.expectedAttempts },
  platzee: { geometric: scoreAll([1, 2, 4, 8, 20]).geometric, bonus: totals.bonus },
  crossPackageError,
  evaluate,
};
// Core's strategy entry and its worker threads, from the installed tarball (the workers start from its built entry file).
const solved: GameSolution = solveGame(rules);
let tableError: { instanceOfCore: boolean; code: string } | null = null;
try {
  loadSolution(rules, new Uint8Array(8));
} catch (error) {
  if (isDiceError(error)) tableError = { instanceOfCore: error instanceof DiceError, code: error.code };
}
void Promise.all([
  pokerStrategy.load(),
  dodecaStrategy.load(),
  dodecaAllDiceStrategy.load(),
  platzeeStrategy.load(),
  solveGameInWorkers(rules, { workers: 2 }),
]).then(([pokerAgain, dodecaAgain, dodecaAllDiceAgain, again, inWorkers]) => {
  const pokerStrategy = { expected: pokerLoaded.expected, best: best.type === "fill" ? best.category : best.type, same: pokerAgain === pokerLoaded };
  const dodecaStrategy = {
    expected: [dodecaLoaded.expected, dodecaAllDice.expected],
    best: dodecaBest.type === "fill" ? dodecaBest.category : dodecaBest.type,
    same: dodecaAgain === dodecaLoaded && dodecaAllDiceAgain === dodecaAllDice,
  };
  const platzeeStrategy = { expected: loaded.expected, best: platzeeBest.type === "fill" ? platzeeBest.category : platzeeBest.type, same: again === loaded };
  const coreStrategy = { same: solved.expected === inWorkers.expected, expected: solved.expected, tableError };
  console.log(JSON.stringify({ ...results, pokerStrategy, dodecaStrategy, platzeeStrategy, coreStrategy }));
});
