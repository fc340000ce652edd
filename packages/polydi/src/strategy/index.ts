/**
 * `@dice/polydi/strategy`: Lucky Seven's exact score law as the `ScoreLaw`
 * type of `@dice/core/strategy`, kept off the main entry so that playing
 * Lucky Seven does not load the strategy module.
 *
 * @packageDocumentation
 */
export { luckySevenScoreLaw } from "./luckySevenScoreLaw";
