import { INPUT_LIMITS } from "../input/inputLimits";
import type { GameRules } from "../rules/GameRules";
import type { RngAlgorithm } from "../rng/RngState";
import type { GameState } from "./GameState";
import { validateNewGameOptions } from "./validateNewGameOptions";

/**
 * How to start a game.
 *
 * @example
 * ```ts
 * import { d6, defineRules, newGame, sumOfDice, type NewGameOptions } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const options: NewGameOptions = { players: ["Ada", "Bo"], seed: 7 };
 * newGame(rules, options).seed; // => 7
 * ```
 * @category Engine
 */
export interface NewGameOptions {
  /** Player names, in turn order: 1 to 16 non-empty strings. */
  readonly players: readonly string[];
  /** The seed of the game's dice (see `createRng`). */
  readonly seed: number;
  /**
   * How the seed's generator draws dice; only a game saved with the earlier
   * draw needs `"xoroshiro128plus"` (its state's `rng.algorithm` says so).
   * @defaultValue "xoroshiro128plus-high"
   */
  readonly rngAlgorithm?: RngAlgorithm | undefined;
}

/**
 * Most players a game takes: enough for any table, few enough to keep states small.
 *
 * @example
 * ```ts
 * import { d6, defineRules, isDiceError, MAX_PLAYERS, newGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * MAX_PLAYERS; // => 16
 * const players = Array.from({ length: MAX_PLAYERS + 1 }, (_, index) => `P${index}`);
 * try { newGame(rules, { players, seed: 1 }); } catch (error) { isDiceError(error, "INVALID_ARGUMENT"); } // => true
 * ```
 * @category Engine
 */
export const MAX_PLAYERS: number = 16 satisfies (typeof INPUT_LIMITS)["players"]; // the literal, tied to INPUT_LIMITS by its type: bundlers keep a bare property read even when unused

/**
 * Starts a game: every sheet empty, the first player to roll.
 *
 * @param rules - the game's rules
 * @param options - players and seed
 * @returns the initial state
 * @throws {@link DiceError} `INVALID_ARGUMENT` for bad player names, `INVALID_SEED` for a bad seed
 * @example
 * ```ts
 * import { d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = newGame(rules, { players: ["Ada", "Bo"], seed: 42 });
 * state.currentPlayer; // => 0
 * ```
 * @category Engine
 */
export function newGame(rules: GameRules, options: NewGameOptions): GameState {
  const { players, seed, rng } = validateNewGameOptions(options);
  return {
    format: "dice-game/1",
    rules: rules.id,
    seed,
    players: players.map((name) => ({ name, sheets: rules.stages.map(() => ({})) })),
    stage: 0,
    currentPlayer: 0,
    dice: null,
    rollsUsed: 0,
    declared: null,
    rng,
    log: [],
    finished: false,
  };
}
