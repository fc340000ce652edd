/**
 * `@dice/polydi`: the Polydi die and its one-player Lucky Seven Low Score
 * Challenge — played step by step, simulated fast, and solved exactly.
 *
 * @packageDocumentation
 */
export { POLYDI_SYMBOLS, type PolydiFace, type PolydiSymbol } from "./rules/PolydiFace";
export { createPolydi, type CreatePolydiOptions } from "./rules/createPolydi";
export { validatePolydi } from "./rules/validatePolydi";
export { ORIGINAL_POLYDI, NUMBERED_POLYDI } from "./rules/polydiDice";

export type { PolydiGameState, PolydiRollRecord, PolydiStatus } from "./engine/PolydiGameState";
export { newPolydiGame, type NewPolydiGameOptions } from "./engine/newPolydiGame";
export { applyPolydiRoll } from "./engine/applyPolydiRoll";
export { rollPolydi } from "./engine/rollPolydi";
export { validatePolydiGame } from "./engine/validatePolydiGame";
export { playPolydiGame, type PlayPolydiGameOptions } from "./engine/playPolydiGame";
export { renderPolydiGame } from "./render/renderPolydiGame";
export {
  playPolydiChallenge,
  type PlayPolydiChallengeOptions,
  type PolydiChallengeResult,
} from "./engine/playPolydiChallenge";

export type { Fraction } from "./probability/Fraction";
export { luckySevenOdds, SCORE_DISTRIBUTION_TOLERANCE, type LuckySevenOdds } from "./probability/luckySevenOdds";
export { comparePolydi, type PolydiComparisonRow } from "./probability/comparePolydi";

export type { PolydiAction } from "./engine/PolydiAction";
export type { PolydiAttempt, PolydiChallengePlayer, PolydiChallengeState } from "./engine/PolydiChallengeState";
export { createPolydiEngine, type PolydiEngine, type PolydiTotals } from "./engine/createPolydiEngine";
export { polydiEngine } from "./engine/polydiEngine";
export { luckySevenGame, createLuckySevenGame } from "./engine/luckySevenGame";

export { simulatePolydi, type SimulatePolydiOptions, type PolydiSimulation } from "./simulation/simulatePolydi";
