import { createGame, type Game } from "@dice/core";
import { platzee, type PlatzeeRules } from "../rules/platzee";

/**
 * Platzee as a game object: its rules, its engine ({@link platzeeEngine}),
 * its renderers, the reading of the categories players name, and the words
 * for players; what a host needs to offer Platzee. Its strategy is
 * `platzeeStrategy` on `@dice/platzee/strategy`.
 *
 * @example
 * ```ts
 * import { platzeeGame } from "@dice/platzee";
 * let state = platzeeGame.engine.newGame({ players: ["Ada"], seed: 1 });
 * state = platzeeGame.engine.applyAction(state, { type: "roll", values: [2, 3, 3, 6, 12] });
 * platzeeGame.renderDice(state); // => "1: d4 = 2 · 2: d6 = 3 · 3: d8 = 3 · 4: d12 = 6 · 5: d20 = 12"
 * platzeeGame.readCategory("two pairs"); // => "twoPairs"
 * ```
 * @category Engine
 */
export const platzeeGame: Game<PlatzeeRules> = /* @__PURE__ */ createGame(platzee);
