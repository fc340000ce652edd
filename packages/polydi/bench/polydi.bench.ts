import { bench, describe } from "vitest";
import {
  ORIGINAL_POLYDI,
  luckySevenOdds,
  newPolydiGame,
  playPolydiGame,
  rollPolydi,
  simulatePolydi,
  type PolydiGameState,
} from "../src/index";

// Every simulation bench plays the same GAMES games from the same seed, so the
// ratio of their rates is the ratio of rolls per second. Rolls per iteration:
const GAMES = 10_000;
const SEED = 2024;
const ROLLS = simulatePolydi({ seed: SEED, games: GAMES }).totalRolls;
console.log(`[polydi bench] ${GAMES} games = ${ROLLS} rolls per iteration; rolls/s = hz × ${ROLLS}`);

describe(`simulate ${GAMES} games of the original Polydi (${ROLLS} rolls)`, () => {
  bench("simulatePolydi (fast loop, inlined generator)", () => {
    simulatePolydi({ seed: SEED, games: GAMES });
  });

  bench("playPolydiGame per game (core DiceRoller + step records)", () => {
    let rng = newPolydiGame({ seed: SEED }).rng;
    for (let game = 0; game < GAMES; game++) rng = playPolydiGame({ rng }).rng;
  });

  bench("naive baseline: rollPolydi step function with object states", () => {
    let state: PolydiGameState = newPolydiGame({ seed: SEED });
    for (let game = 0; game < GAMES; game++) {
      while (state.status === "playing") state = rollPolydi(state);
      state = newPolydiGame({ rng: state.rng });
    }
  });
});

/** A slow DP: push mass roll by roll over (sevens, free rolls, points) until 1e-15 is left. */
function naiveOdds(): { win: number; mean: number } {
  const [a, b, c, d] = [1 / 12, 8 / 12, 1 / 12, 1 / 12];
  let mass: number[][][] = [[[1]], [[]], [[]]]; // mass[sevens][free][points]
  const won: number[] = [];
  const put = (grid: number[][], free: number, points: number, value: number) => {
    if (value < 1e-40) return;
    const row = (grid[free] ??= []);
    row[points] = (row[points] ?? 0) + value;
  };
  for (;;) {
    const next: number[][][] = [[], [], []];
    let alive = 0;
    mass.forEach((grid, sevens) =>
      grid.forEach((row, free) =>
        row.forEach((probability, points) => {
          alive += probability;
          const freeAfter = free > 0 ? free - 1 : 0;
          const pointsAfter = free > 0 ? points : points + 1;
          put(next[sevens] as number[][], freeAfter, pointsAfter, probability * b);
          if (sevens === 2) won[pointsAfter] = (won[pointsAfter] ?? 0) + probability * a;
          else put(next[sevens + 1] as number[][], freeAfter, pointsAfter, probability * a);
          put(next[sevens] as number[][], free + 1, points, probability * c);
          put(next[sevens] as number[][], free + 2, points, probability * d);
        }),
      ),
    );
    if (alive < 1e-15) break;
    mass = next;
  }
  const win = won.reduce((sum, value) => sum + (value ?? 0), 0);
  return { win, mean: won.reduce((sum, value, score) => sum + score * (value ?? 0), 0) / win };
}

describe("exact odds of the original Polydi", () => {
  bench("luckySevenOdds (closed form)", () => {
    luckySevenOdds(ORIGINAL_POLYDI);
  });

  bench("naive baseline: roll-by-roll DP to 1e-15", () => {
    naiveOdds();
  }, { iterations: 10, time: 0 });
});
