/**
 * `@dice/core/strategy`: optimal play for any "fill one category a turn"
 * game defined with the core. The exact solver (`solveGame`), the advice
 * and bots that play from a solution (`adviseTurn`, `expectedFinalScore`,
 * `optimalBot`), and solutions as binary table files (`encodeSolution`,
 * `loadSolution`, `fetchSolution`, `loadSolutionSync`). On an entry of its
 * own so that a program that only rolls and scores dice does not carry the
 * solver and its WebAssembly modules. The exact value of playing by a table
 * (`evaluatePolicy`) is on `@dice/core/evaluate`.
 *
 * @packageDocumentation
 */
export type { GameSolution, StageSolution, StageValues } from "./strategy/GameSolution";
export { solveGame, type SolveOptions, type SolveProgress } from "./strategy/solveGame";
export { adviseTurn, type Choice, type KeptDie, type TurnAdvice } from "./strategy/adviseTurn";
export { expectedFinalScore } from "./strategy/expectedFinalScore";
export { optimalBot } from "./strategy/optimalBot";
export { defineStrategy, type GameStrategy, type StrategyOptions, type TableInfo } from "./strategy/defineStrategy";
export { solutionTable, solutionFromTable } from "./strategy/solutionTable";
export { encodeSolution, type EncodeSolutionOptions, type SolutionEncoding } from "./strategy/encodeSolution";
export { loadSolution, type SolutionBytes } from "./strategy/loadSolution";
export { fetchSolution, type SolutionLocation, type SolutionSource } from "./strategy/fetchSolution";
export { loadSolutionSync } from "./strategy/loadSolutionSync";
export { scoreLaw, type ScoreLaw } from "./strategy/ScoreLaw";
export { finalScoreLaw } from "./strategy/finalScoreLaw";
export { chanceToWin } from "./strategy/chanceToWin";
export { renderChanceToWin, type ChanceRenderOptions } from "./strategy/renderChanceToWin";
export { adviseForGoal, goalBot, type AdviceGoal, type GoalAdvice, type GoalBotOptions, type GoalChoice } from "./strategy/adviseForGoal";
export { cachedOptimalBot } from "./strategy/cachedOptimalBot";
export { simulate, simulationGameSeed, summarizeTotals, type SimulateOptions, type SimulationResult } from "./strategy/simulate";
export { turnsLeft } from "./strategy/turnsLeft";
