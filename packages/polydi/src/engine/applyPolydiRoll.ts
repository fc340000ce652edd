import { DiceError } from "@dice/core";
import { checkFace } from "../internal/checkFace";
import { checkPolydiGame } from "../internal/checkPosition";
import { step } from "../internal/step";
import type { PolydiGameState, PolydiRollRecord } from "./PolydiGameState";

/**
 * Applies one roll to a game, purely: the face may come from
 * {@link rollPolydi}'s generator or from outside (a physical Polydi, a chat
 * bot) and is validated against the die. The input state is never changed.
 * The state is checked as a position first (types, ranges, the counters
 * against the last roll, the generator state: not a replay of the rolls,
 * which `validatePolydiGame` does for a saved game).
 *
 * A number costs one point unless a free roll is banked (then it uses one);
 * a plus banks 1 free roll and the Polydi Symbol 2, at no cost; a minus loses
 * the game at once; the third 7 wins it.
 *
 * @param state - a game still playing
 * @param face - the face rolled
 * @returns the new state, with the roll appended to the log (the RNG state is unchanged)
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the field when `state` is not a Lucky Seven position;
 *   `GAME_OVER` when the game is already won or lost;
 *   `INVALID_DICE_VALUES` when the die cannot show `face` (including a zero-weight face)
 * @example
 * ```ts
 * import { applyPolydiRoll, newPolydiGame } from "@dice/polydi";
 * let game = newPolydiGame({ seed: 1 });
 * game = applyPolydiRoll(game, 5); // a number: 1 point
 * game = applyPolydiRoll(game, "plus"); // banks a free roll
 * game = applyPolydiRoll(game, 7); // free: no point, first seven
 * [game.points, game.sevens, game.freeRolls]; // => [1, 1, 0]
 * ```
 * @category Game
 */
export function applyPolydiRoll(state: PolydiGameState, face: unknown): PolydiGameState {
  // The checked copy is used from here on; its rolls are a copy this call owns.
  const checked = checkPolydiGame(state, "applyPolydiRoll", true);
  if (checked.status !== "playing") {
    throw new DiceError(
      "GAME_OVER",
      `applyPolydiRoll: the game is already ${checked.status}; start a new game with newPolydiGame`,
    );
  }
  const value = checkFace("applyPolydiRoll", checked.die, face);
  const { counters, record } = step(checked, value);
  const rolls = checked.rolls as PolydiRollRecord[];
  rolls.push(record);
  return { ...checked, ...counters, rolls };
}
