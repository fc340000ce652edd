import type { Die } from "../../dice/Die";
import type { GameAction } from "../../engine/GameAction";
import type { GameState, PlayerState } from "../../engine/GameState";
import type { Stage } from "../../rules/GameRules";
import type { ScoreSheet } from "../../scoring/ScoreSheet";
import type { Choice, TurnAdvice } from "../adviseTurn";
import type { GameSolution } from "../GameSolution";
import type { SolverModel } from "./solverModel";
import { locateSheet, stageParts, sumInOrder, type LocatedSheet } from "./solverState";
import { recentTurnRecords, type TurnRecordStore } from "./turnRecords";
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
function eachChoice(solution: GameSolution, context: TurnContext, state: GameState, records: TurnRecordStore, visit: ChoiceVisitor): void {
  const rules = solution.rules;
  const { located, stage, stateIndex } = context;
  const { model } = located;
  const dice = state.dice;
  if (dice === null) {
    visit("roll", 0, located.values.at(stateIndex) as number);
    return;
  }
  const declaredIndex = state.declared === null ? -1 : rules.categories.findIndex((category) => category.id === state.declared);
  const record = records.record(`${state.stage}/${stateIndex}/${declaredIndex}`, located, declaredIndex);
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
  const holds = holdKeepers(model, dice, outcome);
  const marks = keeperMarks(model.data.keeperCount);
  const mark = marks.next;
  for (let mask = 0; mask < (1 << dice.length) - 1; mask++) {
    const keeper = holds[mask] as number;
    if (marks.of[keeper] === mark) continue;
    marks.of[keeper] = mark;
    visit("roll", mask, keepers[keeper] as number);
  }
}

/**
 * What {@link holdKeepers} keeps of a model: each die's group, and for each
 * outcome the keeper of every hold, the dice in canonical order (by group,
 * then face); a row is filled the first time its outcome is rolled.
 */
interface HoldTable {
  readonly groupOf: Int32Array;
  readonly rows: Int32Array | null;
}

/** Above this many entries (64 MB) an outcome's holds are worked out at every decision instead of kept. */
const maxHoldEntries = 2 ** 24;
const holdTables = new WeakMap<SolverModel, HoldTable>();
const holdScratch = { order: new Int32Array(0), position: new Int32Array(0), canonical: new Int32Array(0), keepers: new Int32Array(0), held: [] as boolean[] };

/**
 * The keeper of each hold of `dice` (rolled as `outcome`), by mask (bit i:
 * die i), in a buffer reused by the next call. Dice of one group showing the
 * same face are interchangeable, so a hold's keeper is read from its
 * outcome's row by the canonical positions of the dice it holds.
 */
export function holdKeepers(model: SolverModel, dice: readonly number[], outcome: number): Int32Array {
  const count = dice.length;
  const size = 1 << count;
  let table = holdTables.get(model);
  if (table === undefined) {
    const groupOf = new Int32Array(count);
    model.space.groups.forEach((members, group) => members.forEach((die) => (groupOf[die] = group)));
    const entries = model.space.outcomeCount * size;
    table = { groupOf, rows: entries <= maxHoldEntries ? new Int32Array(entries).fill(-1) : null };
    holdTables.set(model, table);
  }
  const scratch = holdScratch;
  if (scratch.keepers.length < size) Object.assign(scratch, { order: new Int32Array(count), position: new Int32Array(count), canonical: new Int32Array(size), keepers: new Int32Array(size), held: [] });
  const { order, position, canonical, keepers, held } = scratch;
  held.length = count;
  const rows = table.rows;
  if (rows === null) {
    for (let mask = 0; mask < size - 1; mask++) {
      for (let index = 0; index < count; index++) held[index] = (mask & (1 << index)) !== 0;
      keepers[mask] = model.keeperIndex(dice, held);
    }
    return keepers;
  }
  // The dice in canonical order (an insertion sort: a handful of dice), and each die's place in it.
  for (let index = 0; index < count; index++) {
    let at = index;
    while (at > 0 && before(table.groupOf, dice, index, order[at - 1] as number)) {
      order[at] = order[at - 1] as number;
      at--;
    }
    order[at] = index;
  }
  for (let at = 0; at < count; at++) position[order[at] as number] = at;
  const base = outcome * size;
  if (rows[base] === -1) {
    for (let mask = 0; mask < size - 1; mask++) {
      for (let at = 0; at < count; at++) held[order[at] as number] = (mask & (1 << at)) !== 0;
      rows[base + mask] = model.keeperIndex(dice, held);
    }
  }
  // Each mask's canonical mask, from the mask without its lowest die.
  canonical[0] = 0;
  keepers[0] = rows[base] as number;
  for (let mask = 1; mask < size - 1; mask++) {
    const lowest = mask & -mask;
    canonical[mask] = (canonical[mask ^ lowest] as number) | (1 << (position[31 - Math.clz32(lowest)] as number));
    keepers[mask] = rows[base + (canonical[mask] as number)] as number;
  }
  return keepers;
}

/** Whether die `a` comes before die `b` in canonical order: by group, then by face. */
function before(groupOf: Int32Array, dice: readonly number[], a: number, b: number): boolean {
  const groupA = groupOf[a] as number;
  const groupB = groupOf[b] as number;
  return groupA !== groupB ? groupA < groupB : (dice[a] as number) < (dice[b] as number);
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
  eachChoice(solution, context, state, recentTurnRecords(solution), (type, what, value) => {
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
 * advice's stable sort puts first. The turns' records are kept in `records`.
 */
export function bestTurnAction(solution: GameSolution, state: GameState, context: TurnContext, records: TurnRecordStore): GameAction {
  if (state.dice === null) return { type: "roll", hold: [] };
  let bestType: Choice["type"] = "roll";
  let bestWhat = -1;
  let bestValue = 0;
  eachChoice(solution, context, state, records, (type, what, value) => {
    if (bestWhat >= 0 && !(value > bestValue)) return;
    bestType = type;
    bestWhat = what;
    bestValue = value;
  });
  if (bestType === "roll") return { type: "roll", hold: holdOf(bestWhat, solution.rules.dice.length) };
  return { type: bestType, category: solution.rules.categories[bestWhat]?.id as string };
}
