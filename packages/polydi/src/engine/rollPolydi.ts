import { DiceError, describeValue, rollDice } from "@dice/core";
import { checkPolydiGame } from "../internal/checkPosition";
import type { PolydiFace } from "../rules/PolydiFace";
import { applyPolydiRoll } from "./applyPolydiRoll";
import type { PolydiGameState } from "./PolydiGameState";

/**
 * Rolls the game's Polydi with the seeded generator in the state and applies the roll, purely.
 *
 * @param state - a game still playing
 * @returns the new state, with the roll logged and the RNG state advanced
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the field when `state` is not a Lucky Seven position
 *   (checked as `applyPolydiRoll` checks it); `GAME_OVER` when the game is already won or lost
 * @example
 * ```ts
 * import { newPolydiGame, rollPolydi } from "@dice/polydi";
 * const game = rollPolydi(newPolydiGame({ seed: 42 }));
 * game.rolls.length; // => 1
 * rollPolydi(newPolydiGame({ seed: 42 })).rolls[0]?.face === game.rolls[0]?.face; // => true (reproducible)
 * ```
 * @category Game
 */
export function rollPolydi(state: PolydiGameState): PolydiGameState {
  // Copied, so the roll is applied to the rolls that were checked, not to a second read of them.
  const checked = checkPolydiGame(state, "rollPolydi", true);
  if (checked.status !== "playing") {
    throw new DiceError("GAME_OVER", `rollPolydi: the game is already ${describeValue(checked.status)}; start a new game with newPolydiGame`);
  }
  const { values, rng } = rollDice<PolydiFace>([checked.die], checked.rng);
  return applyPolydiRoll({ ...checked, rng }, values[0]);
}
