import type { GameState, PlayerState } from "../engine/GameState";
import type { Stage } from "../rules/GameRules";
import { DiceError } from "../errors/DiceError";
import { checkGame, locateSheet, otherStages } from "./internal/solverState";
import { averageOverRolled, turnRecord } from "./internal/turnRecords";
import type { ScoreSheet } from "../scoring/ScoreSheet";
import type { GameSolution } from "./GameSolution";

/**
 * One thing the player can do now, with the expected final score (all stages)
 * if they do it and play optimally afterwards, and what it costs against the best.
 *
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { adviseTurn, solveGame, type Choice } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [5] });
 * const choices: readonly Choice[] = adviseTurn(solveGame(rules), state).choices;
 * choices; // => [{ type: "fill", category: "chance", expected: 5, cost: 0 }, { type: "roll", hold: [], expected: 3.5, cost: 1.5 }]
 * ```
 * @category Strategy
 */
export type Choice =
  | {
      /** Re-roll the dice not held. */
      readonly type: "roll";
      /** Indices (0-based) of the dice to keep. */
      readonly hold: readonly number[];
      /** The expected final score after this choice, playing optimally. */
      readonly expected: number;
      /** How much less than the best choice it expects (0 for the best). */
      readonly cost: number;
    }
  | {
      /** Fill a category now, ending the turn. */
      readonly type: "fill";
      /** The id of the category to fill. */
      readonly category: string;
      /** The expected final score after this choice, playing optimally. */
      readonly expected: number;
      /** How much less than the best choice it expects (0 for the best). */
      readonly cost: number;
    }
  | {
      /** Declare the category the turn will fill. */
      readonly type: "declare";
      /** The id of the category to declare. */
      readonly category: string;
      /** The expected final score after this choice, playing optimally. */
      readonly expected: number;
      /** How much less than the best choice it expects (0 for the best). */
      readonly cost: number;
    };

/**
 * The advice for the current player: every choice, best first.
 *
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { adviseTurn, solveGame, type TurnAdvice } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [2] });
 * const advice: TurnAdvice = adviseTurn(solveGame(rules), state);
 * advice.best; // => { type: "roll", hold: [], expected: 3.5, cost: 0 }
 * advice.expected; // => 3.5 (re-rolling the 2)
 * ```
 * @category Strategy
 */
export interface TurnAdvice {
  /** Every legal choice (holds giving the same dice kept listed once), best first. */
  readonly choices: readonly Choice[];
  /** The best choice: the first of `choices`. */
  readonly best: Choice;
  /** The expected final score playing optimally from here (the best choice's). */
  readonly expected: number;
}

type Draft = { [K in Choice["type"]]: Omit<Extract<Choice, { type: K }>, "cost"> }[Choice["type"]];

/**
 * Works out the value of every choice the current player has: each hold
 * (what to keep before re-rolling), each category to fill, or each category to
 * declare, as the expected final score of the game with optimal play after it.
 * The turn's values are computed once from the table and reused for the
 * turn's later decisions.
 *
 * @param solution - the game's solution
 * @param state - a game state of the same rules, not finished
 * @returns the choices, best first, with their expected final scores and costs
 * @throws {@link DiceError} `GAME_OVER` for a finished game; `INVALID_STATE` for a state of other rules or an impossible sheet
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { adviseTurn, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const solution = solveGame(rules);
 * const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [2] });
 * adviseTurn(solution, state).choices; // => [{ type: "roll", hold: [], expected: 3.5, cost: 0 }, { type: "fill", category: "chance", expected: 2, cost: 1.5 }]
 * ```
 * @category Strategy
 */
export function adviseTurn(solution: GameSolution, state: GameState): TurnAdvice {
  const rules = checkGame(solution, state, "adviseTurn");
  if (state.finished) throw new DiceError("GAME_OVER", "adviseTurn: the game is over; there is nothing to advise");
  const player = state.players[state.currentPlayer] as PlayerState;
  const sheet = (player.sheets[state.stage] ?? {}) as ScoreSheet;
  const located = locateSheet(solution, state.stage, sheet, "adviseTurn");
  const { model } = located;
  const base = located.recorded + otherStages(solution, player, state.stage, "adviseTurn");
  const finish = (choices: Draft[]): TurnAdvice => {
    const sorted = [...choices].sort((a, b) => b.expected - a.expected);
    const top = (sorted[0] as Draft).expected;
    const withCost = sorted.map((choice) => ({ ...choice, cost: top - choice.expected }) as Choice);
    return { choices: withCost, best: withCost[0] as Choice, expected: top };
  };
  const stateIndex = model.indexOf(located.untracked, located.trackedMask, located.subtotal);
  if (state.dice === null) {
    return finish([{ type: "roll", hold: [], expected: base + (located.values.at(stateIndex) as number) }]);
  }
  const stage = rules.stages[state.stage] as Stage;
  const declaredIndex = state.declared === null ? -1 : rules.categories.findIndex((category) => category.id === state.declared);
  const key = `${state.stage}/${stateIndex}/${declaredIndex}`;
  const record = turnRecord(solution, key, located, declaredIndex);
  const outcome = model.space.outcomeOf(state.dice);
  const outcomeClass = model.data.classOf[outcome] as number;
  const fillValue = (category: number): number =>
    ((state.rollsUsed === 1 ? record.fillHand : record.fillNormal)[model.data.scoreIndex[category * model.data.classCount + outcomeClass] as number] as number);
  if (stage.policy === "declare" && state.declared === null) {
    return finish(
      located.open.map((category) => ({
        type: "declare",
        category: rules.categories[category]?.id as string,
        expected: base + ((record.declareValues[category] as Float64Array)[outcome] as number),
      })),
    );
  }
  const choices: Draft[] = [];
  const fillable = stage.policy === "ordered" ? located.open.slice(0, 1) : stage.policy === "declare" ? [declaredIndex] : located.open;
  for (const category of fillable) {
    choices.push({ type: "fill", category: rules.categories[category]?.id as string, expected: base + fillValue(category) });
  }
  const rollsLeft = rules.rollsPerTurn - state.rollsUsed;
  if (rollsLeft > 0) {
    const keepers = record.keeperValues[rollsLeft] as Float64Array;
    const keeperValue = (keeper: number): number =>
      rollsLeft === record.lazyLayer ? averageOverRolled(model.data, record.topSource as Float64Array, keeper) : (keepers[keeper] as number);
    const seen = new Set<number>();
    const diceCount = rules.dice.length;
    for (let mask = 0; mask < (1 << diceCount) - 1; mask++) {
      const held = Array.from({ length: diceCount }, (_, index) => (mask & (1 << index)) !== 0);
      const keeper = model.keeperIndex(state.dice, held);
      if (seen.has(keeper)) continue;
      seen.add(keeper);
      const hold = held.flatMap((isHeld, index) => (isHeld ? [index] : []));
      choices.push({ type: "roll", hold, expected: base + keeperValue(keeper) });
    }
  }
  return finish(choices);
}
