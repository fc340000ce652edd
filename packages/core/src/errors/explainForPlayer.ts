import { outsideText, ownWords, readFormat } from "../internal/formatText";
import type { PlayerState } from "../engine/GameState";
import type { GameRules } from "../rules/GameRules";
import type { DiceErrorCode, DiceErrorDetails, NotationExpectation } from "./DiceError";
import type { RenderOptions, TextFormat } from "./TextFormat";

/**
 * What {@link explainForPlayer} may know besides the error: the players'
 * names, the game's category labels, and the format to write in.
 *
 * @example
 * ```ts
 * import type { ExplainForPlayerOptions } from "@dice/core";
 * const options: ExplainForPlayerOptions = { players: ["Ada", "Bo"], format: "markdown" };
 * options.players?.length; // => 2
 * ```
 * @category Errors
 */
export interface ExplainForPlayerOptions extends RenderOptions {
  /**
   * The players in turn order: their names, or a game state's `players`
   * (anything with a `name`). Without them players are called "player 1", "player 2"….
   */
  readonly players?: readonly (string | Pick<PlayerState, "name">)[];
  /**
   * The game's rules, so categories are called by their labels ("Two
   * Pairs"); without them, by their ids.
   */
  readonly rules?: Pick<GameRules, "categories">;
}

/** What a sentence is made of: the error's details, read defensively, and words written for the format. */
interface Facts {
  readonly details: DiceErrorDetails;
  /** The library's words with values already written for the format: the words are escaped, the values kept. */
  readonly say: (words: TemplateStringsArray, ...values: readonly (string | number)[]) => string;
  /** A player by index: the name, or "player N". */
  readonly who: (player: number) => string;
  /** A category by id: its label, or the id; quoted when the rules do not know it. */
  readonly category: (id: string) => string;
  /** A face for a sentence: a number as is, a text quoted. */
  readonly face: (value: number | string) => string;
  /** Text from outside (a stage's label, a die's name), escaped for the format. */
  readonly text: (value: string) => string;
}

/** "1 to 6" for a run of whole numbers, else the faces listed ("1, 2, plus or minus"), at most 12. */
function facesText(faces: readonly (number | string)[], face: Facts["face"]): string {
  const numbers = faces.every((value) => typeof value === "number" && Number.isInteger(value));
  const first = faces[0] as number;
  if (numbers && faces.length > 2 && faces.every((value, index) => value === first + index)) {
    return `${first} to ${first + faces.length - 1}`;
  }
  const shown = faces.slice(0, 12).map(face);
  if (faces.length > 12) return `${shown.join(", ")}, …`;
  return shown.length < 2 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} or ${shown[shown.length - 1]}`;
}

// What dice notation was expected, in the players' words; the type makes a new expectation without words a compile error.
const NOTATION_EXPECTED: Readonly<Record<NotationExpectation, (say: Facts["say"]) => string>> = {
  dice: (say) => say`dice such as 3d6 or d20`,
  diceAfterSpace: (say) => say`dice such as d6 (write +2 to add a number)`,
  number: (say) => say`a number (dice are added, never subtracted)`,
  sides: (say) => say`the number of sides, from 2 to 1000, or %`,
  count: (say) => say`a number of dice from 1 to 1000 (1000 in all at most)`,
  modifier: (say) => say`numbers adding up to at most 1000000 either way`,
  d: (say) => say`'d' (as in 3d6), '+' or '-'`,
  operator: (say) => say`'+', '-' or, after a space, more dice`,
  shorter: (say) => say`at most 1000 characters`,
};

// One sentence a code; the type makes a new code without a sentence a compile error.
const SENTENCES: Readonly<Record<DiceErrorCode, (facts: Facts) => string>> = {
  INVALID_ARGUMENT: ({ say }) => say`That request is not valid.`,
  INVALID_DIE: ({ say }) => say`That die cannot be used: its faces or their weights are not valid.`,
  INVALID_SEED: ({ say }) => say`A game cannot start from that seed; a seed is a whole number.`,
  INVALID_RNG_STATE: ({ say }) => say`This saved game's dice roller is damaged, so the game cannot go on.`,
  INVALID_RULES: ({ say }) => say`This game's rules are not set up correctly, so it cannot be played.`,
  INVALID_STATE: ({ say }) => say`This saved game is damaged or was changed, so it cannot go on.`,
  INVALID_ACTION: ({ say }) => say`That move is not one this game knows: roll the dice, or choose a category.`,
  UNKNOWN_CATEGORY: ({ say, details, text, category }) => {
    const stated = details.category === undefined ? say`There is no such category in this game` : say`There is no category '${text(details.category)}' in this game`;
    const close = (details.categories ?? []).slice(0, 4).map(category);
    if (close.length === 0) return `${stated}${say`.`}`;
    const list = close.length === 1 ? (close[0] as string) : `${close.slice(0, -1).join(", ")}${say` or `}${close[close.length - 1]}`;
    return `${stated}${say`. Did you mean ${list}?`}`;
  },
  CATEGORY_FILLED: ({ say, details, who, category }) => {
    const filled = details.category === undefined ? say`that category` : category(details.category);
    return details.player === undefined ? say`${filled} is already filled.` : say`${who(details.player)} has already filled ${filled}.`;
  },
  NOT_YOUR_TURN: ({ say, details, who }) => {
    if (details.expectedPlayer === undefined) return say`It is not your turn.`;
    return details.player === undefined
      ? say`It is ${who(details.expectedPlayer)}'s turn.`
      : say`It is ${who(details.expectedPlayer)}'s turn, not ${who(details.player)}'s.`;
  },
  GAME_OVER: ({ say }) => say`The game is over; start a new one to play again.`,
  NO_ROLLS_LEFT: ({ say, details, who }) => {
    const rolls = details.rollsPerTurn === undefined ? say`all the rolls` : details.rollsPerTurn === 1 ? say`the one roll` : say`all ${details.rollsPerTurn} rolls`;
    return details.player === undefined
      ? say`Every roll of this turn is used; choose a category to fill.`
      : say`${who(details.player)} has used ${rolls} of this turn; choose a category to fill.`;
  },
  MUST_ROLL_FIRST: ({ say, details, who }) =>
    details.player === undefined ? say`Roll the dice first.` : say`${who(details.player)} has not rolled yet this turn: roll the dice first.`,
  MUST_DECLARE: ({ say, details, who }) =>
    details.player === undefined
      ? say`First declare which category this turn will fill.`
      : say`${who(details.player)} must first declare which category this turn will fill.`,
  ALREADY_DECLARED: ({ say, details, who, category }) => {
    const declared = details.expectedCategory === undefined ? say`a category` : category(details.expectedCategory);
    return details.player === undefined
      ? say`${declared} is already declared for this turn.`
      : say`${who(details.player)} has already declared ${declared} for this turn.`;
  },
  DECLARE_NOT_ALLOWED: ({ say, details, text }) =>
    details.stage === undefined
      ? say`There is nothing to declare in this stage; fill any open category.`
      : say`There is nothing to declare in ${text(details.stage)}; fill any open category.`,
  NOT_DECLARED_CATEGORY: ({ say, details, who, category }) => {
    if (details.expectedCategory === undefined) return say`This turn must fill the category declared for it.`;
    const declared = category(details.expectedCategory);
    const instead = details.category === undefined ? "" : say`, not ${category(details.category)}`;
    return details.player === undefined
      ? say`This turn must fill ${declared}, the category declared for it${instead}.`
      : say`${who(details.player)} declared ${declared}, so this turn must fill ${declared}${instead}.`;
  },
  NOT_NEXT_CATEGORY: ({ say, details, category, text }) => {
    const where = details.stage === undefined ? say`this stage` : text(details.stage);
    if (details.expectedCategory === undefined) return say`In ${where} the categories are filled in sheet order.`;
    const instead = details.category === undefined ? "" : say`, not ${category(details.category)}`;
    return say`In ${where} the categories are filled in sheet order: next is ${category(details.expectedCategory)}${instead}.`;
  },
  JOKER_CATEGORY: ({ say, details, category }) => {
    const choices = (details.categories ?? []).slice(0, 12).map(category);
    const instead = details.category === undefined ? "" : say`, not ${category(details.category)}`;
    if (choices.length === 0) return say`This roll is a joker, so it may fill only the categories the joker rule allows${instead}.`;
    const list = choices.length === 1 ? (choices[0] as string) : `${choices.slice(0, -1).join(", ")}${say` or `}${choices[choices.length - 1]}`;
    return say`This roll is a joker, so it must fill ${list}${instead}.`;
  },
  INVALID_HOLD: ({ say, details }) => {
    const { die, diceCount, count } = details;
    if (die !== undefined && diceCount !== undefined && (die < 0 || die >= diceCount)) {
      return say`There is no die ${die + 1}; the dice are numbered 1 to ${diceCount}.`;
    }
    if (die !== undefined) return say`Die ${die + 1} is kept twice; keep each die at most once.`;
    if (count === 1 && diceCount === 1) return say`Keeping the one die rolls nothing: re-roll it, or choose a category.`;
    if (count !== undefined && count === diceCount) return say`Keeping all ${count} dice rolls nothing: re-roll at least one, or choose a category.`;
    return say`Those dice cannot be kept: dice are kept by their numbers, after the first roll of a turn.`;
  },
  INVALID_NOTATION: ({ say, details, text }) => {
    const written = details.text;
    if (written === undefined || written.trim() === "") return say`There are no dice there to roll: write dice such as 3d6 or d20.`;
    if (details.expected === "shorter") return say`That is too long to read as dice: write at most 1000 characters.`;
    const { position } = details;
    const where =
      position === undefined ? "" : position === 0 ? say` at the start` : say` after '${text(written.slice(0, position))}'`;
    const expected = NOTATION_EXPECTED[details.expected ?? "dice"](say);
    return say`I could not read '${text(written)}':${where} I expected ${expected}.`;
  },
  INVALID_DICE_VALUES: ({ say, details, face, text }) => {
    const { die, dieName, value, allowed, count, expectedCount } = details;
    if (die !== undefined) {
      const which = dieName === undefined ? say`Die ${die + 1}` : say`Die ${die + 1} (${text(dieName)})`;
      const shows = allowed === undefined ? "" : say`; it shows ${facesText(allowed, face)}`;
      return value === undefined ? say`${which} cannot show that${shows}.` : say`${which} cannot show ${face(value)}${shows}.`;
    }
    if (expectedCount !== undefined) {
      const needed = expectedCount === 1 ? say`1 value is needed, for the die rolled` : say`${expectedCount} values are needed, one for each die rolled`;
      return count === undefined ? say`${needed}.` : say`${needed}; ${count} ${count === 1 ? say`was` : say`were`} given.`;
    }
    return say`Those dice values are not ones these dice can show.`;
  },
  GAME_NOT_OVER: ({ say }) => say`The game is not over yet, so there is no winner yet.`,
  INVALID_TABLE: ({ say }) => say`The strategy table is damaged, so no advice can be given.`,
  TABLE_UNAVAILABLE: ({ say }) => say`The strategy table could not be loaded, so no advice is available right now.`,
};

const isIndex = (value: unknown): value is number => Number.isSafeInteger(value);
const isText = (value: unknown): value is string => typeof value === "string";

/** The details an error carries, each field kept only when of its type (an error may come from JSON). */
function readDetails(value: unknown): DiceErrorDetails {
  if (typeof value !== "object" || value === null) return {};
  const raw = value as Record<string, unknown>;
  const details: Record<string, unknown> = {};
  for (const key of ["player", "expectedPlayer", "die", "count", "expectedCount", "diceCount", "rollsPerTurn"] as const) {
    if (isIndex(raw[key])) details[key] = raw[key];
  }
  for (const key of ["category", "expectedCategory", "stage", "dieName", "text"] as const) {
    if (isText(raw[key])) details[key] = raw[key];
  }
  // A place in the text, where there is a text to place it in.
  const position = raw["position"];
  if (isIndex(position) && position >= 0 && isText(raw["text"]) && position <= raw["text"].length) details["position"] = position;
  const expected = raw["expected"];
  if (isText(expected) && Object.hasOwn(NOTATION_EXPECTED, expected)) details["expected"] = expected;
  if (isText(raw["value"]) || typeof raw["value"] === "number") details["value"] = raw["value"];
  const allowed = raw["allowed"];
  if (Array.isArray(allowed) && allowed.length > 0 && allowed.every((face) => isText(face) || typeof face === "number")) {
    details["allowed"] = allowed;
  }
  const categories = raw["categories"];
  if (Array.isArray(categories) && categories.length > 0 && categories.length <= 1000 && categories.every(isText)) {
    details["categories"] = categories;
  }
  return details as DiceErrorDetails;
}

function factsFor(details: DiceErrorDetails, options: ExplainForPlayerOptions, format: TextFormat): Facts {
  const outside = (text: unknown): string => outsideText(text, format);
  const say: Facts["say"] = (words, ...values) =>
    words.reduce((text, word, index) => `${text}${ownWords(word, format)}${index < values.length ? String(values[index]) : ""}`, "");
  const names = Array.isArray(options.players) ? options.players : [];
  const labels = options.rules?.categories ?? [];
  return {
    details,
    say,
    who: (player) => {
      const entry: unknown = names[player];
      const name = typeof entry === "string" ? entry : (entry as { name?: unknown } | undefined)?.name;
      return typeof name === "string" ? outside(name) : say`player ${player + 1}`;
    },
    category: (id) => {
      const label = labels.find((candidate) => candidate.id === id)?.label;
      if (label !== undefined) return outside(label);
      return labels.length > 0 ? say`'${outside(id)}'` : outside(id);
    },
    face: (value) => (typeof value === "number" ? String(value) : say`'${outside(value)}'`),
    text: outside,
  };
}

/**
 * A short sentence for a player about an error, in their game's words: who
 * (by name), which category (by label), which die and what it shows; it
 * names no function and quotes no data. Bots show it to the players, and log
 * the error's `message` (for developers) and `code` (for code).
 *
 * Every {@link DiceErrorCode} has a sentence. The sentence reads the error's
 * {@link DiceErrorDetails}, so it can name players once given their names;
 * without a detail it says less ("It is not your turn."). Anything that is
 * not a {@link DiceError} gets "Something went wrong."
 *
 * @param error - anything caught, typically a {@link DiceError} or `validateAction`'s `error`
 * @param options - the players' names, the rules' labels and the format, see {@link ExplainForPlayerOptions}
 * @returns one or two short sentences, escaped for the format
 * @throws {@link DiceError} `INVALID_ARGUMENT` for an unknown format
 * @example
 * ```ts
 * import { d6, defineRules, explainForPlayer, newGame, sumOfDice, validateAction } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = newGame(rules, { players: ["Ada", "Bob"], seed: 1 });
 * const result = validateAction(rules, state, { type: "roll", player: 1 });
 * if (!result.ok) {
 *   result.error.message; // => "applyAction: it is player 0's turn (Ada), not player 1's"
 *   explainForPlayer(result.error, { players: state.players }); // => "It is Ada's turn, not Bob's."
 * }
 * const early = validateAction(rules, state, { type: "fill", category: "chance" });
 * if (!early.ok) explainForPlayer(early.error, { players: state.players, rules }); // => "Ada has not rolled yet this turn: roll the dice first."
 * ```
 * @category Errors
 */
export function explainForPlayer(error: unknown, options: ExplainForPlayerOptions = {}): string {
  const format = readFormat(options, "explainForPlayer");
  // Read as data, not through instanceof: an error from another copy of the library, or rebuilt from JSON, is explained too.
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  const sentence = typeof code === "string" && Object.hasOwn(SENTENCES, code) ? SENTENCES[code as DiceErrorCode] : undefined;
  if (sentence === undefined) return ownWords("Something went wrong.", format);
  return sentence(factsFor(readDetails((error as { details?: unknown }).details), options, format));
}
