import { describe, expect, it } from "vitest";
import { applyAction, classicYahtzee, d4, d6, defineRules, newGame, sheetTotals, sumOfDice, type FillPolicy, type GameRules, type GameState } from "../index";
import { bonusPairRules, chanceTwoRolls } from "../../test/lawRules";
import { adviseTurn, expectedFinalScore, finalScoreLaw, optimalBot, scoreLaw, solveGame, type GameSolution } from "../strategy";

const chance2 = chanceTwoRolls;

const sixes = (dice: readonly number[]): number => dice.filter((value) => value === 6).length * 6;

/** One die, one roll a turn, two categories: the sum, and 6 for a six. */
const chanceAndSix = defineRules({
  id: "chancesix", name: "Chance and six", dice: [d6], rollsPerTurn: 1,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
    { id: "six", label: "Six", section: "main", score: sixes },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

const small = bonusPairRules;

/** One d6 rolled at most twice, in two stages of one category each. */
const twoStages = defineRules({ ...chance2, id: "twostages", stages: [{ label: "First", policy: "any" }, { label: "Second", policy: "any" }] });

/** Every roll of the dice not held (in die order), with its probability (dice with equally likely faces). */
function rolls(rules: GameRules, hold: readonly number[]): { values: number[]; probability: number }[] {
  let all: { values: number[]; probability: number }[] = [{ values: [], probability: 1 }];
  rules.dice.forEach((die, index) => {
    if (hold.includes(index)) return;
    const faces = die.faces.map(Number);
    all = all.flatMap((roll) => faces.map((face) => ({ values: [...roll.values, face], probability: roll.probability / faces.length })));
  });
  return all;
}

/** Two distinct dice (d4, d6), two rolls: fours towards a bonus, a run of two, the sum. */
function distinctDiceRules(policy: FillPolicy): GameRules {
  return defineRules({
    id: "distinct", name: "Distinct", dice: [d4, d6], rollsPerTurn: 2,
    sections: [
      { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 4, bonus: 5 } },
      { id: "lower", label: "Lower" },
    ],
    categories: [
      { id: "fours", label: "Fours", section: "upper", score: (dice) => dice.filter((value) => value === 4).length * 4 },
      { id: "run", label: "Run", section: "lower", score: (dice) => ([...dice].sort((a, b) => a - b).every((value, index, sorted) => index === 0 || value === (sorted[index - 1] as number) + 1) ? 20 : 0) },
      { id: "sum", label: "Sum", section: "lower", score: sumOfDice },
    ],
    stages: [{ label: "Game", policy }],
  });
}

/**
 * The law by brute force: every roll the engine can be given, each decision
 * the optimal bot's, memoised by position; a map from total to probability.
 */
function bruteForceLaw(rules: GameRules, solution: GameSolution, state: GameState): Map<number, number> {
  const memo = new Map<string, Map<number, number>>();
  const bot = optimalBot(solution);
  const visit = (here: GameState): Map<number, number> => {
    const key = JSON.stringify([here.players[0]?.sheets, here.dice, here.rollsUsed, here.declared, here.stage, here.finished]);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const law = new Map<number, number>();
    const add = (from: Map<number, number>, weight: number): void => {
      for (const [total, probability] of from) law.set(total, (law.get(total) ?? 0) + weight * probability);
    };
    if (here.finished) {
      const total = (here.players[0]?.sheets ?? []).reduce((sum, sheet) => sum + sheetTotals(rules, sheet).total, 0);
      law.set(total, 1);
    } else {
      const action = here.dice === null ? { type: "roll" as const, hold: [] } : bot(here);
      if (action.type === "roll") {
        const hold = action.hold ?? [];
        for (const roll of rolls(rules, hold)) add(visit(applyAction(rules, here, { type: "roll", hold, values: roll.values })), roll.probability);
      } else add(visit(applyAction(rules, here, action)), 1);
    }
    memo.set(key, law);
    return law;
  };
  return visit(state);
}

describe("finalScoreLaw", () => {
  it("gives the law of one d6 rolled at most twice, keeping 4, 5 or 6 (worked by hand)", () => {
    const law = finalScoreLaw(solveGame(chance2), newGame(chance2, { players: ["Ada"], seed: 1 }));
    expect(law.min).toBe(1);
    expect(law.max).toBe(6);
    [1, 1, 1, 3, 3, 3].forEach((twelfths, index) => expect(law.probabilityOf(index + 1)).toBeCloseTo(twelfths / 12, 15));
    expect(law.mean).toBeCloseTo(4.25, 12);
    expect(law.atLeast(5)).toBeCloseTo(0.5, 15);
    expect(law.quantile(0.5)).toBe(4); // P(total ≤ 4) = 6/12
  });

  it("gives the law of a two-category one-die game (worked by hand)", () => {
    // First roll x: a six goes to Six (6 + 3.5 beats 6 + 1); 1 or 2 to Six for 0 (3.5 beats x + 1); 3, 4, 5 to Chance.
    const law = finalScoreLaw(solveGame(chanceAndSix), newGame(chanceAndSix, { players: ["Ada"], seed: 1 }));
    const thirtySixths = [2, 2, 7, 7, 7, 2, 1, 1, 2, 2, 2, 1];
    expect(law.min).toBe(1);
    expect(law.max).toBe(12);
    thirtySixths.forEach((count, index) => expect(law.probabilityOf(index + 1)).toBeCloseTo(count / 36, 15));
    expect(law.mean).toBeCloseTo(189 / 36, 12);
  });

  it.each([
    ["two d6, a bonus, a from-hand double", small, [5, 5]],
    ["two distinct dice", distinctDiceRules, [4, 4]],
  ] as const)("agrees with a brute force over every roll (%s), any and declare policies, from the start and mid-turn", (_, rulesOf, firstRoll) => {
    for (const policy of ["any", "declare"] as const) {
      const rules = rulesOf(policy);
      const solution = solveGame(rules);
      let state = newGame(rules, { players: ["Ada"], seed: 5 });
      const exact = finalScoreLaw(solution, state);
      const brute = bruteForceLaw(rules, solution, state);
      expect(Math.abs(exact.probabilities.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
      expect(Math.abs(exact.mean - solution.expected)).toBeLessThan(1e-9);
      for (const [total, probability] of brute) expect(exact.probabilityOf(total)).toBeCloseTo(probability, 12);
      expect(exact.probabilities.filter((probability) => probability > 0).length).toBe(brute.size);
      // Mid-turn, after the first roll and the bot's first decision.
      state = applyAction(rules, state, { type: "roll", values: [...firstRoll] });
      state = applyAction(rules, state, optimalBot(solution)(state));
      const midExact = finalScoreLaw(solution, state);
      for (const [total, probability] of bruteForceLaw(rules, solution, state)) expect(midExact.probabilityOf(total)).toBeCloseTo(probability, 12);
    }
  });

  it("agrees with a brute force when declaring a count category whose fills fall with the count (played by its chain)", () => {
    // Sixes scores fewer points the more sixes show, so its re-rolls are not "keep the sixes"; the pair is declared too.
    const rules = defineRules({
      ...bonusPairRules("declare"),
      id: "fewsixes",
      categories: [
        { id: "sixes", label: "Few sixes", section: "upper", score: (dice) => 12 - 6 * dice.filter((value) => value === 6).length },
        { id: "fives", label: "Fives", section: "upper", score: (dice) => dice.filter((value) => value === 5).length * 5 },
        { id: "pair", label: "Pair", section: "lower", score: (dice) => (dice[0] === dice[1] ? 15 : 0) },
      ],
    });
    const solution = solveGame(rules);
    const state = newGame(rules, { players: ["Ada"], seed: 3 });
    const exact = finalScoreLaw(solution, state);
    const brute = bruteForceLaw(rules, solution, state);
    expect(Math.abs(exact.mean - solution.expected)).toBeLessThan(1e-9);
    for (const [total, probability] of brute) expect(exact.probabilityOf(total)).toBeCloseTo(probability, 12);
    expect(exact.probabilities.filter((probability) => probability > 0).length).toBe(brute.size);
  });

  it("convolves the stages' laws (two stages of one d6 rolled at most twice)", () => {
    const solution = solveGame(twoStages);
    const state = newGame(twoStages, { players: ["Ada"], seed: 5 });
    const exact = finalScoreLaw(solution, state);
    const brute = bruteForceLaw(twoStages, solution, state);
    for (const [total, probability] of brute) expect(exact.probabilityOf(total)).toBeCloseTo(probability, 14);
    // By hand: two independent stages of law (1, 1, 1, 3, 3, 3)/12: P(total = 12) = (3/12)²
    expect(exact.probabilityOf(12)).toBeCloseTo(1 / 16, 15);
  });

  it("has the solver's mean within 1e-9 for classic Yahtzee from a half-filled sheet, and mid-turn", () => {
    const rules = classicYahtzee();
    const solution = solveGame(rules);
    const bot = optimalBot(solution);
    let state = newGame(rules, { players: ["Ada"], seed: 11 });
    while (Object.keys(state.players[0]?.sheets[0] ?? {}).length < 7) state = applyAction(rules, state, bot(state));
    const law = finalScoreLaw(solution, state);
    expect(Math.abs(law.probabilities.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-9);
    expect(Math.abs(law.mean - expectedFinalScore(solution, state))).toBeLessThan(1e-9);
    state = applyAction(rules, state, bot(state));
    const mid = finalScoreLaw(solution, state);
    expect(Math.abs(mid.mean - adviseTurn(solution, state).expected)).toBeLessThan(1e-9);
  });

  it("is a single total once the game is over", () => {
    let state = newGame(chance2, { players: ["Ada"], seed: 1 });
    state = applyAction(chance2, state, { type: "roll", values: [4] });
    state = applyAction(chance2, state, { type: "fill", category: "chance" });
    const law = finalScoreLaw(solveGame(chance2), state);
    expect([law.min, law.max, law.sd]).toEqual([4, 4, 0]);
  });

  it("refuses a player who does not exist", () => {
    expect(() => finalScoreLaw(solveGame(chance2), newGame(chance2, { players: ["Ada"], seed: 1 }), 3)).toThrow(/player 3 does not exist/);
  });
});

describe("scoreLaw", () => {
  it("works out the mean, sd, tails and quantiles of two fair dice's sum", () => {
    const law = scoreLaw([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((ways) => ways / 36), 2);
    expect(law.mean).toBeCloseTo(7, 12);
    expect(law.sd).toBeCloseTo(Math.sqrt(35 / 6), 12);
    expect(law.atLeast(11)).toBeCloseTo(3 / 36, 15);
    expect(law.atLeast(2)).toBe(1);
    expect(law.atLeast(13)).toBe(0);
    expect(law.quantile(0.5)).toBe(7);
    expect(law.quantile(1)).toBe(12);
  });

  it("refuses probabilities that do not sum to 1", () => {
    expect(() => scoreLaw([0.5, 0.4], 0)).toThrow(/sum to 0.9/);
  });
});
