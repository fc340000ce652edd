import type { Die, Face } from "../dice/Die";
import { drawFace, generatorFrom, snapshot } from "./generator";
import type { RngState } from "./RngState";

/**
 * The result of a pure roll: the faces shown and the generator state to use next.
 *
 * @example
 * ```ts
 * import { createRng, d6, rollDice, type RollResult } from "@dice/core";
 * const result: RollResult = rollDice([d6, d6], createRng(7));
 * result.values.length; // => 2
 * result.rng.algorithm; // => "xoroshiro128plus-high"
 * ```
 * @category RNG
 */
export interface RollResult<F extends Face = Face> {
  /** `values[i]` is the face shown by `dice[i]`. */
  readonly values: F[];
  /** The generator state after the roll. */
  readonly rng: RngState;
}

/**
 * Rolls every die once, purely: the input state is not changed, the next state is returned.
 *
 * @param dice - the dice to roll
 * @param rng - the generator state, from {@link createRng}
 * @returns the faces shown, in die order, and the next generator state
 * @throws {@link DiceError} `INVALID_RNG_STATE` when `rng` is not a well-formed generator state (see {@link validateRngState})
 * @example
 * ```ts
 * import { createRng, d6, rollDice } from "@dice/core";
 * const { values, rng } = rollDice([d6, d6], createRng(42));
 * values.length; // => 2
 * rollDice([d6, d6], createRng(42)).values; // same values again: the roll is reproducible
 * ```
 * @category RNG
 */
export function rollDice<F extends Face = Face>(dice: readonly Die[], rng: RngState): RollResult<F> {
  const generator = generatorFrom(rng);
  const values = dice.map((die) => drawFace(generator, die) as F);
  return { values, rng: snapshot(generator) };
}
