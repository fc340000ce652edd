import type { Engine } from "../engine/Engine";
import type { GameAction } from "../engine/GameAction";
import type { GameState } from "../engine/GameState";
import type { PlayerTotals } from "../engine/gameResults";
import type { RenderOptions } from "../errors/TextFormat";
import type { Category } from "../scoring/Category";

/**
 * Where a game's words for players may look: the state (for the players'
 * names) and the format to write in.
 *
 * @example
 * ```ts
 * import type { ExplainOptions, GameState } from "@dice/core";
 * const options: ExplainOptions<GameState> = { format: "markdown" };
 * options.format; // => "markdown"
 * ```
 * @typeParam State - the game's state
 * @category Game
 */
export interface ExplainOptions<State> extends RenderOptions {
  /** The game being played, so players are called by their names. */
  readonly state?: State;
}

/**
 * Everything a host (a chat bot, a terminal, a web page) needs to offer a
 * game, whatever the game: its id and name, its rules, its engine, how to
 * show where it stands, how to read a category a player names, and the
 * words for players when a move is refused. Core's {@link Game} (from
 * {@link createGame}) is one for every rules object; `@dice/polydi`'s Lucky
 * Seven is one with an engine of its own. A host keeps a list of these and
 * needs nothing else per game.
 *
 * @example
 * ```ts
 * import { classicYahtzeeGame, type PlayableGame } from "@dice/core";
 * const games: readonly PlayableGame[] = [classicYahtzeeGame];
 * const game = games[0]!;
 * let state = game.engine.newGame({ players: ["Ada"], seed: 1 });
 * state = game.engine.applyAction(state, { type: "roll", values: [5, 5, 5, 2, 2] });
 * game.readCategory("full house"); // => "fullHouse"
 * game.renderDice(state); // => "1: d6 = 5 · 2: d6 = 5 · 3: d6 = 5 · 4: d6 = 2 · 5: d6 = 2"
 * ```
 * @typeParam State - the game's state: plain JSON with `players` (each with a `name`) and `finished`
 * @typeParam Action - the game's actions
 * @typeParam Totals - one player's totals
 * @typeParam Rules - what the game is played by (a rules object; a die for Lucky Seven)
 * @category Game
 */
export interface PlayableGame<
  State extends {
    /** The players, in turn order. */
    readonly players: readonly {
      /** The name the player is known by. */
      readonly name: string;
    }[];
    /** True once the game is over. */
    readonly finished: boolean;
  } = GameState,
  Action = GameAction,
  Totals = PlayerTotals,
  Rules = unknown,
> {
  /** A stable identifier, as a host's players type it: `"platzee"`, `"poker-all-dice"`. */
  readonly id: string;
  /** The name shown to players. */
  readonly name: string;
  /** What the game is played by. */
  readonly rules: Rules;
  /** The engine: the same eight functions for every game. */
  readonly engine: Engine<State, Action, Totals>;
  /** The categories players may name in `declare` and `fill`, in sheet order (none where a game has none). */
  readonly categories: readonly Category[];
  /**
   * Where the game stands, for players: whose turn, the dice, what each open category would score now; the winners once it is over.
   * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach
   */
  renderTurn(state: State, options?: RenderOptions): string;
  /**
   * Every player's score so far, as a table.
   * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach
   */
  renderSheets(state: State, options?: RenderOptions): string;
  /**
   * The dice showing, numbered from 1 as players count them (an empty string before the first roll).
   * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach
   */
  renderDice(state: State, options?: RenderOptions): string;
  /**
   * The id of the category a player named, by id or label (see core's `readCategory`).
   * @throws {@link DiceError} `UNKNOWN_CATEGORY` with the close matches, for a name that fits no category or several
   */
  readCategory(typed: string): string;
  /** A short sentence for players about a refused move or any error caught, in the game's words (see core's `explainForPlayer`). */
  explain(error: unknown, options?: ExplainOptions<State>): string;
}
