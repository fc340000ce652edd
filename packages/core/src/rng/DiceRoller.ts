import type { Die, Face } from "../dice/Die";
import { createFastRoller, drawFace, drawFaceIndex, generatorFrom, snapshot } from "./generator";
import type { RngState } from "./RngState";

/**
 * A fast, mutable roller for simulations of millions of rolls. It owns a
 * private copy of the generator; `state()` gives the plain state back, so a
 * simulation can stop and resume exactly.
 *
 * @example
 * ```ts
 * import { createDiceRoller, createRng, d6, rollDice, type DiceRoller } from "@dice/core";
 * const roller: DiceRoller = createDiceRoller(createRng(3));
 * roller.roll(d6) === rollDice([d6], createRng(3)).values[0]; // => true (the same stream)
 * const resumed = createDiceRoller(roller.state());
 * resumed.rollIndex(d6) === roller.rollIndex(d6); // => true (resumed exactly)
 * ```
 * @category RNG
 */
export interface DiceRoller {
  /** Rolls one die and returns the face shown. */
  roll(die: Die): Face;
  /** Rolls one die and returns the index of the face shown (fastest). */
  rollIndex(die: Die): number;
  /**
   * Rolls each die into `out[i]` (numeric faces), avoiding allocation; the
   * fastest path, drawing the very same stream as {@link rollDice}.
   */
  rollInto(dice: readonly Die[], out: number[] | Int32Array): void;
  /** The generator state now. */
  state(): RngState;
}

/**
 * Creates a {@link DiceRoller} positioned at `rng`. The input state is not changed.
 *
 * @param rng - the starting generator state
 * @returns a roller that continues the same stream as {@link rollDice} would
 * @throws {@link DiceError} `INVALID_RNG_STATE` when `rng` is not a well-formed generator state (see {@link validateRngState})
 * @example
 * ```ts
 * import { createDiceRoller, createRng, d6 } from "@dice/core";
 * const roller = createDiceRoller(createRng(1));
 * const out = [0, 0, 0, 0, 0];
 * roller.rollInto([d6, d6, d6, d6, d6], out);
 * out.every((value) => value >= 1 && value <= 6); // => true
 * ```
 * @category RNG
 */
export function createDiceRoller(rng: RngState): DiceRoller {
  const generator = generatorFrom(rng);
  return {
    roll: (die) => drawFace(generator, die),
    rollIndex: (die) => drawFaceIndex(generator, die),
    rollInto: createFastRoller(generator),
    state: () => snapshot(generator),
  };
}
