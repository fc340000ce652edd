import { defineStrategy, type GameStrategy } from "@dice/core/strategy";
import { pokerAllDiceGame, pokerGame, type DiceGalleryRules, type PokerCategoryId } from "@dice/poker-dodeca";
import { pokerTableUrl } from "../tableUrls";

/**
 * The optimal strategy of solitaire Poker (all three stages, combination
 * scoring), from the table shipped with the package (`tables/poker.dsol`,
 * in `@dice/core`'s compact encoding; see the package README for its step
 * and how close to the exact optimum it plays): `load()` reads it (in Node
 * from beside the module; in a browser from the URL bundlers copy it to, or
 * from the source you give), then `adviseTurn`, `expectedFinalScore` and
 * `optimalBot` answer synchronously; in Node they read the file on first use.
 *
 * @example
 * ```ts
 * import { pokerGame } from "@dice/poker-dodeca";
 * import { pokerStrategy } from "@dice/poker-dodeca/strategy";
 * let state = pokerGame.engine.newGame({ players: ["Ada"], seed: 1 });
 * state = pokerGame.engine.applyAction(state, { type: "roll", values: [6, 6, 6, 6, 6] });
 * const { best, choices } = pokerStrategy.adviseTurn(state);
 * best.type === "fill" && best.category; // => "fiveOfAKind" (30, doubled from hand)
 * choices.length; // => 20 (15 items to fill, and 5 distinct holds: none to four of the sixes)
 * ```
 * @category Strategy
 */
export const pokerStrategy: GameStrategy<DiceGalleryRules<PokerCategoryId>> = /* @__PURE__ */ defineStrategy(pokerGame, { table: pokerTableUrl });

/**
 * The optimal strategy of Poker with all-dice scoring: no table ships; it
 * is solved exactly on first use (seconds, in this thread), or read with
 * `load(source)` from a file written by `dice solve poker-all-dice --out FILE`.
 *
 * @example
 * ```ts
 * import { pokerAllDiceStrategy } from "@dice/poker-dodeca/strategy";
 * pokerAllDiceStrategy.loadSync().expected; // => 406.691804… (solved on the first call)
 * ```
 * @category Strategy
 */
export const pokerAllDiceStrategy: GameStrategy<DiceGalleryRules<PokerCategoryId>> = /* @__PURE__ */ defineStrategy(pokerAllDiceGame, { table: "solve" });
