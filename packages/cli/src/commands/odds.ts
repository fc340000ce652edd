import type { GameEntry } from "../games/games";
import type { Io } from "../internal/Io";
import { parseChoice } from "../internal/parseOptions";

/** What `dice odds` was asked. */
export interface OddsOptions {
  /** The game's id. */
  readonly game: string;
  /** Dice of the player's own, as the game's `--die` reads them; empty: the game's standard dice. */
  readonly dice: readonly string[];
  readonly json: boolean;
}

/** The games whose entry has exact odds to print. */
export function oddsEntries(games: readonly GameEntry[]): (GameEntry & { readonly odds: NonNullable<GameEntry["odds"]> })[] {
  return games.filter((entry): entry is GameEntry & { readonly odds: NonNullable<GameEntry["odds"]> } => entry.odds !== undefined);
}

/** Prints a game's exact odds (of the dice given, or of its standard dice). */
export async function odds(options: OddsOptions, games: readonly GameEntry[], io: Io): Promise<void> {
  const offered = oddsEntries(games);
  const id = parseChoice("game", options.game, offered.map((candidate) => candidate.game.id));
  const entry = offered.find((candidate) => candidate.game.id === id)!;
  const result = entry.odds.compare(options.dice);
  io.out(options.json ? `${JSON.stringify(result.json, null, 2)}\n` : `${result.text}\n`);
}
