import { DiceError, describeValue, type Die, type RngState } from "@dice/core";
import { analyzePolydi } from "../internal/analyzePolydi";
import { simulateUniform, simulateWeighted } from "../internal/simulateGames";
import { positiveInteger, rngFromOptions } from "../internal/options";
import { ORIGINAL_POLYDI } from "../rules/polydiDice";

/**
 * Options for {@link simulatePolydi}.
 *
 * @example
 * ```ts
 * import { createPolydi, simulatePolydi } from "@dice/polydi";
 * simulatePolydi({ die: createPolydi([7, "minus"]), seed: 3, games: 10 }).games; // => 10
 * ```
 * @category Simulation
 */
export interface SimulatePolydiOptions {
  /**
   * The Polydi to roll.
   * @defaultValue {@link ORIGINAL_POLYDI}
   */
  readonly die?: Die;
  /** How many games to play, a positive integer. */
  readonly games: number;
  /** A seed for the generator (give this or `rng`). */
  readonly seed?: number;
  /** A generator state to continue from (give this or `seed`). */
  readonly rng?: RngState;
  /**
   * A safety limit per game: a game still going after this many rolls throws.
   * @defaultValue 1_000_000
   */
  readonly maxRollsPerGame?: number;
}

/**
 * What a simulation saw.
 *
 * @example
 * ```ts
 * import { createPolydi, simulatePolydi } from "@dice/polydi";
 * simulatePolydi({ die: createPolydi([7]), seed: 3, games: 10 }).scoreCounts; // => [0, 0, 0, 10]
 * ```
 * @category Simulation
 */
export interface PolydiSimulation {
  /** Games played. */
  readonly games: number;
  /** Games won. */
  readonly wins: number;
  /** Rolls over all games. */
  readonly totalRolls: number;
  /** `scoreCounts[k]` = the number of games won with final score k. */
  readonly scoreCounts: readonly number[];
  /** The generator state after the last roll, to continue the stream. */
  readonly rng: RngState;
}

/**
 * Plays many Lucky Seven games from a seed, fast, and counts the final
 * scores. Games follow the very same random stream as
 * {@link playPolydiGame} played one after another from the same seed.
 *
 * @param options - die, number of games, seed or RNG state, see {@link SimulatePolydiOptions}
 * @returns counts of wins, rolls and scores, and the generator state after
 * @throws {@link @dice/core!DiceError} `INVALID_ARGUMENT` for a bad game count or limit; `GAME_NOT_OVER`
 *   when a game exceeds `maxRollsPerGame`; `INVALID_DIE`, `INVALID_SEED` or `INVALID_RNG_STATE` for bad options
 * @example
 * ```ts
 * import { simulatePolydi } from "@dice/polydi";
 * const result = simulatePolydi({ seed: 1, games: 100_000 });
 * result.wins / result.games; // ≈ 0.125 (exactly 1/8 in the long run)
 * result.scoreCounts.reduce((sum, count) => sum + count, 0) === result.wins; // => true
 * ```
 * @category Simulation
 */
export function simulatePolydi(options: SimulatePolydiOptions): PolydiSimulation {
  const fn = "simulatePolydi";
  const start = rngFromOptions(fn, options);
  const games = positiveInteger(fn, "games", options.games, 0);
  const maxRollsPerGame = positiveInteger(fn, "maxRollsPerGame", options.maxRollsPerGame, 1_000_000);
  const analysis = analyzePolydi(options.die ?? ORIGINAL_POLYDI, fn);
  const die = analysis.die;
  const kinds = analysis.kinds;
  const faceCount = kinds.length;
  const weighted = die.weights !== undefined;
  const cumulative = new Float64Array(faceCount);
  let totalWeight = 0;
  analysis.weights.forEach((weight, index) => {
    totalWeight += weight;
    cumulative[index] = totalWeight;
  });

  const state = Int32Array.from(start.state);
  const scoreCounts: number[] = [];
  const high = start.algorithm === "xoroshiro128plus-high";
  const totals = weighted
    ? simulateWeighted(high, kinds, cumulative, games, maxRollsPerGame, state, scoreCounts)
    : simulateUniform(high, kinds, games, maxRollsPerGame, state, scoreCounts);
  if (totals.stuckGame >= 0) {
    throw new DiceError(
      "GAME_NOT_OVER",
      `${fn}: game ${totals.stuckGame + 1} still not over after maxRollsPerGame = ${maxRollsPerGame} rolls with die ${describeValue(die.name)}`,
    );
  }
  const { wins, totalRolls } = totals;
  return {
    games,
    wins,
    totalRolls,
    scoreCounts,
    rng: { algorithm: start.algorithm, state: [state[0] as number, state[1] as number, state[2] as number, state[3] as number] },
  };
}
