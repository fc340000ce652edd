import { classicYahtzee, createEngine, renderTurn, type Category, type Engine, type GameState } from "@dice/core";
import { platzeeEngine, renderPlatzeeTurn } from "@dice/platzee";
import { dodecaEngine, pokerEngine } from "@dice/poker-dodeca";
import { polydiEngine, renderPolydiGame, type PolydiChallengeState } from "@dice/polydi";

/** What the bot reads of any game's state: who plays, and whether it is over. */
export interface HostedState {
  /** The players, in turn order, by the names they are known by in the chat. */
  readonly players: readonly { readonly name: string }[];
  /** True once the game is over. */
  readonly finished: boolean;
}

/** An action as a chat message asks for it; the game's engine checks it like any action read from outside. */
export type ChatAction =
  | { readonly type: "roll"; readonly player?: number; readonly values?: readonly (number | string)[]; readonly hold?: readonly number[] }
  | { readonly type: "declare" | "fill"; readonly player?: number; readonly category: string };

/** What the bot reads of a player's totals. */
export interface HostedTotals {
  /** The player's name. */
  readonly name: string;
  /** The player's score so far (`null`: none yet, as in Lucky Seven before a won attempt). */
  readonly total: number | null;
}

/** What the bot needs of a game: its engine, its categories' names, and how to show a turn. */
export interface HostedGame {
  /** The game's engine: core's `Engine` shape, the same methods for every game. */
  readonly engine: Engine<HostedState, ChatAction, HostedTotals>;
  /** The categories players may name in `declare` and `fill` (none in Lucky Seven). */
  readonly categories: readonly Category[];
  /** The text shown after every move: whose turn, the dice, what each open category would score. */
  renderTurn(state: HostedState): string;
}

const yahtzeeEngine = createEngine(classicYahtzee());

const table = {
  platzee: { engine: platzeeEngine, categories: platzeeEngine.rules.categories, renderTurn: renderPlatzeeTurn },
  poker: { engine: pokerEngine, categories: pokerEngine.rules.categories, renderTurn: (state: GameState) => renderTurn(pokerEngine.rules, state) },
  dodeca: { engine: dodecaEngine, categories: dodecaEngine.rules.categories, renderTurn: (state: GameState) => renderTurn(dodecaEngine.rules, state) },
  yahtzee: { engine: yahtzeeEngine, categories: yahtzeeEngine.rules.categories, renderTurn: (state: GameState) => renderTurn(yahtzeeEngine.rules, state) },
  luckyseven: { engine: polydiEngine, categories: [], renderTurn: (state: PolydiChallengeState) => renderPolydiGame(state) },
} satisfies Record<string, HostedGame>;

/** The name of a hosted game: a key of `games`. */
export type GameName = keyof typeof table;

/**
 * The one per-game table of the bot: a game's name, as players type it, to
 * its engine and turn renderer. Everything else is the same for every game.
 *
 * @example
 * ```ts
 * import { games } from "chat-bot";
 * Object.keys(games); // => ["platzee", "poker", "dodeca", "yahtzee", "luckyseven"]
 * ```
 */
export const games: Readonly<Record<GameName, HostedGame>> = table;

/**
 * Whether a word names a hosted game.
 *
 * @param word - what the player typed
 * @returns true when `word` is a key of `games`
 * @example
 * ```ts
 * import { isGameName } from "chat-bot";
 * [isGameName("poker"), isGameName("chess")]; // => [true, false]
 * ```
 */
export function isGameName(word: string): word is GameName {
  return Object.hasOwn(games, word);
}
