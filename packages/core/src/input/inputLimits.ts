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
 * - `logLength`: entries in a log (a game state's actions, a Polydi game's rolls).
 * - `stringLength`: characters in any other string a saved state holds (a category id, the format).
 * - `depth`: how deeply a saved game state nests lists and objects
 *   (state → players → player → sheets → sheet); a state nested deeper is
 *   refused at the first level too deep, without reading further.
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
  /** Entries in a log: a game state's actions, a Polydi game's rolls. */
  logLength: 100_000;
  /** Characters in any other string of a saved state. */
  stringLength: 1000;
  /** Nesting of lists and objects in a saved game state. */
  depth: 5;
}> = Object.freeze({ players: 16, nameLength: 64, faces: 1000, logLength: 100_000, stringLength: 1000, depth: 5 });
