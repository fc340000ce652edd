import { describeValue, type Game } from "@dice/core";
import type { GameStrategy } from "@dice/core/strategy";
import { UsageError } from "../internal/Io";
import type { GameEntry } from "./games";

/** The scorings `--scoring` takes: `all-dice` names a game's `-all-dice` variant in the list. */
export const SCORINGS = ["combination", "all-dice"] as const;
export type Scoring = (typeof SCORINGS)[number];

const ALL_DICE = "-all-dice";

/** The ids of a list's games, in its order. */
export function gameIds(games: readonly GameEntry[]): string[] {
  return games.map((entry) => entry.game.id);
}

/** The entries with a strategy (advice, the optimal bot, a table to solve). */
export function strategyEntries(games: readonly GameEntry[]): (GameEntry & { readonly strategy: GameStrategy })[] {
  return games.filter((entry): entry is GameEntry & { readonly strategy: GameStrategy } => entry.strategy !== undefined);
}

/**
 * The entry of a game by its id. `--scoring all-dice` asks for the game's
 * all-dice variant, the entry listed as `<id>-all-dice`; `combination` for
 * the game without that suffix.
 */
export function findEntry(games: readonly GameEntry[], id: string, scoring?: Scoring): GameEntry {
  const ids = gameIds(games);
  if (!ids.includes(id)) throw new UsageError(`game must be one of ${ids.join(", ")}; received ${describeValue(id)}`);
  const base = id.endsWith(ALL_DICE) ? id.slice(0, -ALL_DICE.length) : id;
  const wanted = scoring === "all-dice" ? `${base}${ALL_DICE}` : scoring === "combination" && ids.includes(base) ? base : id;
  const entry = games.find((candidate) => candidate.game.id === wanted);
  if (entry === undefined) {
    const variants = ids.filter((candidate) => candidate.endsWith(ALL_DICE));
    throw new UsageError(
      `${describeValue(id)} has no all-dice scoring${variants.length === 0 ? "" : `; the games with one: ${variants.map((variant) => variant.slice(0, -ALL_DICE.length)).join(", ")}`}`,
    );
  }
  return entry;
}

/** The strategy of an entry, or a usage error ("Lucky Seven has no strategy, so it has no bots; games with one: …"). */
export function requireStrategy(games: readonly GameEntry[], entry: GameEntry, clause: string): GameStrategy {
  if (entry.strategy !== undefined) return entry.strategy;
  const offered = gameIds(strategyEntries(games));
  throw new UsageError(`${entry.game.name} has no strategy${clause}; games with one: ${offered.join(", ")}`);
}

/** Whether a game is played by a rules object (core's `createGame`): dice, categories, holds and scores. */
export function isRulesGame(game: GameEntry["game"]): game is Game {
  const engine = game.engine as Partial<Game["engine"]>;
  return typeof engine.scoreIfFilled === "function" && typeof engine.rules === "object" && engine.rules !== null && Array.isArray(engine.rules.dice);
}
