import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { createDie, type Die } from "./Die";

/**
 * Checks that an untrusted value (parsed JSON, say) is a well-formed {@link Die}.
 *
 * @param value - anything
 * @returns a checked copy of the die
 * @throws {@link DiceError} `INVALID_DIE` naming what is malformed
 * @example
 * ```ts
 * import { validateDie } from "@dice/core";
 * validateDie(JSON.parse('{"name":"d2","faces":[1,2]}')).faces; // => [1, 2]
 * ```
 * @category Dice
 */
export function validateDie(value: unknown): Die {
  if (typeof value !== "object" || value === null) {
    throw new DiceError("INVALID_DIE", `validateDie: expected a die object; received ${describe(value)}`);
  }
  // Each property is read once: the checks and the die see the same values.
  const { name, faces, weights } = value as { name?: unknown; faces?: unknown; weights?: unknown };
  if (typeof name !== "string") {
    throw new DiceError("INVALID_DIE", `validateDie: name must be a string; received ${describe(name)}`);
  }
  // createDie performs every check on faces and weights, on copies it makes.
  return createDie(faces as Die["faces"], { name, ...(weights === undefined ? {} : { weights: weights as number[] }) });
}
