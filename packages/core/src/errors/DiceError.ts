import { excerpt } from "../internal/escape";

/** The longest message kept, in characters: messages quote short excerpts, so only a bug reaches it. */
const MAX_MESSAGE_LENGTH = 2000;

/**
 * Every code a {@link DiceError} can carry, so bots can `switch` on it.
 *
 * @example
 * ```ts
 * import { DiceError, standardDie, type DiceErrorCode } from "@dice/core";
 * try {
 *   standardDie(1);
 * } catch (error) {
 *   const code: DiceErrorCode = (error as DiceError).code;
 *   code;
 * } // => "INVALID_DIE"
 * ```
 * @category Errors
 */
export type DiceErrorCode =
  | "INVALID_ARGUMENT"
  | "INVALID_DIE"
  | "INVALID_SEED"
  | "INVALID_RNG_STATE"
  | "INVALID_RULES"
  | "INVALID_STATE"
  | "INVALID_ACTION"
  | "UNKNOWN_CATEGORY"
  | "CATEGORY_FILLED"
  | "NOT_YOUR_TURN"
  | "GAME_OVER"
  | "NO_ROLLS_LEFT"
  | "MUST_ROLL_FIRST"
  | "MUST_DECLARE"
  | "ALREADY_DECLARED"
  | "DECLARE_NOT_ALLOWED"
  | "NOT_DECLARED_CATEGORY"
  | "NOT_NEXT_CATEGORY"
  | "JOKER_CATEGORY"
  | "INVALID_HOLD"
  | "INVALID_DICE_VALUES"
  | "GAME_NOT_OVER"
  | "INVALID_TABLE"
  | "TABLE_UNAVAILABLE";

/**
 * The one error class of `@dice/core`: a machine-readable `code` and a message
 * that names the function, the value received and what is allowed. The
 * message is safe to show to a player: values from outside are quoted as
 * short excerpts (see {@link describeValue}), and the whole message goes
 * through {@link escapeText}, so it holds no control characters (a newline
 * or a terminal escape appears as `\n` or `\u001b`) and is at most 2,000
 * characters long.
 *
 * @example
 * ```ts
 * import { DiceError, standardDie } from "@dice/core";
 * try {
 *   standardDie(1);
 * } catch (error) {
 *   if (error instanceof DiceError) console.log(error.code); // => "INVALID_DIE"
 * }
 * ```
 * @category Errors
 */
export class DiceError extends Error {
  /** What went wrong, for code to switch on. */
  readonly code: DiceErrorCode;

  /**
   * @param code - the machine-readable error code
   * @param message - a sentence naming the function, the value and what is allowed (escaped and cut as above)
   */
  constructor(code: DiceErrorCode, message: string) {
    super(excerpt(String(message), MAX_MESSAGE_LENGTH));
    this.name = "DiceError";
    this.code = code;
  }
}

/**
 * Whether a value is a {@link DiceError}, optionally with a given code.
 *
 * @param value - anything caught
 * @param code - the code it must carry, if given
 * @returns true when `value` is a DiceError (with that code)
 * @example
 * ```ts
 * import { isDiceError, standardDie } from "@dice/core";
 * try { standardDie(0); } catch (error) { isDiceError(error, "INVALID_DIE"); } // => true
 * ```
 * @category Errors
 */
export function isDiceError(value: unknown, code?: DiceErrorCode): value is DiceError {
  return value instanceof DiceError && (code === undefined || value.code === code);
}
