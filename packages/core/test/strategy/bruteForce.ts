/**
 * An independent expectimax for small solitaire games, written for the tests:
 * it walks ordered dice tuples and hold masks directly (no multisets, no
 * keepers, no capping) and scores the complete sheet only at the end.
 */
export interface SmallGame {
  /** Each die's faces, equally likely. */
  readonly dice: readonly (readonly number[])[];
  readonly rolls: number;
  readonly categories: readonly { readonly score: (dice: readonly number[]) => number; readonly tracked: boolean }[];
  /** The final adjustment of the tracked categories' subtotal. */
  readonly adjust: (subtotal: number) => number;
  readonly policy: "any" | "declare" | "ordered";
  /** "From hand" multiplier per category (1 = none). */
  readonly fromHand?: readonly number[];
}

function tuples(dice: readonly (readonly number[])[]): number[][] {
  let all: number[][] = [[]];
  for (const faces of dice) all = all.flatMap((prefix) => faces.map((face) => [...prefix, face]));
  return all;
}

/** The expected final total of a small game from an empty sheet, by exhaustive recursion. */
export function bruteForceExpected(game: SmallGame): number {
  const categoryCount = game.categories.length;
  const memo = new Map<string, number>();
  // Future points from the start of a turn, given filled mask and tracked subtotal (exact, uncapped).
  const sheet = (filled: number, subtotal: number): number => {
    if (filled === (1 << categoryCount) - 1) return game.adjust(subtotal);
    const key = `${filled}/${subtotal}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const open = [...Array(categoryCount).keys()].filter((c) => (filled & (1 << c)) === 0);
    const fill = (c: number, dice: readonly number[], rollsUsed: number): number => {
      const category = game.categories[c]!;
      const factor = rollsUsed === 1 ? (game.fromHand?.[c] ?? 1) : 1;
      const score = category.score(dice) * factor;
      return score + sheet(filled | (1 << c), subtotal + (category.tracked ? score : 0));
    };
    const turn = (dice: readonly number[], rollsUsed: number, allowed: readonly number[]): number => {
      let best = -Infinity;
      for (const c of allowed) best = Math.max(best, fill(c, dice, rollsUsed));
      if (rollsUsed < game.rolls) {
        for (let hold = 0; hold < (1 << dice.length) - 1; hold++) {
          const rolled = game.dice.filter((_, i) => (hold & (1 << i)) === 0);
          const outcomes = tuples(rolled);
          let sum = 0;
          for (const outcome of outcomes) {
            let next = 0;
            const after = dice.map((face, i) => ((hold & (1 << i)) !== 0 ? face : (outcome[next++] as number)));
            sum += turn(after, rollsUsed + 1, allowed);
          }
          best = Math.max(best, sum / outcomes.length);
        }
      }
      return best;
    };
    const firstRolls = tuples(game.dice);
    let total = 0;
    for (const dice of firstRolls) {
      if (game.policy === "declare") total += Math.max(...open.map((c) => turn(dice, 1, [c])));
      else total += turn(dice, 1, game.policy === "ordered" ? [open[0]!] : open);
    }
    const value = total / firstRolls.length;
    memo.set(key, value);
    return value;
  };
  return sheet(0, 0);
}

/**
 * The exact expected final total of a small game played by a value function
 * `q` of the sheet (filled mask, exact tracked subtotal) instead of the
 * optimum: every choice (fill, hold, declaration) is the best by q, looking
 * one fill ahead within the turn, and its true worth is carried alongside;
 * ties on q carry the smaller worth. `q` of a sheet whose tracked
 * categories are all filled leaves out the tracked section's adjustment,
 * which the fill that completes it earns.
 */
export function bruteForcePolicyValue(game: SmallGame, q: (filled: number, subtotal: number) => number): number {
  const categoryCount = game.categories.length;
  const all = (1 << categoryCount) - 1;
  let trackedAll = 0;
  game.categories.forEach((category, c) => {
    if (category.tracked) trackedAll |= 1 << c;
  });
  type Pair = readonly [q: number, worth: number];
  const better = (current: Pair, candidate: Pair): Pair =>
    candidate[0] > current[0] || (candidate[0] === current[0] && candidate[1] < current[1]) ? candidate : current;
  const memo = new Map<string, number>();
  const worth = (filled: number, subtotal: number): number => {
    if (filled === all) return 0;
    const key = `${filled}/${subtotal}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const open = [...Array(categoryCount).keys()].filter((c) => (filled & (1 << c)) === 0);
    const fill = (c: number, dice: readonly number[], rollsUsed: number): Pair => {
      const category = game.categories[c]!;
      const score = category.score(dice) * (rollsUsed === 1 ? (game.fromHand?.[c] ?? 1) : 1);
      const next = filled | (1 << c);
      const nextSubtotal = subtotal + (category.tracked ? score : 0);
      const adjustment = category.tracked && (next & trackedAll) === trackedAll ? game.adjust(nextSubtotal) : 0;
      return [score + adjustment + q(next, nextSubtotal), score + adjustment + worth(next, nextSubtotal)];
    };
    const turn = (dice: readonly number[], rollsUsed: number, allowed: readonly number[]): Pair => {
      let best: Pair = [-Infinity, Number.NaN];
      for (const c of allowed) best = better(best, fill(c, dice, rollsUsed));
      if (rollsUsed < game.rolls) {
        for (let hold = 0; hold < (1 << dice.length) - 1; hold++) {
          const outcomes = tuples(game.dice.filter((_, i) => (hold & (1 << i)) === 0));
          let sumQ = 0;
          let sumWorth = 0;
          for (const outcome of outcomes) {
            let next = 0;
            const after = dice.map((face, i) => ((hold & (1 << i)) !== 0 ? face : (outcome[next++] as number)));
            const [value, w] = turn(after, rollsUsed + 1, allowed);
            sumQ += value;
            sumWorth += w;
          }
          best = better(best, [sumQ / outcomes.length, sumWorth / outcomes.length]);
        }
      }
      return best;
    };
    let total = 0;
    const firstRolls = tuples(game.dice);
    for (const dice of firstRolls) {
      if (game.policy === "declare") {
        let best: Pair = [-Infinity, Number.NaN];
        for (const c of open) best = better(best, turn(dice, 1, [c]));
        total += best[1];
      } else total += turn(dice, 1, game.policy === "ordered" ? [open[0]!] : open)[1];
    }
    const value = total / firstRolls.length;
    memo.set(key, value);
    return value;
  };
  return worth(0, 0);
}
