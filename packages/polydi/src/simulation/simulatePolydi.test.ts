import { describe, expect, it } from "vitest";
import { createRng, type RngAlgorithm } from "@dice/core";
import { NUMBERED_POLYDI, ORIGINAL_POLYDI, createPolydi, playPolydiGame, simulatePolydi } from "../index";

const dice = [
  ORIGINAL_POLYDI,
  NUMBERED_POLYDI,
  createPolydi([7, 1, 2, "plus", "polydi", "minus"], { weights: [2, 5, 1, 1.5, 0.5, 1] }),
  createPolydi([7, 3, "plus", "polydi", "minus"], { weights: [1, 0, 3, 3, 1] }), // a zero-weight face
  createPolydi([7]), // one face: the roller never draws
  createPolydi([7, "minus"]), // two faces: no rejection zone
  createPolydi([7, 1, 2, 3, 4, "minus", "plus"]), // 7 faces: rejection sampling
];

describe("simulatePolydi", () => {
  const algorithms: RngAlgorithm[] = ["xoroshiro128plus-high", "xoroshiro128plus"];
  it.each(dice.flatMap((die) => algorithms.map((algorithm) => [die.name, algorithm, die] as const)))(
    "%s, %s: plays exactly the games playPolydiGame plays from the same state, one after another",
    (_name, algorithm, die) => {
      for (const seed of [0, 1, 42, 2 ** 32 - 1]) {
        const result = simulatePolydi({ die, rng: createRng(seed, algorithm), games: 40 });
        let rng = createRng(seed, algorithm);
        let wins = 0;
        let totalRolls = 0;
        const scoreCounts: number[] = [];
        for (let game = 0; game < 40; game++) {
          const played = playPolydiGame({ die, rng });
          rng = played.rng;
          totalRolls += played.rolls.length;
          if (played.status === "won") {
            wins += 1;
            while (scoreCounts.length <= played.points) scoreCounts.push(0);
            scoreCounts[played.points] = (scoreCounts[played.points] as number) + 1;
          }
        }
        expect(result).toEqual({ games: 40, wins, totalRolls, scoreCounts, rng });
      }
    },
  );

  it("continues the stream from a returned rng state", () => {
    const whole = simulatePolydi({ seed: 5, games: 30 });
    const first = simulatePolydi({ seed: 5, games: 10 });
    const rest = simulatePolydi({ rng: first.rng, games: 20 });
    expect(rest.rng).toEqual(whole.rng);
    expect(first.wins + rest.wins).toBe(whole.wins);
  });

  it("validates its options and stops a pathological die at maxRollsPerGame", () => {
    expect(() => simulatePolydi({ seed: 1, games: 0 })).toThrow(/simulatePolydi: games must be a positive integer; received 0/);
    expect(() => simulatePolydi({ seed: 1, games: 1.5 })).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT" }));
    expect(() => simulatePolydi({ games: 1 } as never)).toThrow(/expected a seed/);
    const slow = createPolydi([7, 1], { weights: [1e-12, 1] });
    expect(() => simulatePolydi({ die: slow, seed: 1, games: 1, maxRollsPerGame: 10_000 })).toThrow(
      expect.objectContaining({ code: "GAME_NOT_OVER" }),
    );
  });
});
