import { DiceError } from "../errors/DiceError";
import { describe, listAllowed } from "../internal/describe";
import type { Category } from "./Category";

/** The longest name compared: a category's name is short, so a longer text matches nothing and is only quoted. */
const MAX_TYPED = 64;
/** How many close matches an error lists. */
const MAX_MATCHES = 4;

/** A name as players may type it: case, spaces, hyphens and other punctuation ignored. */
function key(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The words of a name, as keys: "Two Pairs" and "twoPairs" both give two, pairs. */
function words(text: string): string[] {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{N}]+/u)
    .map(key)
    .filter((word) => word.length > 0);
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** How close a typed name is to a category (lower is closer), or undefined when it is not close at all. */
function closeness(typed: string, category: Category): number | undefined {
  const wanted = key(typed);
  const names = [key(category.id), key(category.label)];
  const nearest = Math.min(...names.map((name) => distance(wanted, name, 2)));
  if (nearest <= 2) return nearest;
  // A word in common ("2 pairs" and Two Pairs, "kind" and Three of a Kind) makes a looser match.
  const typedWords = words(typed).filter((word) => word.length >= 3);
  const labelWords = [...words(category.id), ...words(category.label)];
  const shared = typedWords.some((word) => labelWords.some((other) => other.length >= 3 && (other.startsWith(word) || word.startsWith(other))));
  return shared ? 3 : undefined;
}

/**
 * Reads a name a player typed as one of the game's ids: an id or a label,
 * with case, spaces, hyphens and other punctuation ignored (`"two pairs"`,
 * `"Two-Pairs"` and `"twoPairs"` all name Two Pairs). Chat bots and
 * terminals read a player's words with it; the engine itself takes ids only.
 * A name that matches none, or more than one, is refused with the close
 * matches in the error's `details.categories` (by id, closest first), which
 * {@link explainForPlayer} offers to the player.
 *
 * @param categories - a rules object's `categories`
 * @param typed - what the player typed
 * @returns the id
 * @throws {@link DiceError} `UNKNOWN_CATEGORY` when no id or label, or more than one, fits; `details.category` is the text typed (cut to 64 characters), `details.categories` the close matches
 * @example
 * ```ts
 * import { classicYahtzee, readCategory, type DiceError } from "@dice/core";
 * const { categories } = classicYahtzee();
 * readCategory(categories, "full house"); // => "fullHouse"
 * try {
 *   readCategory(categories, "3 of a kind");
 * } catch (error) {
 *   (error as DiceError).details.categories; // => ["threeKind", "fourKind"]
 * }
 * ```
 * @category Scoring
 */
export function readCategory<Id extends string>(categories: readonly (Category & { readonly id: Id })[], typed: unknown): Id {
  const text = typeof typed === "string" ? typed.slice(0, MAX_TYPED) : "";
  const wanted = key(text);
  const exact = wanted === "" ? [] : categories.filter((category) => key(category.id) === wanted || key(category.label) === wanted);
  if (exact.length === 1) return (exact[0] as Category & { readonly id: Id }).id;
  const close =
    exact.length > 1
      ? exact.map((category) => category.id)
      : categories
          .map((category, order) => ({ id: category.id, order, rank: text === "" ? undefined : closeness(text, category) }))
          .filter((entry): entry is { id: Id; order: number; rank: number } => entry.rank !== undefined)
          .sort((a, b) => a.rank - b.rank || a.order - b.order)
          .slice(0, MAX_MATCHES)
          .map((entry) => entry.id);
  const why = exact.length > 1 ? `names more than one category (${listAllowed(close)})` : `is not a category's id or label`;
  throw new DiceError(
    "UNKNOWN_CATEGORY",
    `readCategory: ${describe(typed)} ${why}; expected one of ${listAllowed(categories.map((category) => category.id), 30)}`,
    typeof typed === "string" ? { category: text, categories: close } : { categories: close },
  );
}
