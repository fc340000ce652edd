import { DiceError, type GameState } from "@dice/core";

/** Throws unless `state` is a Platzee game state (its full check is `platzeeEngine.validateState`). */
export function checkPlatzeeState(state: GameState, where: string): void {
  if (typeof state !== "object" || state === null || state.rules !== "platzee" || !Array.isArray(state.players)) {
    const rules = typeof state === "object" && state !== null ? JSON.stringify(state.rules) : String(state);
    throw new DiceError("INVALID_STATE", `${where}: expected a Platzee game state (rules "platzee"); received rules ${rules}`);
  }
}
