import type { GameEngine, GameState } from "@dice/core";
import { platzeeEngine, renderPlatzeeTurn } from "@dice/platzee";
import { dodecaEngine, pokerEngine } from "@dice/poker-dodeca";
import { renderTurn } from "./renderTurn";

/** What the bot needs of a game: its engine and how to show a turn. */
export interface HostedGame {
  /** The game's engine: core's shape, the same for every game. */
  readonly engine: GameEngine;
  /** The text shown after every move: whose turn, the dice, what each open category would score. */
  readonly renderTurn: (state: GameState) => string;
}

/**
 * The one per-game table of the bot: a game's name, as players type it, to
 * its engine and turn renderer. Everything else is the same for every game.
 *
 * @example
 * ```ts
 * import { games } from "chat-bot";
 * Object.keys(games); // => ["platzee", "poker", "dodeca"]
 * ```
 */
export const games = {
  platzee: { engine: platzeeEngine, renderTurn: renderPlatzeeTurn },
  poker: { engine: pokerEngine, renderTurn: (state) => renderTurn(pokerEngine, state) },
  dodeca: { engine: dodecaEngine, renderTurn: (state) => renderTurn(dodecaEngine, state) },
} as const satisfies Record<string, HostedGame>;

/** The name of a hosted game: a key of `games`. */
export type GameName = keyof typeof games;

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
