/**
 * `@dice/core/node`: Node-only helpers (worker threads), kept out of the
 * main entry so that the library runs unchanged in browsers.
 *
 * @packageDocumentation
 */
export { solveGameInWorkers, type WorkerSolveOptions } from "./node/solveGameInWorkers";
export type { SolveCheckpoint } from "./node/solveGameInWorkers";
export { simulateInWorkers, type StrategyModule, type WorkerSimulateOptions } from "./node/simulateInWorkers";
export { finalScoreLawInWorkers, type WorkerLawOptions } from "./node/finalScoreLawInWorkers";
