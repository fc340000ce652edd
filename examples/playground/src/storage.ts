// The game lives in local storage, so a reload resumes it.
import type { GameState } from "@dice/core";
import { games } from "./games";

const storageKey = "dice-playground/game";

/** What the page keeps between visits: the game's id, its engine state and the opponent. */
export interface Saved {
  readonly game: string;
  readonly state: GameState;
  readonly opponent?: string;
}

/** Keep the game in local storage. */
export function save(saved: Saved): void {
  localStorage.setItem(storageKey, JSON.stringify(saved));
}

/** The kept game, validated by its engine, or undefined (a kept game that fails validation is dropped). */
export function restore(): Saved | undefined {
  const text = localStorage.getItem(storageKey);
  if (text === null) return undefined;
  try {
    const saved = JSON.parse(text) as Saved;
    const game = games[saved.game];
    if (game === undefined) return undefined;
    return { game: saved.game, state: game.engine.validateState(saved.state), opponent: saved.opponent ?? "none" };
  } catch {
    localStorage.removeItem(storageKey);
    return undefined;
  }
}
