import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { formatDiceNotation, parseDiceNotation, standardDie, type DiceNotation } from "../index";

const sidesArb = fc.oneof(fc.constantFrom(4, 6, 8, 10, 12, 20, 100), fc.integer({ min: 2, max: 1000 }));
const modifierArb = fc.integer({ min: -1_000_000, max: 1_000_000 });

const notationArb: fc.Arbitrary<DiceNotation> = fc
  .record({ sides: fc.array(sidesArb, { minLength: 1, maxLength: 30 }), modifier: modifierArb })
  .map(({ sides, modifier }) => ({ dice: sides.map(standardDie), modifier }));

/** A dice group or a constant, in the notation rpg-dice-roller reads too (lower-case d, joined by + and -). */
const groupArb = fc.record({ count: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }), sides: sidesArb });
const plainTextArb = fc
  .record({
    groups: fc.array(groupArb, { minLength: 1, maxLength: 6 }),
    constants: fc.array(fc.record({ minus: fc.boolean(), value: fc.integer({ min: 0, max: 1000 }) }), { maxLength: 3 }),
  })
  .map(({ groups, constants }) => {
    const dice = groups.map(({ count, sides }) => `${count ?? ""}d${sides === 100 && count === 2 ? "%" : sides}`).join("+");
    return dice + constants.map(({ minus, value }) => `${minus ? "-" : "+"}${value}`).join("");
  });

/** The same notation as players also write it: spaces between dice, upper-case D, spaces around signs. */
const playerTextArb = fc
  .tuple(fc.array(groupArb, { minLength: 1, maxLength: 6 }), modifierArb, fc.boolean(), fc.boolean())
  .map(([groups, modifier, upper, spaced]) => {
    const dice = groups.map(({ count, sides }) => `${count ?? ""}${upper ? "D" : "d"}${sides}`).join(spaced ? "  " : " ");
    return modifier === 0 ? dice : `${dice}${spaced ? " " : ""}${modifier < 0 ? "-" : "+"}${spaced ? " " : ""}${Math.abs(modifier)}`;
  });

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe("dice notation", () => {
  test.prop([notationArb])("parse ∘ format is the identity on notation", (notation) => {
    expect(parseDiceNotation(formatDiceNotation(notation))).toEqual(notation);
  });

  test.prop([fc.oneof(plainTextArb, playerTextArb)])("format ∘ parse writes a fixed point: read again, it is written the same", (text) => {
    const canonical = formatDiceNotation(parseDiceNotation(text));
    expect(formatDiceNotation(parseDiceNotation(canonical))).toBe(canonical);
  });

  test.prop([plainTextArb])("reads what rpg-dice-roller reads the same way: same lowest, highest and mean total", (text) => {
    const oracle = new DiceRoll(text);
    const { dice, modifier } = parseDiceNotation(text);
    expect(modifier + dice.length).toBe(oracle.minTotal);
    expect(modifier + sum(dice.map((die) => die.faces.length))).toBe(oracle.maxTotal);
    expect(modifier + sum(dice.map((die) => (die.faces.length + 1) / 2))).toBeCloseTo(oracle.averageTotal, 9);
  });

  test.prop([fc.oneof(plainTextArb, playerTextArb)])("what it writes, rpg-dice-roller reads as the same dice", (text) => {
    const notation = parseDiceNotation(text);
    const oracle = new DiceRoll(formatDiceNotation(notation));
    expect(notation.modifier + notation.dice.length).toBe(oracle.minTotal);
    expect(notation.modifier + sum(notation.dice.map((die) => die.faces.length))).toBe(oracle.maxTotal);
  });
});
