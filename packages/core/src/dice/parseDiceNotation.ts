import { DiceError, type NotationExpectation } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { escapeWithin } from "../internal/escape";
import { d10, d12, d20, d4, d6, d8, standardDie, type Die } from "./Die";
import { MAX_NOTATION_DICE, MAX_NOTATION_MODIFIER, type DiceNotation } from "./DiceNotation";

// The dice core names are shared, not copied: `parseDiceNotation("d6").dice[0] === d6`.
const NAMED_DICE: ReadonlyMap<number, Die> = /* @__PURE__ */ new Map(/* @__PURE__ */ [d4, d6, d8, d10, d12, d20].map((die) => [die.faces.length, die]));
const MAX_SIDES = 1000;
const MAX_TEXT_LENGTH = 1000;

/** The longest excerpt of the notation an error's details carry, in characters. */
const EXCERPT_LENGTH = 40;

/**
 * A notation error: the message for developers, and as details the text (an
 * escaped excerpt), where in that excerpt reading failed, and what was expected there.
 */
function notationError(message: string, text: string, at: number | undefined, expected: NotationExpectation): DiceError {
  const { escaped, complete } = escapeWithin(text, EXCERPT_LENGTH);
  // Escaping goes character by character, so the escaped part read is the start of the excerpt when it fits in it.
  const before = at === undefined ? undefined : escapeWithin(text.slice(0, at), EXCERPT_LENGTH);
  const position = before?.complete === true ? before.escaped.length : undefined;
  return new DiceError("INVALID_NOTATION", `parseDiceNotation: ${message}`, {
    text: complete ? escaped : `${escaped}…`,
    ...(position === undefined ? {} : { position }),
    expected,
  });
}

const isDigit = (character: string | undefined) => character !== undefined && character >= "0" && character <= "9";
const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

/**
 * Reads dice notation as players write it: `5d6`, `2d12`, `d20`, `3d6+2`,
 * `d20-1`, `d%` (a d100), and several dice groups joined by `+` or by spaces
 * (`d4 d6 d8 d12 d20`, `2d6+d8`). `D` may be upper case; spaces may surround
 * `+` and `-`. A number alone is a modifier added to the dice's sum; a `-`
 * subtracts a number, never dice. Sides run from 2 to 1000, and one notation
 * rolls at most {@link MAX_NOTATION_DICE} dice.
 *
 * @param text - the notation, e.g. `"3d6+2"`
 * @returns the dice, in the order written (core's own `d6` etc. where it has one), and the modifier
 * @throws {@link DiceError} `INVALID_NOTATION` naming the character (counted from 1) where the notation went wrong and what was expected there, with the text (an escaped excerpt), that place in it and what was expected as `details` (so {@link explainForPlayer} quotes them to the player); `INVALID_ARGUMENT` for a value that is not a string
 * @example
 * ```ts
 * import { d6, parseDiceNotation, type DiceError } from "@dice/core";
 * const notation = parseDiceNotation("3d6+2");
 * notation.modifier; // => 2
 * notation.dice.length; // => 3
 * notation.dice[0] === d6; // => true
 * parseDiceNotation("d4 d6 d8 d12 d20").dice.map((die) => die.name); // => ["d4", "d6", "d8", "d12", "d20"]
 * // parseDiceNotation("3d") throws: "parseDiceNotation: expected the number of sides (2 to 1000) or % after 'd' at character 3 of '3d'; found the end"
 * try { parseDiceNotation("3d6+x"); } catch (error) { (error as DiceError).details; } // => { text: "3d6+x", position: 4, expected: "dice" }
 * ```
 * @category Dice notation
 */
export function parseDiceNotation(text: string): DiceNotation {
  if (typeof text !== "string") {
    throw new DiceError("INVALID_ARGUMENT", `parseDiceNotation: expected notation as a string such as '3d6+2'; received ${describe(text)}`);
  }
  if (text.length > MAX_TEXT_LENGTH) {
    throw notationError(`notation is at most ${MAX_TEXT_LENGTH} characters long; received ${describe(text)}`, text, undefined, "shorter");
  }
  let position = 0;
  const fail = (expected: string, kind: NotationExpectation, at = position): never => {
    const found = at < text.length ? describe(text.slice(at, at + 1)) : "the end";
    throw notationError(`expected ${expected} at character ${at + 1} of ${describe(text)}; found ${found}`, text, at, kind);
  };
  const skipSpaces = (): boolean => {
    const start = position;
    while (isSpace(text[position])) position++;
    return position > start;
  };
  const readDigits = (): string => {
    const start = position;
    while (isDigit(text[position])) position++;
    return text.slice(start, position);
  };

  const dice: Die[] = [];
  let modifier = 0;
  let sign = 1;
  // After a bare space only dice may follow: `3 d6` would otherwise read as d6+3.
  let diceOnly = false;
  skipSpaces();
  for (;;) {
    const start = position;
    const digits = readDigits();
    const wasDice = text[position] === "d" || text[position] === "D";
    if (wasDice) {
      if (sign < 0) fail("a whole number after '-' (dice are added, never subtracted)", "number", start);
      position++;
      let sides = 100;
      if (text[position] === "%") {
        position++;
      } else {
        const sidesAt = position;
        const sidesDigits = readDigits();
        if (sidesDigits === "") fail(`the number of sides (2 to ${MAX_SIDES}) or % after 'd'`, "sides");
        sides = Number(sidesDigits);
        if (sides < 2 || sides > MAX_SIDES) fail(`a number of sides from 2 to ${MAX_SIDES}`, "sides", sidesAt);
      }
      const count = digits === "" ? 1 : Number(digits);
      if (count < 1 || count > MAX_NOTATION_DICE - dice.length) {
        fail(`a count of dice from 1 to ${MAX_NOTATION_DICE - dice.length} (at most ${MAX_NOTATION_DICE} dice in all)`, "count", start);
      }
      const die = NAMED_DICE.get(sides) ?? standardDie(sides);
      for (let index = 0; index < count; index++) dice.push(die);
    } else if (digits !== "" && !diceOnly) {
      modifier += sign * Number(digits);
      if (!(Math.abs(modifier) <= MAX_NOTATION_MODIFIER)) {
        fail(`modifiers adding up to at most ${MAX_NOTATION_MODIFIER} either way`, "modifier", start);
      }
    } else {
      if (diceOnly) fail("dice such as d6 after a space (write +2 to add a number)", "diceAfterSpace", start);
      fail("dice such as 3d6 or d20, or a whole number", "dice", start);
    }
    const spaced = skipSpaces();
    if (position === text.length) break;
    const operator = text[position];
    if (operator === "+" || operator === "-") {
      sign = operator === "-" ? -1 : 1;
      diceOnly = false;
      position++;
      skipSpaces();
    } else if (spaced && wasDice) {
      sign = 1;
      diceOnly = true;
    } else {
      fail(wasDice ? "'+', '-', a space before more dice, or the end" : "'d' (as in 3d6), '+', '-' or the end", wasDice ? "operator" : "d");
    }
  }
  if (dice.length === 0) {
    throw notationError(`expected at least one die (such as d6 or 3d6) in ${describe(text)}`, text, undefined, "dice");
  }
  return { dice, modifier };
}
