import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { applyAction, createDie, d6, defineRules, isDiceError, newGame, rerollDistribution, rollDistribution, sumOfDice, type FillPolicy, type GameRules, type GameState } from "@dice/core";
import { adviseTurn, expectedFinalScore, solutionFromTable, solutionTable, solveGame, type Choice, type TurnAdvice } from "@dice/core/strategy";

const chance = defineRules({
  id: "chance",
  name: "Chance",
  dice: [d6],
  rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
  stages: [{ label: "Game", policy: "any" }],
});

describe("adviseTurn, hand-worked", () => {
  const solution = solveGame(chance);
  const start = newGame(chance, { players: ["Ada"], seed: 1 });

  it("before the first roll: roll, worth the game's value", () => {
    expect(adviseTurn(solution, start).choices).toEqual([{ type: "roll", hold: [], kept: [], expected: solution.expected, cost: 0 }]);
    expect(solution.expected).toBeCloseTo(4.25, 12);
  });

  it("a 2 is re-rolled (3.5 > 2), a 5 is kept (5 > 3.5)", () => {
    const two = adviseTurn(solution, applyAction(chance, start, { type: "roll", values: [2] }));
    expect(two.best).toEqual({ type: "roll", hold: [], kept: [], expected: 3.5, cost: 0 });
    expect(two.choices[1]).toEqual({ type: "fill", category: "chance", expected: 2, cost: 1.5 });
    const five = adviseTurn(solution, applyAction(chance, start, { type: "roll", values: [5] }));
    expect(five.best).toMatchObject({ type: "fill", category: "chance", expected: 5 });
  });

  it("holds name the dice kept by position and die; with mixed dice a 4 on a d4 and a 4 on a d6 are two holds, two d6 showing 4 one", () => {
    const d4 = createDie([1, 2, 3, 4], { name: "d4" });
    const rules = defineRules({
      id: "mixed",
      name: "Mixed",
      dice: [d4, d6, d6],
      rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
      stages: [{ label: "Game", policy: "any" }],
    });
    const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 4] });
    const choices = adviseTurn(solveGame(rules), state).choices.map((choice) => ({ ...choice, expected: Number(choice.expected.toFixed(9)), cost: Number(choice.cost.toFixed(9)) }));
    const d4Four = { position: 1, die: "d4", value: 4 };
    const firstD6Four = { position: 2, die: "d6", value: 4 };
    const secondD6Four = { position: 3, die: "d6", value: 4 };
    // Worked by hand: a kept die counts its 4; a re-rolled d4 averages 2.5, a d6 3.5.
    expect(choices).toEqual([
      { type: "fill", category: "chance", expected: 12, cost: 0 },
      { type: "roll", hold: [0, 1], kept: [d4Four, firstD6Four], expected: 11.5, cost: 0.5 }, // 4 + 4 + 3.5 ([0, 2] is the same hold)
      { type: "roll", hold: [0], kept: [d4Four], expected: 11, cost: 1 }, // 4 + 3.5 + 3.5
      { type: "roll", hold: [1, 2], kept: [firstD6Four, secondD6Four], expected: 10.5, cost: 1.5 }, // 2.5 + 4 + 4
      { type: "roll", hold: [1], kept: [firstD6Four], expected: 10, cost: 2 }, // 2.5 + 4 + 3.5 ([2] is the same hold)
      { type: "roll", hold: [], kept: [], expected: 9.5, cost: 2.5 }, // 2.5 + 3.5 + 3.5
    ]);
  });

  it("declare: with a d2 showing 2, declaring Twos is worth 2 + E[Ones] = 2.5, Ones 0 + E[Twos] = 1", () => {
    const d2 = createDie([1, 2]);
    const rules = defineRules({
      id: "declared",
      name: "Declared",
      dice: [d2],
      rollsPerTurn: 1,
      sections: [{ id: "main", label: "Main" }],
      categories: [
        { id: "ones", label: "Ones", section: "main", score: (dice) => dice.filter((face) => face === 1).length },
        { id: "twos", label: "Twos", section: "main", score: (dice) => 2 * dice.filter((face) => face === 2).length },
      ],
      stages: [{ label: "Game", policy: "declare" }],
    });
    const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 3 }), { type: "roll", values: [2] });
    expect(adviseTurn(solveGame(rules), state).choices).toEqual([
      { type: "declare", category: "twos", expected: 2.5, cost: 0 },
      { type: "declare", category: "ones", expected: 1, cost: 1.5 },
    ]);
  });

  it("refuses finished games and other games' states", () => {
    let state: GameState = applyAction(chance, start, { type: "roll", values: [6] });
    state = applyAction(chance, state, { type: "fill", category: "chance" });
    expect(() => adviseTurn(solution, state)).toThrow(/the game is over/);
    expect(expectedFinalScore(solution, state)).toBe(6);
    const other = { ...start, rules: "yahtzee" };
    try {
      adviseTurn(solution, other);
      expect.unreachable();
    } catch (error) {
      expect(isDiceError(error, "INVALID_STATE")).toBe(true);
    }
    expect(() => expectedFinalScore(solution, start, 3)).toThrow(/player 3 does not exist/);
  });
});

describe("advice obeys the Bellman equations (checked through the engine and exact distributions)", () => {
  const rulesFor = (dice: readonly number[][], policy: FillPolicy): GameRules =>
    defineRules({
      id: "bellman",
      name: "Bellman",
      dice: dice.map((faces) => createDie(faces)),
      rollsPerTurn: 3,
      sections: [
        { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 5, bonus: 10 } },
        { id: "lower", label: "Lower" },
      ],
      categories: [
        { id: "ones", label: "Ones", section: "upper", score: (d) => d.filter((face) => face === 1).length },
        { id: "threes", label: "Threes", section: "upper", score: (d) => 3 * d.filter((face) => face === 3).length },
        { id: "pair", label: "Pair", section: "lower", score: (d) => (new Set(d).size < d.length ? 8 : 0) },
        { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
      ],
      stages: [{ label: "Game", policy }],
      fromHand: { multiplier: 2, categories: ["pair"] },
    });
  const cases = [
    { dice: [[1, 2, 3], [1, 2, 3, 4]], policy: "any" as const },
    { dice: [[1, 2, 3], [1, 2, 3]], policy: "declare" as const },
    { dice: [[1, 3, 5], [1, 3, 5], [2, 3]], policy: "ordered" as const },
  ];
  for (const { dice, policy } of cases) {
    const rules = rulesFor(dice, policy);
    const solution = solveGame(rules);
    test.prop([fc.array(fc.nat(), { minLength: 12, maxLength: 12 })], { numRuns: 15 })(`${policy}, dice ${JSON.stringify(dice)}`, (picks) => {
      // Walk a random path of the game, checking every decision point on the way.
      let state = newGame(rules, { players: ["Ada"], seed: 11 });
      const next = (): number => (picks.push(picks.shift() ?? 0), picks[0] ?? 0);
      const valueAfterRoll = (from: GameState, hold: readonly number[]): number => {
        const outcomes = from.dice === null ? rollDistribution<number>(rules.dice).outcomes : rerollDistribution<number>(rules.dice, from.dice, hold).outcomes;
        let sum = 0;
        for (const outcome of outcomes) {
          const values = outcome.faces.filter((_, index) => !hold.includes(index));
          sum += outcome.probability * adviseTurn(solution, applyAction(rules, from, { type: "roll", hold: [...hold], values })).expected;
        }
        return sum;
      };
      expect(expectedFinalScore(solution, state)).toBeCloseTo(valueAfterRoll(state, []), 9);
      for (let step = 0; step < 12 && !state.finished; step++) {
        const advice = adviseTurn(solution, state);
        const choice = advice.choices[next() % advice.choices.length]!;
        if (choice.type === "roll" && state.dice !== null) expect(choice.expected).toBeCloseTo(valueAfterRoll(state, choice.hold), 9);
        const action = choice.type === "roll" ? { type: "roll" as const, hold: [...choice.hold] } : { type: choice.type, category: choice.category };
        const after = applyAction(rules, state, action);
        if (choice.type !== "roll") expect(expectedFinalScore(solution, after, 0)).toBeCloseTo(choice.expected, 9);
        state = after;
      }
    });
  }
});

describe("advice reuses recent turns without changing its answers", () => {
  it("the same advice fresh, from the cache, and after the cache has moved on (distinct dice)", () => {
    const rules = defineRules({
      id: "recent",
      name: "Recent",
      dice: [createDie([1, 2, 3]), createDie([1, 2, 3, 4]), createDie([2, 4, 6, 8, 10])],
      rollsPerTurn: 3,
      sections: [{ id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 9, bonus: 7 } }],
      categories: [1, 2, 3, 4, 6].map((value) => ({ id: `n${value}`, label: `${value}`, section: "upper", score: (dice: readonly number[]) => value * dice.filter((face) => face === value).length })),
      stages: [{ label: "Game", policy: "any" }],
    });
    const solution = solveGame(rules);
    // More decision points than the cache keeps (16 turns), from several games, first roll and second.
    const states: GameState[] = [];
    for (let seed = 1; states.length < 60; seed++) {
      let state = newGame(rules, { players: ["Ada"], seed });
      while (!state.finished) {
        const advice = adviseTurn(solution, state);
        if (state.dice !== null) states.push(state);
        const best = advice.best;
        state = applyAction(rules, state, best.type === "roll" ? { type: "roll", hold: [...best.hold] } : { type: "fill", category: (best as { category: string }).category });
      }
    }
    const first = states.map((state) => adviseTurn(solution, state));
    const again = [...states].reverse().map((state) => adviseTurn(solution, state)).reverse();
    expect(again).toEqual(first);
    // A solution object rebuilt from the same table starts with no cache: still the same values.
    const fresh = solutionFromTable(rules, solutionTable(solution));
    const byChoice = (choices: readonly Choice[]): Map<string, number> =>
      new Map(choices.map((choice) => [choice.type === "roll" ? `roll ${choice.hold.join()}` : `${choice.type} ${choice.category}`, choice.expected]));
    states.forEach((state, index) => {
      const values = byChoice(adviseTurn(fresh, state).choices);
      const cached = byChoice((first[index] as TurnAdvice).choices);
      expect([...values.keys()].sort()).toEqual([...cached.keys()].sort());
      for (const [key, expected] of cached) expect(values.get(key)).toBeCloseTo(expected, 4);
    });
  });
});

describe("solutionTable", () => {
  it("round-trips to 32-bit precision and rejects bad tables", () => {
    const rules = defineRules({
      id: "table",
      name: "Table",
      dice: [d6, d6],
      rollsPerTurn: 2,
      sections: [{ id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 8, bonus: 5 } }],
      categories: [1, 4, 6].map((value) => ({ id: `n${value}`, label: `${value}`, section: "upper", score: (dice: readonly number[]) => value * dice.filter((face) => face === value).length })),
      stages: [{ label: "Game", policy: "any" }],
    });
    const solution = solveGame(rules);
    const table = solutionTable(solution);
    const restored = solutionFromTable(rules, table);
    expect(restored.expected).toBeCloseTo(solution.expected, 4);
    expect(() => solutionFromTable(rules, table.subarray(1))).toThrow(/the table has \d+ values; 'table' has \d+ states/);
    const broken = table.slice();
    broken[0] = Number.NaN;
    expect(() => solutionFromTable(rules, broken)).toThrow(/value 0 is NaN/);
  });
});
