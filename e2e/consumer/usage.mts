// A user's strict TypeScript project (NodeNext) using the packed tarballs; the test copies it to
// usage.cts, so the same code is compiled and run both as ESM and as CommonJS.
import { DiceError, createEngine, d6, isDiceError, sumOfDice, sumOfValue, type GameState, type GameRules } from "@dice/core";
import { dodeca, dodecaEngine, poker, pokerEngine, scoreItems, type DiceGalleryRules } from "@dice/poker-dodeca";
import { adviseDodeca, advisePoker, dodecaSolution, dodecaSolutionSync, pokerSolution, pokerSolutionSync } from "@dice/poker-dodeca/strategy";
import { ORIGINAL_POLYDI, luckySevenOdds, type LuckySevenOdds } from "@dice/polydi";
import { platzeeEngine, scoreAll, sectionTotals, type PlatzeeTotals } from "@dice/platzee";
import { advisePlatzee, platzeeSolution, platzeeSolutionSync, type PlatzeeAdvice } from "@dice/platzee/strategy";
import { loadSolution, solveGame, type GameSolution } from "@dice/core/strategy";
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
const pokerLoaded: GameSolution = pokerSolutionSync();
const best = advisePoker(fiveSixes).best;
// The shipped Dodeca tables (both scorings), read from the installed package: synchronously first, then the async calls give the same.
const dodecaLoaded: GameSolution = dodecaSolutionSync();
const dodecaAllDice: GameSolution = dodecaSolutionSync({ mainScoring: "all-dice" });
const twelves = dodecaEngine.applyAction(dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 12, 12, 12] });
const dodecaBest = adviseDodeca(twelves).best;
// The shipped Platzee table, read from the installed package: synchronously first, then the async call gives the same.
const loaded = platzeeSolutionSync();
const fours = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
const platzeeBest: PlatzeeAdvice["best"] = advisePlatzee(fours).best;
const results = {
  core: { sixes: state.players[0]?.sheets[0]?.["sixes"], total: engine.totals(state)[0]?.total },
  pokerDodeca: { full: scoreItems(pokerRules, [3, 3, 3, 5, 5])["full"], straight: scoreItems(dodeca, [3, 4, 5, 6])["straight"] },
  polydi: { winProbability: odds.winProbability, expectedAttempts: odds.expectedAttempts },
  platzee: { geometric: scoreAll([1, 2, 4, 8, 20]).geometric, bonus: totals.bonus },
  crossPackageError,
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
  pokerSolution(),
  dodecaSolution(),
  dodecaSolution({ mainScoring: "all-dice" }),
  platzeeSolution(),
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
