/**
 * `@dice/poker-dodeca/strategy`: optimal play for Dice Gallery's Poker and
 * Dodeca. Poker's exact optimal strategy ships as a table file of expected
 * scores (`tables/poker.dsol`, 16-bit values for each reachable sheet state
 * of its stages, in `@dice/core`'s solution format); load it with
 * `await pokerSolution()` (or `pokerSolutionSync()` in Node), after which the
 * advice is synchronous; all-dice scoring is solved on demand. Advice for any
 * state, the expected final score of any state, optimal bots, and the greedy
 * and random baselines. Dodeca still plays this package's own shipped
 * strategy (exact in stage 3, a School-subtotal grid in stages 1–2). Kept on
 * its own subpath so that `@dice/poker-dodeca` stays small.
 *
 * @packageDocumentation
 */
export { pokerSolution, type PokerSolutionOptions } from "./pokerSolution";
export { pokerSolutionSync } from "./pokerSolutionSync";
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
