import { describe, expect, it } from "vitest";
import { applyAction, createDie, defineRules, gameTotals, legalActions, newGame, sumOfDice, type Die, type GameRules, type GameState, type JokerRule } from "@dice/core";
import { solveGame } from "@dice/core/strategy";
import { evaluatePolicy } from "../../src/strategy/evaluatePolicy";

// The core solver on small games with a repeat bonus and a joker, identical and distinct
// dice, forced and free, with and without "from hand", against an expectimax that plays
// through the engine itself (legalActions, applyAction, gameTotals): it knows nothing of
// the solver's states, flags or classes, only what the engine allows and what it scores.

/** Every ordered tuple of faces of `dice`, each with its probability. */
function tuples(dice: readonly Die[]): Array<{ values: number[]; probability: number }> {
  let all = [{ values: [] as number[], probability: 1 }];
  for (const die of dice) {
    const faces = die.faces as number[];
    all = all.flatMap((tuple) => faces.map((face) => ({ values: [...tuple.values, face], probability: tuple.probability / faces.length })));
  }
  return all;
}

/** The optimal expected final total of a one-player game, by exhaustive expectimax over engine states. */
function engineExpectimax(rules: GameRules): number {
  const memo = new Map<string, number>();
  const value = (state: GameState): number => {
    if (state.finished) return gameTotals(rules, state)[0]!.total;
    // The log plays no part in what follows: dropped, so each step does not copy it.
    if (state.log.length > 0) return value({ ...state, log: [] });
    const key = JSON.stringify([state.players[0]!.sheets, state.dice, state.rollsUsed]);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = -Infinity;
    for (const action of legalActions(rules, state)) {
      let worth = 0;
      if (action.type === "roll") {
        const hold = action.hold ?? [];
        const rolled = rules.dice.filter((_, index) => !hold.includes(index));
        for (const { values, probability } of tuples(rolled)) worth += probability * value(applyAction(rules, state, { type: "roll", hold, values }));
      } else worth = value(applyAction(rules, state, action));
      if (worth > best) best = worth;
    }
    memo.set(key, best);
    return best;
  };
  const start = newGame(rules, { players: ["Ada"], seed: 1 });
  let expected = 0;
  for (const { values, probability } of tuples(rules.dice)) expected += probability * value(applyAction(rules, start, { type: "roll", values }));
  return expected;
}

const d2 = createDie([1, 2]);
const d3 = createDie([1, 2, 3]);

function smallGame(dice: Die[], joker: JokerRule | undefined, fromHand: boolean): GameRules {
  return defineRules({
    id: "small",
    name: "Small",
    dice,
    rollsPerTurn: 2,
    sections: [
      { id: "low", label: "Low", rule: { type: "thresholdBonus", threshold: 4, bonus: 7 } },
      { id: "high", label: "High" },
    ],
    categories: [
      { id: "ones", label: "Ones", section: "low", score: (values) => values.filter((face) => face === 1).length },
      { id: "twos", label: "Twos", section: "low", score: (values) => 2 * values.filter((face) => face === 2).length },
      { id: "pair", label: "Pair", section: "high", score: (values) => (values[0] === values[1] ? 10 : 0) },
      { id: "sum", label: "Sum", section: "high", score: sumOfDice },
    ],
    stages: [{ label: "Game", policy: "any" }],
    ...(fromHand ? { fromHand: { multiplier: 2, categories: ["sum"] } } : {}),
    repeatBonus: { category: "pair", bonus: 8, id: "pairBonus", label: "Pair bonus", ...(joker === undefined ? {} : { joker }) },
  });
}

const forced: JokerRule = { order: [{ categories: ["ones", "twos"], scoringOnly: true }, { categories: ["sum"] }, { categories: ["ones", "twos"] }], forced: true, scores: { sum: 9 } };
const free: JokerRule = { order: [{ categories: ["ones", "twos"], scoringOnly: true }], forced: false, scores: { sum: 9 } };

describe("the solver with a repeat bonus and a joker, against an expectimax through the engine", () => {
  for (const [diceName, dice] of [["identical dice (2 × d3)", [d3, d3]], ["distinct dice (d2, d3)", [d2, d3]]] as const) {
    for (const [jokerName, joker] of [["forced joker", forced], ["free joker", free], ["no joker", undefined]] as const) {
      for (const fromHand of [false, true]) {
        it(`${diceName}, ${jokerName}${fromHand ? ", from hand ×2" : ""}: the optimum and the value of playing by its table`, { timeout: 120_000 }, () => {
          const rules = smallGame([...dice], joker, fromHand);
          const solution = solveGame(rules);
          expect(Math.abs(solution.expected - engineExpectimax(rules))).toBeLessThan(1e-9);
          expect(Math.abs(evaluatePolicy(solution).expected - solution.expected)).toBeLessThan(1e-9);
        });
      }
    }
  }
});
