/** A chat message, understood: what the player asked for, before any game rule is checked. */
export type Command =
  | { readonly type: "help" }
  | { readonly type: "show" }
  | { readonly type: "hint" }
  | { readonly type: "new"; readonly game: string; readonly players: readonly string[] }
  | { readonly type: "roll"; readonly values: readonly string[] }
  | { readonly type: "keep"; readonly positions: readonly string[] }
  | { readonly type: "declare"; readonly category: string }
  | { readonly type: "fill"; readonly category: string }
  | { readonly type: "unknown"; readonly word: string };

/**
 * Reads one chat message as a command. The words after the command are kept
 * as typed: the handler checks them against the game.
 *
 * @param text - the message, e.g. `roll`, `roll 4 4 6 8 12`, `keep 1 3`, `fill chance`, `hint`, `new poker Bo bot`
 * @returns the command; `unknown` for anything else
 * @throws never
 * @example
 * ```ts
 * import { parseCommand } from "chat-bot";
 * parseCommand("  Keep 1 3 "); // => { type: "keep", positions: ["1", "3"] }
 * parseCommand("fill four of a kind"); // => { type: "fill", category: "four of a kind" }
 * parseCommand("new poker Bo bot"); // => { type: "new", game: "poker", players: ["Bo", "bot"] }
 * ```
 */
export function parseCommand(text: string): Command {
  const [first = "", ...rest] = text.trim().split(/\s+/);
  const word = first.toLowerCase();
  switch (word) {
    case "help":
    case "":
      return { type: "help" };
    case "show":
      return { type: "show" };
    case "hint":
      return { type: "hint" };
    case "new":
      return { type: "new", game: (rest[0] ?? "").toLowerCase(), players: rest.slice(1) };
    case "roll":
      return { type: "roll", values: rest };
    case "keep":
      return { type: "keep", positions: rest };
    case "declare":
    case "fill":
      return { type: word, category: rest.join(" ") };
    default:
      return { type: "unknown", word: first };
  }
}
