/**
 * The Main items scored from a roll's value counts (`counts[v]` dice show v).
 * Each returns the sum of the dice that form the item, the best way, or 0
 * when the pattern is absent. Every face is at least 1, so a present pattern
 * always scores more than 0: "present" is "combination > 0".
 */
export type Combination = (counts: Uint8Array, sum: number) => number;

/** The highest value shown by at least `n` dice, or 0. */
function highestWithAtLeast(counts: Uint8Array, n: number, except = 0): number {
  for (let value = counts.length - 1; value >= 1; value--) {
    if (value !== except && (counts[value] as number) >= n) return value;
  }
  return 0;
}

export const pairOf: Combination = (counts) => 2 * highestWithAtLeast(counts, 2);

export const twoPairsOf: Combination = (counts) => {
  const higher = highestWithAtLeast(counts, 2);
  if (higher === 0) return 0;
  const lower = highestWithAtLeast(counts, 2, higher);
  return lower === 0 ? 0 : 2 * higher + 2 * lower;
};

export const threeOfAKindOf: Combination = (counts) => 3 * highestWithAtLeast(counts, 3);
export const fourOfAKindOf: Combination = (counts) => 4 * highestWithAtLeast(counts, 4);
export const fiveOfAKindOf: Combination = (counts) => 5 * highestWithAtLeast(counts, 5);

export const fullOf: Combination = (counts) => {
  // The best full house takes the highest possible triple, then the highest other pair;
  // with five dice there is at most one way, but this holds for any count.
  let best = 0;
  for (let three = counts.length - 1; three >= 1; three--) {
    if ((counts[three] as number) < 3) continue;
    const pair = highestWithAtLeast(counts, 2, three);
    if (pair !== 0) best = Math.max(best, 3 * three + 2 * pair);
  }
  return best;
};

/** A run of `length` consecutive values starting at `low` is showing. */
function hasRun(counts: Uint8Array, low: number, length: number): boolean {
  for (let value = low; value < low + length; value++) if ((counts[value] ?? 0) === 0) return false;
  return true;
}

/** Poker's Small straight: 1-2-3-4-5, 15. */
export const smallStraightOf: Combination = (counts) => (hasRun(counts, 1, 5) ? 15 : 0);

/** Poker's Large straight: 2-3-4-5-6, 20. */
export const largeStraightOf: Combination = (counts) => (hasRun(counts, 2, 5) ? 20 : 0);

/** Dodeca's Straight: four consecutive values, no wrap-around; the highest run counts. */
export const fourRunOf: Combination = (counts) => {
  for (let low = counts.length - 4; low >= 1; low--) if (hasRun(counts, low, 4)) return 4 * low + 6;
  return 0;
};

export const chanceOf: Combination = (_counts, sum) => sum;
