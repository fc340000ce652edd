import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { isSeed } from "./isSeed";
import { seedState } from "./internal/splitMix64";

/**
 * How a generator state turns into dice. Both step pure-rand's xoroshiro128+
 * the same way; they differ in how a 32-bit output becomes a face:
 * - `"xoroshiro128plus-high"` (what {@link createRng} starts): a face comes
 *   from the output's high bits (the output times the number of faces,
 *   divided by 2^32, with the few outputs that would favour some faces
 *   drawn again); a weighted die's number in [0, 1) from the high 26 and 27
 *   bits of two outputs.
 * - `"xoroshiro128plus"`: the earlier draw, a face from the output modulo
 *   the number of faces. The lowest bit of an output is a linear function of
 *   the state, so the parity of an even-sided die's rolls repeats a pattern
 *   of order 128. It is kept so that games saved with it still replay.
 *
 * @example
 * ```ts
 * import { createRng, type RngAlgorithm } from "@dice/core";
 * const algorithm: RngAlgorithm = createRng(1).algorithm;
 * algorithm; // => "xoroshiro128plus-high"
 * createRng(1, "xoroshiro128plus").algorithm; // => "xoroshiro128plus"
 * ```
 * @category RNG
 */
export type RngAlgorithm = "xoroshiro128plus-high" | "xoroshiro128plus";

/**
 * The whole state of the seeded generator (xoroshiro128+ from pure-rand) and
 * how it draws dice, as plain JSON. Saving it and restoring it continues the
 * very same stream.
 *
 * @example
 * ```ts
 * import { createRng, d20, rollDice, type RngState } from "@dice/core";
 * const rng: RngState = createRng(42);
 * rng.state.length; // => 4
 * const restored: RngState = JSON.parse(JSON.stringify(rng));
 * rollDice([d20], restored).values[0] === rollDice([d20], rng).values[0]; // => true
 * ```
 * @category RNG
 */
export interface RngState {
  /** How outputs become dice: see {@link RngAlgorithm}. */
  readonly algorithm: RngAlgorithm;
  /** Four signed 32-bit integers. */
  readonly state: readonly [number, number, number, number];
}

/**
 * Starts a reproducible generator from a seed. The same seed gives the same
 * stream on every platform. The seed goes through SplitMix64 into the
 * 128-bit state (as the xoroshiro authors recommend), so consecutive seeds
 * (game 1, game 2, …) start independent streams.
 *
 * @param seed - an integer from -2^31 to 2^32 - 1 (it is taken modulo 2^32)
 * @param algorithm - how outputs become dice; only a game saved with the earlier draw needs `"xoroshiro128plus"`
 * @defaultValue algorithm "xoroshiro128plus-high"
 * @returns the generator state
 * @throws {@link DiceError} `INVALID_SEED` when `seed` is not a safe integer in that range, `INVALID_RNG_STATE` for an unknown algorithm
 * @example
 * ```ts
 * import { createRng } from "@dice/core";
 * createRng(42).algorithm; // => "xoroshiro128plus-high"
 * createRng(42, "xoroshiro128plus").state; // the same words: only the draw differs
 * ```
 * @category RNG
 */
export function createRng(seed: number, algorithm: RngAlgorithm = "xoroshiro128plus-high"): RngState {
  if (!isSeed(seed)) {
    throw new DiceError(
      "INVALID_SEED",
      `createRng: seed must be an integer from -2147483648 to 4294967295; received ${describe(seed)}`,
    );
  }
  // pure-rand's own xoroshiro128plus(seed) sets the state straight from the seed's bits, so
  // consecutive seeds began with correlated rolls (too many pairs on a game's first roll).
  // The check names the algorithms allowed when `algorithm` is not one of them.
  return validateRngState({ algorithm, state: seedState(seed) });
}

/**
 * Validates an RNG state restored from untrusted JSON.
 *
 * @param value - anything, typically `JSON.parse` output
 * @returns the same state, typed
 * @throws {@link DiceError} `INVALID_RNG_STATE` when it is not a well-formed state
 * @example
 * ```ts
 * import { createRng, validateRngState } from "@dice/core";
 * const saved = JSON.stringify(createRng(7));
 * validateRngState(JSON.parse(saved)).algorithm; // => "xoroshiro128plus-high"
 * ```
 * @category RNG
 */
export function validateRngState(value: unknown): RngState {
  // Each property and word is read once (a hole as undefined), then only the copies are checked and used.
  const { algorithm, state } = (typeof value === "object" && value !== null ? value : {}) as { algorithm?: unknown; state?: unknown };
  const words = Array.isArray(state) && state.length === 4 ? Array.from(state) : [];
  if (
    (algorithm !== "xoroshiro128plus-high" && algorithm !== "xoroshiro128plus") ||
    words.length !== 4 ||
    !words.every((word) => typeof word === "number" && Number.isInteger(word) && word >= -0x80000000 && word <= 0x7fffffff)
  ) {
    throw new DiceError(
      "INVALID_RNG_STATE",
      `validateRngState: expected { algorithm: "xoroshiro128plus-high" or "xoroshiro128plus", state: [four 32-bit signed integers] }; received ${describe(value)}`,
    );
  }
  const [a, b, c, d] = words as number[];
  if (a === 0 && b === 0 && c === 0 && d === 0) {
    // xoroshiro's all-zero state is a fixed point: it would roll the same face forever.
    throw new DiceError("INVALID_RNG_STATE", "validateRngState: the all-zero state is not allowed");
  }
  return { algorithm, state: [a as number, b as number, c as number, d as number] };
}
