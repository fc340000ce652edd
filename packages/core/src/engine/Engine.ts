import type { NewGameOptions } from "./newGame";
import type { ActionResult } from "./validateAction";

/**
 * What every game engine offers, whatever its game: players and a seed to
 * start from, plain-JSON states and actions, pure transitions, a check of a
 * state restored from JSON by replaying its seed and log, and the totals and
 * winners. The methods carry the names of core's free functions
 * (`newGame`, `applyAction`, `validateAction`, `legalActions`,
 * `replayGame` as `replay`, `validateGameState` as `validateState`,
 * `gameTotals` as `totals`, `gameWinners` as `winners`), so a host (a chat
 * bot, a server) drives every game the same way and chooses only the engine.
 * Core's {@link GameEngine} (from {@link createEngine}) and `@dice/polydi`'s
 * `polydiEngine` are engines of this shape.
 *
 * Every action is a plain object with a `type` and, optionally on input, the
 * acting `player`; the state's log records each action with `player` filled in.
 * Dice read from outside go in the action (`values`) and pass the same checks
 * as the generator's rolls.
 *
 * @typeParam State - the game's state: plain JSON, with `seed`, `players` and `log`
 * @typeParam Action - the game's actions, discriminated by `type`
 * @typeParam Totals - one player's totals, as `totals` lists them
 * @example
 * ```ts
 * import { createEngine, d6, sumOfDice, type Engine, type GameAction, type GameState, type PlayerTotals } from "@dice/core";
 * const engine: Engine<GameState, GameAction, PlayerTotals> = createEngine({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * // A host plays any engine the same way: ask for the legal actions, apply one.
 * let state = engine.newGame({ players: ["Ada"], seed: 1 });
 * while (!state.finished) state = engine.applyAction(state, engine.legalActions(state).at(-1)!);
 * engine.validateState(JSON.parse(JSON.stringify(state))).log.length; // => 2 (a roll and a fill)
 * engine.winners(state); // => [0]
 * ```
 * @category Engine
 */
export interface Engine<State, Action, Totals> {
  /**
   * Starts a game: see core's `newGame`.
   * @throws {@link DiceError} `INVALID_ARGUMENT` for bad player names, `INVALID_SEED` for a bad seed
   */
  newGame(options: NewGameOptions): State;
  /**
   * Applies an action, returning the new state; the input is never changed: see core's `applyAction`.
   * @throws {@link DiceError} with a code saying what was illegal; the state is unchanged
   */
  applyAction(state: State, action: Action): State;
  /**
   * Checks an action without throwing: `{ ok: true, state }` or `{ ok: false, error }`.
   * It takes any value (`JSON.parse` output, a chat message read as data), so
   * an action read from outside goes in without a cast: a value that is not an
   * action of the game is `{ ok: false }` with `INVALID_ACTION`.
   */
  validateAction(state: State, action: unknown): ActionResult<State>;
  /** The actions the current player may take now, each with `player` set; empty once the game is over. */
  legalActions(state: State): Action[];
  /**
   * Validates a state restored from untrusted JSON: it must be exactly what
   * replaying its seed and log gives, so a tampered score, roll, generator state or log is refused.
   * @throws {@link DiceError} `INVALID_STATE` saying what does not hold
   */
  validateState(value: unknown): State;
  /**
   * Rebuilds a state from its players, seed and action log.
   * @throws {@link DiceError} from the first action that is illegal
   */
  replay(options: NewGameOptions, log: readonly Action[]): State;
  /**
   * Every player's totals so far, in player order.
   * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach
   */
  totals(state: State): Totals[];
  /**
   * The winners of a finished game, ascending (ties share the victory).
   * @throws {@link DiceError} `GAME_NOT_OVER` while the game is going, `INVALID_STATE` for a state the engine cannot reach
   */
  winners(state: State): number[];
}
