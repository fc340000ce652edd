import type { GameState } from "@dice/core";
import { adviseTurn, type Choice, type GameSolution, type TurnAdvice } from "@dice/core/strategy";
import type { PlatzeeCategoryId } from "@dice/platzee";
import { solutionFor } from "./internal/loadedSolution";

/**
 * One thing a Platzee player can do now: re-roll the dice not in `hold`
 * (indices in die order d4, d6, d8, d12, d20), or fill `category`; with the
 * expected final score if they do it and play optimally afterwards, and
 * `cost`, how much less that is than the best choice. Core's `Choice` with
 * Platzee's category ids and without declarations (Platzee has none).
 *
 * @example
 * ```ts
 * import type { PlatzeeChoice } from "@dice/platzee/strategy";
 * const keepTheFours: PlatzeeChoice = { type: "roll", hold: [0, 2], kept: [{ position: 1, die: "d4", value: 4 }, { position: 3, die: "d8", value: 4 }], expected: 351.2, cost: 0 };
 * keepTheFours.type; // => "roll"
 * ```
 * @category Strategy
 */
export type PlatzeeChoice = Exclude<
  Choice<PlatzeeCategoryId>,
  {
    /** Declarations, left out: Platzee has none. */
    readonly type: "declare";
  }
>;

/**
 * The optimal advice for the current Platzee player: core's `TurnAdvice` of
 * {@link PlatzeeChoice}s.
 *
 * @example
 * ```ts
 * import { platzeeEngine } from "@dice/platzee";
 * import { advisePlatzee, type PlatzeeAdvice } from "@dice/platzee/strategy";
 * const state = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
 * const advice: PlatzeeAdvice = advisePlatzee(state);
 * advice.best === advice.choices[0]; // => true
 * ```
 * @category Strategy
 */
export type PlatzeeAdvice = TurnAdvice<PlatzeeChoice>;

/**
 * What the current player should do to maximise their expected final score:
 * which dice to hold before re-rolling or which category to fill, with the
 * expected final score of every alternative. Read from the shipped table:
 * the first decision of a turn works out that turn's values (milliseconds),
 * later decisions of the same turn reuse them. Before the first roll of a
 * turn the only choice is to roll. Synchronous: it uses `solution`, else the
 * one {@link platzeeSolution} loaded, else (Node) it reads the shipped file
 * synchronously on its first call.
 *
 * @param state - a Platzee game state, not finished
 * @param solution - the solution to advise from
 * @defaultValue solution the loaded one (`await platzeeSolution()`; in Node, read on first use)
 * @returns the choices, best first
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the field for a state of another game, one the engine cannot reach (as core's `adviseTurn` checks it) or a score its category cannot give; `GAME_OVER` for a finished game; `TABLE_UNAVAILABLE` in a browser before `await platzeeSolution()`
 * @example
 * ```ts
 * import { platzeeEngine } from "@dice/platzee";
 * import { advisePlatzee } from "@dice/platzee/strategy";
 * let state = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
 * state = platzeeEngine.applyAction(state, { type: "roll", values: [4, 4, 4, 4, 4] });
 * const { best, choices } = advisePlatzee(state);
 * best.type === "fill" ? best.category : best.hold; // => "fours" (20 towards the bonus beats 50 in Platzee now)
 * choices[1]?.type === "fill" ? choices[1].category : choices[1]?.hold; // => "platzee"
 * choices[1]?.cost; // => 3.7056…
 * ```
 * @category Strategy
 */
export function advisePlatzee(state: GameState, solution?: GameSolution): PlatzeeAdvice {
  // Core's advice checks the state and names this function in its errors.
  // Platzee's one stage fills in any order, so the core advice has no declarations and its ids are Platzee's.
  return adviseTurn(solutionFor("advisePlatzee", solution), state, "advisePlatzee") as PlatzeeAdvice;
}
