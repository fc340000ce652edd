/**
 * A Dice Gallery Poker item id: the School items `school1` to `school6`,
 * then the Main items, in sheet order.
 *
 * @example
 * ```ts
 * import { pokerEngine, type PokerCategoryId } from "@dice/poker-dodeca";
 * const item: PokerCategoryId = "smallStraight";
 * const state = pokerEngine.applyAction(pokerEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [1, 2, 3, 4, 5] });
 * pokerEngine.scoreIfFilled(state, item); // => 30 (15, doubled from hand)
 * ```
 * @category Rules
 */
export type PokerCategoryId =
  | `school${1 | 2 | 3 | 4 | 5 | 6}`
  | "pair"
  | "twoPairs"
  | "threeOfAKind"
  | "full"
  | "smallStraight"
  | "largeStraight"
  | "fourOfAKind"
  | "fiveOfAKind"
  | "chance";

/**
 * A Dice Gallery Dodeca item id: the School items `school1` to `school12`,
 * then the Main items, in sheet order.
 *
 * @example
 * ```ts
 * import { dodecaEngine, type DodecaCategoryId } from "@dice/poker-dodeca";
 * const item: DodecaCategoryId = "straight";
 * const state = dodecaEngine.applyAction(dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [9, 10, 11, 12] });
 * dodecaEngine.scoreIfFilled(state, item); // => 84 (42, doubled from hand)
 * ```
 * @category Rules
 */
export type DodecaCategoryId =
  | `school${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`
  | "pair"
  | "twoPairs"
  | "threeOfAKind"
  | "fourOfAKind"
  | "straight"
  | "chance";
