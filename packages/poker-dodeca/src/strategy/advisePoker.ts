import type { GameState } from "@dice/core";
import type { PokerCategoryId } from "@dice/poker-dodeca";
import { adviseTurn, type Choice, type GameSolution, type TurnAdvice } from "@dice/core/strategy";
import { solutionFor } from "./internal/loadedSolution";

/**
 * What the current Poker player should do to maximise their expected final
 * score (all three stages): which dice to hold before re-rolling, which item
 * to declare (stage 2) or which item to fill, with the expected final score of
 * every alternative: `@dice/core`'s `adviseTurn` on the Poker solution.
 * Before the first roll of a turn the only choice is to roll. Synchronous: it
 * uses `solution`, else the one {@link pokerSolution} loaded for the game's
 * scoring, else (Node, combination scoring) it reads the shipped file
 * synchronously on its first call.
 *
 * @param state - a Poker game state (either scoring), not finished
 * @param solution - the solution to advise from, of the game's scoring
 * @defaultValue solution the loaded one (`await pokerSolution()`; in Node, read on first use)
 * @returns every choice (distinct holds, items to fill or declare) with its expected final score and its cost against the best, best first
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the field for a state of another game, one the engine cannot reach (as core's `adviseTurn` checks it) or a score its item cannot give; `GAME_OVER` for a finished game; `INVALID_ARGUMENT` for a solution of another game or scoring; `TABLE_UNAVAILABLE` in a browser before `await pokerSolution()`, or for all-dice scoring before `await pokerSolution({ mainScoring: "all-dice" })`
 * @example
 * ```ts
 * import { pokerEngine } from "@dice/poker-dodeca";
 * import { advisePoker } from "@dice/poker-dodeca/strategy";
 * let state = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
 * state = pokerEngine.applyAction(state, { type: "roll", values: [6, 6, 6, 6, 6] });
 * const { best, choices } = advisePoker(state);
 * best.type === "fill" && best.category; // => "fiveOfAKind" (30, doubled from hand)
 * best.expected; // => 342.4265…
 * choices.length; // => 20 (15 items to fill, and 5 distinct holds: none to four of the sixes)
 * ```
 * @category Strategy
 */
export function advisePoker(state: GameState, solution?: GameSolution): TurnAdvice<Choice<PokerCategoryId>> {
  // Core's advice checks the state and names this function in its errors; a Poker solution advises Poker's items.
  return adviseTurn(solutionFor("poker", "advisePoker", state, solution), state, "advisePoker") as TurnAdvice<Choice<PokerCategoryId>>;
}
