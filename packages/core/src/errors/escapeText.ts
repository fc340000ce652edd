import { excerpt } from "../internal/escape";
import { DiceError } from "./DiceError";
import { describeValue } from "./describeValue";

/**
 * Options for {@link escapeText}.
 *
 * @example
 * ```ts
 * import { escapeText, type EscapeTextOptions } from "@dice/core";
 * const options: EscapeTextOptions = { maxLength: 5 };
 * escapeText("Ada Lovelace", options); // => "Ada L… (12 characters)"
 * ```
 * @category Errors
 */
export interface EscapeTextOptions {
  /**
   * The most characters (UTF-16 code units) of the text kept; a longer text is
   * cut there and ends with `…` and its length.
   * @defaultValue 1000
   */
  readonly maxLength?: number;
}

/**
 * Makes any text safe to print in a terminal, a log or a chat message: control
 * and invisible characters are shown as escapes (`\n`, `\u001b`, `\u202e`) and a
 * long text is cut, with its length. Every {@link DiceError} message has been
 * through it; use it for other text that came from outside.
 *
 * @param text - any text
 * @param options - the length kept, see {@link EscapeTextOptions}
 * @returns the text, escaped and at most `maxLength` characters plus the escapes and the cut's note
 * @throws {@link DiceError} `INVALID_ARGUMENT` when `maxLength` is not a positive integer
 * @example
 * ```ts
 * import { escapeText } from "@dice/core";
 * escapeText("chance\nINJECTED"); // => "chance\\nINJECTED"
 * escapeText("\u001b[31mred"); // => "\\u001b[31mred"
 * escapeText("x".repeat(5000), { maxLength: 3 }); // => "xxx… (5000 characters)"
 * ```
 * @category Errors
 */
export function escapeText(text: string, options: EscapeTextOptions = {}): string {
  const maxLength = options?.maxLength ?? 1000;
  if (!Number.isSafeInteger(maxLength) || maxLength < 1) {
    throw new DiceError("INVALID_ARGUMENT", `escapeText: maxLength must be a positive integer; received ${describeValue(maxLength)}`);
  }
  return excerpt(typeof text === "string" ? text : describeValue(text), maxLength);
}
