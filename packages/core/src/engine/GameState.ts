import type { RngState } from "../rng/RngState";
import type { ScoreSheet } from "../scoring/ScoreSheet";
import type { GameAction } from "./GameAction";

/**
 * One player: a name and one score sheet per stage (filled ones and the one in play).
 *
 * @example
 * ```ts
 * import { d6, defineRules, newGame, sumOfDice, type PlayerState } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const player: PlayerState | undefined = newGame(rules, { players: ["Ada"], seed: 1 }).players[0];
 * player; // => { name: "Ada", sheets: [{}] }
 * ```
 * @category Engine
 */
export interface PlayerState {
  /** The player's name, as given to `newGame`. */
  readonly name: string;
  /** `sheets[s]` is the sheet of stage s; there are as many as stages. */
  readonly sheets: readonly ScoreSheet[];
}

/**
 * The whole state of a game, as plain JSON: save it, send it, restore it
 * (through `validateGameState`) and play on.
 *
 * @example
 * ```ts
 * import { d6, defineRules, newGame, sumOfDice, validateGameState, type GameState } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state: GameState = newGame(rules, { players: ["Ada", "Bo"], seed: 42 });
 * state.players.map((player) => player.name); // => ["Ada", "Bo"]
 * state.dice; // => null (nothing rolled yet)
 * validateGameState(rules, JSON.parse(JSON.stringify(state))).seed; // => 42
 * ```
 * @category Engine
 */
export interface GameState {
  /** The format tag; states of another format are rejected. */
  readonly format: "dice-game/1";
  /** The id of the rules the game is played with. */
  readonly rules: string;
  /** The seed the game started from (replay = seed + log). */
  readonly seed: number;
  /** The players, in turn order. */
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
