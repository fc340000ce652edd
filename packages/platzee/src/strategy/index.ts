/**
 * `@dice/platzee/strategy`: the exact optimal strategy of solitaire Platzee,
 * shipped as a table file of expected scores (`tables/platzee.dsol`: one
 * float32 for each of the 395,264 reachable sheet states, in `@dice/core`'s
 * solution format): advice for any state, the expected final score of any
 * state, an optimal bot, and the greedy and random baselines. Load the table
 * with `await platzeeSolution()` (or `platzeeSolutionSync()` in Node); the
 * advice is synchronous afterwards. Kept on its own subpath so that
 * `@dice/platzee` stays small.
 *
 * @packageDocumentation
 */
export { platzeeSolution } from "./platzeeSolution";
export { platzeeSolutionSync } from "./platzeeSolutionSync";
export { platzeeTableInfo, type PlatzeeTableInfo } from "./platzeeTableInfo";
export { platzeeExpectedScore } from "./platzeeExpectedScore";
export { advisePlatzee, type PlatzeeAdvice, type PlatzeeChoice } from "./advisePlatzee";
export { platzeeOptimalBot } from "./platzeeOptimalBot";
export { platzeeGreedyBot } from "./platzeeGreedyBot";
export { platzeeRandomBot } from "./platzeeRandomBot";
