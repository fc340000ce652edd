/**
 * `@dice/poker-dodeca/strategy`: optimal play for Dice Gallery's Poker and
 * Dodeca, from `@dice/core`'s exact solutions shipped as table files:
 * `tables/poker.dsol` (Poker, combination scoring; all-dice scoring is solved
 * on demand in seconds), `tables/dodeca.dsol` and `tables/dodeca-all-dice.dsol`
 * (Dodeca, each value of the sheets with an odd number of items filled to
 * the nearest 1/2 and 3/8 of a point in core's compact encoding, the others
 * worked out from them when read). Load one with `await pokerSolution()` / `await dodecaSolution()`
 * (or the `…Sync` forms in Node), after which the advice is synchronous:
 * advice for any state, the expected final score of any state, optimal bots,
 * and the greedy and random baselines. Kept on its own subpath so that
 * `@dice/poker-dodeca` stays small.
 *
 * @packageDocumentation
 */
export type { DiceGallerySolutionOptions } from "./DiceGallerySolutionOptions";
export { pokerSolution } from "./pokerSolution";
export { pokerSolutionSync } from "./pokerSolutionSync";
export { advisePoker } from "./advisePoker";
export { pokerExpectedScore } from "./pokerExpectedScore";
export { pokerOptimalBot } from "./pokerOptimalBot";
export { pokerGreedyBot } from "./pokerGreedyBot";
export { pokerRandomBot } from "./pokerRandomBot";
export { dodecaSolution } from "./dodecaSolution";
export { dodecaSolutionSync } from "./dodecaSolutionSync";
export { adviseDodeca } from "./adviseDodeca";
export { dodecaExpectedScore } from "./dodecaExpectedScore";
export { dodecaOptimalBot } from "./dodecaOptimalBot";
export { dodecaGreedyBot } from "./dodecaGreedyBot";
export { dodecaRandomBot } from "./dodecaRandomBot";
