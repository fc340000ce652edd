import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { INPUT_LIMITS } from "../input/inputLimits";
import { createRng, type RngState } from "../rng/RngState";
import { MAX_PLAYERS, type NewGameOptions } from "./newGame";

/**
 * Checks the options of a new game, as every engine's `newGame` does: 1 to
 * {@link MAX_PLAYERS} player names of 1 to 64 characters, a seed
 * `createRng` accepts and, if given, an `RngAlgorithm`. Each option is read
 * once; the names are copied.
 *
 * @param options - the options as given (from a program or from JSON)
 * @param where - the calling function's name, for messages
 * @defaultValue where "newGame"
 * @returns the player names, the seed, and the generator state the seed gives
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a missing options object or bad player names, `INVALID_SEED` for a bad seed, `INVALID_RNG_STATE` for an unknown algorithm
 * @example
 * ```ts
 * import { validateNewGameOptions } from "@dice/core";
 * const { players, seed } = validateNewGameOptions({ players: ["Ada", "Bo"], seed: 7 }, "myEngine.newGame");
 * [players, seed]; // => [["Ada", "Bo"], 7]
 * // validateNewGameOptions({ players: [], seed: 7 }) throws INVALID_ARGUMENT: 1 to 16 names
 * ```
 * @category Engine
 */
export function validateNewGameOptions(
  options: NewGameOptions,
  where = "newGame",
): {
  /** The player names, copied. */
  readonly players: string[];
  /** The seed. */
  readonly seed: number;
  /** The generator state the seed gives. */
  readonly rng: RngState;
} {
  if (typeof options !== "object" || options === null) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: expected an options object { players, seed }; received ${describe(options)}`);
  }
  const { players, seed, rngAlgorithm } = options;
  if (!Array.isArray(players) || players.length < 1 || players.length > MAX_PLAYERS) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `${where}: players must be a list of 1 to ${MAX_PLAYERS} names; received ${describe(players)}`,
    );
  }
  const names = Array.from(players as unknown[]);
  for (const name of names) {
    if (typeof name !== "string" || name.length === 0 || name.length > INPUT_LIMITS.nameLength) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: player name ${describe(name)} must be a string of 1 to ${INPUT_LIMITS.nameLength} characters`);
    }
  }
  return { players: names as string[], seed, rng: createRng(seed, rngAlgorithm) };
}
