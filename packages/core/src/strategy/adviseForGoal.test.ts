import { describe, expect, it } from "vitest";
import { applyAction, classicYahtzeeGame, d4, d6, defineRules, isDiceError, newGame, sumOfDice, type Bot, type GameRules, type GameState } from "../index";
import { bonusPairRules, chanceTwoRolls } from "../../test/lawRules";
import { adviseTurn, cachedOptimalBot, goalBot, optimalBot, solveGame, type AdviceGoal, type GameSolution } from "../strategy";

/** A d4 and a d6 (distinct dice), three rolls, in two stages: free, then declared. */
const distinct = defineRules({
  id: "distinct", name: "Distinct", dice: [d4, d6], rollsPerTurn: 3,
  sections: [
    { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 8, bonus: 5 } },
    { id: "lower", label: "Lower" },
  ],
  categories: [
    { id: "fours", label: "Fours", section: "upper", score: (dice) => dice.filter((value) => value === 4).length * 4 },
    { id: "sixes", label: "Sixes", section: "upper", score: (dice) => dice.filter((value) => value === 6).length * 6 },
    { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
  ],
  stages: [{ label: "Free", policy: "any" }, { label: "Declared", policy: "declare" }],
});

/** The boxes still open for the player to move, in the stages still to play. */
function turnsLeft(rules: GameRules, state: GameState): number {
  const sheets = state.players[state.currentPlayer]?.sheets ?? [];
  let open = 0;
  for (let stage = state.stage; stage < rules.stages.length; stage++) open += rules.categories.filter((category) => sheets[stage]?.[category.id] === undefined).length;
  return open;
}

/**
 * Plays games with `mover` making every move, and at each decision asks both
 * bots: every pair of answers must be equal. How many decisions were compared.
 */
function compareMoves(rules: GameRules, players: number, seeds: readonly number[], mover: Bot, first: Bot, second: Bot, when: (state: GameState) => boolean): number {
  let compared = 0;
  for (const seed of seeds) {
    let state = newGame(rules, { players: Array.from({ length: players }, (_, index) => `P${index + 1}`), seed });
    while (!state.finished) {
      if (when(state)) {
        expect(first(state), `seed ${seed}, move ${state.log.length}`).toEqual(second(state));
        compared++;
      }
      state = applyAction(rules, state, mover(state));
    }
  }
  return compared;
}

describe("goalBot with turnsLeft", () => {
  const cases: { name: string; rules: GameRules; players: number; goal: AdviceGoal }[] = [
    { name: "one die, two players, to win", rules: chanceTwoRolls, players: 2, goal: { type: "win" } },
    { name: "two d6, an upper bonus and a 'from hand' double, three players, to win", rules: bonusPairRules("any"), players: 3, goal: { type: "win" } },
    { name: "the same game, categories in order, to reach 20", rules: bonusPairRules("ordered"), players: 2, goal: { type: "target", total: 20 } },
    { name: "the same game, declared, to win", rules: bonusPairRules("declare"), players: 2, goal: { type: "win" } },
    { name: "a d4 and a d6, two stages (free, declared), to win", rules: distinct, players: 2, goal: { type: "win" } },
  ];
  for (const { name, rules, players, goal } of cases) {
    it(`plays for the goal at every decision of its last turns as goalBot does: ${name}`, () => {
      const solution = solveGame(rules);
      const all = rules.categories.length * rules.stages.length;
      // Bound to every turn: it never defers, so each move is its own (laws kept, re-rolls in one pass) against goalBot's.
      const kept = goalBot(solution, goal, { turnsLeft: all });
      const exact = goalBot(solution, goal);
      const mover = goalBot(solution, goal);
      expect(compareMoves(rules, players, [1, 2, 3, 4, 5, 6], mover, kept, exact, () => true)).toBeGreaterThan(6 * players * all);
    });
  }

  it("makes the expected-score bot's move while more than turnsLeft turns are left", () => {
    const solution = solveGame(distinct);
    const bot = goalBot(solution, { type: "win" }, { turnsLeft: 2 });
    const optimal = optimalBot(solution);
    const deferred = compareMoves(distinct, 2, [1, 2, 3, 4], cachedOptimalBot(solution), bot, optimal, (state) => turnsLeft(distinct, state) > 2);
    expect(deferred).toBeGreaterThan(4 * 2 * 4);
  });

  it("a single die, two rolls: with a 4 showing, re-rolls for a total of 5 or more (the only way to reach it)", () => {
    const solution = solveGame(chanceTwoRolls);
    const state = applyAction(chanceTwoRolls, newGame(chanceTwoRolls, { players: ["Ada"], seed: 1 }), { type: "roll", values: [4] });
    // Keeping the 4 reaches 5 never; a re-roll does with chance 1/3. For the mean, the 4 is kept (4 > 3.5).
    expect(adviseTurn(solution, state).best).toMatchObject({ type: "fill", category: "chance" });
    expect(goalBot(solution, { type: "target", total: 5 }, { turnsLeft: 1 })(state)).toEqual({ type: "roll", hold: [] });
  });

  it("classic Yahtzee, the odds guide's position: scores the full house in its last four turns, rolls on in its last three", { timeout: 120_000 }, () => {
    const rules = classicYahtzeeGame.rules;
    const solution: GameSolution = solveGame(rules);
    const optimal = optimalBot(solution);
    let state = classicYahtzeeGame.engine.newGame({ players: ["Ada", "Bo"], seed: 88 });
    for (let move = 0; move < 68; move++) state = applyAction(rules, state, optimal(state));
    expect([turnsLeft(rules, state), state.dice]).toEqual([4, [1, 2, 1, 2, 2]]);
    // For the mean: keep the three 2s; for the win: score the full house.
    expect(optimal(state)).toEqual({ type: "roll", hold: [1, 3, 4] });
    expect(goalBot(solution, { type: "win" }, { turnsLeft: 4 })(state)).toEqual({ type: "fill", category: "fullHouse" });
    expect(goalBot(solution, { type: "win" }, { turnsLeft: 3 })(state)).toEqual({ type: "roll", hold: [1, 3, 4] });
    // Every decision of the last three turns of three games (repeat bonus and joker included), against goalBot.
    const kept = goalBot(solution, { type: "win" }, { turnsLeft: 3 });
    const compared = compareMoves(rules, 2, [5, 6, 7], cachedOptimalBot(solution), kept, goalBot(solution, { type: "win" }), (position) => turnsLeft(rules, position) <= 3);
    expect(compared).toBeGreaterThan(3 * 2 * 3 * 2);
  });

  it("refuses a bound that is not an integer 1 or more, naming what is allowed", () => {
    const solution = solveGame(chanceTwoRolls);
    for (const turnsLeft of [0, -1, 1.5, Number.NaN]) {
      let caught: unknown;
      try {
        goalBot(solution, { type: "win" }, { turnsLeft });
      } catch (error) {
        caught = error;
      }
      expect(isDiceError(caught, "INVALID_ARGUMENT")).toBe(true);
      expect((caught as Error).message).toMatch(/^goalBot: turnsLeft must be an integer 1 or more, or Infinity; received /);
    }
    expect(goalBot(solution, { type: "win" }, { turnsLeft: Number.POSITIVE_INFINITY })).toBeTypeOf("function");
  });
});
