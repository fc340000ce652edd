import { classicYahtzeeGame } from "@dice/core";
import { defineStrategy } from "@dice/core/strategy";

/** Classic Yahtzee's strategy binding, solved on first use (a few seconds), for the scripts' worker threads. */
export const classicYahtzeeStrategy = defineStrategy(classicYahtzeeGame, { table: "solve", name: "classicYahtzeeStrategy" });
