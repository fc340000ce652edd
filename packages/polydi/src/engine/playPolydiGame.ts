import { createDiceRoller, type Die, type RngState } from "@dice/core";
import { analyzePolydi } from "../internal/analyzePolydi";
import { positiveInteger, rngFromOptions } from "../internal/options";
import { playOut } from "../internal/playOut";
import { ORIGINAL_POLYDI } from "../rules/polydiDice";
import type { PolydiGameState } from "./PolydiGameState";

/**
 * Options for {@link playPolydiGame}.
 *
 * @example
 * ```ts
 * import { playPolydiGame } from "@dice/polydi";
 * playPolydiGame({ seed: 5, maxRolls: 10_000 }).status !== "playing"; // => true
 * ```
 * @category Game
 */
export interface PlayPolydiGameOptions {
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
   * A safety limit: a game still going after this many rolls throws, so a
   * pathological die (say a 7 with a tiny weight and no minus) cannot loop for ever.
   * @defaultValue 1_000_000
   */
  readonly maxRolls?: number;
}

/**
 * Plays one whole Lucky Seven game from a seed. The result is exactly what
 * {@link newPolydiGame} followed by {@link rollPolydi} until the game ends gives.
 *
 * @param options - die, seed or RNG state, and `maxRolls`, see {@link PlayPolydiGameOptions}
 * @returns the finished game (`status` is `"won"` or `"lost"`), with its full roll log
 * @throws {@link @dice/core!DiceError} `GAME_NOT_OVER` when the game is still going after `maxRolls` rolls;
 *   `INVALID_DIE`, `INVALID_SEED`, `INVALID_RNG_STATE` or `INVALID_ARGUMENT` for bad options
 * @example
 * ```ts
 * import { playPolydiGame } from "@dice/polydi";
 * const game = playPolydiGame({ seed: 2024 });
 * game.status === "won" || game.status === "lost"; // => true
 * playPolydiGame({ seed: 2024 }).points === game.points; // => true (same seed, same game)
 * ```
 * @category Game
 */
export function playPolydiGame(options: PlayPolydiGameOptions): PolydiGameState {
  const fn = "playPolydiGame";
  const rng = rngFromOptions(fn, options);
  const maxRolls = positiveInteger(fn, "maxRolls", options.maxRolls, 1_000_000);
  const { die } = analyzePolydi(options.die ?? ORIGINAL_POLYDI, fn);
  const roller = createDiceRoller(rng);
  const { counters, records } = playOut(fn, die, roller, maxRolls, maxRolls);
  return { die, ...counters, rolls: records, rng: roller.state() };
}
