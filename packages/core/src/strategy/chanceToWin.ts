import type { GameState } from "../engine/GameState";
import { validatePosition } from "../engine/validatePosition";
import type { GameSolution } from "./GameSolution";
import { playerPointsLaw } from "./finalScoreLaw";
import type { PointsLaw } from "./internal/pointsLaw";

/**
 * Each player's chance to win from this state when every player plays the
 * optimal expected-score strategy from here on. Their final totals are then
 * independent, so the chances follow exactly from the players' laws (see
 * `finalScoreLaw`). Ties are shared as the engine's `gameWinners` shares
 * them: every player with the top total wins, and a tie of k players counts
 * 1/k to each, so the chances sum to 1.
 *
 * @param solution - the game's solution
 * @param state - a game state of the same rules
 * @returns one chance per player, in player order (a finished game: 1 for a sole winner, 1/k each for k tied winners)
 * @throws {@link DiceError} `INVALID_STATE` for a state of other rules or one the engine cannot reach; `INVALID_RULES` for rules whose scores are not integers
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { chanceToWin, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = newGame(rules, { players: ["Ada", "Bo"], seed: 1 });
 * state = applyAction(rules, state, { type: "roll", values: [5] });
 * state = applyAction(rules, state, { type: "fill", category: "chance" });
 * // Bo beats 5 with a 6 (1/4) and ties it with a 5 (1/4, shared)
 * chanceToWin(solveGame(rules), state); // => [0.625, 0.375]
 * ```
 * @category Strategy
 */
export function chanceToWin(solution: GameSolution, state: GameState): readonly number[] {
  const checked = validatePosition(solution.rules, state, "chanceToWin");
  return winShares(checked.players.map((_, player) => playerPointsLaw(solution, checked, player, "chanceToWin")));
}

/** P(total ≤ t) for every t of a law, by index from its low end. */
function cumulative(law: PointsLaw): Float64Array {
  const sums = new Float64Array(law.probabilities.length);
  let sum = 0;
  law.probabilities.forEach((probability, index) => (sums[index] = sum += probability));
  return sums;
}

/**
 * The share of victory of a total against independent others, ties shared
 * equally: the probability that exactly k others tie with it and the rest
 * are below it, over k + 1, summed over k.
 */
export function winShareAt(others: readonly PointsLaw[]): (total: number) => number {
  const below = others.map(cumulative);
  const at = (index: number, total: number): { equal: number; less: number } => {
    const law = others[index] as PointsLaw;
    const offset = total - law.low;
    if (offset < 0) return { equal: 0, less: 0 };
    if (offset >= law.probabilities.length) return { equal: 0, less: 1 };
    const equal = law.probabilities[offset] as number;
    return { equal, less: ((below[index] as Float64Array)[offset] as number) - equal };
  };
  return (total) => {
    // ties[k]: the probability that exactly k others tie at `total` and the rest are below it.
    let ties = [1];
    others.forEach((_, other) => {
      const { equal, less } = at(other, total);
      const next = new Array<number>(ties.length + 1).fill(0);
      ties.forEach((weight, k) => {
        next[k] = (next[k] as number) + weight * less;
        next[k + 1] = (next[k + 1] as number) + weight * equal;
      });
      ties = next;
    });
    return ties.reduce((sum, weight, k) => sum + weight / (k + 1), 0);
  };
}

/** Each law's share of victory among independent totals, ties shared equally. */
export function winShares(laws: readonly PointsLaw[]): number[] {
  return laws.map((law, player) => {
    const shareAt = winShareAt(laws.filter((_, other) => other !== player));
    let share = 0;
    law.probabilities.forEach((probability, offset) => {
      if (probability !== 0) share += probability * shareAt(law.low + offset);
    });
    return share;
  });
}
