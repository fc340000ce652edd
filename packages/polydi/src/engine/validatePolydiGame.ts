import { DiceError, INPUT_LIMITS, describeValue, isDiceError, validateRngState, type RngState } from "@dice/core";
import { checkFace } from "../internal/checkFace";
import { step, type Counters } from "../internal/step";
import { validatePolydi } from "../rules/validatePolydi";
import type { PolydiGameState, PolydiRollRecord } from "./PolydiGameState";

function invalid(message: string): DiceError {
  return new DiceError("INVALID_STATE", `validatePolydiGame: ${message}`);
}

/**
 * Validates a game state restored from untrusted JSON: the die, the RNG
 * state, and the roll log, which is replayed from the start and must agree
 * with every logged counter and with the final points, sevens, free rolls and status.
 *
 * @param value - anything, typically `JSON.parse` output
 * @returns a clean, typed copy of the state
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the first inconsistency (an invalid die,
 *   RNG state or face is reported under `INVALID_STATE` too, with the underlying message)
 * @example
 * ```ts
 * import { newPolydiGame, rollPolydi, validatePolydiGame } from "@dice/polydi";
 * const saved = JSON.stringify(rollPolydi(newPolydiGame({ seed: 3 })));
 * validatePolydiGame(JSON.parse(saved)).rolls.length; // => 1
 * // validatePolydiGame({ ...JSON.parse(saved), points: 99 }) throws INVALID_STATE
 * ```
 * @category Game
 */
export function validatePolydiGame(value: unknown): PolydiGameState {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalid(`expected a game state object; received ${describeValue(value)}`);
  }
  const candidate = value as Record<string, unknown>;
  let die;
  let rng: RngState;
  try {
    die = validatePolydi(candidate["die"]);
    rng = validateRngState(candidate["rng"]);
  } catch (error) {
    if (isDiceError(error)) throw invalid(error.message);
    throw error;
  }
  const rolls = candidate["rolls"];
  if (!Array.isArray(rolls) || rolls.length > INPUT_LIMITS.logLength) {
    throw invalid(`rolls must be a list of at most ${INPUT_LIMITS.logLength} rolls; received ${describeValue(rolls)}`);
  }
  const rollCount = rolls.length;
  let counters: Counters = { points: 0, sevens: 0, freeRolls: 0, status: "playing" };
  const records: PolydiRollRecord[] = [];
  // An index loop, not forEach(): forEach() skips the holes of a sparse array, which would drop rolls unchecked.
  for (let index = 0; index < rollCount; index++) {
    const entry: unknown = rolls[index];
    if (counters.status !== "playing") throw invalid(`roll ${index + 1} comes after the game was ${counters.status}`);
    if (typeof entry !== "object" || entry === null) {
      throw invalid(`roll ${index + 1} must be an object; received ${describeValue(entry)}`);
    }
    const logged = entry as Record<string, unknown>;
    let face;
    try {
      face = checkFace("validatePolydiGame", die, logged["face"]);
    } catch (error) {
      if (isDiceError(error)) throw invalid(`roll ${index + 1}: ${error.message}`);
      throw error;
    }
    const next = step(counters, face);
    for (const key of ["cost", "points", "sevens", "freeRolls"] as const) {
      const loggedValue = logged[key];
      if (loggedValue !== next.record[key]) {
        throw invalid(
          `roll ${index + 1} (${describeValue(face)}) logs ${key} = ${describeValue(loggedValue)}, but replaying the log gives ${next.record[key]}`,
        );
      }
    }
    counters = next.counters;
    records.push(next.record);
  }
  for (const key of ["points", "sevens", "freeRolls", "status"] as const) {
    const given = candidate[key];
    if (given !== counters[key]) {
      throw invalid(
        `${key} is ${describeValue(given)}, but replaying the ${records.length} logged rolls gives ${describeValue(counters[key])}`,
      );
    }
  }
  return { die, ...counters, rolls: records, rng };
}
