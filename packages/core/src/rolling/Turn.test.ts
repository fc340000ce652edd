import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createDie, createRng, d20, d4, d6, DiceError, rollDice, rollTurn, startTurn, validateHold, type Die } from "../index";
import { codeOf } from "../../test/codeOf";

describe("turns by hand", () => {
  const dice = [d6, d6, d6, d6, d6];

  it("a fresh turn has a budget of 3 by default", () => {
    expect(startTurn()).toEqual({ values: null, rollsUsed: 0, rollsPerTurn: 3 });
    expect(startTurn(1).rollsPerTurn).toBe(1);
  });

  it.each([0, -1, 1.5, Number.NaN])("startTurn(%s) is INVALID_ARGUMENT", (budget) => {
    expect(codeOf(() => startTurn(budget))).toBe("INVALID_ARGUMENT");
  });

  it("roll all, hold some, re-roll the rest; holding is not permanent", () => {
    let { turn } = rollTurn(dice, startTurn(), [], { values: [1, 2, 3, 4, 5] });
    expect(turn.rollsUsed).toBe(1);
    ({ turn } = rollTurn(dice, turn, [1, 3], { values: [6, 6, 6] }));
    expect(turn.values).toEqual([6, 2, 6, 4, 6]);
    expect(turn.rollsUsed).toBe(2);
    // Die 1 was held on roll 2 and is re-rolled on roll 3.
    ({ turn } = rollTurn(dice, turn, [0, 2, 4], { values: [1, 1] }));
    expect(turn.values).toEqual([6, 1, 6, 1, 6]);
    expect(turn.rollsUsed).toBe(3);
    expect(codeOf(() => rollTurn(dice, turn, [], { values: [1, 1, 1, 1, 1] }))).toBe("NO_ROLLS_LEFT");
  });

  it("holds are given in any order", () => {
    const { turn } = rollTurn(dice, startTurn(), [], { values: [1, 2, 3, 4, 5] });
    expect(rollTurn(dice, turn, [4, 0], { values: [6, 6, 6] }).turn.values).toEqual([1, 6, 6, 6, 5]);
  });

  it("the seeded source rolls exactly the dice not held, in order, and returns the next state", () => {
    const first = rollTurn([d4, d6, d20], startTurn(), [], { rng: createRng(1) });
    const direct = rollDice([d4, d6, d20], createRng(1));
    expect(first.turn.values).toEqual(direct.values);
    expect(first.rng).toEqual(direct.rng);
    const second = rollTurn([d4, d6, d20], first.turn, [1], { rng: first.rng! });
    const rolled = rollDice([d4, d20], first.rng!);
    expect(second.turn.values).toEqual([rolled.values[0], direct.values[1], rolled.values[1]]);
    expect(second.rng).toEqual(rolled.rng);
  });

  it("supplied values return no generator state", () => {
    expect(rollTurn([d6], startTurn(), [], { values: [3] }).rng).toBeUndefined();
  });

  it.each([
    ["hold before the first roll", () => rollTurn(dice, startTurn(), [0], { values: [1, 1, 1, 1] }), "INVALID_HOLD"],
    ["a value the die cannot show", () => rollTurn([d4], startTurn(), [], { values: [5] }), "INVALID_DICE_VALUES"],
    ["too many values", () => rollTurn([d6, d6], startTurn(), [], { values: [1, 2, 3] }), "INVALID_DICE_VALUES"],
    ["values for held dice too", () => rollTurn([d6, d6], { values: [1, 1], rollsUsed: 1, rollsPerTurn: 3 }, [0], { values: [2, 2] }), "INVALID_DICE_VALUES"],
    ["a value of the wrong die", () => rollTurn([d4, d20], { values: [1, 1], rollsUsed: 1, rollsPerTurn: 3 }, [1], { values: [20] }), "INVALID_DICE_VALUES"],
    ["a hold index out of range", () => rollTurn(dice, { values: [1, 1, 1, 1, 1], rollsUsed: 1, rollsPerTurn: 3 }, [5], { values: [1, 1, 1, 1] }), "INVALID_HOLD"],
  ])("rejects %s", (_, run, code) => {
    expect(codeOf(run)).toBe(code);
  });
});

describe("validateHold", () => {
  it("returns the mask", () => {
    expect(validateHold([0, 2], 3)).toEqual([true, false, true]);
    expect(validateHold([], 2)).toEqual([false, false]);
  });

  it.each([
    ["a repeated index", [1, 1]],
    ["a negative index", [-1]],
    ["an index too large", [3]],
    ["a fraction", [0.5]],
    ["a string", ["0"]],
    ["not a list", "0" as unknown as unknown[]],
  ])("rejects %s with INVALID_HOLD", (_, hold) => {
    expect(codeOf(() => validateHold(hold, 3))).toBe("INVALID_HOLD");
  });
});

const dieArb: fc.Arbitrary<Die> = fc.oneof(
  fc.constantFrom(d4, d6, d20),
  fc.uniqueArray(fc.integer({ min: -5, max: 30 }), { minLength: 1, maxLength: 8 }).map((faces) => createDie(faces)),
);

describe("turn properties", () => {
  test.prop([
    fc.array(dieArb, { minLength: 1, maxLength: 6 }),
    fc.integer({ min: 1, max: 5 }),
    fc.integer(),
    fc.array(fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), { minLength: 4, maxLength: 4 }),
  ])("held dice keep their faces, rolled dice show their own faces, the budget is enforced, inputs never change", (dice, budget, seed, holdMasks) => {
    let turn = startTurn<number>(budget);
    let rng = createRng(seed | 0);
    for (let roll = 0; roll < 4; roll++) {
      const hold = turn.values === null ? [] : dice.map((_, index) => index).filter((index) => holdMasks[roll]![index]);
      if (turn.rollsUsed === budget) {
        expect(codeOf(() => rollTurn(dice, turn, hold, { rng }))).toBe("NO_ROLLS_LEFT");
        break;
      }
      const before = structuredClone(turn);
      const next = rollTurn<number>(dice, turn, hold, { rng });
      expect(turn).toEqual(before);
      expect(next.turn.rollsUsed).toBe(turn.rollsUsed + 1);
      next.turn.values!.forEach((value, index) => {
        expect(dice[index]!.faces).toContain(value);
        if (hold.includes(index)) expect(value).toBe(turn.values![index]);
      });
      turn = next.turn;
      rng = next.rng!;
    }
  });
});
