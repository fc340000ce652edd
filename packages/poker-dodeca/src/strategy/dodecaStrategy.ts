import { defineStrategy, type GameStrategy } from "@dice/core/strategy";
import { dodecaAllDiceGame, dodecaGame, type DiceGalleryRules, type DodecaCategoryId } from "@dice/poker-dodeca";
import { dodecaAllDiceTableUrl, dodecaTableUrl } from "../tableUrls";

/**
 * The optimal strategy of solitaire Dodeca (combination scoring), from the
 * compact table shipped with the package (`tables/dodeca.dsol`; see the
 * package README for its step and how close to the exact optimum it plays).
 * Loading reads the file's index only; advice decodes the part of the
 * table it needs as it goes. Otherwise as `pokerStrategy`.
 *
 * @example
 * ```ts
 * import { dodecaGame } from "@dice/poker-dodeca";
 * import { dodecaStrategy } from "@dice/poker-dodeca/strategy";
 * let state = dodecaGame.engine.newGame({ players: ["Ada"], seed: 1 });
 * state = dodecaGame.engine.applyAction(state, { type: "roll", values: [12, 12, 12, 12] });
 * const best = dodecaStrategy.adviseTurn(state).best;
 * best.type === "fill" && best.category; // => "fourOfAKind" (96 from hand)
 * ```
 * @category Strategy
 */
export const dodecaStrategy: GameStrategy<DiceGalleryRules<DodecaCategoryId>> = /* @__PURE__ */ defineStrategy(dodecaGame, { table: dodecaTableUrl });

/**
 * The optimal strategy of Dodeca with all-dice scoring, from its shipped
 * compact table (`tables/dodeca-all-dice.dsol`). Otherwise as `dodecaStrategy`.
 *
 * @example
 * ```ts
 * import { dodecaAllDiceGame } from "@dice/poker-dodeca";
 * import { dodecaAllDiceStrategy } from "@dice/poker-dodeca/strategy";
 * const state = dodecaAllDiceGame.engine.newGame({ players: ["Ada"], seed: 1 });
 * dodecaAllDiceStrategy.expectedFinalScore(state) > 246; // => true
 * ```
 * @category Strategy
 */
export const dodecaAllDiceStrategy: GameStrategy<DiceGalleryRules<DodecaCategoryId>> = /* @__PURE__ */ defineStrategy(dodecaAllDiceGame, { table: dodecaAllDiceTableUrl });
