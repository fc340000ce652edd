import { describe, expect, it } from "vitest";
import { applyPolydiRoll, createPolydi, newPolydiGame, rollPolydi, type PolydiGameState } from "../index";

function play(faces: readonly unknown[], state: PolydiGameState = newPolydiGame({ seed: 1 })): PolydiGameState {
  return faces.reduce<PolydiGameState>((game, face) => applyPolydiRoll(game, face), state);
}

describe("applyPolydiRoll", () => {
  it("charges a point per number with no free roll banked", () => {
    const game = play([1, 2, 3]);
    expect([game.points, game.sevens, game.freeRolls, game.status]).toEqual([3, 0, 0, "playing"]);
  });

  it("plus banks 1 free roll and the Polydi Symbol 2, at no cost, adding up without limit", () => {
    const game = play(["plus", "polydi", "polydi", "plus"]);
    expect([game.points, game.freeRolls]).toEqual([0, 6]);
  });

  it("a free roll covers the next number, and a free 7 still counts as a seven", () => {
    const game = play(["plus", 7]);
    expect([game.points, game.sevens, game.freeRolls]).toEqual([0, 1, 0]);
  });

  it("a minus loses at once, even with two sevens and a good score", () => {
    const game = play([7, 7, "minus"]);
    expect(game.status).toBe("lost");
    expect(game.points).toBe(2);
  });

  it("the third 7 wins, and its point counts unless it was free", () => {
    expect(play([7, 7, 7]).points).toBe(3);
    expect(play([7, 7, "plus", 7]).points).toBe(2);
    expect(play([7, 7, "plus", 7]).status).toBe("won");
  });

  it("does not change its input and does not touch the RNG state", () => {
    const start = newPolydiGame({ seed: 5 });
    const copy = JSON.stringify(start);
    const next = applyPolydiRoll(start, "polydi");
    expect(JSON.stringify(start)).toBe(copy);
    expect(next.rng).toEqual(start.rng);
  });

  it("rejects a face the die cannot show, leaving the state unchanged", () => {
    const start = play([5]);
    const copy = JSON.stringify(start);
    expect(() => applyPolydiRoll(start, 10)).toThrow(/applyPolydiRoll: .*cannot show 10; allowed: 1, 2/);
    expect(() => applyPolydiRoll(start, "7")).toThrow(expect.objectContaining({ code: "INVALID_DICE_VALUES" }));
    expect(JSON.stringify(start)).toBe(copy);
  });

  it("rejects a zero-weight face supplied from outside", () => {
    const die = createPolydi([7, "plus", "minus"], { weights: [1, 0, 1] });
    expect(() => applyPolydiRoll(newPolydiGame({ die, seed: 1 }), "plus")).toThrow(/weight is 0/);
  });

  it("refuses rolls on a finished game, with GAME_OVER", () => {
    const lost = play(["minus"]);
    expect(() => applyPolydiRoll(lost, 1)).toThrow(expect.objectContaining({ code: "GAME_OVER" }));
    expect(() => rollPolydi(lost)).toThrow(expect.objectContaining({ code: "GAME_OVER" }));
  });
});

describe("rollPolydi", () => {
  it("is reproducible from a seed and advances the RNG state", () => {
    // Seed 3's first roll is a 5, so the game goes on to a second roll.
    const first = rollPolydi(rollPolydi(newPolydiGame({ seed: 3 })));
    const again = rollPolydi(rollPolydi(newPolydiGame({ seed: 3 })));
    expect(again).toEqual(first);
    expect(first.rng).not.toEqual(newPolydiGame({ seed: 3 }).rng);
  });

  it("never rolls a zero-weight face", () => {
    const die = createPolydi([7, 1, "plus", "minus"], { weights: [1, 1, 0, 0] });
    let game = newPolydiGame({ die, seed: 9 });
    while (game.status === "playing") game = rollPolydi(game);
    expect(game.rolls.every((roll) => roll.face === 7 || roll.face === 1)).toBe(true);
    expect(game.status).toBe("won");
  });
});

describe("newPolydiGame", () => {
  it("needs exactly one of seed and rng, and a Polydi", () => {
    expect(() => newPolydiGame({})).toThrow(/newPolydiGame: expected a seed/);
    expect(() => newPolydiGame({ seed: 1, rng: newPolydiGame({ seed: 1 }).rng })).toThrow(/not both/);
    expect(() => newPolydiGame({ seed: 1.5 })).toThrow(expect.objectContaining({ code: "INVALID_SEED" }));
    expect(() => newPolydiGame({ seed: 1, die: { name: "d2", faces: [1, 2] } })).toThrow(/could never end/);
  });
});
