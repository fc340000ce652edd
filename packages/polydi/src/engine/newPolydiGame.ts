import type { Die, RngState } from "@dice/core";
import { analyzePolydi } from "../internal/analyzePolydi";
import { rngFromOptions } from "../internal/options";
import { ORIGINAL_POLYDI } from "../rules/polydiDice";
import type { PolydiGameState } from "./PolydiGameState";

/**
 * Options for {@link newPolydiGame}: the die and where the random stream starts.
 *
 * @example
 * ```ts
 * import { NUMBERED_POLYDI, newPolydiGame } from "@dice/polydi";
 * newPolydiGame({ die: NUMBERED_POLYDI, seed: 5 }).die.name; // => "polydi-12"
 * ```
 * @category Game
 */
export interface NewPolydiGameOptions {
  /**
   * The Polydi to play with.
   * @defaultValue {@link ORIGINAL_POLYDI}
   */
  readonly die?: Die;
  /** A seed for the generator (give this or `rng`). */
  readonly seed?: number;
  /** A generator state to continue from (give this or `seed`). */
  readonly rng?: RngState;
}

/**
 * Starts a Lucky Seven game: no points, no sevens, no free rolls, nothing rolled yet.
 *
 * @param options - the die and a seed or RNG state, see {@link NewPolydiGameOptions}
 * @returns the starting state, plain JSON-serialisable data
 * @throws {@link @dice/core!DiceError} `INVALID_DIE` for a die that is not a Polydi or on which the game could never end;
 *   `INVALID_SEED` / `INVALID_RNG_STATE` / `INVALID_ARGUMENT` for a bad or missing seed/rng
 * @example
 * ```ts
 * import { newPolydiGame } from "@dice/polydi";
 * const game = newPolydiGame({ seed: 42 });
 * [game.points, game.sevens, game.freeRolls, game.status]; // => [0, 0, 0, "playing"]
 * ```
 * @category Game
 */
export function newPolydiGame(options: NewPolydiGameOptions): PolydiGameState {
  const rng = rngFromOptions("newPolydiGame", options);
  // The checked copy of the die, not the die given: a getter cannot change it after the check.
  const { die } = analyzePolydi(options.die ?? ORIGINAL_POLYDI, "newPolydiGame");
  return { die, points: 0, sevens: 0, freeRolls: 0, rolls: [], status: "playing", rng };
}
