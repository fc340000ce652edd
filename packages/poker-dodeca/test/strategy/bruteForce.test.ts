import { applyAction, createDie, defineRules, newGame, type Category, type FillPolicy, type GameRules, type SectionRule } from "@dice/core";
import { adviseTurn, expectedFinalScore, solveGame } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";

// Tiny games of the Dice Gallery shape, and an independent brute-force
// expectimax: ordered dice tuples (not multisets), every hold by die index,
// the School subtotal kept exactly (no caps), plain recursion with a memo.

const countOf = (dice: readonly number[], value: number) => dice.filter((die) => die === value).length;
const school = (value: number, par: number): Category => ({ id: `school${value}`, label: `School ${value}`, section: "school", score: (dice) => (countOf(dice, value) - par) * value });
const pair: Category = {
  id: "pair",
  label: "Pair",
  section: "main",
  score: (dice) => Math.max(0, ...dice.filter((die) => countOf(dice, die) >= 2).map((die) => 2 * die)),
};
const chance: Category = { id: "chance", label: "Chance", section: "main", score: (dice) => dice.reduce((a, b) => a + b, 0) };

function game(id: string, faces: number, dice: number, rolls: number, categories: Category[], rule: SectionRule, fromHand: string[]): GameRules {
  const die = createDie(Array.from({ length: faces }, (_, i) => i + 1), { name: `d${faces}` });
  return defineRules({
    id,
    name: id,
    dice: Array.from({ length: dice }, () => die),
    rollsPerTurn: rolls,
    sections: [
      { id: "school", label: "School", rule },
      { id: "main", label: "Main" },
    ],
    categories,
    stages: [
      { label: "any", policy: "any" },
      { label: "declare", policy: "declare" },
      { label: "ordered", policy: "ordered" },
    ],
    fromHand: { multiplier: 2, categories: fromHand },
  });
}

const games: GameRules[] = [
  game("penalty", 3, 2, 3, [school(1, 1), school(2, 1), pair, chance], { type: "penaltyBelowZero", penalty: 5 }, ["pair"]),
  game("reward", 4, 2, 2, [school(1, 1), school(3, 1), pair], { type: "rewardBySign", reward: 4, penalty: 3 }, ["pair"]),
  // A tracked item that is not a count of one face, and a doubled item inside the tracked section.
  game(
    "odd",
    3,
    2,
    3,
    [{ id: "low", label: "Low", section: "school", score: (dice) => 4 - dice.reduce((a, b) => a + b, 0) }, school(3, 1), chance],
    { type: "rewardBySign", reward: 6, penalty: 6 },
    ["low"],
  ),
];

function rollAll(faces: number, count: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < count; i++) out = out.flatMap((prefix) => Array.from({ length: faces }, (_, f) => [...prefix, f + 1]));
  return out;
}

/** The brute-force stage: V(filled, subtotal) and the value of a turn position. */
function bruteStage(rules: GameRules, policy: FillPolicy) {
  const faces = rules.dice[0]!.faces.length;
  const diceCount = rules.dice.length;
  const categories = rules.categories;
  const rule = rules.sections.find((section) => section.id === "school")!.rule!;
  const trackedAll = categories.filter((category) => category.section === "school").map((category) => category.id);
  const multiplier = (id: string) => (rules.fromHand!.categories.includes(id) ? rules.fromHand!.multiplier : 1);
  const adjust = (total: number) =>
    rule.type === "penaltyBelowZero" ? (total < 0 ? -rule.penalty : 0) : rule.type === "rewardBySign" ? (total > 0 ? rule.reward : total < 0 ? -rule.penalty : 0) : 0;
  const memo = new Map<string, number>();
  const open = (filled: readonly string[]) => categories.map((category) => category.id).filter((id) => !filled.includes(id));
  const fillValue = (filled: string[], subtotal: number, dice: number[], used: number, id: string): number => {
    const category = categories.find((candidate) => candidate.id === id)!;
    const points = category.score(dice) * (used === 1 ? multiplier(id) : 1);
    const after = [...filled, id];
    let value = points;
    let nextSubtotal = subtotal;
    if (category.section === "school") {
      nextSubtotal += points;
      if (trackedAll.every((tracked) => after.includes(tracked))) value += adjust(nextSubtotal);
    }
    return value + stateValue(after, nextSubtotal);
  };
  const turn = (filled: string[], subtotal: number, dice: number[], used: number, declared: string | null): number => {
    const key = `t${filled.join(",")}|${subtotal}|${dice.join("")}|${used}|${declared}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = -Infinity;
    const openIds = open(filled);
    if (policy === "declare" && declared === null) {
      for (const id of openIds) best = Math.max(best, turn(filled, subtotal, dice, used, id));
    } else {
      const fillable = policy === "any" ? openIds : policy === "declare" ? [declared as string] : openIds.slice(0, 1);
      for (const id of fillable) best = Math.max(best, fillValue(filled, subtotal, dice, used, id));
      if (used < rules.rollsPerTurn) {
        for (let mask = 0; mask < (1 << diceCount) - 1; mask++) {
          const rerolled = dice.map((_, i) => i).filter((i) => (mask & (1 << i)) === 0);
          let sum = 0;
          const rolls = rollAll(faces, rerolled.length);
          for (const roll of rolls) {
            const next = [...dice];
            rerolled.forEach((die, k) => (next[die] = roll[k] as number));
            sum += turn(filled, subtotal, next, used + 1, declared);
          }
          best = Math.max(best, sum / rolls.length);
        }
      }
    }
    memo.set(key, best);
    return best;
  };
  const stateValue = (filled: string[], subtotal: number): number => {
    if (filled.length === categories.length) return 0;
    const key = `s${[...filled].sort().join(",")}|${subtotal}|${policy === "ordered" ? filled.join(",") : ""}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const rolls = rollAll(faces, diceCount);
    const value = rolls.reduce((sum, dice) => sum + turn(filled, subtotal, dice, 1, null), 0) / rolls.length;
    memo.set(key, value);
    return value;
  };
  return { stateValue, turn, fillValue };
}

describe("core's solveGame on Dice Gallery shapes against a brute-force expectimax", () => {
  it.each(games.map((rules) => [rules.id, rules] as const))("%s: every stage's optimum matches, alone and in the whole game", { timeout: 60_000 }, (_, rules) => {
    const solution = solveGame(rules);
    rules.stages.forEach((stage, index) => {
      const brute = bruteStage(rules, stage.policy).stateValue([], 0);
      expect([index, solution.stages[index]!.expected]).toEqual([index, expect.closeTo(brute, 9)]);
      expect(solveGame({ ...rules, stages: [stage] }).expected).toBeCloseTo(brute, 9);
    });
    expect(solution.expected).toBeCloseTo(solution.stages.reduce((sum, stage) => sum + stage.expected, 0), 12);
  });

  it("values every choice of a turn as the brute force does, mid-game and mid-turn", () => {
    const rules = games[0]!;
    const strategy = solveGame(rules);
    const stageValues = rules.stages.map((stage) => bruteStage(rules, stage.policy));
    const empties = stageValues.map((stage) => stage.stateValue([], 0));
    // Stage 1 done as school1 = −1, pair = 0, school2 = 2, chance = 4; stage 2: school2 filled with −2.
    let state = newGame(rules, { players: ["Ada"], seed: 3 });
    const play = (values: number[], category: string, declare = false) => {
      state = applyAction(rules, state, { type: "roll", values });
      if (declare) state = applyAction(rules, state, { type: "declare", category });
      state = applyAction(rules, state, { type: "fill", category });
    };
    play([2, 3], "school1");
    play([1, 2], "pair");
    play([2, 2], "school2");
    play([1, 3], "chance");
    const stage1Total = -1 + 0 + 2 + 4;
    expect(expectedFinalScore(strategy, state)).toBeCloseTo(stage1Total + empties[1]! + empties[2]!, 9);
    play([1, 3], "school2", true);
    state = applyAction(rules, state, { type: "roll", values: [2, 2] });
    const brute = stageValues[1]!;
    const base = stage1Total - 2 + empties[2]!;
    const declareAdvice = adviseTurn(strategy, state);
    expect(declareAdvice.choices.map((choice) => choice.type)).toEqual(["declare", "declare", "declare"]);
    for (const choice of declareAdvice.choices) {
      if (choice.type !== "declare") continue;
      expect(choice.expected).toBeCloseTo(base + brute.turn(["school2"], -2, [2, 2], 1, choice.category), 9);
    }
    state = applyAction(rules, state, { type: "declare", category: "chance" });
    state = applyAction(rules, state, { type: "roll", hold: [0] });
    const dice = [...state.dice!];
    const advice = adviseTurn(strategy, state);
    expect(advice.expected).toBeCloseTo(base + brute.turn(["school2"], -2, dice, 2, "chance"), 9);
    const fill = advice.choices.find((choice) => choice.type === "fill")!;
    expect(fill.expected).toBeCloseTo(base + brute.fillValue(["school2"], -2, dice, 2, "chance"), 9);
    expect(advice.choices.filter((choice) => choice.type === "roll").length).toBeGreaterThan(0);
    expect(advice.choices[0]!.cost).toBe(0);
  });
});
