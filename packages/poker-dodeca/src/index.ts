/**
 * `@dice/poker-dodeca`: Dice Gallery's Poker (five d6) and Dodeca (four d12)
 * as rules objects for the `@dice/core` engine: three stages (any item,
 * declared, in order), School and Main blocks, School penalty / reward and
 * "from hand" doubling.
 *
 * @packageDocumentation
 */
export type { MainScoring, DiceGalleryOptions } from "./rules/DiceGalleryOptions";
export type { DiceGalleryRules } from "./rules/DiceGalleryRules";
export type { PokerCategoryId, DodecaCategoryId } from "./rules/DiceGalleryCategoryIds";
export { pokerRules, poker } from "./rules/pokerRules";
export { dodecaRules, dodeca } from "./rules/dodecaRules";
export { scoreItems } from "./scoring/scoreItems";
export { pokerGame, pokerAllDiceGame } from "./engine/pokerGame";
export { dodecaGame, dodecaAllDiceGame } from "./engine/dodecaGame";
export { pokerEngine } from "./engine/pokerEngine";
export { dodecaEngine } from "./engine/dodecaEngine";
