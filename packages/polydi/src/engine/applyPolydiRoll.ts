import { DiceError } from "@dice/core";
import { checkFace } from "../internal/checkFace";
import { step } from "../internal/step";
import type { PolydiGameState } from "./PolydiGameState";

/**
 * Applies one roll to a game, purely: the face may come from
 * {@link rollPolydi}'s generator or from outside (a physical Polydi, a chat
 * bot) and is validated against the die. The input state is never changed.
 *
 * A number costs one point unless a free roll is banked (then it uses one);
 * a plus banks 1 free roll and the Polydi Symbol 2, at no cost; a minus loses
 * the game at once; the third 7 wins it.
 *
 * @param state - a game still playing
 * @param face - the face rolled
 * @returns the new state, with the roll appended to the log (the RNG state is unchanged)
 * @throws {@link @dice/core!DiceError} `GAME_OVER` when the game is already won or lost;
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
  if (state.status !== "playing") {
    throw new DiceError(
      "GAME_OVER",
      `applyPolydiRoll: the game is already ${state.status}; start a new game with newPolydiGame`,
    );
  }
  const value = checkFace("applyPolydiRoll", state.die, face);
  const { counters, record } = step(state, value);
  return { ...state, ...counters, rolls: [...state.rolls, record] };
}
