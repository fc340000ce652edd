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
import type { Engine } from "./Engine";
import { validateGameState } from "./validateGameState";

/**
 * The category ids of a rules type: a union of literals when the rules keep
 * them (rules typed like `PlatzeeRules`, or written inline for
 * {@link createEngine} / {@link defineRules}), else `string`.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice, type CategoryId } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const id: CategoryId<typeof rules> = "chance"; // "chanse" would not compile
 * id; // => "chance"
 * ```
 * @typeParam R - the rules type
 * @category Engine
 */
export type CategoryId<R extends GameRules> = R["categories"][number]["id"];

/**
 * The engine functions bound to one game's rules, so callers write
 * `engine.applyAction(state, action)`: the {@link Engine} shape every game
 * shares, plus the rules and {@link scoreIfFilled}. `applyAction`,
 * `legalActions` and `scoreIfFilled` take and give only the rules' category
 * ids, so a misspelt category is a compile-time error; `validateAction` takes
 * any value and `replay` any action, as actions read from outside are checked
 * at run time (an unknown category is `UNKNOWN_CATEGORY`).
 *
 * @example
 * ```ts
 * import { createEngine, d6, sumOfDice, type GameEngine } from "@dice/core";
 * const engine = createEngine({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const untyped: GameEngine = engine; // any engine fits the default, string ids
 * let state = engine.newGame({ players: ["Ada", "Bo"], seed: 3 });
 * engine.legalActions(state); // => [{ type: "roll", player: 0, hold: [] }]
 * state = engine.applyAction(state, { type: "roll", values: [2, 3] });
 * engine.scoreIfFilled(state, "chance"); // => 5
 * // engine.applyAction(state, { type: "fill", category: "chanse" }); // a type error
 * untyped.rules.id; // => "tiny"
 * ```
 * @typeParam R - the rules type; its category ids type the actions
 * @category Engine
 */
export interface GameEngine<R extends GameRules = GameRules> extends Engine<GameState, GameAction<CategoryId<R>>, PlayerTotals> {
  /** The rules the engine is bound to. */
  readonly rules: R;
  // Logs and actions read from outside are data (saved, sent, typed in a chat) and are
  // checked at run time, so validateAction takes any value and replay any action; the actions
  // a program writes for applyAction, and the categories it names, are typed by the rules' ids.
  /**
   * Checks an action without throwing: see {@link validateAction}. It takes any
   * value (`JSON.parse` output needs no cast), as it is where actions read from
   * outside (a chat message, a request) are checked: a value that is no action
   * is `INVALID_ACTION`, a category the rules lack `UNKNOWN_CATEGORY`.
   */
  validateAction(state: GameState, action: unknown): ActionResult;
  /**
   * Rebuilds a state from its players, seed and action log (as in `state.log`): see {@link replayGame}.
   * @throws {@link DiceError} from the first action that is illegal
   */
  replay(options: NewGameOptions, log: readonly GameAction[]): GameState;
  /**
   * What a category would score with the dice showing: see {@link scoreIfFilled}.
   * @throws {@link DiceError} `UNKNOWN_CATEGORY`, or `MUST_ROLL_FIRST` before the first roll
   */
  scoreIfFilled(state: GameState, categoryId: CategoryId<R>): number;
}

/**
 * Binds the engine to a rules object (checked with {@link defineRules}).
 * Rules written inline keep their category ids as literal types.
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
export function createEngine<const R extends GameRules>(rules: R): GameEngine<R> {
  defineRules(rules);
  return {
    rules,
    newGame: (options) => newGame(rules, options),
    applyAction: (state, action) => applyAction(rules, state, action),
    validateAction: (state, action) => validateAction(rules, state, action),
    // Core's legal actions name only the rules' categories.
    legalActions: (state) => legalActions(rules, state) as GameAction<CategoryId<R>>[],
    validateState: (value) => validateGameState(rules, value),
    replay: (options, log) => replayGame(rules, options, log),
    scoreIfFilled: (state, categoryId) => scoreIfFilled(rules, state, categoryId),
    totals: (state) => gameTotals(rules, state),
    winners: (state) => gameWinners(rules, state),
  };
}
