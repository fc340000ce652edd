import { describe, expect, it } from "vitest";
import { applyPolydiRoll, newPolydiGame, playPolydiGame, rollPolydi, validatePolydiGame } from "../index";

const saved = (): Record<string, unknown> =>
  JSON.parse(JSON.stringify([5, "plus", 7, "polydi"].reduce(applyPolydiRoll, newPolydiGame({ seed: 11 }))));

describe("validatePolydiGame", () => {
  it("accepts a state restored from JSON, and rolling on resumes identically", () => {
    let game = newPolydiGame({ seed: 77 });
    for (let index = 0; index < 4; index++) game = rollPolydi(game);
    const restored = validatePolydiGame(JSON.parse(JSON.stringify(game)));
    expect(restored).toEqual(game);
    if (game.status === "playing") expect(rollPolydi(restored)).toEqual(rollPolydi(game));
    const finished = playPolydiGame({ seed: 77 });
    expect(validatePolydiGame(JSON.parse(JSON.stringify(finished)))).toEqual(finished);
  });

  it("rejects non-objects and a bad die or RNG state", () => {
    expect(() => validatePolydiGame("x")).toThrow(/validatePolydiGame: expected a game state object; received 'x'/);
    expect(() => validatePolydiGame({ ...saved(), die: { name: "d", faces: [1, 2] } })).toThrow(/could never end/);
    expect(() => validatePolydiGame({ ...saved(), rng: { algorithm: "xoroshiro128plus", state: [0, 0, 0, 0] } })).toThrow(
      expect.objectContaining({ code: "INVALID_STATE" }),
    );
  });

  it("rejects counters that do not match the replayed log", () => {
    expect(() => validatePolydiGame({ ...saved(), points: 99 })).toThrow(/points is 99, but replaying the 4 logged rolls gives 1/);
    expect(() => validatePolydiGame({ ...saved(), freeRolls: 0 })).toThrow(/freeRolls/);
    expect(() => validatePolydiGame({ ...saved(), status: "won" })).toThrow(/status/);
  });

  it("rejects a tampered log", () => {
    const state = saved();
    const rolls = state["rolls"] as Array<Record<string, unknown>>;
    const badFace = { ...state, rolls: rolls.map((roll, index) => (index === 0 ? { ...roll, face: 13 } : roll)) };
    expect(() => validatePolydiGame(badFace)).toThrow(/roll 1: .*cannot show 13/);
    const badCost = { ...state, rolls: rolls.map((roll, index) => (index === 2 ? { ...roll, cost: 1 } : roll)) };
    expect(() => validatePolydiGame(badCost)).toThrow(/roll 3 \(7\) logs cost = 1, but replaying the log gives 0/);
    const afterEnd = JSON.parse(JSON.stringify(applyPolydiRoll(newPolydiGame({ seed: 1 }), "minus")));
    afterEnd.rolls.push({ face: 1, cost: 1, points: 1, sevens: 0, freeRolls: 0 });
    expect(() => validatePolydiGame(afterEnd)).toThrow(/roll 2 comes after the game was lost/);
  });
});

describe("sparse arrays in a restored game", () => {
  it("a hole in the rolls is refused, not skipped", () => {
    const state = saved();
    const rolls = state["rolls"] as unknown[];
    const holed = [...rolls];
    delete holed[1];
    expect(() => validatePolydiGame({ ...state, rolls: holed })).toThrow(/validatePolydiGame: roll 2 must be an object; received undefined/);
    expect(() => validatePolydiGame({ ...state, rolls: new Array(4) })).toThrow(expect.objectContaining({ code: "INVALID_STATE" }));
  });
});
