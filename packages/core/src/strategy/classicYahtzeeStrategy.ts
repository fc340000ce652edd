import { classicYahtzeeGame } from "../game/classicYahtzeeGame";
import { defineStrategy } from "./defineStrategy";

/**
 * The exact optimal strategy of classic Yahtzee (the forced joker, as
 * {@link classicYahtzeeGame} plays it): no table ships; it is solved on
 * first use (seconds, in this thread) and kept.
 *
 * @example
 * ```ts
 * import { classicYahtzeeGame } from "@dice/core";
 * import { classicYahtzeeStrategy } from "@dice/core/strategy";
 * const state = classicYahtzeeGame.engine.newGame({ players: ["Ada"], seed: 1 });
 * classicYahtzeeStrategy.expectedFinalScore(state); // => 254.5877…
 * ```
 * @category Strategy
 */
export const classicYahtzeeStrategy = /* @__PURE__ */ defineStrategy(classicYahtzeeGame, { table: "solve", name: "classicYahtzeeStrategy" });
