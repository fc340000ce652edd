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
  | "GAME_NOT_OVER"
  | "INVALID_TABLE"
  | "TABLE_UNAVAILABLE";

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
  }
}

/**
 * Whether a value is a {@link DiceError}, optionally with a given code.
 *
 * @param value - anything caught
 * @param code - the code it must carry, if given
 * @returns true when `value` is a DiceError (with that code)
 * @example
 * ```ts
 * import { isDiceError, standardDie } from "@dice/core";
 * try { standardDie(0); } catch (error) { isDiceError(error, "INVALID_DIE"); } // => true
 * ```
 * @category Errors
 */
export function isDiceError(value: unknown, code?: DiceErrorCode): value is DiceError {
  return value instanceof DiceError && (code === undefined || value.code === code);
}
