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
  | "INVALID_NOTATION"
  | "GAME_NOT_OVER"
  | "INVALID_TABLE"
  | "TABLE_UNAVAILABLE";

/**
 * What dice notation was expected where reading it failed, as an
 * `INVALID_NOTATION` error's `details.expected` gives it:
 * - `dice`: dice such as `3d6` or `d20` (or, where a number may stand, a number);
 * - `diceAfterSpace`: dice such as `d6` after a space (a number needs a `+`);
 * - `number`: a whole number, after `-` (dice are added, never subtracted);
 * - `sides`: the number of sides, 2 to 1000, or `%`, after `d`;
 * - `count`: a count of dice from 1, at most 1,000 dice in all;
 * - `modifier`: numbers adding up to at most 1,000,000 either way;
 * - `d`: `d` (as in `3d6`), `+`, `-` or the end, after a number;
 * - `operator`: `+`, `-`, a space before more dice, or the end, after dice;
 * - `shorter`: a text of at most 1,000 characters.
 *
 * @example
 * ```ts
 * import { parseDiceNotation, type DiceError, type NotationExpectation } from "@dice/core";
 * try {
 *   parseDiceNotation("3d");
 * } catch (error) {
 *   const expected: NotationExpectation | undefined = (error as DiceError).details.expected;
 *   expected;
 * } // => "sides"
 * ```
 * @category Errors
 */
export type NotationExpectation = "dice" | "diceAfterSpace" | "number" | "sides" | "count" | "modifier" | "d" | "operator" | "shorter";

/**
 * What a {@link DiceError} is about, as data: filled where an error concerns
 * players (whose turn, which category, which die), so a bot can word it for
 * them ({@link explainForPlayer} does) without reading the message. Every
 * field is optional; positions count from 0, as in the engine's actions.
 *
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice, validateAction } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = newGame(rules, { players: ["Ada", "Bo"], seed: 1 });
 * const result = validateAction(rules, state, { type: "roll", player: 1 });
 * result.ok ? undefined : result.error.details; // => { player: 1, expectedPlayer: 0 }
 * ```
 * @category Errors
 */
export interface DiceErrorDetails {
  /** The player who acted (or who the error is about), by turn order. */
  readonly player?: number;
  /** The player whose turn it is, when another one acted. */
  readonly expectedPlayer?: number;
  /** The category concerned: an id of the rules, or the text received for an unknown one. */
  readonly category?: string;
  /** The category this turn must fill: the one declared, or the next in sheet order. */
  readonly expectedCategory?: string;
  /** The label of the stage concerned. */
  readonly stage?: string;
  /** The die concerned, by position. */
  readonly die?: number;
  /** The name of that die (`"d4"`). */
  readonly dieName?: string;
  /** The face received for that die, when it was a number or a text. */
  readonly value?: number | string;
  /** The faces that die can show. */
  readonly allowed?: readonly (number | string)[];
  /** The ids of the categories the move may fill instead (a joker's choices). */
  readonly categories?: readonly string[];
  /** How many values (or dice) were given. */
  readonly count?: number;
  /** How many values were expected. */
  readonly expectedCount?: number;
  /** How many dice the game rolls. */
  readonly diceCount?: number;
  /** The roll budget of a turn. */
  readonly rollsPerTurn?: number;
  /**
   * The text a player wrote that could not be read (dice notation): an
   * excerpt of at most 40 characters (a longer text is cut, with `…`), control
   * characters written as escapes (`\n`, `\u001b`).
   */
  readonly text?: string;
  /** Where in `text` reading failed: the index of the character (from 0), the length of the part read; absent when that lies beyond the excerpt. */
  readonly position?: number;
  /** What was expected at `position`, see {@link NotationExpectation}. */
  readonly expected?: NotationExpectation;
}

/**
 * The mark every DiceError carries, under a registered symbol: the same in
 * every copy of the package (its ESM and CommonJS builds, two versions in one
 * bundle), so an error from any copy is recognised.
 */
const BRAND: unique symbol = Symbol.for("@dice/core/DiceError");

/** Whether a value carries the brand and a code: a DiceError of any copy of `@dice/core`. */
function isBranded(value: unknown): value is DiceError {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { [BRAND]?: unknown })[BRAND] === true &&
    typeof (value as { code?: unknown }).code === "string"
  );
}

/**
 * The one error class of `@dice/core`: a machine-readable `code` and a message
 * that names the function, the value received and what is allowed, for
 * developers, and `details` as data for code; a player reads
 * {@link explainForPlayer}'s sentence instead. The message is safe to print
 * anywhere: values from outside are quoted as
 * short excerpts (see {@link describeValue}), and the whole message goes
 * through {@link escapeText}, so it holds no control characters (a newline
 * or a terminal escape appears as `\n` or `\u001b`) and is at most 2,000
 * characters long.
 *
 * An error of any copy of the package is recognised: a program that loads
 * both the ESM and the CommonJS build (or two versions) has two DiceError
 * classes, so each error carries a brand under `Symbol.for("@dice/core/DiceError")`,
 * and both {@link isDiceError} and `instanceof DiceError` check the brand and
 * the code rather than the prototype chain. A subclass's `instanceof` keeps
 * the usual prototype check. The brand is a registered symbol, so it proves
 * where an error is from no more than a `code` field does: it is for
 * recognising errors, not for trusting them.
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
  /** What the error is about, as data (players, category, die), where it concerns players; `{}` otherwise. */
  readonly details: DiceErrorDetails;

  /**
   * @param code - the machine-readable error code
   * @param message - a sentence naming the function, the value and what is allowed (escaped and cut as above), for developers
   * @param details - what the error is about, as data, see {@link DiceErrorDetails}
   * @defaultValue details `{}`
   */
  constructor(code: DiceErrorCode, message: string, details: DiceErrorDetails = {}) {
    super(excerpt(String(message), MAX_MESSAGE_LENGTH));
    this.name = "DiceError";
    this.code = code;
    this.details = details;
    // Not enumerable, so a spread, a structured clone or a comparison of errors sees only the fields above.
    Object.defineProperty(this, BRAND, { value: true });
  }

  /**
   * `value instanceof DiceError`: true for an error of any copy of the
   * package (its brand and a code), so the check holds across the ESM and
   * CommonJS builds; for a subclass, the usual prototype check.
   *
   * @param value - anything
   * @returns whether `value` is a DiceError (of this subclass, for a subclass)
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return this === DiceError ? isBranded(value) : Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

/**
 * Whether a value is a {@link DiceError}, optionally with a given code. It
 * reads the error's brand and code, not its prototype, so an error thrown by
 * another copy of `@dice/core` (the CommonJS build beside the ESM one, say)
 * is recognised too.
 *
 * @param value - anything caught
 * @param code - the code it must carry, if given
 * @returns true when `value` is a DiceError of any copy of the package (with that code)
 * @example
 * ```ts
 * import { isDiceError, standardDie } from "@dice/core";
 * try { standardDie(0); } catch (error) { isDiceError(error, "INVALID_DIE"); } // => true
 * ```
 * @category Errors
 */
export function isDiceError(value: unknown, code?: DiceErrorCode): value is DiceError {
  return isBranded(value) && (code === undefined || value.code === code);
}
