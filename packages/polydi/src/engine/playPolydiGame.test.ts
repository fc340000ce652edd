import { describe, expect, it } from "vitest";
import {
  NUMBERED_POLYDI,
  ORIGINAL_POLYDI,
  createPolydi,
  newPolydiGame,
  playPolydiChallenge,
  playPolydiGame,
  rollPolydi,
  type PolydiGameState,
} from "../index";

function stepByStep(game: PolydiGameState): PolydiGameState {
  let state = game;
  while (state.status === "playing") state = rollPolydi(state);
  return state;
}

describe("playPolydiGame", () => {
  it("plays the same game as rolling step by step from the same seed", () => {
    const weighted = createPolydi([7, 2, "plus", "polydi", "minus"], { weights: [1, 3, 0.5, 0.25, 0.4] });
    for (const die of [ORIGINAL_POLYDI, NUMBERED_POLYDI, weighted]) {
      for (let seed = 0; seed < 30; seed++) {
        expect(playPolydiGame({ die, seed })).toEqual(stepByStep(newPolydiGame({ die, seed })));
      }
    }
  });

  it("ends in a win with the points as score, or a loss on a minus", () => {
    for (let seed = 0; seed < 50; seed++) {
      const game = playPolydiGame({ seed });
      const last = game.rolls.at(-1);
      if (game.status === "won") expect([last?.face, game.sevens]).toEqual([7, 3]);
      else expect(last?.face).toBe("minus");
    }
  });

  it("throws GAME_NOT_OVER past maxRolls instead of looping for ever", () => {
    const slow = createPolydi([7, 1], { weights: [1e-9, 1] });
    expect(() => playPolydiGame({ die: slow, seed: 1, maxRolls: 1000 })).toThrow(
      expect.objectContaining({ code: "GAME_NOT_OVER", message: expect.stringMatching(/maxRolls = 1000/) }),
    );
    expect(() => playPolydiGame({ seed: 1, maxRolls: 0 })).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT" }));
  });
});

describe("playPolydiChallenge", () => {
  it("starts again after each loss until a win, continuing the same stream", () => {
    for (let seed = 0; seed < 20; seed++) {
      const result = playPolydiChallenge({ seed });
      // Replay it game by game with the single-game function.
      let rng = newPolydiGame({ seed }).rng;
      let attempts = 0;
      let totalRolls = 0;
      let game: PolydiGameState;
      do {
        game = playPolydiGame({ rng });
        rng = game.rng;
        attempts += 1;
        totalRolls += game.rolls.length;
      } while (game.status !== "won");
      expect(result).toEqual({ attempts, totalRolls, game });
    }
  });

  it("a die with two 7s and no minus never needs a second attempt", () => {
    const result = playPolydiChallenge({ die: createPolydi([7, "plus"]), seed: 3 });
    expect(result.attempts).toBe(1);
  });

  it("rejects a die that can never win, and respects maxRolls over all attempts", () => {
    expect(() => playPolydiChallenge({ die: createPolydi([1, "minus"]), seed: 1 })).toThrow(/could never be won/);
    const rare = createPolydi([7, "minus"], { weights: [1, 1000] });
    expect(() => playPolydiChallenge({ die: rare, seed: 1, maxRolls: 500 })).toThrow(
      expect.objectContaining({ code: "GAME_NOT_OVER" }),
    );
  });
});
