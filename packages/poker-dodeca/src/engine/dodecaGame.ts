import { createGame, type Game } from "@dice/core";
import type { DodecaCategoryId } from "../rules/DiceGalleryCategoryIds";
import type { DiceGalleryRules } from "../rules/DiceGalleryRules";
import { dodeca, dodecaRules } from "../rules/dodecaRules";

/**
 * Dice Gallery's Dodeca (4d12, combination scoring) as a game object: its
 * rules ({@link dodeca}), its engine ({@link dodecaEngine}), its renderers,
 * the reading of the items players name, and the words for players. Its
 * strategy is `dodecaStrategy` on `@dice/poker-dodeca/strategy`.
 *
 * @example
 * ```ts
 * import { dodecaGame } from "@dice/poker-dodeca";
 * let state = dodecaGame.engine.newGame({ players: ["Ada"], seed: 1 });
 * state = dodecaGame.engine.applyAction(state, { type: "roll", values: [12, 12, 12, 12] });
 * dodecaGame.engine.scoreIfFilled(state, dodecaGame.readCategory("four of a kind")); // => 96 (from hand, doubled)
 * ```
 * @category Engine
 */
export const dodecaGame: Game<DiceGalleryRules<DodecaCategoryId>> = /* @__PURE__ */ createGame(dodeca);

/**
 * Dodeca with all-dice scoring as a game object; rules id
 * `"dodeca-all-dice"`. Its strategy is `dodecaAllDiceStrategy`.
 *
 * @example
 * ```ts
 * import { dodecaAllDiceGame } from "@dice/poker-dodeca";
 * dodecaAllDiceGame.id; // => "dodeca-all-dice"
 * ```
 * @category Engine
 */
export const dodecaAllDiceGame: Game<DiceGalleryRules<DodecaCategoryId>> = /* @__PURE__ */ createGame(/* @__PURE__ */ dodecaRules({ mainScoring: "all-dice" }));
