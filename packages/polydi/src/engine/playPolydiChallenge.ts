import { createDiceRoller, type Die, type RngState } from "@dice/core";
import { winnableDie } from "../internal/winnableDie";
import { positiveInteger, rngFromOptions } from "../internal/options";
import { playOut } from "../internal/playOut";
import { ORIGINAL_POLYDI } from "../rules/polydiDice";
import type { PolydiGameState } from "./PolydiGameState";

/**
 * Options for {@link playPolydiChallenge}.
 *
 * @example
 * ```ts
 * import { playPolydiChallenge } from "@dice/polydi";
 * playPolydiChallenge({ seed: 5, maxRolls: 100_000 }).game.status; // => "won"
 * ```
 * @category Game
 */
export interface PlayPolydiChallengeOptions {
  /**
   * The Polydi to play with.
   * @defaultValue {@link ORIGINAL_POLYDI}
   */
  readonly die?: Die;
  /** A seed for the generator (give this or `rng`). */
  readonly seed?: number;
  /** A generator state to continue from (give this or `seed`). */
  readonly rng?: RngState;
  /**
   * A safety limit on the total rolls over all attempts; exceeding it throws.
   * @defaultValue 10_000_000
   */
  readonly maxRolls?: number;
}

/**
 * The outcome of a challenge: how many games it took to win one, and the winning game.
 *
 * @example
 * ```ts
 * import { playPolydiChallenge } from "@dice/polydi";
 * const { attempts, game } = playPolydiChallenge({ seed: 5 });
 * attempts >= 1 && game.sevens === 3; // => true
 * ```
 * @category Game
 */
export interface PolydiChallengeResult {
  /** Games played, including the winning one (at least 1). */
  readonly attempts: number;
  /** Rolls over all attempts. */
  readonly totalRolls: number;
  /** The winning game; its `points` is the challenge score and its `rng` the generator state after the last roll. */
  readonly game: PolydiGameState;
}

/**
 * Plays the Lucky Seven challenge from a seed: after a loss the player
 * starts again (the generator continues), until a game is won.
 *
 * @param options - die, seed or RNG state, and `maxRolls`, see {@link PlayPolydiChallengeOptions}
 * @returns attempts, total rolls and the winning game
 * @throws {@link @dice/core!DiceError} `INVALID_DIE` when no 7 can be rolled (the challenge could never be won);
 *   `GAME_NOT_OVER` when more than `maxRolls` rolls are needed in total; `INVALID_SEED`,
 *   `INVALID_RNG_STATE` or `INVALID_ARGUMENT` for bad options
 * @example
 * ```ts
 * import { playPolydiChallenge } from "@dice/polydi";
 * const result = playPolydiChallenge({ seed: 7 });
 * result.game.status; // => "won"
 * result.attempts >= 1 && result.totalRolls >= result.game.rolls.length; // => true
 * ```
 * @category Game
 */
export function playPolydiChallenge(options: PlayPolydiChallengeOptions): PolydiChallengeResult {
  const fn = "playPolydiChallenge";
  const rng = rngFromOptions(fn, options);
  const maxRolls = positiveInteger(fn, "maxRolls", options.maxRolls, 10_000_000);
  // The checked copy of the die, not the die given: a getter cannot change it after the check.
  const die = winnableDie(options.die ?? ORIGINAL_POLYDI, fn);
  const roller = createDiceRoller(rng);
  let attempts = 0;
  let totalRolls = 0;
  for (;;) {
    attempts += 1;
    const { counters, records } = playOut(fn, die, roller, maxRolls - totalRolls, maxRolls);
    totalRolls += records.length;
    if (counters.status === "won") {
      return { attempts, totalRolls, game: { die, ...counters, rolls: records, rng: roller.state() } };
    }
  }
}
