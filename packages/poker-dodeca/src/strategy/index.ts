/**
 * `@dice/poker-dodeca/strategy`: optimal play for Dice Gallery's Poker and
 * Dodeca, one strategy binding per game and scoring: {@link pokerStrategy}
 * (table `tables/poker.dsol`), {@link pokerAllDiceStrategy} (solved on first
 * use), {@link dodecaStrategy} and {@link dodecaAllDiceStrategy} (tables
 * `tables/dodeca.dsol` and `tables/dodeca-all-dice.dsol`). Each gives advice
 * for any state, the expected final score, the optimal bot and the greedy and
 * random baselines. Kept on its own subpath so that `@dice/poker-dodeca`
 * stays small.
 *
 * @packageDocumentation
 */
export { pokerStrategy, pokerAllDiceStrategy } from "./pokerStrategy";
export { dodecaStrategy, dodecaAllDiceStrategy } from "./dodecaStrategy";
