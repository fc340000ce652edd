import { DiceError } from "../errors/DiceError";
import { sheetTotals, type SheetTotals } from "../scoring/ScoreSheet";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { validatePosition } from "./validatePosition";

/**
 * One player's totals: each stage's sheet totals and the game total.
 *
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, gameTotals, newGame, sumOfDice, type PlayerTotals } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = newGame(rules, { players: ["Ada"], seed: 1 });
 * state = applyAction(rules, state, { type: "roll", values: [6, 6] });
 * state = applyAction(rules, state, { type: "fill", category: "chance" });
 * const ada: PlayerTotals | undefined = gameTotals(rules, state)[0];
 * ada; // => { name: "Ada", stages: [{ sections: [{ section: "main", subtotal: 12, adjustment: 0, total: 12 }], total: 12 }], total: 12 }
 * ```
 * @category Engine
 */
export interface PlayerTotals {
  /** The player's name. */
  readonly name: string;
  /** The totals of each stage's sheet, in stage order. */
  readonly stages: readonly SheetTotals[];
  /** The game total: the sum of the stages' totals. */
  readonly total: number;
}

/**
 * Every player's totals so far (section bonuses and penalties apply to what is filled).
 *
 * @param rules - the game's rules
 * @param state - any state of the game
 * @returns totals per player, in player order
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach (the message names the field)
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, gameTotals, newGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = newGame(rules, { players: ["Ada"], seed: 1 });
 * state = applyAction(rules, state, { type: "roll", values: [6, 6] });
 * state = applyAction(rules, state, { type: "fill", category: "chance" });
 * gameTotals(rules, state)[0]?.total; // => 12
 * ```
 * @category Engine
 */
export function gameTotals(rules: GameRules, state: GameState): PlayerTotals[] {
  return gameTotalsNamed(rules, state, "gameTotals");
}

/** {@link gameTotals}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function gameTotalsNamed(rules: GameRules, state: GameState, where: string): PlayerTotals[] {
  return totalsOf(rules, validatePosition(rules, state, where));
}

/** The totals of a state already checked (`validatePosition`): for the library's own callers that checked it. */
export function totalsOf(rules: GameRules, state: GameState): PlayerTotals[] {
  return state.players.map((player) => {
    const stages = player.sheets.map((sheet) => sheetTotals(rules, sheet));
    return { name: player.name, stages, total: stages.reduce((sum, stage) => sum + stage.total, 0) };
  });
}

/**
 * The winners of a finished game: every player with the top total (ties share the victory).
 *
 * @param rules - the game's rules
 * @param state - a finished game
 * @returns the winners' player indices, ascending
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach (the message names the field)
 * @throws {@link DiceError} `GAME_NOT_OVER` when the game is still going
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, gameWinners, newGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = newGame(rules, { players: ["Ada", "Bo"], seed: 1 });
 * for (const values of [[3, 4], [5, 2]]) {
 *   state = applyAction(rules, state, { type: "roll", values });
 *   state = applyAction(rules, state, { type: "fill", category: "chance" });
 * }
 * gameWinners(rules, state); // => [0, 1] (both scored 7)
 * ```
 * @category Engine
 */
export function gameWinners(rules: GameRules, state: GameState): number[] {
  return gameWinnersNamed(rules, state, "gameWinners");
}

/** {@link gameWinners}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function gameWinnersNamed(rules: GameRules, state: GameState, where: string): number[] {
  const checked = validatePosition(rules, state, where);
  if (!checked.finished) throw new DiceError("GAME_NOT_OVER", `${where}: the game is not over yet`);
  const totals = totalsOf(rules, checked).map((player) => player.total);
  const best = Math.max(...totals);
  return totals.flatMap((total, index) => (total === best ? [index] : []));
}
