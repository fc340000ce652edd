import type { Bot } from "../bots/Bot";
import { applyAction } from "../engine/applyAction";
import type { GameState } from "../engine/GameState";
import { validatePosition } from "../engine/validatePosition";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import type { ScoreSheet } from "../scoring/ScoreSheet";
import type { Choice } from "./adviseTurn";
import { winShares } from "./chanceToWin";
import { playerPointsLaw } from "./finalScoreLaw";
import type { GameSolution } from "./GameSolution";
import type { PointsLaw } from "./internal/pointsLaw";
import type { RemainingLaws } from "./internal/stageLaw";
import { locateSheet } from "./internal/solverState";
import { lawStage, rerollMasses, type TurnPosition } from "./internal/turnLaw";
import { turnAdvice } from "./internal/turnAdvice";

/**
 * What the advice plays for: `win`, the chance to finish with the top total
 * against the other players' current positions (ties shared as
 * `chanceToWin` shares them), or `target`, the chance to finish with at
 * least `total` points.
 *
 * @example
 * ```ts
 * import type { AdviceGoal } from "@dice/core/strategy";
 * const reach300: AdviceGoal = { type: "target", total: 300 };
 * reach300.type; // => "target"
 * ```
 * @category Strategy
 */
export type AdviceGoal =
  | {
      /** Rank choices by the chance to finish with the highest total. */
      readonly type: "win";
    }
  | {
      /** Rank choices by the chance to finish with at least `total`. */
      readonly type: "target";
      /** The final total to reach. */
      readonly total: number;
    };

/**
 * A choice of the turn with its expected final score and its chance of
 * reaching the goal, when the player makes it and everyone plays the
 * expected-score strategy afterwards.
 *
 * @example
 * ```ts
 * import type { GoalChoice } from "@dice/core/strategy";
 * const choice: GoalChoice = { type: "fill", category: "chance", expected: 5, cost: 0, chance: 0.625 };
 * choice.chance; // => 0.625
 * ```
 * @category Strategy
 */
export type GoalChoice<Id extends string = string> = Choice<Id> & {
  /** The chance of reaching the goal after this choice (to win, or to reach the target). */
  readonly chance: number;
};

/**
 * The choices of a turn ranked by their chance of reaching a goal.
 *
 * @example
 * ```ts
 * import type { GoalAdvice } from "@dice/core/strategy";
 * const advice: GoalAdvice = { goal: { type: "win" }, choices: [], best: { type: "roll", hold: [], kept: [], expected: 3.5, cost: 0, chance: 0.5 } };
 * advice.best.chance; // => 0.5
 * ```
 * @category Strategy
 */
export interface GoalAdvice {
  /** The goal played for. */
  readonly goal: AdviceGoal;
  /** Every choice of `adviseTurn`, the highest chance first (equal chances: the higher expected score first). */
  readonly choices: readonly GoalChoice[];
  /** The first of `choices`. */
  readonly best: GoalChoice;
}

/**
 * Ranks the current player's choices by their chance of winning (or of
 * reaching a target total) instead of their expected score. Each choice's
 * chance is exact under one assumption: after this decision every player,
 * this one included, plays the optimal expected-score strategy; the other
 * players' totals are independent of this player's, so the chance follows
 * from the laws of the final totals (see `finalScoreLaw`). Each choice also
 * carries its expected final score and cost, as `adviseTurn` gives them.
 *
 * @param solution - the game's solution
 * @param state - a game state of the same rules, not finished
 * @param goal - what to play for, see {@link AdviceGoal}
 * @returns the choices ranked by chance
 * @throws {@link DiceError} `GAME_OVER` for a finished game; `INVALID_ARGUMENT` for a goal of another type or a target that is not a finite number; `INVALID_STATE` for a state of other rules or one the engine cannot reach
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { adviseForGoal, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [4] });
 * // Keeping the 4 reaches 5 never; re-rolling reaches it with chance 1/3
 * adviseForGoal(solveGame(rules), state, { type: "target", total: 5 }).best; // => { type: "roll", hold: [], kept: [], expected: 3.5, cost: 0.5, chance: 0.3333333333333333 }
 * ```
 * @category Strategy
 */
export function adviseForGoal(solution: GameSolution, state: GameState, goal: AdviceGoal): GoalAdvice {
  const where = "adviseForGoal";
  if (goal?.type !== "win" && !(goal?.type === "target" && Number.isFinite(goal.total))) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: goal must be { type: "win" } or { type: "target", total: <number> }; received ${describe(goal)}`);
  }
  const checked = validatePosition(solution.rules, state, where);
  if (checked.finished) throw new DiceError("GAME_OVER", `${where}: the game is over; there is nothing to advise`);
  const rules = solution.rules;
  const player = checked.currentPlayer;
  // The laws of the sheets this player's choices reach, shared by the choices.
  const memo: RemainingLaws = new Map();
  const others = checked.players.map((_, index) => (index === player ? null : playerPointsLaw(solution, checked, index, where)));
  const chanceOf = (law: PointsLaw): number => {
    if (goal.type === "win") return winShares(others.map((other) => other ?? law))[player] as number;
    const offset = Math.ceil(goal.total) - law.low;
    let sum = 0;
    for (let index = Math.max(offset, 0); index < law.probabilities.length; index++) sum += law.probabilities[index] as number;
    return sum;
  };
  const advice = turnAdvice(solution, checked, where);
  const lawOf = (choice: Choice): PointsLaw => {
    if (choice.type === "fill") return playerPointsLaw(solution, applyAction(rules, checked, { type: "fill", category: choice.category }), player, where, undefined, memo);
    if (checked.dice === null) return playerPointsLaw(solution, checked, player, where, undefined, memo);
    const located = locateSheet(solution, player, checked.stage, (checked.players[player]?.sheets[checked.stage] ?? {}) as ScoreSheet, where);
    const model = located.model;
    const declaredIndex = (id: string | null): number => (id === null ? -1 : rules.categories.findIndex((category) => category.id === id));
    let position: TurnPosition;
    if (choice.type === "declare") {
      const masses = new Float64Array(model.space.outcomeCount);
      masses[model.space.outcomeOf(checked.dice)] = 1;
      position = { masses, rollsUsed: checked.rollsUsed, declared: declaredIndex(choice.category) };
    } else {
      const held = checked.dice.map((_, index) => choice.hold.includes(index));
      const masses = rerollMasses(lawStage(solution, checked.stage, model), model.keeperIndex(checked.dice, held));
      position = { masses, rollsUsed: checked.rollsUsed + 1, declared: declaredIndex(checked.declared) };
    }
    return playerPointsLaw(solution, checked, player, where, position, memo);
  };
  const ranked = advice.choices
    .map((choice) => ({ ...choice, chance: chanceOf(lawOf(choice)) }) as GoalChoice)
    .sort((a, b) => (Math.abs(a.chance - b.chance) > 1e-12 ? b.chance - a.chance : b.expected - a.expected));
  return { goal, choices: ranked, best: ranked[0] as GoalChoice };
}

/**
 * A bot taking the choice with the best chance of reaching `goal` at every
 * decision (see {@link adviseForGoal}).
 *
 * @param solution - the game's solution
 * @param goal - what to play for
 * @returns the bot
 * @throws {@link DiceError} when it plays, as {@link adviseForGoal} throws
 * @example
 * ```ts
 * import { d6, defineRules, playGame, sumOfDice } from "@dice/core";
 * import { goalBot, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const solution = solveGame(rules);
 * playGame(rules, [goalBot(solution, { type: "win" }), goalBot(solution, { type: "win" })], 7).finished; // => true
 * ```
 * @category Strategy
 */
export function goalBot(solution: GameSolution, goal: AdviceGoal): Bot {
  return (state) => {
    const best = adviseForGoal(solution, state, goal).best;
    if (best.type === "roll") return { type: "roll", hold: [...best.hold] };
    return { type: best.type, category: best.category };
  };
}
