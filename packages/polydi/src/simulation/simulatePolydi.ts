import { DiceError, type Die, type RngState } from "@dice/core";
import { MINUS, NUMBER, PLUS, SEVEN, analyzePolydi } from "../internal/analyzePolydi";
import { positiveInteger, rngFromOptions } from "../internal/options";
import { ORIGINAL_POLYDI } from "../rules/polydiDice";

/**
 * Options for {@link simulatePolydi}.
 *
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

// The uniform and weighted draws below reproduce, bit for bit, what
// @dice/core's createDiceRoller does (pure-rand's xoroshiro128+, then
// uniformInt or uniformFloat64 and a cumulative-weight search), with the
// generator held in local variables so the loop runs several times faster.
// A test checks that both give the same games and the same final state.
const SCALE_26 = 2 ** -26;
const SCALE_53 = 2 ** -53;

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
  const die = options.die ?? ORIGINAL_POLYDI;
  const analysis = analyzePolydi(die, fn);
  const kinds = analysis.kinds;
  const faceCount = kinds.length;
  const weighted = die.weights !== undefined;
  const cumulative = new Float64Array(faceCount);
  let totalWeight = 0;
  analysis.weights.forEach((weight, index) => {
    totalWeight += weight;
    cumulative[index] = totalWeight;
  });
  const maxAllowed = faceCount > 2 ? Math.trunc(4294967296 / faceCount) * faceCount : 4294967296;

  let [s01, s00, s11, s10] = start.state;
  let wins = 0;
  let totalRolls = 0;
  const scoreCounts: number[] = [];
  for (let game = 0; game < games; game++) {
    let points = 0;
    let sevens = 0;
    let freeRolls = 0;
    let rolls = 0;
    for (;;) {
      if (rolls === maxRollsPerGame) {
        throw new DiceError(
          "GAME_NOT_OVER",
          `${fn}: game ${game + 1} still not over after maxRollsPerGame = ${maxRollsPerGame} rolls with die '${die.name}'`,
        );
      }
      let index: number;
      if (!weighted) {
        let draw: number;
        do {
          const out = (s00 + s10) | 0;
          const a0 = s10 ^ s00;
          const a1 = s11 ^ s01;
          const o0 = s00;
          const o1 = s01;
          s00 = (o0 << 24) ^ (o1 >>> 8) ^ a0 ^ (a0 << 16);
          s01 = (o1 << 24) ^ (o0 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
          s10 = (a1 << 5) ^ (a0 >>> 27);
          s11 = (a0 << 5) ^ (a1 >>> 27);
          draw = out + 2147483648;
        } while (draw >= maxAllowed);
        index = draw % faceCount;
      } else {
        const high = (s00 + s10) & 0x3ffffff;
        let a0 = s10 ^ s00;
        let a1 = s11 ^ s01;
        let o0 = s00;
        let o1 = s01;
        s00 = (o0 << 24) ^ (o1 >>> 8) ^ a0 ^ (a0 << 16);
        s01 = (o1 << 24) ^ (o0 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
        s10 = (a1 << 5) ^ (a0 >>> 27);
        s11 = (a0 << 5) ^ (a1 >>> 27);
        const low = (s00 + s10) & 0x7ffffff;
        a0 = s10 ^ s00;
        a1 = s11 ^ s01;
        o0 = s00;
        o1 = s01;
        s00 = (o0 << 24) ^ (o1 >>> 8) ^ a0 ^ (a0 << 16);
        s01 = (o1 << 24) ^ (o0 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
        s10 = (a1 << 5) ^ (a0 >>> 27);
        s11 = (a0 << 5) ^ (a1 >>> 27);
        const target = (high * SCALE_26 + low * SCALE_53) * totalWeight;
        index = faceCount - 1;
        for (let face = 0; face < faceCount; face++) {
          if (target < (cumulative[face] as number)) {
            index = face;
            break;
          }
        }
      }
      rolls++;
      const kind = kinds[index] as number;
      if (kind <= NUMBER) {
        if (freeRolls > 0) freeRolls--;
        else points++;
        if (kind === SEVEN && ++sevens === 3) {
          wins++;
          while (scoreCounts.length <= points) scoreCounts.push(0);
          scoreCounts[points] = (scoreCounts[points] as number) + 1;
          break;
        }
      } else if (kind === PLUS) freeRolls++;
      else if (kind === MINUS) break;
      else freeRolls += 2;
    }
    totalRolls += rolls;
  }
  return {
    games,
    wins,
    totalRolls,
    scoreCounts,
    rng: { algorithm: "xoroshiro128plus", state: [s01, s00, s11, s10] },
  };
}
