/**
 * `@dice/poker-dodeca/strategy`: optimal play for Dice Gallery's Poker and
 * Dodeca: stage-by-stage solver, shipped tables, advice and bots.
 *
 * @packageDocumentation
 */
export type { DiceGalleryStrategy, StageStrategy, SubtotalRounding } from "./DiceGalleryStrategy";
export { solveStrategy, type SolveStrategyOptions } from "./solveStrategy";
export { strategyFromTables, type StageTable } from "./strategyFromTables";
export { adviseTurn } from "./adviseTurn";
export { expectedFinalScore } from "./expectedFinalScore";
export { optimalBot } from "./optimalBot";
export { pokerStrategy } from "./pokerStrategy";
export { dodecaStrategy } from "./dodecaStrategy";
export { advisePoker } from "./advisePoker";
export { pokerExpectedScore } from "./pokerExpectedScore";
export { pokerOptimalBot } from "./pokerOptimalBot";
export { pokerGreedyBot } from "./pokerGreedyBot";
export { pokerRandomBot } from "./pokerRandomBot";
export { adviseDodeca } from "./adviseDodeca";
export { dodecaExpectedScore } from "./dodecaExpectedScore";
export { dodecaOptimalBot } from "./dodecaOptimalBot";
export { dodecaGreedyBot } from "./dodecaGreedyBot";
export { dodecaRandomBot } from "./dodecaRandomBot";
