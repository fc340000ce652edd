import { DiceError } from "@dice/core";
import { describe, expect, it } from "vitest";
import { NUMBERED_POLYDI, ORIGINAL_POLYDI, POLYDI_SYMBOLS, createPolydi, validatePolydi } from "../index";

describe("Polydi dice", () => {
  it("the original Polydi has 1–9, plus, minus and the Polydi Symbol, equally likely", () => {
    expect(ORIGINAL_POLYDI.faces).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, "plus", "minus", "polydi"]);
    expect(ORIGINAL_POLYDI.weights).toBeUndefined();
    expect(POLYDI_SYMBOLS).toEqual(["plus", "minus", "polydi"]);
  });

  it("the 12-number Polydi has 1–12 and no symbols", () => {
    expect(NUMBERED_POLYDI.faces).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("builds custom Polydi with weights and a default name", () => {
    const die = createPolydi([7, 3, "plus", "polydi", "minus"], { weights: [2, 1, 1, 1, 1] });
    expect(die).toEqual({ name: "polydi-5", faces: [7, 3, "plus", "polydi", "minus"], weights: [2, 1, 1, 1, 1] });
    expect(createPolydi([1, "minus"]).faces).toEqual([1, "minus"]); // always lost, but the game ends
  });

  it("rejects a die on which the game could never end", () => {
    expect(() => createPolydi([1, 2, "plus", "polydi"])).toThrow(/could never end/);
    // A zero-weight 7 or minus counts as absent.
    expect(() => createPolydi([7, 1, "minus"], { weights: [0, 1, 0] })).toThrow(/could never end/);
    try {
      createPolydi([1, 2]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DiceError);
      expect((error as DiceError).code).toBe("INVALID_DIE");
      expect((error as DiceError).message).toMatch(/^createPolydi: .*'polydi-2'.*faces: 1, 2/);
    }
  });

  it("rejects other symbols, repeated faces and bad weights", () => {
    expect(() => createPolydi([7, "star" as never])).toThrow(/createPolydi: face 'star'.*'plus', 'minus', 'polydi'/);
    expect(() => createPolydi([7, 7, "minus"])).toThrow(expect.objectContaining({ code: "INVALID_DIE" }));
    expect(() => createPolydi([7, "minus"], { weights: [1] })).toThrow(expect.objectContaining({ code: "INVALID_DIE" }));
    expect(() => createPolydi([7, "minus"], { weights: [-1, 2] })).toThrow(expect.objectContaining({ code: "INVALID_DIE" }));
  });

  it("validates dice restored from JSON", () => {
    expect(validatePolydi(JSON.parse(JSON.stringify(ORIGINAL_POLYDI)))).toEqual(ORIGINAL_POLYDI);
    expect(() => validatePolydi(null)).toThrow(/validatePolydi: invalid die/);
    expect(() => validatePolydi({ name: "x", faces: [1, "plus"] })).toThrow(/validatePolydi: .*could never end/);
    expect(() => validatePolydi({ name: "x", faces: [7, "Plus"] })).toThrow(/face 'Plus'/);
  });
});

describe("JavaScript-only inputs get typed errors and are read once", () => {
  it("createPolydi(faces, null) throws INVALID_DIE, not TypeError", () => {
    expect(() => createPolydi([7, "minus"], null as unknown as object)).toThrow(
      expect.objectContaining({ name: "DiceError", code: "INVALID_DIE" }),
    );
  });

  it("validatePolydi reads a faces getter once: the checked faces are the ones returned", () => {
    let reads = 0;
    const sneaky = {
      name: "sneaky",
      get faces() {
        reads++;
        return reads === 1 ? [7, "minus"] : [1, 2];
      },
    };
    expect(validatePolydi(sneaky).faces).toEqual([7, "minus"]);
    expect(reads).toBe(1);
  });
});

describe("messages quote die names and faces escaped", () => {
  it("die names and faces from outside are quoted escaped in messages", () => {
    const evil = { name: "evil\n\u001b[31m", faces: [7, "star\u202e"] };
    let message = "";
    try {
      validatePolydi(evil);
    } catch (error) {
      message = error instanceof DiceError ? error.message : "not a DiceError";
    }
    expect(message).toBe("validatePolydi: face 'star\\u202e' of die 'evil\\n\\u001b[31m' is not allowed; a Polydi face is a number or one of 'plus', 'minus', 'polydi'");
  });
});
