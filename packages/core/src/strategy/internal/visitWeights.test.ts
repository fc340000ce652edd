import { d4, defineRules, sumOfDice } from "@dice/core";
import { describe, expect, it } from "vitest";
import type { FillPolicy } from "../../rules/GameRules";
import { solveGame } from "../solveGame";
import { modelFor } from "./solverCache";
import { visitWeights } from "./visitWeights";

// A Dodeca in miniature: three identical d4, three rolls, a School section
// (by one face's count, reward and penalty by the sign of its total) and a
// Main section with a "from hand" Chance, played freely and then declared.
const count = (dice: readonly number[], face: number): number => dice.filter((die) => die === face).length;
const pair = (dice: readonly number[]): number => {
  for (const face of [4, 3, 2, 1]) if (count(dice, face) >= 2) return 2 * face;
  return 0;
};
const schoolFaces = [1, 2, 3];
const rules = defineRules({
  id: "visits-test",
  name: "Visits test",
  dice: [d4, d4, d4],
  rollsPerTurn: 3,
  sections: [
    { id: "school", label: "School", rule: { type: "rewardBySign", reward: 6, penalty: 5 } },
    { id: "main", label: "Main" },
  ],
  categories: [
    ...schoolFaces.map((face) => ({ id: `s${face}`, label: `${face}`, section: "school", score: (dice: readonly number[]) => face * (count(dice, face) - 1) })),
    { id: "pair", label: "Pair", section: "main", score: pair },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [
    { label: "Free", policy: "any" },
    { label: "Declared", policy: "declare" },
  ],
  fromHand: { multiplier: 2, categories: ["chance"] },
});
const categories = rules.categories;
const isSchool = (category: number): boolean => categories[category]?.section === "school";
const scoreOf = (category: number, dice: readonly number[]): number => (categories[category] as { score: (dice: readonly number[]) => number }).score(dice);
const adjustment = (subtotal: number): number => (subtotal > 0 ? 6 : subtotal < 0 ? -5 : 0);
const full = (1 << categories.length) - 1;
const schoolMask = schoolFaces.reduce((mask, _, index) => mask | (1 << index), 0);

/** Every sorted roll of `n` d4 with its probability. */
function rollsOf(n: number): { dice: number[]; probability: number }[] {
  const found = new Map<string, { dice: number[]; probability: number }>();
  const walk = (prefix: number[]): void => {
    if (prefix.length === n) {
      const dice = [...prefix].sort((a, b) => a - b);
      const key = dice.join(",");
      const entry = found.get(key) ?? { dice, probability: 0 };
      entry.probability += 4 ** -n;
      found.set(key, entry);
      return;
    }
    for (let face = 1; face <= 4; face++) walk([...prefix, face]);
  };
  walk([]);
  return [...found.values()];
}
const rollTable = [0, 1, 2, 3].map(rollsOf);
/** Every distinct sub-multiset of sorted dice (the dice to keep), the whole roll included. */
function keeps(dice: readonly number[]): number[][] {
  const found = new Map<string, number[]>();
  for (let bits = 0; bits < 1 << dice.length; bits++) {
    const kept = dice.filter((_, index) => bits & (1 << index));
    found.set(kept.join(","), kept);
  }
  return [...found.values()];
}

/**
 * The independent reference: a plain expectimax over (filled categories,
 * raw School subtotal) with the School adjustment paid at the end, and the
 * visits of each turn start found by playing every roll of every turn.
 */
function reference(policy: FillPolicy): {
  value: (filled: number, subtotal: number) => number;
  visits: Map<string, number>;
  /** Each visited turn start: its probability and the sheets (filled, raw subtotal) its turn can end at. */
  turns: { mass: number; ends: [number, number][] }[];
} {
  const values = new Map<string, number>();
  const value = (filled: number, subtotal: number): number => {
    if (filled === full) return adjustment(subtotal);
    const key = `${filled}:${subtotal}`;
    const known = values.get(key);
    if (known !== undefined) return known;
    const turn = playTurn(filled, subtotal);
    values.set(key, turn.value);
    return turn.value;
  };
  const open = (filled: number): number[] => categories.map((_, category) => category).filter((category) => !(filled & (1 << category)));
  const fillValue = (filled: number, subtotal: number, category: number, dice: readonly number[], hand: boolean): number => {
    const score = scoreOf(category, dice) * (hand && categories[category]?.id === "chance" ? 2 : 1);
    return score + value(filled | (1 << category), subtotal + (isSchool(category) ? score : 0));
  };
  /** The best value of a roll with `rollsLeft` re-rolls left, filling one of `allowed`; and the chosen move. */
  const best = (filled: number, subtotal: number, allowed: readonly number[], dice: number[], rollsLeft: number, hand: boolean, memo: Map<string, { value: number; keep: number[] | null; category: number }>) => {
    const key = `${dice.join(",")}|${rollsLeft}|${allowed.join(",")}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let choice = { value: -Infinity, keep: null as number[] | null, category: -1 };
    for (const category of allowed) {
      const fill = fillValue(filled, subtotal, category, dice, hand);
      if (fill > choice.value) choice = { value: fill, keep: null, category };
    }
    if (rollsLeft > 0) {
      for (const kept of keeps(dice)) {
        if (kept.length === dice.length) continue;
        let expected = 0;
        for (const { dice: rolled, probability } of rollTable[dice.length - kept.length] as { dice: number[]; probability: number }[]) {
          const next = [...kept, ...rolled].sort((a, b) => a - b);
          expected += probability * best(filled, subtotal, allowed, next, rollsLeft - 1, false, memo).value;
        }
        if (expected > choice.value + 1e-12) choice = { value: expected, keep: kept, category: -1 };
      }
    }
    memo.set(key, choice);
    return choice;
  };
  /** The turn's value and, for a probability `mass` of starting it, where it ends: (filled, subtotal) → probability. */
  const playTurn = (filled: number, subtotal: number, mass = 0, arrive?: (filled: number, subtotal: number, probability: number) => void): { value: number } => {
    const memo = new Map<string, { value: number; keep: number[] | null; category: number }>();
    const candidates = open(filled);
    const follow = (allowed: readonly number[], dice: number[], rollsLeft: number, hand: boolean, probability: number): void => {
      const choice = best(filled, subtotal, allowed, dice, rollsLeft, hand, memo);
      if (choice.keep === null) {
        const score = scoreOf(choice.category, dice) * (hand && categories[choice.category]?.id === "chance" ? 2 : 1);
        arrive?.(filled | (1 << choice.category), subtotal + (isSchool(choice.category) ? score : 0), probability);
        return;
      }
      const kept = choice.keep;
      for (const { dice: rolled, probability: p } of rollTable[dice.length - kept.length] as { dice: number[]; probability: number }[]) {
        follow(allowed, [...kept, ...rolled].sort((a, b) => a - b), rollsLeft - 1, false, probability * p);
      }
    };
    let total = 0;
    for (const { dice, probability } of rollTable[3] as { dice: number[]; probability: number }[]) {
      if (policy === "any") {
        total += probability * best(filled, subtotal, candidates, dice, 2, true, memo).value;
        if (arrive) follow(candidates, dice, 2, true, mass * probability);
      } else {
        // Declare the category whose turn, aimed at it alone, is worth most.
        let declared = -1;
        let top = -Infinity;
        for (const category of candidates) {
          const worth = best(filled, subtotal, [category], dice, 2, true, memo).value;
          if (worth > top + 1e-12) {
            top = worth;
            declared = category;
          }
        }
        total += probability * top;
        if (arrive) follow([declared], dice, 2, true, mass * probability);
      }
    }
    return { value: total };
  };
  // Forward, level by level.
  const visits = new Map<string, number>([["0:0", 1]]);
  const turns: { mass: number; ends: [number, number][] }[] = [];
  for (let level = 0; level < categories.length; level++) {
    for (const [key, mass] of [...visits]) {
      const [filled, subtotal] = key.split(":").map(Number) as [number, number];
      if (popcount(filled) !== level) continue;
      const ends: [number, number][] = [];
      for (const category of open(filled)) {
        for (const { dice } of rollTable[3] as { dice: number[] }[]) {
          for (const score of categories[category]?.id === "chance" ? [scoreOf(category, dice), 2 * scoreOf(category, dice)] : [scoreOf(category, dice)]) {
            ends.push([filled | (1 << category), subtotal + (isSchool(category) ? score : 0)]);
          }
        }
      }
      turns.push({ mass, ends });
      playTurn(filled, subtotal, mass, (nextFilled, nextSubtotal, probability) => {
        const next = `${nextFilled}:${nextSubtotal}`;
        visits.set(next, (visits.get(next) ?? 0) + probability);
      });
    }
  }
  return { value, visits, turns };
}

function popcount(mask: number): number {
  let bits = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) bits++;
  return bits;
}

describe("visitWeights", () => {
  const solution = solveGame(rules);
  for (const policy of ["any", "declare"] as const) {
    describe(`the ${policy} policy`, () => {
      const model = modelFor(rules, policy, "test");
      const values = solution.stages.find((stage) => stage.policy === policy)?.values as Float64Array;
      const { visits, consulted } = visitWeights(model, values);
      const expected = reference(policy);
      /** The dense index of (filled categories, raw School subtotal): the solver keeps the subtotal only while it can still matter. */
      const indexOf = (filled: number, subtotal: number): number => {
        const untracked = filled >> schoolFaces.length;
        const tracked = filled & schoolMask;
        return model.indexOf(untracked, tracked, model.canonical(tracked, subtotal));
      };

      it("agrees with the reference expectimax on the value of the game", () => {
        expect(values[indexOf(0, 0)]).toBeCloseTo(expected.value(0, 0), 9);
      });

      it("gives each turn start the probability of reaching it by playing every roll", () => {
        const byIndex = new Map<number, number>();
        for (const [key, mass] of expected.visits) {
          const [filled, subtotal] = key.split(":").map(Number) as [number, number];
          const index = indexOf(filled, subtotal);
          byIndex.set(index, (byIndex.get(index) ?? 0) + mass);
        }
        expect(byIndex.size).toBeGreaterThan(20);
        for (const [index, mass] of byIndex) expect(visits[index], `dense index ${index}`).toBeCloseTo(mass, 12);
        // Nothing else is visited, and each level's visits add up to 1 (the full sheet's too).
        let total = 0;
        for (let index = 0; index < visits.length; index++) {
          if ((visits[index] as number) > 0 && !byIndex.has(index)) expect.unreachable(`dense index ${index} is visited`);
          total += visits[index] as number;
        }
        expect(total).toBeCloseTo(categories.length + 1, 12);
      });

      it("weighs each sheet by the visits of the turns that can end there", () => {
        const byIndex = new Map<number, number>();
        for (const { mass, ends } of expected.turns) {
          // Each turn start counts once for each sheet it can end at.
          for (const index of new Set(ends.map(([filled, subtotal]) => indexOf(filled, subtotal)))) byIndex.set(index, (byIndex.get(index) ?? 0) + mass);
        }
        expect(byIndex.size).toBeGreaterThan(20);
        for (let index = 0; index < consulted.length; index++) expect(consulted[index], `dense index ${index}`).toBeCloseTo(byIndex.get(index) ?? 0, 12);
      });
    });
  }
});
