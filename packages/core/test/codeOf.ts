import { DiceError } from "@dice/core";

/** The code of the DiceError `run` throws, undefined when it throws nothing, or a note when it throws something else. */
export function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof DiceError ? error.code : `not a DiceError: ${String(error)}`;
  }
  return undefined;
}
