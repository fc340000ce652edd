import type { GameState, PlayerState } from "../engine/GameState";
import { validatePosition } from "../engine/validatePosition";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import type { FillPolicy } from "../rules/GameRules";
import { sheetTotals, type ScoreSheet } from "../scoring/ScoreSheet";
import type { GameSolution } from "./GameSolution";
import { scoreLaw, type ScoreLaw } from "./ScoreLaw";
import { convolve, pointMass, type PointsLaw } from "./internal/pointsLaw";
import { locateSheet } from "./internal/solverState";
import { remainingPointsLaw, stagePointsLaw, type RemainingLaws } from "./internal/stageLaw";
import type { SheetPoint, TurnPosition } from "./internal/turnLaw";
import type { SolverModel } from "./internal/solverModel";

/** The law of a stage's points from an empty sheet, once per solution and fill policy. */
const freshStages = new WeakMap<GameSolution, Map<FillPolicy, PointsLaw>>();

/**
 * The exact probability distribution of a player's final total (all stages)
 * when they play the optimal expected-score strategy from this state on, as
 * `adviseTurn` and the optimal bot play it: the points already scored plus
 * the law of the points to come, worked out by pushing probability forward
 * through the sheet states (no sampling). Mid-turn for the current player
 * when dice are showing. A stage's play does not depend on the other stages'
 * scores, so the stages' laws are convolved.
 *
 * Decisions with equal values are taken as the advice and the optimal bot
 * take them, comparing the same values within the stage (the first listed:
 * fills in sheet order, then holds), so the bot's games follow this law
 * exactly, ties included. Floating-point error: the
 * probabilities sum to 1 and the mean equals `expectedFinalScore` to within
 * 1e-9 (tested on every seed game).
 *
 * @param solution - the game's solution
 * @param state - a game state of the same rules
 * @param player - the player's index; the current player when omitted
 * @returns the law of the player's final total (a single total once the game is over)
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a player who does not exist; `INVALID_STATE` for a state of other rules or one the engine cannot reach; `INVALID_RULES` for rules whose scores are not integers
 * @example
 * ```ts
 * import { d6, defineRules, newGame, sumOfDice } from "@dice/core";
 * import { finalScoreLaw, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const law = finalScoreLaw(solveGame(rules), newGame(rules, { players: ["Ada"], seed: 1 }));
 * // Keep a 4, 5 or 6; re-roll a 1, 2 or 3: 1/12 for 1 … 3, 1/4 for 4 … 6
 * law.probabilities; // => [0.08333333333333333, 0.08333333333333333, 0.08333333333333333, 0.25, 0.25, 0.25]
 * law.mean; // => 4.25
 * law.atLeast(5); // => 0.5
 * ```
 * @category Strategy
 */
export function finalScoreLaw(solution: GameSolution, state: GameState, player?: number): ScoreLaw {
  const where = "finalScoreLaw";
  const checked = validatePosition(solution.rules, state, where);
  const index = player === undefined ? checked.currentPlayer : player;
  const playerState = checked.players[index] as PlayerState | undefined;
  if (!Number.isInteger(index) || playerState === undefined) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: player ${describe(player)} does not exist; there are ${checked.players.length}`);
  }
  const law = playerPointsLaw(solution, checked, index, where);
  return scoreLaw(law.probabilities, law.low);
}

/**
 * A stage of a player's law still to be played: where its sheet stands, its
 * turn's position when the player is mid-turn in it, whether its sheet is
 * empty, and the points it already holds.
 */
export interface StageStart {
  readonly stageIndex: number;
  readonly model: SolverModel;
  readonly point: SheetPoint;
  readonly position: TurnPosition | undefined;
  readonly current: boolean;
  readonly fresh: boolean;
  readonly recorded: number;
}

/** What a player's final total is made of, stage by stage: a finished stage's total, or a stage still to be played. */
export type LawPlan = readonly (number | StageStart)[];

/**
 * The stages of a player's law in a checked, unfinished state; with
 * `position`, the current player's turn goes on from there (the outcome
 * probabilities after a hold, or a declaration) instead of from the dice.
 */
export function lawPlan(solution: GameSolution, state: GameState, player: number, where: string, position?: TurnPosition): LawPlan {
  const rules = solution.rules;
  const playerState = state.players[player] as PlayerState;
  return solution.stages.map((_, stageIndex) => {
    const sheet = (playerState.sheets[stageIndex] ?? {}) as ScoreSheet;
    if (stageIndex < state.stage) return sheetTotals(rules, sheet).total;
    const located = locateSheet(solution, player, stageIndex, sheet, where);
    const point = { untracked: located.untracked, trackedMask: located.trackedMask, subtotal: located.subtotal };
    const midTurn = stageIndex === state.stage && player === state.currentPlayer && state.dice !== null;
    let from = position;
    if (midTurn && from === undefined) {
      const masses = new Float64Array(located.model.space.outcomeCount);
      masses[located.model.space.outcomeOf(state.dice as readonly number[])] = 1;
      const declared = state.declared === null ? -1 : rules.categories.findIndex((category) => category.id === state.declared);
      from = { masses, rollsUsed: state.rollsUsed, declared };
    }
    const fresh = Object.keys(sheet).length === 0;
    return { stageIndex, model: located.model, point, position: midTurn ? from : undefined, current: stageIndex === state.stage, fresh, recorded: located.recorded };
  });
}

/** The law of a player's final total from the stages' laws (each worked out by `stageLaw`), convolved in stage order. */
export function combinePlan(plan: LawPlan, stageLaw: (start: StageStart) => PointsLaw): PointsLaw {
  let law = pointMass(0);
  for (const part of plan) law = convolve(law, typeof part === "number" ? pointMass(part) : convolve(stageLaw(part), pointMass(part.recorded)));
  return law;
}

/**
 * The law of the points a stage of a plan still adds: with `memo`, the
 * current stage's law from a sheet that is not empty is worked out backwards
 * and kept there; a fresh stage's law is worked out once per solution and
 * fill policy.
 */
export function planStageLaw(solution: GameSolution, memo?: RemainingLaws): (start: StageStart) => PointsLaw {
  return (start) => {
    if (memo !== undefined && start.current && !start.fresh) return remainingPointsLaw(solution, start.stageIndex, start.model, start.point, memo, start.position);
    if (!start.fresh || start.position !== undefined) return stagePointsLaw(solution, start.stageIndex, start.model, start.point, start.position);
    let byPolicy = freshStages.get(solution);
    if (byPolicy === undefined) {
      byPolicy = new Map();
      freshStages.set(solution, byPolicy);
    }
    let fresh = byPolicy.get(start.model.policy);
    if (fresh === undefined) {
      fresh = stagePointsLaw(solution, start.stageIndex, start.model, start.point);
      byPolicy.set(start.model.policy, fresh);
    }
    return fresh;
  };
}

/**
 * The law of a player's final total in a checked state, as points; with
 * `position`, the current player's turn goes on from there (the outcome
 * probabilities after a hold, or a declaration) instead of from the dice.
 */
export function playerPointsLaw(solution: GameSolution, state: GameState, player: number, where: string, position?: TurnPosition, memo?: RemainingLaws): PointsLaw {
  const rules = solution.rules;
  const playerState = state.players[player] as PlayerState;
  if (state.finished) return pointMass(playerState.sheets.reduce((sum, sheet) => sum + sheetTotals(rules, sheet).total, 0));
  return combinePlan(lawPlan(solution, state, player, where, position), planStageLaw(solution, memo));
}
