import { escapeWithin } from "../internal/escape";

// A message quotes a value, never reproduces it: strings are cut, lists and
// objects show their first entries (within a budget of characters) and
// nothing below two levels, so any value, however large, deep or cyclic,
// is described in a few dozen characters.
const STRING_EXCERPT = 40;
const NESTED_STRING_EXCERPT = 20;
const ENTRIES_BUDGET = 60;

/** `text` escaped and cut within `maxLength`, `…` marking a cut; between two `mark`s when given. */
function excerptOf(text: string, maxLength: number, mark: "'" | '"' | "" = ""): string {
  const { escaped, complete } = escapeWithin(text, maxLength, mark || undefined);
  return `${mark}${escaped}${complete ? "" : "…"}${mark}`;
}

function render(value: unknown, depth: number): string {
  if (typeof value === "string") {
    if (depth > 0) return excerptOf(value, NESTED_STRING_EXCERPT, '"');
    const quoted = excerptOf(value, STRING_EXCERPT, "'");
    return quoted.endsWith("…'") ? `${quoted} (${value.length} characters)` : quoted;
  }
  if (typeof value === "function") return "a function";
  if (typeof value !== "object" || value === null) {
    // Numbers, booleans, null, undefined, bigints, symbols (whose description is text from anywhere).
    return Object.is(value, -0) ? "-0" : excerptOf(typeof value === "bigint" ? `${value}n` : String(value), STRING_EXCERPT);
  }
  const list = Array.isArray(value) ? (value as readonly unknown[]) : undefined;
  const tag = Object.prototype.toString.call(value);
  if (list === undefined && tag !== "[object Object]") return tag;
  if (depth > 1) return list === undefined ? "{…}" : "[…]";
  const record = value as Record<string, unknown>;
  const keys = list === undefined ? Object.keys(record) : [];
  const count = list === undefined ? keys.length : list.length;
  let text = "";
  let shown = 0;
  for (; shown < count && text.length < ENTRIES_BUDGET; shown++) {
    const key = keys[shown] as string;
    // A hole is shown as such: JSON would print it as null, which it is not.
    const entry =
      list === undefined
        ? `${excerptOf(key, NESTED_STRING_EXCERPT, '"')}:${render(record[key], depth + 1)}`
        : shown in list
          ? render(list[shown], depth + 1)
          : "empty";
    text += (shown > 0 ? "," : "") + entry;
  }
  if (shown < count) text += shown > 0 ? ",…" : "…";
  text = list === undefined ? `{${text}}` : `[${text}]`;
  return depth === 0 && shown < count ? `${text} (${count} ${list === undefined ? "keys" : "items"})` : text;
}

/**
 * Describes any value for a message, short and safe to show: a string is
 * quoted, escaped (`\n`, `\u001b`) and cut to 40 characters, escapes
 * included, with its length; a list or an object shows its first entries
 * (about 60 characters' worth) and its size; nothing is read below two
 * levels. Every value a {@link DiceError} message quotes is described this
 * way; a bot or a server can use it for its own messages.
 *
 * @param value - anything, including huge, deep, cyclic or hostile values (a getter that throws is described, not rethrown)
 * @returns a description of at most a few hundred characters
 * @example
 * ```ts
 * import { describeValue } from "@dice/core";
 * describeValue("pairs"); // => "'pairs'"
 * describeValue("chance\nINJECTED"); // => "'chance\\nINJECTED'"
 * describeValue("x".repeat(100)); // => `'${"x".repeat(40)}…' (100 characters)`
 * describeValue([1, 2, 3]); // => "[1,2,3]"
 * describeValue(new Array(1e6).fill(7)).endsWith(",7,7,…] (1000000 items)"); // => true
 * describeValue({ a: [1, [2, [3]]] }); // => '{"a":[1,[…]]}' (nothing below two levels)
 * ```
 * @category Errors
 */
export function describeValue(value: unknown): string {
  try {
    return render(value, 0);
  } catch {
    // A getter or a proxy trap threw while being read.
    return "an unreadable value";
  }
}

/** A name (a die's, a player's) for the middle of a sentence: unquoted when a string, escaped and cut (internal). */
export function describeName(value: unknown): string {
  return typeof value === "string" ? excerptOf(value, NESTED_STRING_EXCERPT) : describeValue(value);
}

/** Lists allowed values for a message, each as {@link describeName} shows it, eliding long lists (internal). */
export function listAllowed(values: readonly unknown[], max = 20): string {
  const shown = values.slice(0, max).map(describeName);
  return values.length > max ? `${shown.join(", ")}, …` : shown.join(", ");
}
