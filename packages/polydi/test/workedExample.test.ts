import { describe, expect, it } from "vitest";
import { applyPolydiRoll, newPolydiGame, ORIGINAL_POLYDI, type PolydiFace } from "../src/index";

// The seed's worked example, read roll by roll from seeds/polydi-lucky-seven.txt.
// Each row: the face, then points, free rolls banked and sevens after it, as the text states.
const rollsFromTheSeed: ReadonlyArray<readonly [PolydiFace, number, number, number]> = [
  [5, 1, 0, 0], // "The player now has 1 point."
  [4, 2, 0, 0], // "2 points total"
  [7, 3, 0, 1], // "3 points total ... their first seven"
  ["plus", 3, 1, 1], // "NOT charged ... still have 3 points ... next roll free"
  [9, 3, 0, 1], // "still has 3 points total because their last roll earned them a free roll"
  [3, 4, 0, 1], // "now has 4 points total"
  [7, 5, 0, 2], // "5 points total ... their second seven"
  [4, 6, 0, 2], // "6 points total"
  ["polydi", 6, 2, 2], // "NOT charged ... still have 6 points ... next TWO rolls free"
  [8, 6, 1, 2], // "still has 6 points ... use up one of their free turns"
  [8, 6, 0, 2], // "still has 6 points ... used their second free roll"
  [2, 7, 0, 2], // "now has 7 points total"
  [7, 8, 0, 3], // "8 points total. The third 7 ... the game is over"
];

describe("the seed's worked example (13 rolls, final score 8)", () => {
  it("gives the stated points, free rolls and sevens after every roll", () => {
    let game = newPolydiGame({ die: ORIGINAL_POLYDI, seed: 0 });
    rollsFromTheSeed.forEach(([face, points, freeRolls, sevens], index) => {
      game = applyPolydiRoll(game, face);
      expect({ roll: index + 1, points: game.points, freeRolls: game.freeRolls, sevens: game.sevens }).toEqual({
        roll: index + 1,
        points,
        freeRolls,
        sevens,
      });
      expect(game.status).toBe(index === rollsFromTheSeed.length - 1 ? "won" : "playing");
    });
    expect(game.points).toBe(8);
    expect(game.rolls).toHaveLength(13);
    expect(game.rolls.map((roll) => roll.cost)).toEqual([1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1]);
  });

  it("treats the example game as over: a 14th roll is refused and the state is unchanged", () => {
    let game = newPolydiGame({ seed: 0 });
    for (const [face] of rollsFromTheSeed) game = applyPolydiRoll(game, face);
    const before = JSON.stringify(game);
    expect(() => applyPolydiRoll(game, 7)).toThrow(expect.objectContaining({ code: "GAME_OVER" }));
    expect(JSON.stringify(game)).toBe(before);
  });
});
