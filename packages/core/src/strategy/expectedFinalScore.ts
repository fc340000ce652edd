import type { GameState, PlayerState } from "../engine/GameState";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { checkGame, locateSheet, otherStages } from "./internal/solverState";
import { sheetTotals, type ScoreSheet } from "../scoring/ScoreSheet";
import { adviseTurn } from "./adviseTurn";
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
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a player who does not exist; `INVALID_STATE` for a state of other rules
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
export function expectedFinalScore(solution: GameSolution, state: GameState, player: number = state.currentPlayer): number {
  const rules = checkGame(solution, state, "expectedFinalScore");
  const playerState = state.players[player] as PlayerState | undefined;
  if (!Number.isInteger(player) || playerState === undefined) {
    throw new DiceError("INVALID_ARGUMENT", `expectedFinalScore: player ${describe(player)} does not exist; there are ${state.players.length}`);
  }
  if (state.finished) return playerState.sheets.reduce((sum, sheet) => sum + sheetTotals(rules, sheet).total, 0);
  if (player === state.currentPlayer && state.dice !== null) return adviseTurn(solution, state).expected;
  const sheet = (playerState.sheets[state.stage] ?? {}) as ScoreSheet;
  const located = locateSheet(solution, state.stage, sheet, "expectedFinalScore");
  const here = located.values.at(located.model.indexOf(located.untracked, located.trackedMask, located.subtotal)) as number;
  return located.recorded + here + otherStages(solution, playerState, state.stage, "expectedFinalScore");
}
