import { DiceError, describeValue, faceWeights, isDiceError, validateDie, type Die, type Face } from "@dice/core";
import type { Fraction } from "../probability/Fraction";
import { add, divide, fraction, fromDouble, toNumber } from "./fraction";

const ZERO = fraction(0n, 1n);

/** Face kinds, as small integers so the simulation loop can switch on them cheaply. */
export const SEVEN = 0;
export const NUMBER = 1;
export const PLUS = 2;
export const POLYDI = 3;
export const MINUS = 4;

/** What the game needs to know about a die, computed once per die object. */
export interface PolydiAnalysis {
  /** The checked copy of the die the analysis is of (each input property read once). */
  readonly die: Die;
  /** The kind of each face, in face order. */
  readonly kinds: Int8Array;
  /** Each face's weight as core rolls with it ({@link faceWeights}: 1 when unweighted). */
  readonly weights: readonly number[];
  /** The exact probability of each kind (seven, other number, plus, polydi, minus): the weights read as exact binary fractions. */
  readonly kindShares: readonly [Fraction, Fraction, Fraction, Fraction, Fraction];
  /** The same probabilities as the nearest doubles. */
  readonly probabilities: readonly [number, number, number, number, number];
}

const cache = new WeakMap<Die, PolydiAnalysis>();

/** The kind of a face that is already known to be a valid Polydi face. */
export function kindOf(face: Face): number {
  if (typeof face === "number") return face === 7 ? SEVEN : NUMBER;
  if (face === "plus") return PLUS;
  if (face === "polydi") return POLYDI;
  return MINUS;
}

/**
 * Checks the Polydi-specific rules on a die whose generic shape is valid
 * (faces are numbers or the three symbols; the game can end) and returns its
 * analysis. A zero-weight face counts as absent.
 */
export function analyzePolydi(value: Die, fn: string): PolydiAnalysis {
  const cached = cache.get(value);
  if (cached !== undefined) return cached;
  let die: Die;
  try {
    // Callers in plain JavaScript may pass anything: check the generic shape first, on a copy.
    die = validateDie(value);
  } catch (error) {
    if (isDiceError(error)) throw new DiceError(error.code, `${fn}: invalid die: ${error.message}`);
    throw error;
  }
  const kinds = new Int8Array(die.faces.length);
  // Summed exactly: doubles near the maximum would overflow a floating-point sum, and tiny ones vanish in it.
  const kindWeights = [ZERO, ZERO, ZERO, ZERO, ZERO];
  const weights = faceWeights(die);
  die.faces.forEach((face, index) => {
    if (typeof face !== "number" && face !== "plus" && face !== "minus" && face !== "polydi") {
      throw new DiceError(
        "INVALID_DIE",
        `${fn}: face ${describeValue(face)} of die ${describeValue(die.name)} is not allowed; a Polydi face is a number or one of 'plus', 'minus', 'polydi'`,
      );
    }
    const kind = kindOf(face);
    kinds[index] = kind;
    kindWeights[kind] = add(kindWeights[kind] as Fraction, fromDouble(die.weights?.[index] ?? 1));
  });
  if (kindWeights[SEVEN]?.numerator === 0n && kindWeights[MINUS]?.numerator === 0n) {
    throw new DiceError(
      "INVALID_DIE",
      `${fn}: die ${describeValue(die.name)} has no 7 and no 'minus' face with a positive weight, so the Lucky Seven game could never end; faces: ${listFaces(die)}`,
    );
  }
  const total = kindWeights.reduce(add);
  const kindShares = kindWeights.map((weight) => divide(weight, total)) as unknown as PolydiAnalysis["kindShares"];
  const probabilities = kindShares.map(toNumber) as unknown as PolydiAnalysis["probabilities"];
  const analysis: PolydiAnalysis = { die, kinds, weights, kindShares, probabilities };
  cache.set(value, analysis);
  // The checked copy goes into game states, which come back here on every roll.
  cache.set(die, analysis);
  return analysis;
}

function listFaces(die: Die): string {
  const shown = die.faces.slice(0, 20).map((face) => describeValue(face));
  return die.faces.length > 20 ? `${shown.join(", ")}, … (${die.faces.length} faces)` : shown.join(", ");
}
