import { DiceError, describeValue, gameTotals, type GameState, type PlayerTotals } from "@dice/core";
import { platzee } from "../rules/platzee";
import { readPlatzeeSheet, type PlatzeeSheet } from "../scoring/readPlatzeeSheet";
import { checkDice } from "./checkDice";

/** What the state functions read of a Platzee position, every value checked. */
export interface CheckedPosition {
  readonly finished: boolean;
  readonly currentPlayer: number;
  readonly rollsUsed: number;
  /** The dice showing, a checked copy, or null. */
  readonly dice: number[] | null;
  /** The current player's sheet, a checked copy. */
  readonly sheet: PlatzeeSheet;
  /** Every player's name and totals. */
  readonly totals: PlayerTotals[];
}

/**
 * Reads a Platzee game state's fields once, checks that they make a position
 * the engine can reach (core's position check, as the advice makes it:
 * `INVALID_STATE` naming the field), and returns the values the state
 * functions use, each a checked copy, so a getter or a proxy cannot show the
 * check one value and the function another. The full check, log replayed,
 * is `platzeeEngine.validateState`.
 */
export function checkState(state: GameState, where: string): CheckedPosition {
  if (typeof state !== "object" || state === null || Array.isArray(state)) {
    throw new DiceError("INVALID_STATE", `${where}: expected a Platzee game state; received ${describeValue(state)}`);
  }
  const copy = { ...state };
  const totals = gameTotals(platzee, copy, where);
  // The dice and the sheet are read from the copy's lists once more, and checked again as they are copied.
  const dice = copy.dice === null ? null : checkDice(copy.dice, where);
  const player: unknown = (copy.players as readonly unknown[])[copy.currentPlayer];
  const sheets: unknown = typeof player === "object" && player !== null ? (player as { sheets?: unknown }).sheets : undefined;
  const sheet = readPlatzeeSheet(Array.isArray(sheets) ? sheets[0] : sheets, where);
  return { finished: copy.finished, currentPlayer: copy.currentPlayer, rollsUsed: copy.rollsUsed, dice, sheet, totals };
}
