import { DiceError, type DiceErrorDetails } from "./DiceError";

/**
 * `error` again, with its details changed by `change` when it is a
 * DiceError (code and message kept): for a caller that knows more than the
 * function that threw (whose turn it was, which die of the game it was).
 */
export function withDetails(error: unknown, change: (details: DiceErrorDetails) => DiceErrorDetails): unknown {
  if (!(error instanceof DiceError)) return error;
  const changed = new DiceError(error.code, error.message, change(error.details));
  if (error.stack !== undefined) changed.stack = error.stack;
  return changed;
}
