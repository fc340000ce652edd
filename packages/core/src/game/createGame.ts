import { createEngine, type CategoryId, type GameEngine } from "../engine/createEngine";
import type { GameAction } from "../engine/GameAction";
import type { GameState } from "../engine/GameState";
import type { PlayerTotals } from "../engine/gameResults";
import { validatePosition } from "../engine/validatePosition";
import { renderDiceNamed } from "../engine/renderDice";
import { renderScoreSheetsNamed } from "../engine/renderScoreSheets";
import { renderTurnNamed } from "../engine/renderTurn";
import { explainForPlayer } from "../errors/explainForPlayer";
import type { RenderOptions } from "../errors/TextFormat";
import { readFormat } from "../internal/formatText";
import type { GameRules } from "../rules/GameRules";
import { readCategory } from "../scoring/readCategory";
import type { ExplainOptions, PlayableGame } from "./PlayableGame";

/**
 * A game played by a rules object, as {@link createGame} makes it: a
 * {@link PlayableGame} whose engine is core's {@link GameEngine} and whose
 * categories are the rules' own, typed by their ids.
 *
 * @example
 * ```ts
 * import { classicYahtzeeGame, type Game } from "@dice/core";
 * const game: Game = classicYahtzeeGame;
 * game.rules.categories.length; // => 13
 * ```
 * @typeParam R - the rules type; its category ids type the actions and `readCategory`
 * @category Game
 */
export interface Game<R extends GameRules = GameRules> extends PlayableGame<GameState, GameAction<CategoryId<R>>, PlayerTotals, R> {
  /** The engine bound to the rules: see {@link createEngine}. */
  readonly engine: GameEngine<R>;
  /**
   * The id of the category a player named, by id or label: see {@link readCategory}.
   * @throws {@link DiceError} `UNKNOWN_CATEGORY` with the close matches
   */
  readCategory(typed: string): CategoryId<R>;
}

/**
 * Makes the game object of a rules object: its id and name (the rules'),
 * its engine, its renderers (turn, score sheets, dice; text or Markdown),
 * the reading of the categories players name, and the words for players.
 * What a host, a CLI or the strategy binding (`defineStrategy` on
 * `@dice/core/strategy`) takes for a game.
 *
 * @param rules - the game's rules
 * @returns the game
 * @throws {@link DiceError} `INVALID_RULES` for malformed rules
 * @example
 * ```ts
 * import { createGame, d6, sumOfDice, sumOfValue } from "@dice/core";
 * const sixes = createGame({
 *   id: "sixes", name: "Sixes", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [
 *     { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
 *     { id: "chance", label: "Chance", section: "main", score: sumOfDice },
 *   ],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = sixes.engine.newGame({ players: ["Ada", "Bo"], seed: 3 });
 * state = sixes.engine.applyAction(state, { type: "roll", values: [6, 2] });
 * sixes.renderDice(state); // => "1: d6 = 6 · 2: d6 = 2"
 * state = sixes.engine.applyAction(state, { type: "fill", category: sixes.readCategory("SIXES") });
 * const refused = sixes.engine.validateAction(state, { type: "roll", player: 0 });
 * refused.ok ? "" : sixes.explain(refused.error, { state }); // => "It is Bo's turn, not Ada's."
 * ```
 * @category Game
 */
export function createGame<const R extends GameRules>(rules: R): Game<R> {
  const engine = createEngine(rules);
  return {
    id: rules.id,
    name: rules.name,
    rules,
    engine,
    categories: rules.categories,
    renderTurn: (state, options) => renderTurnNamed(rules, state, options ?? {}, "renderTurn"),
    renderSheets: (state, options) => renderScoreSheetsNamed(rules, state, options ?? {}, "renderSheets"),
    renderDice: (state, options) => renderShowing(rules, state, options),
    readCategory: (typed) => readCategory(rules.categories, typed) as CategoryId<R>,
    explain: (error, options = {}) => explainFor(rules, error, options),
  };
}

function renderShowing(rules: GameRules, state: GameState, options: RenderOptions | undefined): string {
  readFormat(options, "renderDice");
  const checked = validatePosition(rules, state, "renderDice");
  return checked.dice === null ? "" : renderDiceNamed(rules.dice, checked.dice, options ?? {}, "renderDice");
}

function explainFor(rules: GameRules, error: unknown, options: ExplainOptions<GameState>): string {
  const players = options.state?.players;
  return explainForPlayer(error, { rules, ...(players === undefined ? {} : { players }), ...(options.format === undefined ? {} : { format: options.format }) });
}
