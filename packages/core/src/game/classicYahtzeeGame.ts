import { classicYahtzee } from "../rules/classicYahtzee";
import { createGame } from "./createGame";

/**
 * Classic Yahtzee as the publisher prints it (the forced joker), as a game
 * object: `createGame(classicYahtzee())`. For Verhoeff's free joker, use
 * `createGame(classicYahtzee({ joker: "free" }))`.
 *
 * @example
 * ```ts
 * import { classicYahtzeeGame } from "@dice/core";
 * let state = classicYahtzeeGame.engine.newGame({ players: ["Ada"], seed: 1 });
 * state = classicYahtzeeGame.engine.applyAction(state, { type: "roll", values: [4, 4, 4, 4, 4] });
 * classicYahtzeeGame.engine.scoreIfFilled(state, "yahtzee"); // => 50
 * classicYahtzeeGame.readCategory("three of a kind"); // => "threeKind"
 * ```
 * @category Game
 */
export const classicYahtzeeGame = /* @__PURE__ */ createGame(/* @__PURE__ */ classicYahtzee());
