import type { GameState, PlayerState } from "../engine/GameState";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { validatePosition } from "../engine/validatePosition";
import { locateSheet, stageParts, sumInOrder } from "./internal/solverState";
import { turnAdvice } from "./internal/turnAdvice";
import { sheetTotals, type ScoreSheet } from "../scoring/ScoreSheet";
import type { GameSolution } from "./GameSolution";

/**
 * The expected final score of a player (all stages), playing optimally from
 * this state on: the points already scored plus the expected points to come.
 * With dice on the table for that player, it is the value of their best choice.
 *
 * @param solution - the game's solution
 * @param state - a game state of the same rules
 * @param player - the player's index
 * @defaultValue player the current player
 * @returns the expected final score (the final total once the game is over)
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a player who does not exist; `INVALID_STATE` naming the field for a state of other rules or one the engine cannot reach (checked as {@link adviseTurn} checks it)
 * @example
 * ```ts
 * import { d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { expectedFinalScore, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 1,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * expectedFinalScore(solveGame(rules), newGame(rules, { players: ["Ada"], seed: 1 })); // => 3.5
 * ```
 * @category Strategy
 */
export function expectedFinalScore(solution: GameSolution, state: GameState, player?: number): number {
  return expectedFinalScoreNamed(solution, state, player, "expectedFinalScore");
}

/** {@link expectedFinalScore}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function expectedFinalScoreNamed(solution: GameSolution, state: GameState, player: number | undefined, where: string): number {
  // Everything below reads only the copy the check returns.
  const checked = validatePosition(solution.rules, state, where);
  const index = player === undefined ? checked.currentPlayer : player;
  const playerState = checked.players[index] as PlayerState | undefined;
  if (!Number.isInteger(index) || playerState === undefined) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: player ${describe(player)} does not exist; there are ${checked.players.length}`);
  }
  if (checked.finished) return playerState.sheets.reduce((sum, sheet) => sum + sheetTotals(solution.rules, sheet).total, 0);
  if (index === checked.currentPlayer && checked.dice !== null) return turnAdvice(solution, checked, where).expected;
  const sheet = playerState.sheets[checked.stage] as ScoreSheet;
  const located = locateSheet(solution, index, checked.stage, sheet, where);
  const here = located.values.at(located.model.indexOf(located.untracked, located.trackedMask, located.subtotal)) as number;
  return sumInOrder(stageParts(solution, playerState, index, checked.stage, where), checked.stage, located.recorded + here);
}
