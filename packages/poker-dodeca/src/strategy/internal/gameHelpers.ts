import { DiceError, type GameState } from "@dice/core";
import type { DiceGalleryStrategy } from "./DiceGalleryStrategy";

/** Checks a state is a game of the shipped strategy's rules (default options). */
export function checkShipped(strategy: DiceGalleryStrategy, state: GameState, where: string): void {
  if (typeof state !== "object" || state === null) throw new DiceError("INVALID_STATE", `${where}: expected a game state; received ${String(state)}`);
  if (state.rules !== strategy.rules.id) {
    throw new DiceError(
      "INVALID_STATE",
      `${where}: the state is a game of '${String(state.rules)}'; the shipped strategy plays '${strategy.rules.id}' (the default options)`,
    );
  }
}
