import { checkDice } from "../internal/checkDice";
import { scoreKernel } from "../internal/scoreKernel";
import type { PlatzeeScores } from "../rules/platzeeCategoryIds";

// Reused between calls: the kernel writes here, then one object literal is built.
const scratch = new Int32Array(15);

/**
 * Scores every category for one roll at once, checking the dice first. This
 * is the fast path (one counting pass, precomputed tables, no sorting); it is
 * tested equal to each category's `score` on all 46,080 rolls.
 *
 * @param dice - five values in die order `[d4, d6, d8, d12, d20]`
 * @returns the score of each of the 15 categories, by id
 * @throws {@link @dice/core!DiceError} `INVALID_DICE_VALUES` for the wrong number of values or a value a die cannot show
 * @example
 * ```ts
 * import { scoreAll } from "@dice/platzee";
 * const scores = scoreAll([4, 4, 6, 6, 12]);
 * scores.twoPairs; // => 32
 * scores.fullHouse; // => 0
 * scores.wasteful; // => 32
 * ```
 * @category Scoring
 */
export function scoreAll(dice: readonly number[]): PlatzeeScores {
  const read = checkDice(dice, "scoreAll");
  scoreKernel(read[0] as number, read[1] as number, read[2] as number, read[3] as number, read[4] as number, scratch, 0);
  const s = scratch as unknown as readonly [number, number, number, number, number, number, number, number, number, number, number, number, number, number, number];
  return {
    ones: s[0],
    twos: s[1],
    threes: s[2],
    fours: s[3],
    pair: s[4],
    twoPairs: s[5],
    threeOfAKind: s[6],
    fourOfAKind: s[7],
    fullHouse: s[8],
    chance: s[9],
    platzee: s[10],
    arithmetic: s[11],
    geometric: s[12],
    odd: s[13],
    wasteful: s[14],
  };
}
