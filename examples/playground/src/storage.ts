// The game lives in local storage, so a reload resumes it.
import type { GameState } from "@dice/core";
import { maxSeats, seatKinds, type SeatKind } from "./bots";
import { games } from "./games";

const storageKey = "dice-playground/game";

/** What the page keeps between visits: the game's id, its engine state and who sits in each seat. */
export interface Saved {
  readonly game: string;
  readonly state: GameState;
  readonly seats: readonly SeatKind[];
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
    return { game: saved.game, state: game.engine.validateState(saved.state), seats: validSeats(saved.seats) };
  } catch {
    localStorage.removeItem(storageKey);
    return undefined;
  }
}

/** Kept seats checked against the kinds on offer; anything else is one person alone. */
function validSeats(seats: unknown): SeatKind[] {
  const kinds = new Set<string>(seatKinds.map(([value]) => value));
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > maxSeats || !seats.every((kind) => typeof kind === "string" && kinds.has(kind))) return ["person"];
  return seats as SeatKind[];
}
