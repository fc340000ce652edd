import type { Die, RngState } from "@dice/core";
import type { PolydiAction } from "./PolydiAction";
import type { PolydiGameState } from "./PolydiGameState";

/**
 * One player of a Lucky Seven challenge: their name, the attempts they have
 * finished, their rolls, and their score once an attempt is won.
 *
 * @example
 * ```ts
 * import { polydiEngine, type PolydiChallengePlayer } from "@dice/polydi";
 * const ada: PolydiChallengePlayer | undefined = polydiEngine.newGame({ players: ["Ada"], seed: 1 }).players[0];
 * ada; // => { name: "Ada", attempts: 0, totalRolls: 0, score: null }
 * ```
 * @category Engine
 */
export interface PolydiChallengePlayer {
  /** The player's name, as given to `newGame`. */
  readonly name: string;
  /** Attempts finished, lost or won (the one in play is not counted yet). */
  readonly attempts: number;
  /** Rolls over all the player's attempts, the one in play included. */
  readonly totalRolls: number;
  /** The points of the attempt the player won (lower is better), or `null` until they win one. */
  readonly score: number | null;
}

/**
 * One attempt at Lucky Seven: the simple layer's game ({@link PolydiGameState})
 * without the die and the generator, which the challenge holds once, and with
 * the player making it.
 *
 * @example
 * ```ts
 * import { polydiEngine, type PolydiAttempt } from "@dice/polydi";
 * let state = polydiEngine.newGame({ players: ["Ada"], seed: 1 });
 * state = polydiEngine.applyAction(state, { type: "roll", player: 0, values: [5] });
 * const attempt: PolydiAttempt | null = state.attempt;
 * attempt; // => { player: 0, points: 1, sevens: 0, freeRolls: 0, rolls: [{ face: 5, cost: 1, points: 1, sevens: 0, freeRolls: 0 }], status: "playing" }
 * ```
 * @category Engine
 */
export interface PolydiAttempt extends Omit<PolydiGameState, "die" | "rng"> {
  /** The index of the player making the attempt. */
  readonly player: number;
}

/**
 * The whole state of a Lucky Seven challenge, as plain JSON: save it, send
 * it, restore it with the engine's `validateState` (which replays the seed
 * and the log, so a changed generator state, roll or counter is refused) and
 * play on.
 *
 * A challenge is a sequence of attempts in one state. An attempt is one game
 * of the rule text: roll until the third 7 (won, its points are the score)
 * or a minus (lost, no score). After a lost attempt the player "must start
 * the game again": with one player the next roll starts their next attempt;
 * with several, the turn passes attempt by attempt to the next player who
 * has not won yet (a player who has won sits out with their score). The
 * challenge is over when every player has won an attempt; the lowest score
 * wins, and equal scores share the victory.
 *
 * @example
 * ```ts
 * import { polydiEngine, type PolydiChallengeState } from "@dice/polydi";
 * const state: PolydiChallengeState = polydiEngine.newGame({ players: ["Ada", "Bo"], seed: 42 });
 * state.players.map((player) => player.name); // => ["Ada", "Bo"]
 * [state.currentPlayer, state.attempt, state.finished]; // => [0, null, false]
 * polydiEngine.validateState(JSON.parse(JSON.stringify(state))).seed; // => 42
 * ```
 * @category Engine
 */
export interface PolydiChallengeState {
  /** The format tag; states of another format are refused. */
  readonly format: "polydi-challenge/1";
  /** The Polydi the challenge is played with (the engine's). */
  readonly die: Die;
  /** The seed the challenge started from (replay = seed + log). */
  readonly seed: number;
  /** The players, in turn order. */
  readonly players: readonly PolydiChallengePlayer[];
  /** The index of the player who rolls next (once the challenge is over, the last one who rolled). */
  readonly currentPlayer: number;
  /**
   * The latest attempt: in play (`status` `"playing"`, made by the current
   * player), or just ended (`"won"` or `"lost"`: the next roll starts a new
   * attempt for the current player); `null` before the first roll.
   */
  readonly attempt: PolydiAttempt | null;
  /** The generator state for the next roll; rolls read from outside leave it as it is. */
  readonly rng: RngState;
  /** Every action applied so far, normalised (player filled in). */
  readonly log: readonly PolydiAction[];
  /** True once every player has won an attempt. */
  readonly finished: boolean;
}
