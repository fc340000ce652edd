import type { Die } from "../../dice/Die";
import type { GameAction } from "../../engine/GameAction";
import type { GameState, PlayerState } from "../../engine/GameState";
import type { Stage } from "../../rules/GameRules";
import type { ScoreSheet } from "../../scoring/ScoreSheet";
import type { Choice, TurnAdvice } from "../adviseTurn";
import type { GameSolution } from "../GameSolution";
import type { SolverModel } from "./solverModel";
import { locateSheet, stageParts, sumInOrder, type LocatedSheet } from "./solverState";
import { turnRecord } from "./turnRecords";
import { sheetRepeatRoll } from "../../rules/repeatRoll";

type Draft = { [K in Choice["type"]]: Omit<Extract<Choice, { type: K }>, "cost"> }[Choice["type"]];

/**
 * What the sheets fix for every decision of a turn: the current player's
 * sheet located in the solution, its state's index, and `total`, a
 * choice's expected final score from its value in the stage (the points
 * scored and the other stages' expected points added in stage order).
 */
export interface TurnContext {
  readonly located: LocatedSheet;
  readonly stateIndex: number;
  readonly total: (value: number) => number;
  readonly stage: Stage;
  readonly sheet: ScoreSheet;
}

/** The turn context of a state already checked by `validatePosition` against the solution's rules, and not finished. */
export function turnContext(solution: GameSolution, state: GameState, where: string): TurnContext {
  const player = state.players[state.currentPlayer] as PlayerState;
  const sheet = (player.sheets[state.stage] ?? {}) as ScoreSheet;
  const located = locateSheet(solution, state.currentPlayer, state.stage, sheet, where);
  const parts = stageParts(solution, player, state.currentPlayer, state.stage, where);
  const total = (value: number): number => sumInOrder(parts, state.stage, located.recorded + value);
  const stateIndex = located.model.indexOf(located.untracked, located.trackedMask, located.subtotal);
  return { located, stateIndex, total, stage: solution.rules.stages[state.stage] as Stage, sheet };
}

/**
 * Called with each choice of a decision in the advice's order: a category
 * index to declare or fill, or a hold's mask of dice (bit i: die i), and its
 * value in the stage (the turn's points and the stage's points to come).
 */
type ChoiceVisitor = (type: Choice["type"], what: number, value: number) => void;

/**
 * Visits every choice of the state's decision with its value in the stage,
 * in the order the advice lists them: the declarations, or the fills then the
 * holds (each set of dice kept once, at its lowest mask). Before the first
 * roll the one choice is rolling every die.
 */
function eachChoice(solution: GameSolution, context: TurnContext, state: GameState, visit: ChoiceVisitor): void {
  const rules = solution.rules;
  const { located, stage, stateIndex } = context;
  const { model } = located;
  const dice = state.dice;
  if (dice === null) {
    visit("roll", 0, located.values.at(stateIndex) as number);
    return;
  }
  const declaredIndex = state.declared === null ? -1 : rules.categories.findIndex((category) => category.id === state.declared);
  const record = turnRecord(solution, `${state.stage}/${stateIndex}/${declaredIndex}`, located, declaredIndex);
  const outcome = model.space.outcomeOf(dice);
  if (stage.policy === "declare" && state.declared === null) {
    for (const category of located.open) visit("declare", category, (record.declareValues[category] as Float64Array)[outcome] as number);
    return;
  }
  const outcomeClass = model.data.classOf[outcome] as number;
  // A joker roll: the categories the joker allows, at its scores, plus the repeat bonus (the one rule, read from the engine).
  const repeat = sheetRepeatRoll(rules, context.sheet, dice);
  const fills = state.rollsUsed === 1 ? record.fillHand : record.fillNormal;
  const visitFill = (category: number): void => {
    if (repeat?.allowed != null && !repeat.allowed.includes(category)) return;
    const normal = model.data.scoreIndex[category * model.data.classCount + outcomeClass] as number;
    const joker = repeat?.jokerScores === true ? (model.data.jokerScore[category] as number) : -1;
    visit("fill", category, (fills[joker >= 0 ? joker : normal] as number) + (repeat?.bonus ?? 0));
  };
  for (const category of stage.policy === "ordered" ? located.open.slice(0, 1) : stage.policy === "declare" ? [declaredIndex] : located.open) visitFill(category);
  const rollsLeft = rules.rollsPerTurn - state.rollsUsed;
  if (rollsLeft <= 0) return;
  const keepers = record.keeperValues[rollsLeft] as Float64Array;
  const holds = holdKeepers(model, dice);
  const marks = keeperMarks(model.data.keeperCount);
  const mark = marks.next;
  for (let mask = 0; mask < (1 << dice.length) - 1; mask++) {
    const keeper = holds[mask] as number;
    if (marks.of[keeper] === mark) continue;
    marks.of[keeper] = mark;
    visit("roll", mask, keepers[keeper] as number);
  }
}

/** Each model's keepers of the holds of the rolls seen, by the dice in die order (see {@link holdKeepers}). */
const holdMemo = new WeakMap<SolverModel, Map<string, Int32Array>>();
/** The most keepers a model remembers (8 MB) before it forgets them all: 2^16 rolls of five dice, 2^11 of ten. */
const holdMemoLimit = 2 ** 21;

/** The keeper of each hold of `dice` but the one of every die, by mask (bit i: die i), remembered for the next time the dice show the same faces in the same order. */
export function holdKeepers(model: SolverModel, dice: readonly number[]): Int32Array {
  let memo = holdMemo.get(model);
  if (memo === undefined) holdMemo.set(model, (memo = new Map()));
  const key = dice.join();
  let keepers = memo.get(key);
  if (keepers === undefined) {
    if (memo.size >= holdMemoLimit >> dice.length) memo.clear();
    // Every hold but the one of every die.
    keepers = Int32Array.from({ length: (1 << dice.length) - 1 }, (_, mask) => model.keeperIndex(dice, dice.map((_, index) => (mask & (1 << index)) !== 0)));
    memo.set(key, keepers);
  }
  return keepers;
}

/** The keepers a decision's holds have reached: marked with the decision's own number (see {@link keeperMarks}). */
const marked = { of: new Int32Array(0), next: 0 };

/**
 * The marks of keepers for one decision, room for `keeperCount`: a keeper is
 * reached when its mark is `next`, a number no earlier decision used (no
 * allocation a decision; a visitor must not ask for advice itself).
 */
function keeperMarks(keeperCount: number): { readonly of: Int32Array; readonly next: number } {
  if (marked.of.length < keeperCount || marked.next >= 0x7fffffff) {
    marked.of = new Int32Array(Math.max(keeperCount, marked.of.length));
    marked.next = 0;
  }
  marked.next++;
  return marked;
}

/** The dice a mask holds, by index in die order. */
function holdOf(mask: number, diceCount: number): number[] {
  return [...Array(diceCount).keys()].filter((index) => (mask & (1 << index)) !== 0);
}

/**
 * The advice for a state already checked by `validatePosition` against the
 * solution's rules, and not finished: {@link adviseTurn} without the check.
 */
export function turnAdvice(solution: GameSolution, state: GameState, where: string, context: TurnContext = turnContext(solution, state, where)): TurnAdvice {
  const rules = solution.rules;
  // Ranked by their values in the stage, as the law of the final score ranks them: the totals add the points
  // scored, whose rounding can make choices of different values equal.
  const ranked: [Draft, number][] = [];
  eachChoice(solution, context, state, (type, what, value) => {
    const expected = context.total(value);
    if (type !== "roll") {
      ranked.push([{ type, category: rules.categories[what]?.id as string, expected }, value]);
      return;
    }
    const hold = holdOf(what, rules.dice.length);
    const kept = hold.map((index) => ({ position: index + 1, die: (rules.dice[index] as Die).name, value: (state.dice as readonly number[])[index] as number }));
    ranked.push([{ type, hold, kept, expected }, value]);
  });
  const sorted = ranked.sort((a, b) => b[1] - a[1]).map(([choice]) => choice);
  const top = (sorted[0] as Draft).expected;
  const withCost = sorted.map((choice) => ({ ...choice, cost: top - choice.expected }) as Choice);
  return { choices: withCost, best: withCost[0] as Choice, expected: top };
}

/**
 * The move of the advice's best choice for a state already checked (or made
 * by the engine from one), without building the advice: the first choice in
 * the advice's order whose value in the stage no other exceeds, as the
 * advice's stable sort puts first.
 */
export function bestTurnAction(solution: GameSolution, state: GameState, where: string, context: TurnContext = turnContext(solution, state, where)): GameAction {
  if (state.dice === null) return { type: "roll", hold: [] };
  let bestType: Choice["type"] = "roll";
  let bestWhat = -1;
  let bestValue = 0;
  eachChoice(solution, context, state, (type, what, value) => {
    if (bestWhat >= 0 && !(value > bestValue)) return;
    bestType = type;
    bestWhat = what;
    bestValue = value;
  });
  if (bestType === "roll") return { type: "roll", hold: holdOf(bestWhat, solution.rules.dice.length) };
  return { type: bestType, category: solution.rules.categories[bestWhat]?.id as string };
}
