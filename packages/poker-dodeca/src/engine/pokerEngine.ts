import type { GameEngine } from "@dice/core";
import type { DiceGalleryRules } from "../rules/DiceGalleryRules";
import type { PokerCategoryId } from "../rules/DiceGalleryCategoryIds";
import { pokerGame } from "./pokerGame";

/**
 * The core engine bound to {@link poker} (default options): new games, actions
 * (roll, declare, fill), legal actions that follow the stage, JSON state
 * validation, replay, totals and winners. For `"all-dice"` scoring use
 * `pokerAllDiceGame.engine`.
 *
 * @example
 * ```ts
 * import { pokerEngine } from "@dice/poker-dodeca";
 * let state = pokerEngine.newGame({ players: ["Ada"], seed: 7 });
 * state = pokerEngine.applyAction(state, { type: "roll", values: [6, 6, 2, 3, 4] });
 * pokerEngine.scoreIfFilled(state, "pair"); // => 24 (12, doubled from hand)
 * state = pokerEngine.applyAction(state, { type: "fill", category: "pair" });
 * pokerEngine.totals(state)[0]?.total; // => 24
 * ```
 * @category Engine
 */
export const pokerEngine: GameEngine<DiceGalleryRules<PokerCategoryId>> = /* @__PURE__ */ (() => pokerGame.engine)(); // a pure-annotated read: bundlers keep a bare property read, so an unused engine would cost its game's code
