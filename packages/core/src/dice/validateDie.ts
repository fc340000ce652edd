import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { createDie, type Die } from "./Die";

/**
 * Checks that an untrusted value (parsed JSON, say) is a well-formed {@link Die}.
 *
 * @param value - anything
 * @returns the same die, typed
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
  const candidate = value as { name?: unknown; faces?: unknown; weights?: unknown };
  if (typeof candidate.name !== "string") {
    throw new DiceError("INVALID_DIE", `validateDie: name must be a string; received ${describe(candidate.name)}`);
  }
  // createDie performs every check on faces and weights.
  return createDie(candidate.faces as Die["faces"], {
    name: candidate.name,
    ...(candidate.weights === undefined ? {} : { weights: candidate.weights as number[] }),
  });
}
