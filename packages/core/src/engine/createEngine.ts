import { applyAction } from "./applyAction";
import type { GameAction } from "./GameAction";
import { gameTotals, gameWinners, type PlayerTotals } from "./gameResults";
import { defineRules, type GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { legalActions } from "./legalActions";
import { newGame, type NewGameOptions } from "./newGame";
import { replayGame } from "./replayGame";
import { scoreIfFilled } from "./scoreIfFilled";
import { validateAction, type ActionResult } from "./validateAction";
import { validateGameState } from "./validateGameState";

/**
 * The engine functions bound to one game's rules, so callers write
 * `engine.applyAction(state, action)`.
 *
 * @example
 * ```ts
 * import { createEngine, d6, sumOfDice, type GameEngine } from "@dice/core";
 * const engine: GameEngine = createEngine({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = engine.newGame({ players: ["Ada", "Bo"], seed: 3 });
 * engine.legalActions(state); // => [{ type: "roll", player: 0, hold: [] }]
 * state = engine.applyAction(state, { type: "roll", values: [2, 3] });
 * engine.scoreIfFilled(state, "chance"); // => 5
 * ```
 * @category Engine
 */
export interface GameEngine<R extends GameRules = GameRules> {
  /** The rules the engine is bound to. */
  readonly rules: R;
  /** Starts a game: see {@link newGame}. */
  newGame(options: NewGameOptions): GameState;
  /** Applies an action, returning the new state: see {@link applyAction}. */
  applyAction(state: GameState, action: GameAction): GameState;
  /** Checks an action without throwing: see {@link validateAction}. */
  validateAction(state: GameState, action: GameAction): ActionResult;
  /** The actions the current player may take: see {@link legalActions}. */
  legalActions(state: GameState): GameAction[];
  /** Validates a state restored from JSON: see {@link validateGameState}. */
  validateState(value: unknown): GameState;
  /** Rebuilds a state from its options and action log: see {@link replayGame}. */
  replay(options: NewGameOptions, log: readonly GameAction[]): GameState;
  /** What a category would score with the dice showing: see {@link scoreIfFilled}. */
  scoreIfFilled(state: GameState, categoryId: string): number;
  /** Every player's totals so far: see {@link gameTotals}. */
  totals(state: GameState): PlayerTotals[];
  /** The winners of a finished game: see {@link gameWinners}. */
  winners(state: GameState): number[];
}

/**
 * Binds the engine to a rules object (checked with {@link defineRules}).
 *
 * @param rules - the game's rules
 * @returns the engine
 * @throws {@link DiceError} `INVALID_RULES` for malformed rules
 * @example
 * ```ts
 * import { createEngine, d6, sumOfDice } from "@dice/core";
 * const engine = createEngine({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = engine.newGame({ players: ["Ada"], seed: 5 });
 * state = engine.applyAction(state, { type: "roll", values: [1, 6] });
 * state = engine.applyAction(state, { type: "fill", category: "chance" });
 * engine.winners(state); // => [0]
 * ```
 * @category Engine
 */
export function createEngine<R extends GameRules>(rules: R): GameEngine<R> {
  defineRules(rules);
  return {
    rules,
    newGame: (options) => newGame(rules, options),
    applyAction: (state, action) => applyAction(rules, state, action),
    validateAction: (state, action) => validateAction(rules, state, action),
    legalActions: (state) => legalActions(rules, state),
    validateState: (value) => validateGameState(rules, value),
    replay: (options, log) => replayGame(rules, options, log),
    scoreIfFilled: (state, categoryId) => scoreIfFilled(rules, state, categoryId),
    totals: (state) => gameTotals(rules, state),
    winners: (state) => gameWinners(rules, state),
  };
}
