import type { RngState } from "../rng/RngState";
import type { ScoreSheet } from "../scoring/ScoreSheet";
import type { GameAction } from "./GameAction";

/**
 * One player: a name and one score sheet per stage (filled ones and the one in play).
 *
 * @category Engine
 */
export interface PlayerState {
  readonly name: string;
  /** `sheets[s]` is the sheet of stage s; there are as many as stages. */
  readonly sheets: readonly ScoreSheet[];
}

/**
 * The whole state of a game, as plain JSON: save it, send it, restore it
 * (through `validateGameState`) and play on.
 *
 * @category Engine
 */
export interface GameState {
  /** The format tag; states of another format are rejected. */
  readonly format: "dice-game/1";
  /** The id of the rules the game is played with. */
  readonly rules: string;
  /** The seed the game started from (replay = seed + log). */
  readonly seed: number;
  readonly players: readonly PlayerState[];
  /** The index of the stage in play. */
  readonly stage: number;
  /** The index of the player whose turn it is. */
  readonly currentPlayer: number;
  /** The faces showing, in die order; `null` before the first roll of a turn. */
  readonly dice: readonly number[] | null;
  /** Rolls made this turn. */
  readonly rollsUsed: number;
  /** The category declared this turn (stages with the `declare` policy), or `null`. */
  readonly declared: string | null;
  /** The generator state for the next roll. */
  readonly rng: RngState;
  /** Every action applied so far, normalised (player filled in). */
  readonly log: readonly GameAction[];
  /** True once every player has filled every category of every stage. */
  readonly finished: boolean;
}
