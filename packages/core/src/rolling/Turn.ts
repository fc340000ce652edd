import type { Die, Face } from "../dice/Die";
import { readDice } from "../dice/readDice";
import { DiceError } from "../errors/DiceError";
import { withDetails } from "../errors/withDetails";
import { describe } from "../internal/describe";
import { drawFace, generatorFrom, snapshot } from "../rng/generator";
import type { RngState } from "../rng/RngState";
import { validateHoldNamed } from "./validateHold";

/**
 * One player's turn: the dice on the table and how many rolls were used.
 * Plain data.
 *
 * @example
 * ```ts
 * import { d6, rollTurn, startTurn, type Turn } from "@dice/core";
 * const turn: Turn = rollTurn([d6, d6], startTurn(2), [], { values: [3, 5] }).turn;
 * turn; // => { values: [3, 5], rollsUsed: 1, rollsPerTurn: 2 }
 * ```
 * @category Rolling
 */
export interface Turn<F extends Face = Face> {
  /** The faces showing, in die order; `null` before the first roll. */
  readonly values: readonly F[] | null;
  /** Rolls made so far this turn: 1 right after the first roll. */
  readonly rollsUsed: number;
  /** The roll budget of the turn. */
  readonly rollsPerTurn: number;
}

/**
 * Where the faces of a roll come from: the seeded generator, or values read
 * from outside (physical dice, a chat bot).
 *
 * @example
 * ```ts
 * import { createRng, d6, rollTurn, startTurn, type RollSource } from "@dice/core";
 * const fromTable: RollSource = { values: [4, 4] };
 * const seeded: RollSource = { rng: createRng(1) };
 * rollTurn([d6, d6], startTurn(), [], fromTable).turn.values; // => [4, 4]
 * rollTurn([d6, d6], startTurn(), [], seeded).rng?.algorithm; // => "xoroshiro128plus-high"
 * ```
 * @category Rolling
 */
export type RollSource =
  | {
      /** The generator state to roll with. */
      readonly rng: RngState;
      /** Absent: the generator rolls. */
      readonly values?: undefined;
    }
  | {
      /** One value per die rolled (the dice not held), in die order. */
      readonly values: readonly unknown[];
      /** Absent: the values are read, no generator is used. */
      readonly rng?: undefined;
    };

/**
 * The outcome of {@link rollTurn}: the new turn and, when the generator was
 * used, its next state.
 *
 * @example
 * ```ts
 * import { createRng, d6, rollTurn, startTurn, type TurnRoll } from "@dice/core";
 * const rolled: TurnRoll = rollTurn([d6], startTurn(), [], { rng: createRng(9) });
 * rolled.turn.rollsUsed; // => 1
 * const read: TurnRoll = rollTurn([d6], startTurn(), [], { values: [6] });
 * read.rng; // => undefined (no generator was used)
 * ```
 * @category Rolling
 */
export interface TurnRoll<F extends Face = Face> {
  /** The turn after the roll. */
  readonly turn: Turn<F>;
  /** The generator's next state; `undefined` when the values were supplied. */
  readonly rng: RngState | undefined;
}

/**
 * A fresh turn with nothing rolled yet.
 *
 * @param rollsPerTurn - the roll budget
 * @defaultValue rollsPerTurn 3
 * @returns the turn
 * @throws {@link DiceError} `INVALID_ARGUMENT` when the budget is not a positive integer
 * @example
 * ```ts
 * import { startTurn } from "@dice/core";
 * startTurn(); // => { values: null, rollsUsed: 0, rollsPerTurn: 3 }
 * ```
 * @category Rolling
 */
export function startTurn<F extends Face = Face>(rollsPerTurn = 3): Turn<F> {
  if (!Number.isInteger(rollsPerTurn) || rollsPerTurn < 1) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `startTurn: rollsPerTurn must be a positive integer; received ${describe(rollsPerTurn)}`,
    );
  }
  return { values: null, rollsUsed: 0, rollsPerTurn };
}

/**
 * Makes the next roll of a turn: the first roll rolls every die; later rolls
 * keep the held dice and re-roll the rest. Holding is not permanent: any die
 * may be re-rolled on any roll. Pure: inputs are never changed.
 *
 * @param dice - the dice of the game, in order
 * @param turn - the turn so far
 * @param hold - indices of the dice to keep (must be empty on the first roll)
 * @param source - the generator, or the values of the dice rolled (not held), in die order
 * @returns the new turn and the generator's next state (undefined for supplied values)
 * @throws {@link DiceError} `NO_ROLLS_LEFT`, `INVALID_HOLD`, `INVALID_DICE_VALUES`; `INVALID_RNG_STATE` for a source with neither well-formed `values` nor a well-formed generator state
 * @example
 * ```ts
 * import { d6, rollTurn, startTurn } from "@dice/core";
 * const dice = [d6, d6, d6];
 * let { turn } = rollTurn(dice, startTurn(), [], { values: [6, 2, 6] });
 * ({ turn } = rollTurn(dice, turn, [0, 2], { values: [6] }));
 * turn.values; // => [6, 6, 6]
 * turn.rollsUsed; // => 2
 * ```
 * @category Rolling
 */
export function rollTurn<F extends Face = Face>(
  dice: readonly Die[],
  turn: Turn<F>,
  hold: readonly number[],
  source: RollSource,
): TurnRoll<F> {
  if (turn.rollsUsed >= turn.rollsPerTurn) {
    throw new DiceError(
      "NO_ROLLS_LEFT",
      `rollTurn: all ${turn.rollsPerTurn} rolls of this turn are used; fill a category instead`,
      { rollsPerTurn: turn.rollsPerTurn },
    );
  }
  const kept = validateHoldNamed(hold, dice.length, "rollTurn");
  if (turn.values === null && hold.length > 0) {
    throw new DiceError("INVALID_HOLD", "rollTurn: nothing can be held before the first roll of a turn");
  }
  const rolledDice = dice.filter((_, index) => !kept[index]);
  // Each field of the source is read once; without values, the generator state is checked (INVALID_RNG_STATE).
  const { values: given, rng: from } = (source ?? {}) as { values?: unknown; rng?: unknown };
  let fresh: F[];
  let rng: RngState | undefined;
  if (given !== undefined) {
    try {
      fresh = readDice<F>(rolledDice, given as readonly unknown[]);
    } catch (error) {
      // readDice counts the dice rolled; a player counts every die of the game, held ones too.
      const positions = dice.flatMap((_, index) => (kept[index] ? [] : [index]));
      throw withDetails(error, (details) => (details.die === undefined ? details : { ...details, die: positions[details.die] ?? details.die }));
    }
  } else {
    const generator = generatorFrom(from as RngState);
    fresh = rolledDice.map((die) => drawFace(generator, die) as F);
    rng = snapshot(generator);
  }
  let next = 0;
  const values = dice.map((_, index) => (kept[index] ? (turn.values as readonly F[])[index] : fresh[next++]) as F);
  return { turn: { values, rollsUsed: turn.rollsUsed + 1, rollsPerTurn: turn.rollsPerTurn }, rng };
}
