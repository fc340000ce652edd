/**
 * `@dice/platzee/strategy`: the exact optimal strategy of solitaire Platzee
 * ({@link platzeeStrategy}), shipped as a table file of expected scores:
 * advice for any state, the expected final score of any state, an optimal
 * bot, and the greedy and random baselines. Kept on its own subpath so that
 * `@dice/platzee` stays small.
 *
 * @packageDocumentation
 */
export { platzeeStrategy } from "./platzeeStrategy";
