import { DiceError } from "../errors/DiceError";
import type { RenderOptions, TextFormat } from "../errors/TextFormat";
import { escapeMarkdown } from "../errors/escapeMarkdown";
import { describe } from "./describe";
import { escapeWithin } from "./escape";

/** The longest name or label shown, in characters. */
const MAX_SHOWN = 64;

/** The format an options object asks for, checked ("text" when absent). */
export function readFormat(options: RenderOptions | undefined, where: string): TextFormat {
  const format = options?.format ?? "text";
  if (format !== "text" && format !== "markdown") {
    throw new DiceError("INVALID_ARGUMENT", `${where}: format must be "text" or "markdown"; received ${describe(format)}`);
  }
  return format;
}

/**
 * Text from outside (a player's name, a label) for a line of that format:
 * control characters escaped, cut to 64 characters with `…`, and in
 * Markdown every punctuation character escaped.
 */
export function outsideText(text: unknown, format: TextFormat): string {
  const value = typeof text === "string" ? text : String(text);
  if (format === "markdown") return escapeMarkdown(value, { maxLength: MAX_SHOWN });
  const { escaped, complete } = escapeWithin(value, MAX_SHOWN);
  return complete ? escaped : `${escaped}…`;
}

// The characters with a meaning anywhere in a Markdown line. The library's
// own words never start a line with a list, heading or quote marker, so
// these are all that needs escaping in them (outside text, which may stand
// anywhere, gets escapeMarkdown's full escaping).
const MARKUP = /[\\`*_[\]<>|~&#]/g;

/** The library's own words for a line of that format: in Markdown, characters that are markup escaped. */
export function ownWords(text: string, format: TextFormat): string {
  return format === "markdown" ? text.replace(MARKUP, "\\$&") : text;
}
