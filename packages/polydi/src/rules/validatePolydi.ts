import type { Die } from "@dice/core";
import { analyzePolydi } from "../internal/analyzePolydi";

/**
 * Checks that an untrusted value (parsed JSON, say) is a Polydi the Lucky
 * Seven game accepts: a well-formed die whose faces are numbers and the
 * symbols `"plus"`, `"minus"`, `"polydi"`, with a 7 or a minus that can be rolled.
 *
 * @param value - anything
 * @returns a validated copy of the die
 * @throws {@link @dice/core!DiceError} `INVALID_DIE` naming what is wrong
 * @example
 * ```ts
 * import { validatePolydi } from "@dice/polydi";
 * validatePolydi(JSON.parse('{"name":"coin","faces":[7,"minus"]}')).faces; // => [7, "minus"]
 * // validatePolydi({ name: "x", faces: [1, "star"] }) throws INVALID_DIE
 * ```
 * @category Dice
 */
export function validatePolydi(value: unknown): Die {
  // The copy that was checked, not a second read of the value: a getter cannot change what was validated.
  return analyzePolydi(value as Die, "validatePolydi").die;
}
