// What a terminal or a chat acts on or hides rather than shows: control
// characters (C0, DEL, C1: newlines, escape sequences), format characters
// (bidirectional overrides, zero-width characters), line and paragraph
// separators, and lone surrogates.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeCharacter(character: string): string {
  const short = SHORT_ESCAPES[character];
  if (short !== undefined) return short;
  const code = character.codePointAt(0) as number;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * The start of `text` with every character a terminal would act on or hide
 * written as an escape (`\n`, `\u001b`), at most `maxLength` characters
 * long, escapes included; `complete` says whether all of `text` is there.
 * With a `quote` mark, that mark and backslashes are escaped too, so the
 * result can stand between two such marks unambiguously. Only what is kept
 * is read, so a huge text costs no more than a short one.
 */
export function escapeWithin(text: string, maxLength: number, quote?: "'" | '"'): { escaped: string; complete: boolean } {
  // The common case, a short plain text, in one scan.
  if (text.length <= maxLength && !UNSAFE.test(text) && (quote === undefined || (!text.includes(quote) && !text.includes("\\")))) {
    return { escaped: text, complete: true };
  }
  let escaped = "";
  let read = 0;
  for (const character of text) {
    const piece =
      character === quote || (quote !== undefined && character === "\\")
        ? `\\${character}`
        : UNSAFE.test(character)
          ? escapeCharacter(character)
          : character;
    if (escaped.length + piece.length > maxLength) break;
    escaped += piece;
    read += character.length;
  }
  return { escaped, complete: read === text.length };
}

/** `text` escaped, and cut within `maxLength` characters, with `…` and its length when it does not fit. */
export function excerpt(text: string, maxLength: number): string {
  const { escaped, complete } = escapeWithin(text, maxLength);
  return complete ? escaped : `${escaped}… (${text.length} characters)`;
}
