import { DiceError, describeValue, isDiceError, validateDie, type Die, type Face } from "@dice/core";

/** Face kinds, as small integers so the simulation loop can switch on them cheaply. */
export const SEVEN = 0;
export const NUMBER = 1;
export const PLUS = 2;
export const POLYDI = 3;
export const MINUS = 4;

/** What the game needs to know about a die, computed once per die object. */
export interface PolydiAnalysis {
  /** The kind of each face, in face order. */
  readonly kinds: Int8Array;
  /** Each face's weight (1 when the die is unweighted). */
  readonly weights: readonly number[];
  /** The probability of each kind: seven, other number, plus, polydi, minus. */
  readonly probabilities: readonly [number, number, number, number, number];
  /** The summed weight of each kind, same order, as given (not normalised). */
  readonly kindWeights: readonly [number, number, number, number, number];
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
    // Callers in plain JavaScript may pass anything: check the generic shape first.
    die = validateDie(value);
  } catch (error) {
    if (isDiceError(error)) throw new DiceError(error.code, `${fn}: invalid die: ${error.message}`);
    throw error;
  }
  const kinds = new Int8Array(die.faces.length);
  const kindWeights: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  const weights = die.weights ?? die.faces.map(() => 1);
  die.faces.forEach((face, index) => {
    if (typeof face !== "number" && face !== "plus" && face !== "minus" && face !== "polydi") {
      throw new DiceError(
        "INVALID_DIE",
        `${fn}: face ${describeValue(face)} of die ${describeValue(die.name)} is not allowed; a Polydi face is a number or one of 'plus', 'minus', 'polydi'`,
      );
    }
    const kind = kindOf(face);
    kinds[index] = kind;
    kindWeights[kind as 0] += weights[index] as number;
  });
  if (kindWeights[SEVEN] === 0 && kindWeights[MINUS] === 0) {
    throw new DiceError(
      "INVALID_DIE",
      `${fn}: die ${describeValue(die.name)} has no 7 and no 'minus' face with a positive weight, so the Lucky Seven game could never end; faces: ${listFaces(die)}`,
    );
  }
  const total = kindWeights.reduce((sum, weight) => sum + weight, 0);
  const probabilities = kindWeights.map((weight) => weight / total) as unknown as PolydiAnalysis["probabilities"];
  const analysis: PolydiAnalysis = { kinds, weights, probabilities, kindWeights };
  cache.set(value, analysis);
  return analysis;
}

function listFaces(die: Die): string {
  const shown = die.faces.slice(0, 20).map((face) => describeValue(face));
  return die.faces.length > 20 ? `${shown.join(", ")}, … (${die.faces.length} faces)` : shown.join(", ");
}
