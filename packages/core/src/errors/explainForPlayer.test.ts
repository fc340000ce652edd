import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { threeStageRules, tinyRules } from "../../test/rules";
import { d4, d6, d8 } from "../dice/Die";
import { readDice } from "../dice/readDice";
import { parseDiceNotation } from "../dice/parseDiceNotation";
import { applyAction } from "../engine/applyAction";
import type { GameAction } from "../engine/GameAction";
import type { GameState } from "../engine/GameState";
import { newGame } from "../engine/newGame";
import { validateAction } from "../engine/validateAction";
import { defineRules, type GameRules } from "../rules/GameRules";
import { sumOfDice } from "../patterns/sums";
import { recordScore } from "../scoring/ScoreSheet";
import { DiceError, type DiceErrorCode, type DiceErrorDetails } from "./DiceError";
import { explainForPlayer } from "./explainForPlayer";

// Every code, derived from the type: a code added to DiceErrorCode and not
// here, or here and not there, fails the typecheck; so this test, and the
// sentences' own Record<DiceErrorCode, …>, cannot miss a new code.
const EVERY_CODE = {
  INVALID_ARGUMENT: true,
  INVALID_DIE: true,
  INVALID_SEED: true,
  INVALID_RNG_STATE: true,
  INVALID_RULES: true,
  INVALID_STATE: true,
  INVALID_ACTION: true,
  UNKNOWN_CATEGORY: true,
  CATEGORY_FILLED: true,
  NOT_YOUR_TURN: true,
  GAME_OVER: true,
  NO_ROLLS_LEFT: true,
  MUST_ROLL_FIRST: true,
  MUST_DECLARE: true,
  ALREADY_DECLARED: true,
  DECLARE_NOT_ALLOWED: true,
  NOT_DECLARED_CATEGORY: true,
  NOT_NEXT_CATEGORY: true,
  JOKER_CATEGORY: true,
  INVALID_HOLD: true,
  INVALID_DICE_VALUES: true,
  INVALID_NOTATION: true,
  GAME_NOT_OVER: true,
  INVALID_TABLE: true,
  TABLE_UNAVAILABLE: true,
} as const satisfies Record<DiceErrorCode, true>;
const codes = Object.keys(EVERY_CODE) as DiceErrorCode[];

/** Every detail at once, as the most a sentence can be given. */
const everyDetail: DiceErrorDetails = {
  player: 1,
  expectedPlayer: 0,
  category: "chance",
  expectedCategory: "sixes",
  stage: "Game",
  die: 1,
  dieName: "d6",
  value: 7,
  allowed: [1, 2, 3, 4, 5, 6],
  categories: ["sixes", "chance"],
  count: 3,
  expectedCount: 2,
  diceCount: 2,
  rollsPerTurn: 3,
  text: "3d6+x",
  position: 4,
  expected: "dice",
};

/** What a sentence for players must not be: empty, code-like, data-like. */
function problemsOf(sentence: string): string[] {
  const problems: string[] = [];
  if (sentence.trim() === "") problems.push("empty");
  if (/\w+\(/.test(sentence)) problems.push("a function-like name");
  if (/applyAction:|rollTurn|readDice|validateHold|findCategory/.test(sentence)) problems.push("a function's name");
  if (/[{[]/.test(sentence)) problems.push("JSON");
  if (!/[.!?]$/.test(sentence)) problems.push("no full stop");
  if (sentence.length > 200) problems.push("too long");
  return problems;
}

const markdown = new MarkdownIt({ html: true });

describe("every DiceErrorCode has a sentence for players", () => {
  it.each(codes)("%s: short, no function, no JSON, with or without details, as text and as Markdown", (code) => {
    const bare = new DiceError(code, `applyAction: a developer message quoting {"players":[{"name":"Ada"}]}`);
    const full = new DiceError(code, "applyAction: the same", everyDetail);
    for (const error of [bare, full]) {
      for (const format of ["text", "markdown"] as const) {
        const sentence = explainForPlayer(error, { players: ["Ada", "Bob"], rules: tinyRules, format });
        expect(problemsOf(sentence), `${code} (${format}): ${sentence}`).toEqual([]);
        expect(sentence).not.toBe(error.message);
      }
      // Without names, players are numbered; still a sentence.
      expect(problemsOf(explainForPlayer(error)), code).toEqual([]);
    }
  });

  it("the wrong-player sentence names both players", () => {
    const error = new DiceError("NOT_YOUR_TURN", "applyAction: it is player 0's turn (Ada), not player 1's", { player: 1, expectedPlayer: 0 });
    const sentence = explainForPlayer(error, { players: ["Ada", "Bob"] });
    expect(sentence).toContain("Ada");
    expect(sentence).toContain("Bob");
  });

  it("anything but a DiceError gets a sentence that reveals nothing", () => {
    expect(explainForPlayer(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe("Something went wrong.");
    expect(explainForPlayer("a string")).toBe("Something went wrong.");
    expect(explainForPlayer({ code: "NOT_A_CODE" })).toBe("Something went wrong.");
    expect(explainForPlayer(null)).toBe("Something went wrong.");
  });
});

function refusal(rules: GameRules, state: GameState, action: GameAction): DiceError {
  const result = validateAction(rules, state, action);
  if (result.ok) throw new Error("expected a refusal");
  return result.error;
}

// Sentences worked out by hand for real refusals of the engine.
describe("the engine's refusals, in players' words", () => {
  const start = newGame(tinyRules, { players: ["Ada", "Bob"], seed: 1 });
  const rolled = applyAction(tinyRules, start, { type: "roll", values: [6, 3] });
  const words = (error: unknown): string => explainForPlayer(error, { players: start.players, rules: tinyRules });

  it("a wrong player: both names, the developer message as it was", () => {
    const error = refusal(tinyRules, start, { type: "roll", player: 1 });
    expect(error.message).toBe("applyAction: it is player 0's turn (Ada), not player 1's");
    expect(error.details).toEqual({ player: 1, expectedPlayer: 0 });
    expect(words(error)).toBe("It is Ada's turn, not Bob's.");
    expect(explainForPlayer(error)).toBe("It is player 1's turn, not player 2's.");
    // Names as plain strings work the same as the state's players.
    expect(explainForPlayer(error, { players: ["Ada", "Bob"] })).toBe("It is Ada's turn, not Bob's.");
  });

  it("no roll yet, a category already filled, no rolls left, an unknown category", () => {
    expect(words(refusal(tinyRules, start, { type: "fill", category: "chance" }))).toBe("Ada has not rolled yet this turn: roll the dice first.");
    let state = applyAction(tinyRules, rolled, { type: "fill", category: "chance" });
    state = applyAction(tinyRules, state, { type: "roll", values: [1, 1] });
    state = applyAction(tinyRules, state, { type: "fill", category: "chance" });
    // Ada again; Chance is hers already.
    state = applyAction(tinyRules, state, { type: "roll", values: [2, 2] });
    expect(words(refusal(tinyRules, state, { type: "fill", category: "chance" }))).toBe("Ada has already filled Chance.");
    state = applyAction(tinyRules, state, { type: "roll", values: [2, 2] });
    state = applyAction(tinyRules, state, { type: "roll", values: [2, 2] });
    expect(words(refusal(tinyRules, state, { type: "roll" }))).toBe("Ada has used all 3 rolls of this turn; choose a category to fill.");
    expect(words(refusal(tinyRules, state, { type: "fill", category: "pairs" }))).toBe("There is no category 'pairs' in this game.");
  });

  it("bad dice values: the die by its place among all the dice, what it shows; the wrong number of values", () => {
    const rules = defineRules({
      id: "three",
      name: "Three",
      dice: [d4, d6, d8],
      rollsPerTurn: 3,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
      stages: [{ label: "Game", policy: "any" }],
    });
    const game = newGame(rules, { players: ["Ada"], seed: 1 });
    expect(explainForPlayer(refusal(rules, game, { type: "roll", values: [5, 1, 1] }))).toBe("Die 1 (d4) cannot show 5; it shows 1 to 4.");
    const first = applyAction(rules, game, { type: "roll", values: [1, 2, 3] });
    // Keeping the d4, the two values are for the d6 and the d8: the 9 is the d8's, the third die.
    const error = refusal(rules, first, { type: "roll", hold: [0], values: [2, 9] });
    expect(error.message).toBe("readDice: die 2 (d8) cannot show 9; allowed: 1, 2, 3, 4, 5, 6, 7, 8");
    expect(error.details).toMatchObject({ player: 0, die: 2, dieName: "d8", value: 9 });
    expect(explainForPlayer(error)).toBe("Die 3 (d8) cannot show 9; it shows 1 to 8.");
    expect(explainForPlayer(refusal(rules, first, { type: "roll", hold: [0], values: [2, 3, 4] }))).toBe(
      "2 values are needed, one for each die rolled; 3 were given.",
    );
    expect(explainForPlayer(refusal(rules, first, { type: "roll", hold: [0], values: ["six", 3] as never }))).toBe(
      "Die 2 (d6) cannot show 'six'; it shows 1 to 6.",
    );
  });

  it("holds: a die that does not exist, a die kept twice, every die kept", () => {
    expect(words(refusal(tinyRules, rolled, { type: "roll", hold: [2] }))).toBe("There is no die 3; the dice are numbered 1 to 2.");
    expect(words(refusal(tinyRules, rolled, { type: "roll", hold: [0, 0] }))).toBe("Die 1 is kept twice; keep each die at most once.");
    expect(words(refusal(tinyRules, rolled, { type: "roll", hold: [0, 1] }))).toBe("Keeping all 2 dice rolls nothing: re-roll at least one, or choose a category.");
    expect(words(refusal(tinyRules, start, { type: "roll", hold: [0] }))).toBe(
      "Those dice cannot be kept: dice are kept by their numbers, after the first roll of a turn.",
    );
    const oneDie = defineRules({
      id: "one", name: "One", dice: [d6], rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
      stages: [{ label: "Game", policy: "any" }],
    });
    const one = applyAction(oneDie, newGame(oneDie, { players: ["Ada"], seed: 1 }), { type: "roll", values: [4] });
    expect(explainForPlayer(refusal(oneDie, one, { type: "roll", hold: [0] }))).toBe("Keeping the one die rolls nothing: re-roll it, or choose a category.");
  });

  it("stages: no declaring in an 'any' stage, a declaration required, kept to, made once; the order of an 'ordered' stage", () => {
    const words3 = (error: unknown): string => explainForPlayer(error, { players: ["Ada"], rules: threeStageRules });
    let state = newGame(threeStageRules, { players: ["Ada"], seed: 1 });
    state = applyAction(threeStageRules, state, { type: "roll", values: [1, 2, 3] });
    expect(words3(refusal(threeStageRules, state, { type: "declare", category: "chance" }))).toBe(
      "There is nothing to declare in Free; fill any open category.",
    );
    for (const category of ["threes", "school2", "spread", "chance"]) {
      state = applyAction(threeStageRules, state, { type: "fill", category });
      if (category !== "chance") state = applyAction(threeStageRules, state, { type: "roll", values: [1, 2, 3] });
    }
    state = applyAction(threeStageRules, state, { type: "roll", values: [1, 2, 3] });
    expect(words3(refusal(threeStageRules, state, { type: "roll" }))).toBe("Ada must first declare which category this turn will fill.");
    expect(words3(refusal(threeStageRules, state, { type: "fill", category: "chance" }))).toBe("Ada must first declare which category this turn will fill.");
    state = applyAction(threeStageRules, state, { type: "declare", category: "school2" });
    expect(words3(refusal(threeStageRules, state, { type: "declare", category: "chance" }))).toBe("Ada has already declared School 2 for this turn.");
    expect(words3(refusal(threeStageRules, state, { type: "fill", category: "chance" }))).toBe(
      "Ada declared School 2, so this turn must fill School 2, not Chance.",
    );
    for (const category of ["school2", "threes", "spread", "chance"]) {
      if (category !== "school2") {
        state = applyAction(threeStageRules, state, { type: "roll", values: [1, 2, 3] });
        state = applyAction(threeStageRules, state, { type: "declare", category });
      }
      state = applyAction(threeStageRules, state, { type: "fill", category });
    }
    state = applyAction(threeStageRules, state, { type: "roll", values: [1, 2, 3] });
    expect(words3(refusal(threeStageRules, state, { type: "fill", category: "chance" }))).toBe(
      "In In order the categories are filled in sheet order: next is Threes, not Chance.",
    );
  });

  it("after the end", () => {
    const state = [
      { type: "fill", category: "chance" },
      { type: "roll", values: [1, 1] },
      { type: "fill", category: "chance" },
      { type: "roll", values: [6, 6] },
      { type: "fill", category: "sixes" },
      { type: "roll", values: [1, 1] },
      { type: "fill", category: "sixes" },
    ].reduce((current: GameState, action) => applyAction(tinyRules, current, action as GameAction), rolled);
    expect(state.finished).toBe(true);
    expect(words(refusal(tinyRules, state, { type: "roll" }))).toBe("The game is over; start a new one to play again.");
  });

  it("functions outside the engine give details too: readDice and recordScore", () => {
    let caught: unknown;
    try {
      readDice([d6, d6], [1]);
    } catch (error) {
      caught = error;
    }
    expect(explainForPlayer(caught)).toBe("2 values are needed, one for each die rolled; 1 was given.");
    try {
      recordScore(tinyRules, { chance: 3 }, "chance", 5);
    } catch (error) {
      caught = error;
    }
    expect(explainForPlayer(caught, { rules: tinyRules })).toBe("Chance is already filled.");
  });
});

describe("dice notation that cannot be read, in players' words", () => {
  /** The sentence for the error parseDiceNotation throws on `text`. */
  const sentence = (text: string, format: "text" | "markdown" = "text"): string => {
    try {
      parseDiceNotation(text);
    } catch (error) {
      expect((error as DiceError).code).toBe("INVALID_NOTATION");
      return explainForPlayer(error, { format });
    }
    throw new Error(`expected '${text}' to be refused`);
  };

  it("quotes the text and says what was expected after the part that was read", () => {
    expect(sentence("3d6+x")).toBe("I could not read '3d6+x': after '3d6+' I expected dice such as 3d6 or d20.");
    expect(sentence("3d")).toBe("I could not read '3d': after '3d' I expected the number of sides, from 2 to 1000, or %.");
    expect(sentence("d1")).toBe("I could not read 'd1': after 'd' I expected the number of sides, from 2 to 1000, or %.");
    expect(sentence("x")).toBe("I could not read 'x': at the start I expected dice such as 3d6 or d20.");
    expect(sentence("d6-d4")).toBe("I could not read 'd6-d4': after 'd6-' I expected a number (dice are added, never subtracted).");
    expect(sentence("3d6 2")).toBe("I could not read '3d6 2': after '3d6 ' I expected dice such as d6 (write +2 to add a number).");
    expect(sentence("3x6")).toBe("I could not read '3x6': after '3' I expected 'd' (as in 3d6), '+' or '-'.");
    expect(sentence("3d6*2")).toBe("I could not read '3d6*2': after '3d6' I expected '+', '-' or, after a space, more dice.");
    expect(sentence("0d6")).toBe("I could not read '0d6': at the start I expected a number of dice from 1 to 1000 (1000 in all at most).");
    expect(sentence("d6+1000001")).toBe("I could not read 'd6+1000001': after 'd6+' I expected numbers adding up to at most 1000000 either way.");
  });

  it("a number alone, nothing at all, and a text too long to read", () => {
    expect(sentence("5")).toBe("I could not read '5': I expected dice such as 3d6 or d20.");
    expect(sentence("")).toBe("There are no dice there to roll: write dice such as 3d6 or d20.");
    expect(sentence("   ")).toBe("There are no dice there to roll: write dice such as 3d6 or d20.");
    expect(sentence("d6 ".repeat(400))).toBe("That is too long to read as dice: write at most 1000 characters.");
  });

  it("the details carry an escaped excerpt of the text and the place in it, so the sentence shows no raw control character", () => {
    let caught: unknown;
    try {
      parseDiceNotation("3d6+\u001b[2J");
    } catch (error) {
      caught = error;
    }
    // The escape takes six characters in the excerpt, so the place after it is counted in those.
    expect((caught as DiceError).details).toEqual({ text: "3d6+\\u001b[2J", position: 4, expected: "dice" });
    expect(explainForPlayer(caught)).toBe("I could not read '3d6+\\u001b[2J': after '3d6+' I expected dice such as 3d6 or d20.");
    try {
      parseDiceNotation(`3d6+2${"+1".repeat(30)}x`);
    } catch (error) {
      caught = error;
    }
    // Past the excerpt's 40 characters, the place is not given: the sentence says what, not where.
    expect((caught as DiceError).details).toEqual({ text: `3d6+2${"+1".repeat(17)}+…`, expected: "d" });
    expect(explainForPlayer(caught)).toBe(`I could not read '3d6+2${"+1".repeat(17)}+…': I expected 'd' (as in 3d6), '+' or '-'.`);
  });

  it("Markdown: the text's punctuation is escaped, so it shows as typed", () => {
    const written = sentence("2*d6", "markdown");
    expect(written).toBe("I could not read '2\\*d6': after '2' I expected 'd' (as in 3d6), '+' or '-'.");
    expect(markdown.renderInline(written)).toBe("I could not read '2*d6': after '2' I expected 'd' (as in 3d6), '+' or '-'.");
  });

  it("details rebuilt from JSON are read only where they fit: a place outside the text is dropped", () => {
    const forged = { code: "INVALID_NOTATION", details: { text: "3d6", position: 9, expected: "sides" } };
    expect(explainForPlayer(forged)).toBe("I could not read '3d6': I expected the number of sides, from 2 to 1000, or %.");
    const unknown = { code: "INVALID_NOTATION", details: { text: "3d6", position: -1, expected: "toString" } };
    expect(explainForPlayer(unknown)).toBe("I could not read '3d6': I expected dice such as 3d6 or d20.");
  });
});

describe("names, labels and errors from outside", () => {
  it("Markdown: a name like *bold* or a backtick shows as typed and opens nothing", () => {
    const error = new DiceError("NOT_YOUR_TURN", "applyAction: …", { player: 1, expectedPlayer: 0 });
    const sentence = explainForPlayer(error, { players: ["*bold*", "`"], format: "markdown" });
    expect(sentence).toBe("It is \\*bold\\*'s turn, not \\`'s.");
    expect(markdown.renderInline(sentence)).toBe("It is *bold*'s turn, not `'s.");
  });

  it("plain text: control characters in a name are shown as escapes", () => {
    const error = new DiceError("MUST_ROLL_FIRST", "applyAction: …", { player: 0 });
    expect(explainForPlayer(error, { players: ["Ada\n\u001b[2J"] })).toBe("Ada\\n\\u001b[2J has not rolled yet this turn: roll the dice first.");
  });

  it("a category the rules do not know is quoted; without rules, categories are named by id", () => {
    const error = new DiceError("CATEGORY_FILLED", "recordScore: …", { category: "twoPairs", player: 0 });
    expect(explainForPlayer(error, { players: ["Ada"], rules: tinyRules })).toBe("Ada has already filled 'twoPairs'.");
    expect(explainForPlayer(error, { players: ["Ada"] })).toBe("Ada has already filled twoPairs.");
  });

  it("an error rebuilt from JSON is explained, its details read only where of the right type", () => {
    const error = new DiceError("NOT_YOUR_TURN", "applyAction: …", { player: 1, expectedPlayer: 0 });
    const rebuilt: unknown = JSON.parse(JSON.stringify({ code: error.code, message: error.message, details: error.details }));
    expect(explainForPlayer(rebuilt, { players: ["Ada", "Bob"] })).toBe("It is Ada's turn, not Bob's.");
    const forged = { code: "NOT_YOUR_TURN", details: { player: "{}", expectedPlayer: [0] } };
    expect(explainForPlayer(forged, { players: ["Ada", "Bob"] })).toBe("It is not your turn.");
  });

  it("refuses an unknown format", () => {
    expect(() => explainForPlayer(new DiceError("GAME_OVER", "x"), { format: "html" as never })).toThrow(
      expect.objectContaining({ code: "INVALID_ARGUMENT" }),
    );
  });
});
