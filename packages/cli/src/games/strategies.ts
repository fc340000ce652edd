/**
 * The strategy bindings of the games the `dice` command offers, each under
 * its binding's name: a built entry of its own (dist/strategies.js), which
 * the worker threads of `dice simulate` import to play the same strategies.
 */
import { classicYahtzeeGame } from "@dice/core";
import { defineStrategy } from "@dice/core/strategy";

export { platzeeStrategy } from "@dice/platzee/strategy";
export { dodecaAllDiceStrategy, dodecaStrategy, pokerAllDiceStrategy, pokerStrategy } from "@dice/poker-dodeca/strategy";

/** Classic Yahtzee ships no table: it is solved on first use (seconds). */
export const classicYahtzeeStrategy = defineStrategy(classicYahtzeeGame, { table: "solve", name: "classicYahtzeeStrategy" });
