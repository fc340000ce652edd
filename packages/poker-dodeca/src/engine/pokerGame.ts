import { createGame, type Game } from "@dice/core";
import type { PokerCategoryId } from "../rules/DiceGalleryCategoryIds";
import type { DiceGalleryRules } from "../rules/DiceGalleryRules";
import { poker, pokerRules } from "../rules/pokerRules";

/**
 * Dice Gallery's Poker (5d6, combination scoring) as a game object: its
 * rules ({@link poker}), its engine ({@link pokerEngine}), its renderers,
 * the reading of the items players name, and the words for players. Its
 * strategy is `pokerStrategy` on `@dice/poker-dodeca/strategy`.
 *
 * @example
 * ```ts
 * import { pokerGame } from "@dice/poker-dodeca";
 * let state = pokerGame.engine.newGame({ players: ["Ada"], seed: 1 });
 * state = pokerGame.engine.applyAction(state, { type: "roll", values: [3, 3, 3, 5, 5] });
 * state = pokerGame.engine.applyAction(state, { type: "fill", category: pokerGame.readCategory("Full") });
 * state.players[0]?.sheets[0]?.full; // => 38 (filled from hand, doubled)
 * ```
 * @category Engine
 */
export const pokerGame: Game<DiceGalleryRules<PokerCategoryId>> = /* @__PURE__ */ createGame(poker);

/**
 * Poker with all-dice scoring (every Main item scores the sum of all five
 * dice when its combination shows) as a game object; rules id
 * `"poker-all-dice"`. Its strategy is `pokerAllDiceStrategy`.
 *
 * @example
 * ```ts
 * import { pokerAllDiceGame } from "@dice/poker-dodeca";
 * pokerAllDiceGame.id; // => "poker-all-dice"
 * ```
 * @category Engine
 */
export const pokerAllDiceGame: Game<DiceGalleryRules<PokerCategoryId>> = /* @__PURE__ */ createGame(/* @__PURE__ */ pokerRules({ mainScoring: "all-dice" }));
