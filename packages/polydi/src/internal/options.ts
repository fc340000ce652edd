import { DiceError, createRng, describeValue, isDiceError, validateRngState, type RngState } from "@dice/core";

/** The starting RNG state from `{ seed }` or `{ rng }` (exactly one of them). */
export function rngFromOptions(fn: string, options: { readonly seed?: number; readonly rng?: RngState }): RngState {
  if (typeof options !== "object" || options === null) {
    throw new DiceError("INVALID_ARGUMENT", `${fn}: expected an options object; received ${describeValue(options)}`);
  }
  const { seed, rng } = options;
  if (seed !== undefined && rng !== undefined) {
    throw new DiceError("INVALID_ARGUMENT", `${fn}: give either seed or rng, not both`);
  }
  try {
    if (rng !== undefined) return validateRngState(rng);
    if (seed !== undefined) return createRng(seed);
  } catch (error) {
    if (isDiceError(error)) throw new DiceError(error.code, `${fn}: ${error.message}`);
    throw error;
  }
  throw new DiceError("INVALID_ARGUMENT", `${fn}: expected a seed (integer) or an rng state; received neither`);
}

/** A positive safe integer option, or its default. */
export function positiveInteger(fn: string, name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `${fn}: ${name} must be a positive integer; received ${describeValue(value)}`,
    );
  }
  return value;
}
