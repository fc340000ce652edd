/**
 * The limits on data read from outside (a saved game, a bot's message, a
 * die from JSON). Every function that takes such data refuses a value
 * beyond them with a {@link DiceError} naming the field, before doing any
 * work proportional to its size; none of them recurses into its input, so
 * no nesting, however deep, can overflow the stack.
 *
 * - `players`: players in a game (`newGame`, a restored state).
 * - `nameLength`: characters in a player's name, a die's name or a symbol face.
 * - `faces`: faces on a die (`createDie`, `validateDie`, `createPolydi`).
 * - `dice`: dice rolled or read at once (`readDice`, dice notation).
 * - `logLength`: entries in a log (a game state's actions, a Polydi game's rolls).
 * - `depth`: the deepest any reader follows a saved game state (state →
 *   players → player → sheets → sheet → score): nothing below is read, so a
 *   value nested deeper is refused as the wrong type where it stands.
 *
 * Other strings (a format, a category id) are only compared with
 * the values allowed, never stored, and quoted in messages as short escaped
 * excerpts (see {@link describeValue}), so their length costs nothing.
 *
 * @example
 * ```ts
 * import { INPUT_LIMITS, newGame, d6, defineRules, sumOfDice } from "@dice/core";
 * INPUT_LIMITS.players; // => 16
 * INPUT_LIMITS.logLength; // => 100000
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6], rollsPerTurn: 1,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * // newGame(rules, { players: Array(17).fill("P"), seed: 1 }) throws INVALID_ARGUMENT: 1 to 16 names
 * ```
 * @category Errors
 */
export const INPUT_LIMITS: Readonly<{
  /** Players in a game. */
  players: 16;
  /** Characters in a player's name, a die's name or a symbol face. */
  nameLength: 64;
  /** Faces on a die. */
  faces: 1000;
  /** Dice rolled or read at once. */
  dice: 1000;
  /** Entries in a log: a game state's actions, a Polydi game's rolls. */
  logLength: 100_000;
  /** Levels of a saved game state any reader follows. */
  depth: 5;
}> = /* @__PURE__ */ Object.freeze({ players: 16, nameLength: 64, faces: 1000, dice: 1000, logLength: 100_000, depth: 5 });
