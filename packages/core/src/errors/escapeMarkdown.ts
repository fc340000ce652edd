import { escapeWithin } from "../internal/escape";
import { DiceError } from "./DiceError";
import { describeValue } from "./describeValue";
import type { EscapeTextOptions } from "./escapeText";

// Every ASCII punctuation character may be backslash-escaped in CommonMark,
// and escaping all of them (not only today's markup characters) keeps text
// literal in every dialect that follows that rule (GFM, Discord, Telegram's
// MarkdownV2): a name cannot open emphasis, code, a link, a table cell or a
// list, wherever in a line it stands.
const PUNCTUATION = /[!-/:-@[-`{-~]/g;

/**
 * Makes any text literal inside Markdown: control and invisible characters
 * are shown as escapes (`\n`, `\u001b`, as {@link escapeText} does), so a
 * text never breaks a line or a table row, and then every ASCII punctuation
 * character is backslash-escaped, so `*bold*`, `` ` ``, `|` or `[link](x)`
 * show as typed. A long text is cut, with `…` (no length note, which would
 * itself need escaping).
 *
 * @param text - any text (a player's name, a label from a custom game)
 * @param options - the length kept, see {@link EscapeTextOptions} (escapes of control characters count, backslashes before punctuation do not)
 * @returns the text, safe anywhere inline in a Markdown line
 * @throws {@link DiceError} `INVALID_ARGUMENT` when `maxLength` is not a positive integer
 * @example
 * ```ts
 * import { escapeMarkdown } from "@dice/core";
 * escapeMarkdown("*bold*"); // => "\\*bold\\*"
 * escapeMarkdown("a|b`c"); // => "a\\|b\\`c"
 * escapeMarkdown("two\nlines"); // => "two\\\\nlines" (renders as two\nlines, on one line)
 * escapeMarkdown("Ada Lovelace", { maxLength: 3 }); // => "Ada…"
 * ```
 * @category Errors
 */
export function escapeMarkdown(text: string, options: EscapeTextOptions = {}): string {
  const maxLength = options?.maxLength ?? 1000;
  if (!Number.isSafeInteger(maxLength) || maxLength < 1) {
    throw new DiceError("INVALID_ARGUMENT", `escapeMarkdown: maxLength must be a positive integer; received ${describeValue(maxLength)}`);
  }
  const { escaped, complete } = escapeWithin(typeof text === "string" ? text : describeValue(text), maxLength);
  return `${escaped.replace(PUNCTUATION, "\\$&")}${complete ? "" : "…"}`;
}
