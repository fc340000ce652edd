import type { Category } from "../../scoring/Category";
import { repeatRoll, type RepeatRoll } from "../../rules/repeatRoll";
import type { GameSolution, StageSolution, StageValues } from "../GameSolution";
import { productPassesModule } from "./productPasses";
import { turnValue, type KernelData, type KernelRecord, type KernelScratch, type TurnValues } from "./solverKernel";
import { jsRollDecider, type LawPasses, type RollDecider } from "./lawPasses";
import { compiledLawPasses } from "./compiledLawPasses";
import { countCategories, type CountCategories } from "./rowKernel";
import { createRecord, createScratch, type SolverModel } from "./solverModel";
import { denseValues } from "./stateValues";
import { sectionAdjustment } from "../../scoring/Section";

/** A sheet state of the solver's model: filled categories and the canonical subtotal. */
export interface SheetPoint {
  readonly untracked: number;
  readonly trackedMask: number;
  readonly subtotal: number;
}

/** Where a turn is when its law is asked for mid-turn: the probability of each outcome showing, the rolls used, the declared category (−1 for none). */
export interface TurnPosition {
  readonly masses: Float64Array;
  readonly rollsUsed: number;
  readonly declared: number;
}

/** Receives one way a turn ends: the sheet after it, its dense index, the points the turn adds (bonuses included) and its probability. */
export type TurnOutcomeSink = (next: SheetPoint, index: number, points: number, probability: number) => void;

/** What the turn laws of one stage share: the model, the values the decisions read, and the buffers of one turn. */
export interface LawStage {
  readonly solution: GameSolution;
  readonly stageIndex: number;
  readonly model: SolverModel;
  /** The stage's values: the solution's table, or the same values read whole (see {@link denseLawValues}). */
  values: StageValues;
  readonly diceCount: number;
  /** The outcome index of each roll's faces, flat (diceCount a roll). */
  readonly faces: Float64Array;
  /**
   * By outcome (undefined until first needed): the distinct keepers of its
   * holds in the order of the first bit mask that reaches each. Masks that
   * hold the same dice reach the same keeper with the same value, so the
   * first of them is the one the advice takes.
   */
  readonly keeperLists: (Int32Array | undefined)[];
  /** Distinct dice: the passes working out each roll's best holds for every outcome at once, and the re-rolls; else null. */
  readonly passes: LawPasses | null;
  /** Each roll's decisions over the outcome masses: the passes, or in JavaScript without the passes' holds. */
  readonly decider: RollDecider;
  /** The repeat bonus and joker of a qualifying outcome, by outcome, open categories and the bonus category's flag. */
  readonly repeats: Map<string, RepeatRoll | null>;
  /** 1 for outcomes that qualify for the repeat bonus (their own score in its category is above 0). */
  readonly qualifying: Uint8Array;
  /** The category of each score index. */
  readonly categoryOf: Int32Array;
  /** Kernel records, one per declared category's chain at most, reused turn after turn, and each one's outcome values after the turn's first roll. */
  readonly records: KernelRecord[];
  readonly tops: Float64Array[];
  scratch: KernelScratch | undefined;
  /** The outcome masses of a roll and of the next one (distinct dice: the passes' buffers). */
  readonly masses: Float64Array;
  readonly nextMasses: Float64Array;
  /** The mass held at each keeper before a re-roll. */
  readonly held: Float64Array;
  /** The mass of each fill of a turn, by (from hand, repeat bonus) × score index. */
  readonly filled: Float64Array;
  /** The repeat bonus of the turn's fills that earn it. */
  bonus: number;
  /** The fill chosen for an outcome qualifying for the repeat bonus: its score index and bonus. */
  readonly choice: { fill: number; bonus: number };
  /** By score class, the fill of a roll's outcomes that fill by their class alone (see {@link classFill}); −1 until first needed. */
  readonly classFill: Int32Array;
  /** By score class, the mass of a roll's outcomes that fill by their class alone. */
  readonly classMass: Float64Array;
  /** By score class, its first outcome. */
  readonly firstOfClass: Int32Array;
  /** Identical dice: the count categories (see {@link countTurn}), worked out when first needed. */
  counts: CountCategories | undefined;
  /** Identical dice: a declare turn's first-roll masses by count, (dice + 1) per category (see {@link declareByShortcuts}). */
  countMasses: Float64Array | undefined;
  /** By category outside the tracked section: how a turn declared on it ends from each first roll (see {@link untrackedEnds}). */
  readonly declaredEnds: Map<number, TurnEnds>;
  /** The first roll's masses by the category declared, for the categories played by their chains. */
  readonly declaredMasses: Float64Array[];
  /** Each outcome's greatest declare value so far and the position of its category (see {@link declarationChoice}). */
  readonly declaring: { readonly best: Float64Array; readonly choice: Int32Array };
}

/** How a turn ends from each outcome of its first roll: ends start[o] to start[o + 1] − 1, each a key of stage.filled and its probability. */
interface TurnEnds {
  readonly start: Int32Array;
  readonly key: Int32Array;
  readonly probability: Float64Array;
}

const stages = new WeakMap<GameSolution, Map<number, LawStage>>();

/**
 * The shared data of one stage of a solution, built once; with distinct
 * dice, its passes made by `makePasses` (the compiled ones where they run,
 * else JavaScript's). Kept per solution and stage: a later call
 * gets the first call's data, passes included, whatever it asks for.
 */
export function lawStage(
  solution: GameSolution,
  stageIndex: number,
  model: SolverModel,
  makePasses: (data: KernelData, stops: Uint8Array) => LawPasses = compiledLawPasses,
): LawStage {
  let byStage = stages.get(solution);
  if (byStage === undefined) {
    byStage = new Map();
    stages.set(solution, byStage);
  }
  const known = byStage.get(stageIndex);
  if (known !== undefined) return known;
  const rules = solution.rules;
  const space = model.space;
  const data = model.data;
  const qualifying = new Uint8Array(space.outcomeCount);
  const repeat = rules.repeatBonus;
  if (repeat !== undefined) {
    const bonusCategory = rules.categories.find((category) => category.id === repeat.category) as Category;
    for (let outcome = 0; outcome < space.outcomeCount; outcome++) {
      if (bonusCategory.score(outcomeDice(space.outcomeFaces, space.diceCount, outcome)) > 0) qualifying[outcome] = 1;
    }
  }
  const passes = data.product === 1 ? makePasses(data, qualifying) : null;
  const masses = passes?.masses ?? ([new Float64Array(space.outcomeCount), new Float64Array(space.outcomeCount)] as const);
  const held = passes?.held ?? new Float64Array(data.keeperCount);
  const decider = passes ?? jsRollDecider(data, qualifying, masses, held, null);
  const categoryOf = new Int32Array(data.distinct.length);
  for (let category = 0; category < data.categoryCount; category++) categoryOf.fill(category, data.distinctStart[category], data.distinctStart[category + 1]);
  const made: LawStage = {
    solution,
    stageIndex,
    model,
    values: (solution.stages[stageIndex] as StageSolution).values,
    diceCount: data.diceCount > 0 ? data.diceCount : rules.dice.length,
    faces: space.outcomeFaces,
    repeats: new Map(),
    keeperLists: new Array<Int32Array | undefined>(space.outcomeCount).fill(undefined),
    passes,
    decider,
    qualifying,
    categoryOf,
    records: [],
    tops: [],
    // Compiled passes make the kernel's scratch, in their memory.
    scratch: passes?.layers?.kernel,
    masses: masses[0],
    nextMasses: masses[1],
    held,
    filled: decider.filled,
    bonus: 0,
    choice: { fill: -1, bonus: 0 },
    classFill: new Int32Array(data.classCount),
    classMass: decider.classMass,
    firstOfClass: firstOfClass(data),
    counts: undefined,
    countMasses: undefined,
    declaredEnds: new Map(),
    declaredMasses: [],
    declaring: { best: new Float64Array(space.outcomeCount), choice: new Int32Array(space.outcomeCount) },
  };
  byStage.set(stageIndex, made);
  return made;
}

/**
 * Makes the stage's laws read its values whole from now on (a compact table
 * decoded once, the levels it leaves out worked out a level at a time), for
 * laws that visit most of its states; the same values as read one at a time.
 */
export function denseLawValues(stage: LawStage): void {
  stage.values = denseValues(stage.values);
}

function outcomeDice(faces: Float64Array, diceCount: number, outcome: number): number[] {
  return Array.from(faces.subarray(outcome * diceCount, (outcome + 1) * diceCount));
}

/** The outcome probabilities after a re-roll holding `keeper` (a new array). */
export function rerollMasses(stage: LawStage, keeper: number): Float64Array {
  stage.held.fill(0);
  stage.held[keeper] = 1;
  return Float64Array.from(spreadHeld(stage, stage.masses));
}

/** The categories open on a sheet state, in sheet order. */
export function openCategories(model: SolverModel, point: SheetPoint): number[] {
  const data = model.data;
  const open: number[] = [];
  for (let category = 0; category < data.categoryCount; category++) {
    const bit = data.bit[category] as number;
    if (((data.tracked[category] === 1 ? point.trackedMask : point.untracked) & bit) === 0) open.push(category);
  }
  return open;
}

/**
 * Every way one turn from `point` ends when it is played as the advice
 * plays it (each decision the first best choice in the advice's order: fills
 * in sheet order, then holds in the order of their bit masks), with its
 * probability: the forward propagation of the outcome probabilities through
 * the turn's rolls, each decision read from the kernel's record of the turn
 * (the fill and keeper values the advice compares). Fills are gathered by
 * score before they go to `sink`. From the turn's start, or from `position`
 * mid-turn.
 */
export function turnOutcomes(stage: LawStage, point: SheetPoint, position: TurnPosition | undefined, sink: TurnOutcomeSink): void {
  const { model } = stage;
  const outcomes = model.space.outcomeCount;
  const open = openCategories(model, point);
  const start = position === undefined ? model.space.outcomeProbability : position.masses;
  const rollsUsed = position?.rollsUsed ?? 1;
  const declaredAt = position?.declared ?? -1;
  const turn = turnContext(stage, point, open);
  stage.filled.fill(0);
  if (model.policy === "declare" && declaredAt < 0) {
    if (rollsUsed !== 1 || !declareByShortcuts(stage, turn, point, open, start)) declareByChains(stage, turn, point, open, start, rollsUsed);
  } else {
    const candidates = model.policy === "ordered" ? open.slice(0, 1) : model.policy === "declare" ? [declaredAt] : open;
    lawRecord(stage, point, declaredAt, 0);
    playRolls(stage, turn, 0, candidates, start, rollsUsed);
  }
  emitFills(stage, point, sink);
}

/**
 * Each outcome's declaration, by position in `tops`: the first category in
 * sheet order whose value there is greatest (in the stage's buffer).
 */
function declarationChoice(stage: LawStage, tops: readonly Float64Array[]): Int32Array {
  const { best, choice } = stage.declaring;
  best.set(tops[0] as Float64Array);
  choice.fill(0);
  const outcomes = best.length;
  for (let at = 1; at < tops.length; at++) {
    const values = tops[at] as Float64Array;
    for (let outcome = 0; outcome < outcomes; outcome++) {
      const value = values[outcome] as number;
      if (value > (best[outcome] as number)) {
        best[outcome] = value;
        choice[outcome] = at;
      }
    }
  }
  return choice;
}

/** The stage's buffer of first-roll masses for the category at `at` of a turn's declarations, zeroed. */
function declaredMasses(stage: LawStage, at: number): Float64Array {
  const pool = stage.declaredMasses;
  while (pool.length <= at) pool.push(new Float64Array(stage.model.data.outcomeCount));
  return (pool[at] as Float64Array).fill(0);
}

/** A declare turn from its first roll by one chain per open category: the declarations from the chains' values after the first roll, then each declared chain's rolls. */
function declareByChains(stage: LawStage, turn: TurnContext, point: SheetPoint, open: readonly number[], start: Float64Array, rollsUsed: number): void {
  const choice = declarationChoice(
    stage,
    open.map((category, at) => (lawRecord(stage, point, category, at), stage.tops[at] as Float64Array)),
  );
  const byDeclared = open.map((_, at) => declaredMasses(stage, at));
  for (let outcome = 0; outcome < start.length; outcome++) (byDeclared[choice[outcome] as number] as Float64Array)[outcome] = start[outcome] as number;
  open.forEach((category, at) => {
    const masses = byDeclared[at] as Float64Array;
    if (masses.some((mass) => mass !== 0)) playRolls(stage, turn, at, [category], masses, rollsUsed);
  });
}

/**
 * A declare turn from its first roll for identical dice without a repeat
 * bonus: the declarations by the solver's exact declare shortcuts (the
 * values the advice compares), and each declared category's rolls without
 * its chain where the turn allows: a category outside the tracked section
 * re-rolls alike on every sheet ({@link untrackedEnds}); a count category
 * whose fills rise with the count keeps the dice showing its face
 * ({@link countTurn}); any other plays its chain. One pass over the first
 * roll sends each outcome's mass where its declaration plays it. False
 * when the shortcuts do not apply.
 */
function declareByShortcuts(stage: LawStage, turn: TurnContext, point: SheetPoint, open: readonly number[], start: Float64Array): boolean {
  const data = stage.model.data;
  if (stage.solution.rules.repeatBonus !== undefined || lawScratch(stage).declareTurn === null) return false;
  const record = lawRecord(stage, point, -1, 0);
  const choice = declarationChoice(
    stage,
    open.map((category) => record.declareValues[category] as Float64Array),
  );
  const counts = (stage.counts ??= countCategories(data));
  const width = counts.diceCount + 1;
  const ends = open.map((category) => (data.tracked[category] !== 1 ? untrackedEnds(stage, turn, point, category) : undefined));
  const faces = open.map((category) => (data.tracked[category] === 1 && risingCount(counts, record, category) ? (counts.countFace[category] as number) : -1));
  const byCount = (stage.countMasses ??= new Float64Array(data.categoryCount * width)).fill(0, 0, open.length * width);
  const chained: (Float64Array | undefined)[] = [];
  const filled = stage.filled;
  for (let outcome = 0; outcome < start.length; outcome++) {
    const mass = start[outcome] as number;
    if (mass === 0) continue;
    const at = choice[outcome] as number;
    const turnEnds = ends[at];
    if (turnEnds !== undefined) {
      const { key, probability } = turnEnds;
      for (let end = turnEnds.start[outcome] as number, last = turnEnds.start[outcome + 1] as number; end < last; end++) {
        const fill = key[end] as number;
        filled[fill] = (filled[fill] as number) + mass * (probability[end] as number);
      }
      continue;
    }
    const face = faces[at] as number;
    if (face >= 0) {
      const slot = at * width + (counts.countOf[outcome * counts.faceCount + face] as number);
      byCount[slot] = (byCount[slot] as number) + mass;
      continue;
    }
    (chained[at] ??= declaredMasses(stage, at))[outcome] = mass;
  }
  open.forEach((category, at) => {
    const masses = chained[at];
    if (masses !== undefined) {
      lawRecord(stage, point, category, 1);
      playRolls(stage, turn, 1, [category], masses, 1);
    } else if ((faces[at] as number) >= 0) countTurn(stage, counts, category, byCount.subarray(at * width, (at + 1) * width));
  });
  return true;
}

/** Every value 0: the sheets after a fill, for the turn aimed at one untracked category alone. */
const NOTHING_AFTER: TurnValues = { at: () => 0 };

/**
 * How a turn declared on a category outside the tracked section ends from
 * each first roll, worked out once a stage. Its fills all reach one sheet,
 * so they are worth their score plus one value, and the re-rolls aimed at it
 * are those of the category alone with nothing after it, on every sheet (as
 * the solver's declare shortcut has it).
 */
function untrackedEnds(stage: LawStage, turn: TurnContext, point: SheetPoint, category: number): TurnEnds {
  const known = stage.declaredEnds.get(category);
  if (known !== undefined) return known;
  const data = stage.model.data;
  const outcomes = data.outcomeCount;
  const filled = stage.filled;
  // A record slot of its own, after the turn's, and the turn's fills so far kept aside.
  const slot = data.categoryCount;
  lawRecord(stage, point, category, slot, NOTHING_AFTER);
  const kept = Float64Array.from(filled);
  const unit = new Float64Array(outcomes);
  const start = new Int32Array(outcomes + 1);
  const keys: number[] = [];
  const probabilities: number[] = [];
  for (let outcome = 0; outcome < outcomes; outcome++) {
    filled.fill(0);
    unit[outcome] = 1;
    playRolls(stage, turn, slot, [category], unit, 1);
    unit[outcome] = 0;
    for (let key = 0; key < filled.length; key++) {
      if (filled[key] === 0) continue;
      keys.push(key);
      probabilities.push(filled[key] as number);
    }
    start[outcome + 1] = keys.length;
  }
  filled.set(kept);
  const ends: TurnEnds = { start, key: Int32Array.from(keys), probability: Float64Array.from(probabilities) };
  stage.declaredEnds.set(category, ends);
  return ends;
}

/** How much a count category's fill must rise from one count to the next for {@link risingCount}: far above rounding. */
const COUNT_RISE = 1e-9;

/**
 * Whether a count category's fill values (in `record`) rise with the count
 * of its face: then keeping the dice that show the face and re-rolling the
 * others is worth strictly more than every other hold and than filling, by
 * far more than rounding, so a turn declared on it follows that count alone
 * ({@link countTurn}).
 */
function risingCount(counts: CountCategories, record: KernelRecord, category: number): boolean {
  if ((counts.countFace[category] as number) < 0) return false;
  const width = counts.diceCount + 1;
  for (let n = 0; n <= counts.diceCount; n++) {
    const index = counts.countScore[category * width + n] as number;
    const value = record.fillNormal[index] as number;
    if (record.fillHand[index] !== value) return false;
    if (n > 0 && !(value - (record.fillNormal[counts.countScore[category * width + n - 1] as number] as number) > COUNT_RISE * (1 + Math.abs(value)))) return false;
  }
  return true;
}

/**
 * A turn declared on a count category whose fills rise ({@link risingCount}),
 * from the first roll's masses by the count of its face (`byCount`, used up):
 * the dice not showing it re-rolled while rolls are left, then the fill.
 */
function countTurn(stage: LawStage, counts: CountCategories, category: number, byCount: Float64Array): void {
  const dice = counts.diceCount;
  const width = dice + 1;
  const face = counts.countFace[category] as number;
  const rolls = stage.solution.rules.rollsPerTurn;
  const scoreCount = stage.model.data.distinct.length;
  const filled = stage.filled;
  let current = byCount;
  for (let used = 1; used <= rolls; used++) {
    const hand = used === 1 ? 1 : 0;
    const next = new Float64Array(width);
    for (let n = 0; n <= dice; n++) {
      const mass = current[n] as number;
      if (mass === 0) continue;
      if (used === rolls || n === dice) {
        const at = (hand << 1) * scoreCount + (counts.countScore[category * width + n] as number);
        filled[at] = (filled[at] as number) + mass;
        continue;
      }
      const rerolled = dice - n;
      const base = (face * width + rerolled) * width;
      for (let t = 0; t <= rerolled; t++) next[n + t] = (next[n + t] as number) + mass * (counts.binomial[base + t] as number);
    }
    current = next;
  }
}

/** The value of one way a turn ends: the sheet after it, its dense index and the points the turn adds (bonuses included). */
export type TurnEndValue = (next: SheetPoint, index: number, points: number) => number;

/**
 * The value of re-rolling from each keeper after each roll of a turn from
 * `point` but the last (with `declared` the category declared or −1), when
 * the rest of the turn is played as {@link turnOutcomes} plays it and each
 * way it ends is worth `endValue`: {@link turnOutcomes} worked out
 * backwards, each roll's outcome values pulled back to the keepers through
 * the transpose of the re-roll's spread. Entry r (rolls used) holds, for
 * each keeper, the mean of `endValue` over the ends {@link turnOutcomes}
 * gives from that re-roll. Not for a `declare` stage before its declaration.
 */
export function keeperEndValues(stage: LawStage, point: SheetPoint, declared: number, endValue: TurnEndValue): Float64Array[] {
  const rollsUsed = 1;
  const { model } = stage;
  const data = model.data;
  const open = openCategories(model, point);
  const candidates = model.policy === "ordered" ? open.slice(0, 1) : model.policy === "declare" ? [declared] : open;
  const turn = turnContext(stage, point, open);
  lawRecord(stage, point, declared, 0);
  const rolls = stage.solution.rules.rollsPerTurn;
  const scoreCount = data.distinct.length;
  // Every decision first (the end values may work out other turns of the stage, which reuse its buffers): by roll,
  // each outcome's keeper, or −1 − its fill's key (hand, repeat bonus, score index), with the fills' bonuses.
  const decisions: Int32Array[] = [];
  const bonuses = new Map<number, number>();
  for (let used = rolls; used > rollsUsed; used--) {
    const layer = rollLayer(stage, 0, candidates, used);
    const chosen = new Int32Array(data.outcomeCount);
    for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
      const keeper = decide(stage, turn, layer, candidates, outcome);
      if (keeper >= 0) chosen[outcome] = keeper;
      else {
        const key = ((layer.hand << 1) | (stage.choice.bonus !== 0 ? 1 : 0)) * scoreCount + stage.choice.fill;
        bonuses.set(key, stage.choice.bonus);
        chosen[outcome] = -1 - key;
      }
    }
    decisions.push(chosen);
  }
  const fillValues = new Map<number, number>();
  for (const [key, bonus] of bonuses) {
    const fill = key % scoreCount;
    const category = stage.categoryOf[fill] as number;
    const score = (data.distinct[fill] as number) * (key >= 2 * scoreCount ? (data.multiplier[category] as number) : 1);
    fillOutcome(model, point, category, score, bonus, 1, (next, index, points) => fillValues.set(key, endValue(next, index, points)));
  }
  const values = new Float64Array(data.outcomeCount);
  const byRoll: Float64Array[] = [];
  let keeperValues = new Float64Array(data.keeperCount);
  decisions.forEach((chosen, at) => {
    for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
      const decision = chosen[outcome] as number;
      values[outcome] = decision >= 0 ? (keeperValues[decision] as number) : (fillValues.get(-1 - decision) as number);
    }
    keeperValues = new Float64Array(data.keeperCount);
    pullHeld(data, values, keeperValues);
    byRoll[rolls - 1 - at] = keeperValues;
  });
  return byRoll;
}

/** The transpose of {@link spreadHeld}: each keeper's mean of the outcome values its re-roll reaches, into `keepers` (overwritten). */
function pullHeld(data: SolverModel["data"], values: Float64Array, keepers: Float64Array): void {
  keepers.fill(0);
  if (data.product === 1) {
    const { dimSize, dimStride, dimProbability, dimProbabilityStart, keeperCount, outcomePosition } = data;
    for (let outcome = 0; outcome < values.length; outcome++) keepers[outcomePosition[outcome] as number] = values[outcome] as number;
    // The spread's passes, last die first, each pulling into a rolled slot (face 0) from the faces the die can show.
    for (let dim = dimSize.length - 1; dim >= 0; dim--) {
      const size = dimSize[dim] as number;
      const step = dimStride[dim] as number;
      const block = size * step;
      const first = dimProbabilityStart[dim] as number;
      for (let base = 0; base < keeperCount; base += block) {
        for (let b = base; b < base + step; b++) {
          let sum = keepers[b] as number;
          for (let v = 1, from = b + step; v < size; v++, from += step) sum += (keepers[from] as number) * (dimProbability[first + v - 1] as number);
          keepers[b] = sum;
        }
      }
    }
    return;
  }
  for (let outcome = 0; outcome < values.length; outcome++) keepers[outcome] = values[outcome] as number;
  // The lattice's steps in the opposite order: each keeper pulls from the keepers one die more.
  for (let i = 0; i < data.addOrder.length; i++) {
    const keeper = data.addOrder[i] as number;
    const scale = data.addUniform[i] as number;
    const end = data.addStart[i + 1] as number;
    let sum = keepers[keeper] as number;
    for (let e = data.addStart[i] as number; e < end; e++) sum += (keepers[data.addChild[e] as number] as number) * (scale > 0 ? scale : (data.addProbability[e] as number));
    keepers[keeper] = sum;
  }
}

/** What the decisions of one turn share: its sheet state, open categories and repeat-bonus standing. */
interface TurnContext {
  readonly point: SheetPoint;
  readonly isOpen: (index: number) => boolean;
  readonly openBits: number;
  /** The repeat bonus's category's score once filled (1 above 0, else 0); undefined while open or without a repeat bonus. */
  readonly held: number | undefined;
}

function turnContext(stage: LawStage, point: SheetPoint, open: readonly number[]): TurnContext {
  const rules = stage.solution.rules;
  const data = stage.model.data;
  const isOpen = (index: number): boolean => open.includes(index);
  const repeatIndex = rules.repeatBonus === undefined ? -1 : rules.categories.findIndex((category) => category.id === rules.repeatBonus?.category);
  const held = repeatIndex < 0 || isOpen(repeatIndex) ? undefined : (point.untracked & data.repeatFlag) !== 0 ? 1 : 0;
  return { point, isOpen, openBits: open.reduce((bits, category) => bits | (1 << category), 0), held };
}

/**
 * The kernel's record of the turn from `point` (one declared category's
 * chain, or the whole turn with −1: under the declare policy, each open
 * category's values after the first roll), every roll layer kept, in the
 * stage's pool at `slot`, with each outcome's value after the first roll in
 * stage.tops[slot]; the sheets after it valued by `values`.
 */
function lawRecord(stage: LawStage, point: SheetPoint, declared: number, slot: number, values: TurnValues = stage.values): KernelRecord {
  let record = stage.records[slot];
  if (record === undefined) {
    record = createRecord();
    stage.records[slot] = record;
    stage.tops[slot] = new Float64Array(stage.model.data.outcomeCount);
  }
  const scratch = lawScratch(stage);
  // Compiled passes keep this turn's best holds for its rolls (a turn of several chains, declaring, plays none).
  stage.passes?.layers?.keep(slot);
  turnValue(stage.model.data, values, point.untracked, point.trackedMask, point.subtotal, declared, scratch, record);
  // The chain ends with the outcomes' values in `best` (distinct dice: in their keeper slots).
  scratch.passes?.gather();
  (stage.tops[slot] as Float64Array).set(scratch.best);
  return record;
}

/** The kernel's scratch of the stage's turns, made when first needed. */
function lawScratch(stage: LawStage): KernelScratch {
  return (stage.scratch ??= createScratch(stage.model.data, productPassesModule()));
}

/**
 * An outcome's best fill over `candidates` (the first in sheet order on a
 * tie), with the repeat bonus and joker where it qualifies: its score index
 * and bonus into stage.choice; its value.
 */
function bestFill(stage: LawStage, turn: TurnContext, fills: Float64Array, candidates: readonly number[], outcome: number): number {
  const { solution, model } = stage;
  const data = model.data;
  const rules = solution.rules;
  let repeat: RepeatRoll | null = null;
  if (turn.held !== undefined && stage.qualifying[outcome] === 1) {
    const key = `${outcome}/${turn.openBits}/${turn.held}`;
    repeat = stage.repeats.get(key) ?? null;
    if (!stage.repeats.has(key)) {
      const dice = outcomeDice(stage.faces, stage.diceCount, outcome);
      repeat = repeatRoll(rules, turn.isOpen, turn.held, (index) => (rules.categories[index] as Category).score([...dice]));
      stage.repeats.set(key, repeat);
    }
  }
  const outcomeClass = data.classOf[outcome] as number;
  let best = -Infinity;
  for (const category of candidates) {
    if (repeat?.allowed != null && !repeat.allowed.includes(category)) continue;
    const normal = data.scoreIndex[category * data.classCount + outcomeClass] as number;
    const joker = repeat?.jokerScores === true ? (data.jokerScore[category] as number) : -1;
    const index = joker >= 0 ? joker : normal;
    const value = (fills[index] as number) + (repeat?.bonus ?? 0);
    if (value > best) {
      best = value;
      stage.choice.fill = index;
    }
  }
  stage.choice.bonus = repeat?.bonus ?? 0;
  return best;
}

/** What the decisions of one roll of a turn read: the fill values, the keeper values and each outcome's value after the roll. */
interface RollLayer {
  readonly hand: number;
  readonly fills: Float64Array;
  readonly classValue: Float64Array;
  readonly keepers: Float64Array | null;
  readonly after: Float64Array | null;
  readonly afterSlots: Int32Array | Float64Array | null;
  /** The one candidate's offset in the score index table, or −1 for several candidates. */
  readonly only: number;
  /** Distinct dice: the passes holding the best hold of every keeper slot by `keepers`; else null. */
  readonly holds: LawPasses | null;
}

/** The decisions' values at roll `used` of a turn whose record is in the stage's pool at `slot`. */
function rollLayer(stage: LawStage, slot: number, candidates: readonly number[], used: number): RollLayer {
  const data = stage.model.data;
  const record = stage.records[slot] as KernelRecord;
  const scratch = stage.scratch as KernelScratch;
  const rollsLeft = stage.solution.rules.rollsPerTurn - used;
  const hand = used === 1 ? 1 : 0;
  // Several categories: the best fill values per class are the kernel's, their score indices found when an outcome fills.
  const only = candidates.length > 1 ? -1 : (candidates[0] as number) * data.classCount;
  const anyHand = candidates.some((category) => data.multiplier[category] !== 1);
  const keepers = rollsLeft > 0 ? (record.keeperValues[rollsLeft] as Float64Array) : null;
  const passes = keepers && stage.passes;
  // The passes' best holds and values after the roll: kept by the kernel's turn, or worked out from the record.
  const kept = passes?.layers?.use(slot, rollsLeft);
  if (!kept) passes?.bestHolds(keepers as Float64Array);
  stage.classFill.fill(-1);
  return {
    hand,
    only,
    fills: hand === 1 ? record.fillHand : record.fillNormal,
    classValue: hand === 1 && anyHand ? scratch.bestHand : scratch.bestNormal,
    keepers,
    holds: passes,
    // The outcomes' values after this roll: recorded in the next layer's keepers (outcome slots), or kept from the chain's end (the first roll).
    after: kept || (hand === 1 ? (stage.tops[slot] as Float64Array) : rollsLeft > 0 ? (record.keeperValues[rollsLeft + 1] as Float64Array) : null),
    afterSlots: !kept && (hand === 1 || data.product !== 1) ? null : data.outcomePosition,
  };
}

/**
 * An outcome's decision at a roll, as the advice takes it: the keeper it
 * holds, or −1 when it fills, the fill's score index and repeat bonus then
 * in stage.choice. It takes its best fill (the first in sheet order on a
 * tie), unless a hold (the first in mask order) is worth strictly more: then
 * its value after the roll, which the kernel recorded, is that hold's, and
 * the first keeper worth it is the one held.
 */
function decide(stage: LawStage, turn: TurnContext, layer: RollLayer, candidates: readonly number[], outcome: number): number {
  const data = stage.model.data;
  const outcomeClass = data.classOf[outcome] as number;
  let best: number;
  let fill: number;
  let bonus = 0;
  if (turn.held !== undefined && stage.qualifying[outcome] === 1) {
    best = bestFill(stage, turn, layer.fills, candidates, outcome);
    fill = stage.choice.fill;
    bonus = stage.choice.bonus;
  } else if (layer.only >= 0) {
    fill = data.scoreIndex[layer.only + outcomeClass] as number;
    best = layer.fills[fill] as number;
  } else {
    best = layer.classValue[outcomeClass] as number;
    fill = -1;
  }
  if (layer.after !== null) {
    const value = layer.after[layer.afterSlots === null ? outcome : (layer.afterSlots[outcome] as number)] as number;
    if (value > best) {
      const keeper = heldAt(stage, layer, outcome, best, value);
      if (keeper >= 0) return keeper;
    }
  }
  stage.choice.fill = fill < 0 ? classFill(stage, turn, layer, candidates, outcome) : fill;
  stage.choice.bonus = bonus;
  return -1;
}

/** The keeper an outcome holds when its best hold is worth `value`, above its best fill `fill` (see {@link heldKeeper}): the passes' best hold where they found it. */
function heldAt(stage: LawStage, layer: RollLayer, outcome: number, fill: number, value: number): number {
  const slot = stage.model.data.outcomePosition[outcome] as number;
  const holds = layer.holds;
  if (holds !== null && holds.best[slot] === value) return holds.keeper[slot] as number;
  return heldKeeper(stage, layer.keepers as Float64Array, outcome, fill, value);
}

/**
 * The fill of an outcome that fills by its class alone (no repeat bonus,
 * several candidates): the first category worth the kernel's best for the
 * class, the same for every outcome of the class in this roll, so worked
 * out once a roll.
 */
function classFill(stage: LawStage, turn: TurnContext, layer: RollLayer, candidates: readonly number[], outcome: number): number {
  const data = stage.model.data;
  const outcomeClass = data.classOf[outcome] as number;
  let fill = stage.classFill[outcomeClass] as number;
  if (fill < 0) {
    fill = firstFillWorth(data, layer.fills, candidates, outcomeClass, layer.classValue[outcomeClass] as number);
    if (fill < 0) {
      bestFill(stage, turn, layer.fills, candidates, outcome);
      fill = stage.choice.fill;
    }
    stage.classFill[outcomeClass] = fill;
  }
  return fill;
}

/**
 * The rolls of a turn from `rollsUsed` on, the outcome probabilities in
 * `masses`, the record in the stage's pool at `slot`; the fills' mass is
 * gathered in stage.filled by score index, hand and bonus, each outcome
 * decided as {@link decide} decides it: by the stage's decider, the few it
 * leaves by {@link playOutcome}, in outcome order.
 */
function playRolls(stage: LawStage, turn: TurnContext, slot: number, candidates: readonly number[], masses: Float64Array, rollsUsed: number): void {
  const data = stage.model.data;
  const outcomeCount = data.outcomeCount;
  const rolls = stage.solution.rules.rollsPerTurn;
  const scoreCount = data.distinct.length;
  const { filled, held, classMass, decider } = stage;
  const classCount = data.classCount;
  const repeats = turn.held !== undefined;
  // The decider reads the masses from one of the stage's two buffers.
  let current = masses;
  if (current !== stage.masses && current !== stage.nextMasses) {
    stage.masses.set(masses);
    current = stage.masses;
  }
  for (let used = rollsUsed; used <= rolls; used++) {
    const rollsLeft = rolls - used;
    if (rollsLeft > 0) held.fill(0);
    const layer = rollLayer(stage, slot, candidates, used);
    classMass.fill(0);
    classBestFills(stage, layer);
    decider.beginRoll(layer.after, layer.afterSlots !== null, layer.fills, candidates);
    const which = current === stage.masses ? 0 : 1;
    for (let outcome = decider.decide(which, 0, repeats); outcome < outcomeCount; outcome = decider.decide(which, outcome + 1, repeats)) {
      playOutcome(stage, turn, layer, candidates, outcome, current[outcome] as number);
    }
    // The classes' fills, the few the decider leaves as classFill finds them.
    const first = stage.firstOfClass;
    for (let kind = decider.fillClasses(0, layer.hand, layer.only); kind < classCount; kind = decider.fillClasses(kind + 1, layer.hand, layer.only)) {
      const at = (layer.hand << 1) * scoreCount + classFill(stage, turn, layer, candidates, first[kind] as number);
      filled[at] = (filled[at] as number) + (classMass[kind] as number);
    }
    if (rollsLeft === 0) break;
    current = spreadHeld(stage, current === stage.masses ? stage.nextMasses : stage.masses);
  }
}

/** By score class, the value of the best fill of the class's outcomes at this roll, into the decider's classBest. */
function classBestFills(stage: LawStage, layer: RollLayer): void {
  const classBest = stage.decider.classBest;
  if (layer.only < 0) {
    classBest.set(layer.classValue);
    return;
  }
  const scoreIndex = stage.model.data.scoreIndex;
  for (let outcomeClass = 0; outcomeClass < classBest.length; outcomeClass++) classBest[outcomeClass] = layer.fills[scoreIndex[layer.only + outcomeClass] as number] as number;
}

/**
 * An outcome of mass `mass` that the decider left (one qualifying for the
 * repeat bonus, or one holding where the passes' best holds do not say
 * which keeper), decided by {@link decide}, its mass added where it goes.
 */
function playOutcome(stage: LawStage, turn: TurnContext, layer: RollLayer, candidates: readonly number[], outcome: number, mass: number): void {
  const { held, choice, filled } = stage;
  const keeper = decide(stage, turn, layer, candidates, outcome);
  if (keeper >= 0) held[keeper] = (held[keeper] as number) + mass;
  else {
    if (choice.bonus !== 0) stage.bonus = choice.bonus;
    const at = ((layer.hand << 1) | (choice.bonus !== 0 ? 1 : 0)) * stage.model.data.distinct.length + choice.fill;
    filled[at] = (filled[at] as number) + mass;
  }
}

/** By score class, its first outcome. */
function firstOfClass(data: KernelData): Int32Array {
  const first = new Int32Array(data.classCount).fill(-1);
  for (let outcome = data.outcomeCount - 1; outcome >= 0; outcome--) first[data.classOf[outcome] as number] = outcome;
  return first;
}

/** The score index of the first of `candidates` whose fill of the class is worth `value`; −1 for none. */
function firstFillWorth(data: SolverModel["data"], fills: Float64Array, candidates: readonly number[], outcomeClass: number, value: number): number {
  for (const category of candidates) {
    const index = data.scoreIndex[category * data.classCount + outcomeClass] as number;
    if (fills[index] === value) return index;
  }
  return -1;
}

/**
 * The keeper an outcome holds when its best hold is worth `value`, above its
 * best fill `fill`: the first in mask order worth more than every earlier
 * choice, or −1 if no hold beats the fill. `value` is the kernel's greatest,
 * so the first keeper worth exactly that is the one.
 */
function heldKeeper(stage: LawStage, keepers: Float64Array, outcome: number, fill: number, value: number): number {
  const list = stage.keeperLists[outcome] ?? keeperList(stage, stage.diceCount, outcome);
  for (let at = 0; at < list.length; at++) if (keepers[list[at] as number] === value) return list[at] as number;
  // A value no keeper holds exactly: the first greatest above the fill.
  let best = fill;
  let keeper = -1;
  for (let at = 0; at < list.length; at++) {
    const candidate = keepers[list[at] as number] as number;
    if (candidate > best) {
      best = candidate;
      keeper = list[at] as number;
    }
  }
  return keeper;
}

/**
 * Sends the fills gathered in stage.filled to `sink`, as the sheets and
 * points they lead to; a fill "from hand" of a category without a multiplier
 * goes with the same fill made later, which it equals.
 */
function emitFills(stage: LawStage, point: SheetPoint, sink: TurnOutcomeSink): void {
  const data = stage.model.data;
  const scoreCount = data.distinct.length;
  const filled = stage.filled;
  for (let kind = 0; kind < 4; kind++) {
    for (let index = 0, at = kind * scoreCount; index < scoreCount; index++, at++) {
      const category = stage.categoryOf[index] as number;
      const plain = data.multiplier[category] === 1;
      if (kind >= 2 && plain) continue;
      const mass = (filled[at] as number) + (plain ? (filled[at + 2 * scoreCount] as number) : 0);
      if (mass === 0) continue;
      const score = (data.distinct[index] as number) * (kind >= 2 ? (data.multiplier[category] as number) : 1);
      fillOutcome(stage.model, point, category, score, (kind & 1) === 1 ? stage.bonus : 0, mass, sink);
    }
  }
}

/** Pushes the mass held at each keeper (in stage.held, used up) to the outcomes its re-roll reaches, into `outcomes`, stage.masses or stage.nextMasses (overwritten); returns it. */
function spreadHeld(stage: LawStage, outcomes: Float64Array): Float64Array {
  if (stage.passes !== null) stage.passes.spread(outcomes === stage.masses ? 0 : 1);
  else spreadKeepers(stage.model.data, stage.held, outcomes);
  return outcomes;
}

/** Identical dice: pushes the mass held at each keeper down the lattice of keepers (fewest dice first) to the outcomes; into `outcomes` (overwritten). */
function spreadKeepers(data: SolverModel["data"], mass: Float64Array, outcomes: Float64Array): void {
  for (let i = data.addOrder.length - 1; i >= 0; i--) {
    const keeper = data.addOrder[i] as number;
    const here = mass[keeper] as number;
    if (here === 0) continue;
    const scale = data.addUniform[i] as number;
    const end = data.addStart[i + 1] as number;
    for (let e = data.addStart[i] as number; e < end; e++) {
      const child = data.addChild[e] as number;
      mass[child] = (mass[child] as number) + here * (scale > 0 ? scale : (data.addProbability[e] as number));
    }
  }
  for (let outcome = 0; outcome < outcomes.length; outcome++) outcomes[outcome] = mass[outcome] as number;
}

/** The distinct keepers of an outcome's holds (see {@link LawStage.keeperLists}), built once. */
function keeperList(stage: LawStage, diceCount: number, outcome: number): Int32Array {
  const data = stage.model.data;
  let made: Int32Array;
  if (data.product === 1) {
    // Distinct dice: every mask is a keeper of its own, whose slot adds the faces of the dice it holds.
    const position = data.outcomePosition[outcome] as number;
    made = new Int32Array((1 << diceCount) - 1);
    for (let mask = 1; mask < made.length; mask++) {
      const die = 31 - Math.clz32(mask & -mask);
      const stride = data.dimStride[die] as number;
      made[mask] = (made[mask & (mask - 1)] as number) + (Math.floor(position / stride) % (data.dimSize[die] as number)) * stride;
    }
  } else {
    const dice = outcomeDice(stage.faces, diceCount, outcome);
    const slots = new Set<number>();
    for (let mask = 0; mask < (1 << diceCount) - 1; mask++) slots.add(stage.model.keeperIndex(dice, Array.from({ length: diceCount }, (_, index) => (mask & (1 << index)) !== 0)));
    made = Int32Array.from(slots);
  }
  stage.keeperLists[outcome] = made;
  return made;
}

/** The sheet after filling `category` with `score` (as the solver's kernel moves), and the points the fill adds. */
function fillOutcome(model: SolverModel, point: SheetPoint, category: number, score: number, bonus: number, mass: number, sink: TurnOutcomeSink): void {
  const data = model.data;
  const bit = data.bit[category] as number;
  const flag = category === data.repeatCategory && score > 0 ? data.repeatFlag : 0;
  const untracked = point.untracked | flag;
  let next: SheetPoint;
  let points = score + bonus;
  if (data.tracked[category] !== 1) next = { untracked: untracked | bit, trackedMask: point.trackedMask, subtotal: point.subtotal };
  else {
    const mask = point.trackedMask | bit;
    if (mask === data.fullTracked) {
      points += sectionAdjustment(data.rule, point.subtotal + score);
      next = { untracked, trackedMask: mask, subtotal: data.low[mask] as number };
    } else {
      const sum = Math.min(Math.max(point.subtotal + score, data.lowCap[mask] as number), data.highCap[mask] as number);
      next = { untracked, trackedMask: mask, subtotal: sum };
    }
  }
  sink(next, model.indexOf(next.untracked, next.trackedMask, next.subtotal), points, mass);
}
