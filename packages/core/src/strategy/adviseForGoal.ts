import type { Bot } from "../bots/Bot";
import { applyAction } from "../engine/applyAction";
import type { GameState } from "../engine/GameState";
import { validatePosition } from "../engine/validatePosition";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import type { ScoreSheet } from "../scoring/ScoreSheet";
import type { Choice } from "./adviseTurn";
import { cachedOptimalBot, optimalMoveOf, type OptimalMove } from "./cachedOptimalBot";
import { winShareAt, winShares } from "./chanceToWin";
import { combinePlan, lawPlan, planStageLaw, playerPointsLaw } from "./finalScoreLaw";
import type { GameSolution } from "./GameSolution";
import { pointMass, type PointsLaw } from "./internal/pointsLaw";
import { remainingPointsLaw, type RemainingLaws } from "./internal/stageLaw";
import { turnsLeft } from "./turnsLeft";
import { locateSheet } from "./internal/solverState";
import { keeperEndValues, lawStage, rerollMasses, type TurnPosition } from "./internal/turnLaw";
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
  checkGoal(goal, where);
  const checked = validatePosition(solution.rules, state, where);
  if (checked.finished) throw new DiceError("GAME_OVER", `${where}: the game is over; there is nothing to advise`);
  return goalAdvice(solution, checked, goal, where);
}

function checkGoal(goal: AdviceGoal, where: string): void {
  if (goal?.type !== "win" && !(goal?.type === "target" && Number.isFinite(goal.total))) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: goal must be { type: "win" } or { type: "target", total: <number> }; received ${describe(goal)}`);
  }
}

/**
 * The advice for a checked, unfinished state. With `kept`, the laws of the
 * sheets at a turn's start, every player's included, are read from and kept
 * in it across calls (such a law depends only on the sheet), and the
 * re-rolls' chances come from one pass over the turn (see
 * {@link rerollChances}); without it, the laws this call reaches are shared
 * by its choices alone.
 */
function goalAdvice(solution: GameSolution, checked: GameState, goal: AdviceGoal, where: string, kept?: { laws: RemainingLaws; turn: TurnChances }): GoalAdvice {
  const rules = solution.rules;
  const player = checked.currentPlayer;
  // The laws of the sheets this player's choices reach, shared by the choices.
  const memo: RemainingLaws = kept?.laws ?? new Map();
  const others = checked.players.map((_, index) => (index === player ? null : playerPointsLaw(solution, checked, index, where, undefined, kept?.laws)));
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
  const rerolls = kept === undefined ? undefined : rerollChances(solution, checked, goal, others, memo, kept.turn, where);
  const chanceOfChoice = (choice: Choice): number => (choice.type === "roll" && rerolls !== undefined ? rerolls(choice.hold) : chanceOf(lawOf(choice)));
  const ranked = advice.choices
    .map((choice) => ({ ...choice, chance: chanceOfChoice(choice) }) as GoalChoice)
    .sort((a, b) => (Math.abs(a.chance - b.chance) > 1e-12 ? b.chance - a.chance : b.expected - a.expected));
  return { goal, choices: ranked, best: ranked[0] as GoalChoice };
}

/** The chance of a player's final total reaching the goal, by total, against the other players' laws; each total's worked out once. */
function goalShare(goal: AdviceGoal, others: readonly PointsLaw[]): (total: number) => number {
  if (goal.type === "target") {
    const needed = Math.ceil(goal.total);
    return (total) => (total >= needed ? 1 : 0);
  }
  const shareAt = winShareAt(others);
  const known = new Map<number, number>();
  return (total) => {
    let share = known.get(total);
    if (share === undefined) {
      share = shareAt(total);
      known.set(total, share);
    }
    return share;
  };
}

/** The re-roll chances of the turn a bot last worked out, by the position they hold for (see {@link rerollChances}). */
interface TurnChances {
  key: string;
  keepers: readonly Float64Array[];
}

/**
 * The chance of every re-roll of this moment from one backward pass over
 * the turn (see `keeperEndValues`) instead of a law for each: each way the
 * rest of the turn ends is worth the chance of the player's total after it,
 * the turn's points plus the law of the sheet it reaches (from `memo`) plus
 * the player's other points. The same chances as the laws give, up to
 * rounding. The pass serves every decision of the turn: `turn` keeps it for
 * the next one. Undefined where the pass does not apply: no dice showing, or
 * a declare stage before the declaration.
 */
function rerollChances(
  solution: GameSolution,
  checked: GameState,
  goal: AdviceGoal,
  others: readonly (PointsLaw | null)[],
  memo: RemainingLaws,
  turn: TurnChances,
  where: string,
): ((hold: readonly number[]) => number) | undefined {
  const dice = checked.dice;
  if (dice === null) return undefined;
  const rules = solution.rules;
  const player = checked.currentPlayer;
  const located = locateSheet(solution, player, checked.stage, (checked.players[player]?.sheets[checked.stage] ?? {}) as ScoreSheet, where);
  const model = located.model;
  const declared = checked.declared === null ? -1 : rules.categories.findIndex((category) => category.id === checked.declared);
  if (model.policy === "declare" && declared < 0) return undefined;
  // The chances depend on every sheet (the laws), the stage, the player and the declaration; not on the dice.
  const key = JSON.stringify([checked.stage, player, declared, checked.players.map((each) => each.sheets)]);
  if (turn.key !== key) {
    const share = goalShare(goal, others.filter((law): law is PointsLaw => law !== null));
    // The player's points outside this stage's turns to come: the other stages', and this stage's already scored.
    const stageLaw = planStageLaw(solution, memo);
    const rest = combinePlan(lawPlan(solution, checked, player, where), (start) => (start.current ? pointMass(0) : stageLaw(start)));
    const restShares = new Map<number, number>();
    const restShare = (points: number): number => {
      let value = restShares.get(points);
      if (value === undefined) {
        value = 0;
        for (let index = 0; index < rest.probabilities.length; index++) {
          const probability = rest.probabilities[index] as number;
          if (probability !== 0) value += probability * share(points + rest.low + index);
        }
        restShares.set(points, value);
      }
      return value;
    };
    const point = { untracked: located.untracked, trackedMask: located.trackedMask, subtotal: located.subtotal };
    turn.keepers = keeperEndValues(lawStage(solution, checked.stage, model), point, declared, (next, _index, points) => {
      const after = remainingPointsLaw(solution, checked.stage, model, next, memo);
      let chance = 0;
      for (let index = 0; index < after.probabilities.length; index++) {
        const probability = after.probabilities[index] as number;
        if (probability !== 0) chance += probability * restShare(points + after.low + index);
      }
      return chance;
    });
    turn.key = key;
  }
  const keepers = turn.keepers[checked.rollsUsed] as Float64Array;
  return (hold) => keepers[model.keeperIndex(dice, dice.map((_, index) => hold.includes(index)))] as number;
}

/**
 * Options of {@link goalBot}.
 *
 * @example
 * ```ts
 * import type { GoalBotOptions } from "@dice/core/strategy";
 * const lateOnly: GoalBotOptions = { turnsLeft: 3 };
 * lateOnly.turnsLeft; // => 3
 * ```
 * @category Strategy
 */
export interface GoalBotOptions {
  /**
   * Play for the goal only when the player to move has at most this many
   * turns left, this one counted (boxes still open in the stages still to
   * play); before that, make the move of the optimal expected-score bot.
   * With a bound, the laws of the sheets at a turn's start are also kept
   * from one decision to the next (a law depends only on its sheet), so a
   * bot playing many games works each one out once; the memory they take is
   * bounded.
   * @defaultValue Infinity (every decision plays for the goal)
   */
  readonly turnsLeft?: number;
}

/** How many sheet laws a bot with a `turnsLeft` bound keeps at most (they are dropped together past it). */
const keptLawsBudget = 200_000;

/**
 * A bot taking the choice with the best chance of reaching `goal` (see
 * {@link adviseForGoal}), at every decision or, with `turnsLeft`, at those
 * of its last turns only. Where it plays for the goal its choice is exact
 * under `adviseForGoal`'s assumption (everyone plays the expected-score
 * strategy after this decision); before its last `turnsLeft` turns it makes
 * exactly the moves of the optimal expected-score bot. The bound keeps it
 * fast enough for simulations of many games: the chance to win needs every
 * player's law, cheap late in a game and slow early in a large one.
 *
 * @param solution - the game's solution
 * @param goal - what to play for
 * @param options - from which turn it plays for the goal, see {@link GoalBotOptions}
 * @returns the bot
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a goal of another type or a `turnsLeft` that is not an integer 1 or more (or Infinity); when it plays, as {@link adviseForGoal} throws
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
 * playGame(rules, [goalBot(solution, { type: "win" }), goalBot(solution, { type: "win" }, { turnsLeft: 1 })], 7).finished; // => true
 * ```
 * @category Strategy
 */
export function goalBot(solution: GameSolution, goal: AdviceGoal, options: GoalBotOptions = {}): Bot {
  const where = "goalBot";
  checkGoal(goal, where);
  const bound = options?.turnsLeft ?? Number.POSITIVE_INFINITY;
  if (bound !== Number.POSITIVE_INFINITY && !(Number.isSafeInteger(bound) && bound >= 1)) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: turnsLeft must be an integer 1 or more, or Infinity; received ${describe(bound)}`);
  }
  const rules = solution.rules;
  const optimal = cachedOptimalBot(solution);
  const optimalMove = optimalMoveOf(optimal, rules) as OptimalMove;
  const kept = bound === Number.POSITIVE_INFINITY ? undefined : { laws: new Map() as RemainingLaws, turn: { key: "", keepers: [] } as TurnChances };
  return (state) => {
    const checked = validatePosition(rules, state, where);
    if (checked.finished) throw new DiceError("GAME_OVER", `${where}: the game is over; there is nothing to advise`);
    if (turnsLeft(rules, checked) > bound) return optimalMove(checked);
    if (kept !== undefined && kept.laws.size > keptLawsBudget) kept.laws.clear();
    const best = goalAdvice(solution, checked, goal, where, kept).best;
    if (best.type === "roll") return { type: "roll", hold: [...best.hold] };
    return { type: best.type, category: best.category };
  };
}
