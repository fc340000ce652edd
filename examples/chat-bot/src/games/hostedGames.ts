import { games, type GameEntry } from "@dice/cli";
import type { PlayableGame } from "@dice/core";

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

/**
 * Any game as the bot drives it: core's `PlayableGame`, seen through what
 * the bot reads of its states, actions and totals. Every entry of `games`
 * is one.
 */
export type HostedGame = PlayableGame<HostedState, ChatAction, HostedTotals>;

/** A game with an optimal strategy: advice and the bot opponent. */
export type StrategyEntry = Extract<GameEntry, { readonly strategy: object }>;

/**
 * The games a bot hosts: `games` of `@dice/cli` unless a host passes its own
 * list (the registry with a game of its own added, say).
 */
export interface HostOptions {
  /**
   * The games on offer, one entry a game.
   * @defaultValue `games` of `@dice/cli`
   */
  readonly games?: readonly GameEntry[];
  /**
   * By game id, up to how many turns the player to move may have left for
   * a hint to show each player's chance to win (in a chat of 2 to 4
   * players): the chance takes longer to work out the more turns are left.
   * A game without an entry shows none.
   * @defaultValue the playground's `winChanceTurns` (examples/playground/src/winChanceTurns.ts)
   */
  readonly winChanceTurns?: Readonly<Record<string, number>>;
}

/** The games of a host's options. */
export function hostedGames(options: HostOptions): readonly GameEntry[] {
  return options.games ?? games;
}

/**
 * The entry of the game a chat names, by its id (`poker-all-dice`).
 *
 * @param id - the word a player typed, lower case
 * @param options - the games on offer (default: `games` of `@dice/cli`)
 * @returns the entry, or `undefined` for a word that names no game
 * @throws never
 * @example
 * ```ts
 * import { findGame } from "chat-bot";
 * findGame("poker-all-dice")?.game.name; // => "Poker (all-dice scoring)"
 * findGame("chess"); // => undefined
 * ```
 */
export function findGame(id: string, options: HostOptions = {}): GameEntry | undefined {
  return hostedGames(options).find((entry) => entry.game.id === id);
}

/**
 * The game of an entry as the bot drives it.
 *
 * @param entry - one entry of `games`
 * @returns its game, typed by what the bot reads of it
 */
export function hostedGame(entry: GameEntry): HostedGame {
  // Every game's engine takes its own states and actions; the bot only ever
  // hands a game the states that game's engine gave it, and actions read
  // from chat messages, which the engine checks at run time.
  return entry.game as HostedGame;
}
