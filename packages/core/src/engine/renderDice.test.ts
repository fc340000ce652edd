import { describe, expect, it } from "vitest";
import { createDie, d4, d6, d8, d12, d20 } from "../dice/Die";
import { renderDice } from "./renderDice";

// Every expected line is worked by hand: position from 1, the die's name, its value, " · " between dice.
describe("renderDice", () => {
  const platzeeDice = [d4, d6, d8, d12, d20];

  it("numbers every die from 1 and names it by die", () => {
    expect(renderDice(platzeeDice, [3, 6, 1, 11, 20])).toBe("1: d4 = 3 · 2: d6 = 6 · 3: d8 = 1 · 4: d12 = 11 · 5: d20 = 20");
    expect(renderDice([d6], [2])).toBe("1: d6 = 2");
    expect(renderDice([], [])).toBe("");
  });

  it("with only, shows just those dice, in die order, still numbered by their places", () => {
    expect(renderDice(platzeeDice, [3, 6, 1, 11, 20], { only: [4, 1] })).toBe("2: d6 = 6 · 5: d20 = 20");
    expect(renderDice(platzeeDice, [3, 6, 1, 11, 20], { only: [2] })).toBe("3: d8 = 1");
    expect(renderDice(platzeeDice, [3, 6, 1, 11, 20], { only: [] })).toBe("");
  });

  it("escapes die names and named faces for the format; numbers stay as they are", () => {
    const coin = createDie(["*", "tails"], { name: "co_in" });
    expect(renderDice([coin, d6], ["*", 4])).toBe("1: co_in = * · 2: d6 = 4");
    expect(renderDice([coin, d6], ["*", 4], { format: "markdown" })).toBe("1: co\\_in = \\* · 2: d6 = 4");
    const signed = createDie([-1, 0, 1], { name: "fudge" });
    expect(renderDice([signed], [-1], { format: "markdown" })).toBe("1: fudge = -1");
  });

  it("refuses values that are not one face of each die, as readDice does", () => {
    expect(() => renderDice([d4, d6], [5, 6])).toThrow(
      expect.objectContaining({
        code: "INVALID_DICE_VALUES",
        message: "readDice: die 1 (d4) cannot show 5; allowed: 1, 2, 3, 4",
        details: { die: 0, dieName: "d4", value: 5, allowed: [1, 2, 3, 4] },
      }),
    );
    expect(() => renderDice([d4, d6], [4])).toThrow(
      expect.objectContaining({
        code: "INVALID_DICE_VALUES",
        message: "readDice: expected 2 values, one per die; received [4]",
        details: { count: 1, expectedCount: 2 },
      }),
    );
  });

  it("refuses dice that are not a list of dice with a typed error, as readDice does (a JSON value may be anything)", () => {
    for (const dice of [null, 5, "d6", [null], [{}], [d6, { faces: "123" }], new Array(2 ** 32 - 1), new Array(1001).fill(d6)]) {
      expect(() => renderDice(dice as never, [1])).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT", message: expect.stringMatching(/^readDice: expected a list of at most 1000 dice; received /) }));
    }
    expect(() => renderDice(null as never, [1])).toThrow("readDice: expected a list of at most 1000 dice; received null");
  });

  it("describes a die name that is not a string (dice from JSON) instead of converting it", () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(renderDice([{ name: deep, faces: [1, 2] } as never], [2])).toBe("1: [[[…]]] = 2");
    expect(renderDice([{ name: 7, faces: [1, 2] } as never, d6], [1, 6])).toBe("1: 7 = 1 · 2: d6 = 6");
  });

  it("refuses a bad only and an unknown format", () => {
    expect(() => renderDice([d8, d12], [1, 1], { only: [1, 1] })).toThrow(
      expect.objectContaining({ code: "INVALID_HOLD", message: "renderDice: die 1 is held twice" }),
    );
    expect(() => renderDice([d8, d12], [1, 1], { only: [2] })).toThrow(
      expect.objectContaining({ code: "INVALID_HOLD", message: "renderDice: cannot hold die 2; die indices are 0 to 1" }),
    );
    expect(() => renderDice([d8], [1], { format: "html" as never })).toThrow(
      expect.objectContaining({ code: "INVALID_ARGUMENT", message: `renderDice: format must be "text" or "markdown"; received 'html'` }),
    );
  });
});
