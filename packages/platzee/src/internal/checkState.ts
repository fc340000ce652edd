import { DiceError, describeValue, type GameState } from "@dice/core";

/** Throws unless `state` looks like a Platzee game state (full checks: `platzeeEngine.validateState`). */
export function checkState(state: GameState, where: string): void {
  if (typeof state !== "object" || state === null || state.rules !== "platzee" || !Array.isArray(state.players)) {
    throw new DiceError(
      "INVALID_STATE",
      `${where}: expected a Platzee game state (rules 'platzee'); received ${describeValue((state as { rules?: unknown } | null)?.rules ?? state)}`,
    );
  }
}
