import { faceProbabilities } from "../../dice/faceProbabilities";
import type { Category } from "../../scoring/Category";
import { repeatRoll, type RepeatRoll } from "../../rules/repeatRoll";
import type { GameSolution } from "../GameSolution";
import type { LocatedSheet } from "./solverState";
import type { SolverModel } from "./solverModel";
import { averageOverRolled, turnRecord } from "./turnRecords";

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

/** What the turn laws of one stage share: the model and, by keeper, where a re-roll lands. */
export interface LawStage {
  readonly solution: GameSolution;
  readonly stageIndex: number;
  readonly model: SolverModel;
  /** The outcome index of each roll's faces, flat (diceCount a roll). */
  readonly faces: Float64Array;
  /** By keeper index: the outcomes a re-roll holding it reaches, and their probabilities. */
  readonly rerolls: Map<number, { readonly outcomes: Int32Array; readonly probabilities: Float64Array }>;
  /**
   * By outcome (undefined until first needed): the distinct keepers of its
   * holds, each at the first bit mask that reaches it, in mask order, as
   * pairs (mask, keeper index). Masks that hold the same dice reach the same
   * keeper with the same value, so the first of them is the one the advice
   * takes.
   */
  readonly keeperLists: (Int32Array | undefined)[];
  /** The repeat bonus and joker of a qualifying outcome, by outcome, open categories and the bonus category's flag. */
  readonly repeats: Map<string, RepeatRoll | null>;
  /** 1 for outcomes that qualify for the repeat bonus (their own score in its category is above 0). */
  readonly qualifying: Uint8Array;
}

const stages = new WeakMap<GameSolution, Map<number, LawStage>>();

/** The shared data of one stage of a solution, built once. */
export function lawStage(solution: GameSolution, stageIndex: number, model: SolverModel): LawStage {
  let byStage = stages.get(solution);
  if (byStage === undefined) {
    byStage = new Map();
    stages.set(solution, byStage);
  }
  const known = byStage.get(stageIndex);
  if (known !== undefined) return known;
  const rules = solution.rules;
  const space = model.space;
  const qualifying = new Uint8Array(space.outcomeCount);
  const repeat = rules.repeatBonus;
  if (repeat !== undefined) {
    const bonusCategory = rules.categories.find((category) => category.id === repeat.category) as Category;
    for (let outcome = 0; outcome < space.outcomeCount; outcome++) {
      if (bonusCategory.score(outcomeDice(space.outcomeFaces, space.diceCount, outcome)) > 0) qualifying[outcome] = 1;
    }
  }
  const keeperLists: (Int32Array | undefined)[] = new Array<Int32Array | undefined>(space.outcomeCount).fill(undefined);
  const made: LawStage = { solution, stageIndex, model, faces: space.outcomeFaces, rerolls: new Map(), repeats: new Map(), keeperLists, qualifying };
  byStage.set(stageIndex, made);
  return made;
}

function outcomeDice(faces: Float64Array, diceCount: number, outcome: number): number[] {
  return Array.from(faces.subarray(outcome * diceCount, (outcome + 1) * diceCount));
}

/** Where re-rolling the dice not held lands: every face of every rolled die, merged by outcome. */
export function rerollLaw(stage: LawStage, dice: readonly number[], held: readonly boolean[], keeper: number): { outcomes: Int32Array; probabilities: Float64Array } {
  const known = stage.rerolls.get(keeper);
  if (known !== undefined) return known;
  const ruleDice = stage.solution.rules.dice;
  const rolled = held.flatMap((isHeld, index) => (isHeld ? [] : [index]));
  const faceLists = rolled.map((index) => ruleDice[index]?.faces.map(Number) as number[]);
  const weightLists = rolled.map((index) => faceProbabilities(ruleDice[index] as (typeof ruleDice)[number]));
  const merged = new Map<number, number>();
  const values = [...dice];
  const visit = (depth: number, weight: number): void => {
    if (depth === rolled.length) {
      const outcome = stage.model.space.outcomeOf(values);
      merged.set(outcome, (merged.get(outcome) ?? 0) + weight);
      return;
    }
    const faces = faceLists[depth] as number[];
    const weights = weightLists[depth] as number[];
    for (let face = 0; face < faces.length; face++) {
      values[rolled[depth] as number] = faces[face] as number;
      visit(depth + 1, weight * (weights[face] as number));
    }
  };
  visit(0, 1);
  const made = { outcomes: Int32Array.from(merged.keys()), probabilities: Float64Array.from(merged.values()) };
  stage.rerolls.set(keeper, made);
  return made;
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
 * the turn's rolls, the decisions read from the same kernel record the
 * advice reads. From the turn's start, or from `position` mid-turn.
 */
export function turnOutcomes(stage: LawStage, point: SheetPoint, position: TurnPosition | undefined, sink: TurnOutcomeSink): void {
  const { solution, model, stageIndex } = stage;
  const rules = solution.rules;
  const data = model.data;
  const space = model.space;
  const policy = model.policy;
  const open = openCategories(model, point);
  const stateIndex = model.indexOf(point.untracked, point.trackedMask, point.subtotal);
  const located: LocatedSheet = { model, values: (solution.stages[stageIndex] as { values: LocatedSheet["values"] }).values, ...point, recorded: 0, open };
  const outcomes = space.outcomeCount;
  const start = new Float64Array(outcomes);
  if (position === undefined) start.set(space.outcomeProbability);
  else start.set(position.masses);
  const rollsUsed = position?.rollsUsed ?? 1;
  const declaredAt = position?.declared ?? -1;
  if (policy === "declare" && declaredAt < 0) {
    const record = turnRecord(solution, `${stageIndex}/${stateIndex}/-1`, located, -1);
    const byDeclared = new Map<number, Float64Array>();
    for (let outcome = 0; outcome < outcomes; outcome++) {
      const mass = start[outcome] as number;
      if (mass === 0) continue;
      let best = -Infinity;
      let choice = -1;
      for (const category of open) {
        const value = (record.declareValues[category] as Float64Array)[outcome] as number;
        if (value > best) {
          best = value;
          choice = category;
        }
      }
      let masses = byDeclared.get(choice);
      if (masses === undefined) {
        masses = new Float64Array(outcomes);
        byDeclared.set(choice, masses);
      }
      masses[outcome] = mass;
    }
    for (const [declared, masses] of byDeclared) playRolls(stage, point, located, open, declared, masses, rollsUsed, sink);
    return;
  }
  playRolls(stage, point, located, open, declaredAt, start, rollsUsed, sink);
}

/** The rolls of a turn from `rollsUsed` on, the outcome probabilities in `masses`; each fill goes to `sink`. */
function playRolls(
  stage: LawStage,
  point: SheetPoint,
  located: LocatedSheet,
  open: readonly number[],
  declared: number,
  masses: Float64Array,
  rollsUsed: number,
  sink: TurnOutcomeSink,
): void {
  const { solution, model, stageIndex } = stage;
  const rules = solution.rules;
  const data = model.data;
  const diceCount = data.diceCount > 0 ? data.diceCount : rules.dice.length;
  const stateIndex = model.indexOf(point.untracked, point.trackedMask, point.subtotal);
  const record = turnRecord(solution, `${stageIndex}/${stateIndex}/${declared}`, located, declared);
  const isOpen = (index: number): boolean => open.includes(index);
  const openBits = open.reduce((bits, category) => bits | (1 << category), 0);
  const repeatIndex = rules.repeatBonus === undefined ? -1 : rules.categories.findIndex((category) => category.id === rules.repeatBonus?.category);
  const held = repeatIndex < 0 || isOpen(repeatIndex) ? undefined : (point.untracked & data.repeatFlag) !== 0 ? 1 : 0;
  const candidates = model.policy === "ordered" ? open.slice(0, 1) : model.policy === "declare" ? [declared] : open;
  let current = masses;
  for (let used = rollsUsed; used <= rules.rollsPerTurn; used++) {
    const rollsLeft = rules.rollsPerTurn - used;
    const next = rollsLeft > 0 ? new Float64Array(data.outcomeCount) : null;
    const fills = used === 1 ? record.fillHand : record.fillNormal;
    // Identical dice: the mass of each hold is pushed down the keeper lattice, one die added at a time.
    const heldMass = next !== null && data.addOrder.length > 0 ? new Float64Array(data.keeperCount) : null;
    for (let outcome = 0; outcome < data.outcomeCount; outcome++) {
      const mass = current[outcome] as number;
      if (mass === 0) continue;
      let repeat: RepeatRoll | null = null;
      if (held !== undefined && stage.qualifying[outcome] === 1) {
        const key = `${outcome}/${openBits}/${held}`;
        repeat = stage.repeats.get(key) ?? null;
        if (!stage.repeats.has(key)) {
          const dice = outcomeDice(stage.faces, diceCount, outcome);
          repeat = repeatRoll(rules, isOpen, held, (index) => (rules.categories[index] as Category).score([...dice]));
          stage.repeats.set(key, repeat);
        }
      }
      const outcomeClass = data.classOf[outcome] as number;
      let best = -Infinity;
      let fillCategory = -1;
      let fillIndex = -1;
      for (const category of candidates) {
        if (repeat?.allowed != null && !repeat.allowed.includes(category)) continue;
        const normal = data.scoreIndex[category * data.classCount + outcomeClass] as number;
        const joker = repeat?.jokerScores === true ? (data.jokerScore[category] as number) : -1;
        const index = joker >= 0 ? joker : normal;
        const value = (fills[index] as number) + (repeat?.bonus ?? 0);
        if (value > best) {
          best = value;
          fillCategory = category;
          fillIndex = index;
        }
      }
      let keepMask = -1;
      let keeper = -1;
      if (next !== null) {
        const keepers = record.keeperValues[rollsLeft] as Float64Array;
        const lazy = rollsLeft === record.lazyLayer;
        const list = keeperList(stage, diceCount, outcome);
        let bestMask = -1;
        for (let at = 0; at < list.length; at += 2) {
          const slot = list[at + 1] as number;
          const value = lazy ? averageOverRolled(data, record.topSource as Float64Array, slot) : (keepers[slot] as number);
          if (value > best) {
            best = value;
            bestMask = list[at] as number;
            keeper = slot;
          }
        }
        if (bestMask >= 0) keepMask = bestMask;
      }
      if (keepMask >= 0 && heldMass !== null) {
        heldMass[keeper] = (heldMass[keeper] as number) + mass;
        continue;
      }
      if (keepMask >= 0 && next !== null) {
        const law = rerollLaw(stage, outcomeDice(stage.faces, diceCount, outcome), heldOf(keepMask, diceCount), keeper);
        for (let at = 0; at < law.outcomes.length; at++) {
          const landed = law.outcomes[at] as number;
          next[landed] = (next[landed] as number) + mass * (law.probabilities[at] as number);
        }
        continue;
      }
      const score = (data.distinct[fillIndex] as number) * (used === 1 ? (data.multiplier[fillCategory] as number) : 1);
      fillOutcome(model, point, fillCategory, score, repeat?.bonus ?? 0, mass, sink);
    }
    if (next === null) break;
    if (heldMass !== null) spreadKeepers(data, heldMass, next);
    current = next;
  }
}

/** Pushes the mass held at each keeper to the outcomes its re-roll reaches, through the lattice of keepers (fewest dice first); into `outcomes`. */
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
  for (let outcome = 0; outcome < outcomes.length; outcome++) outcomes[outcome] = (outcomes[outcome] as number) + (mass[outcome] as number);
}

/** The distinct keepers of an outcome's holds (see {@link LawStage.keeperLists}), built once. */
function keeperList(stage: LawStage, diceCount: number, outcome: number): Int32Array {
  const known = stage.keeperLists[outcome];
  if (known !== undefined) return known;
  const dice = outcomeDice(stage.faces, diceCount, outcome);
  const seen = new Set<number>();
  const pairs: number[] = [];
  for (let mask = 0; mask < (1 << diceCount) - 1; mask++) {
    const slot = stage.model.keeperIndex(dice, heldOf(mask, diceCount));
    if (seen.has(slot)) continue;
    seen.add(slot);
    pairs.push(mask, slot);
  }
  const made = Int32Array.from(pairs);
  stage.keeperLists[outcome] = made;
  return made;
}

function heldOf(mask: number, diceCount: number): boolean[] {
  return Array.from({ length: diceCount }, (_, index) => (mask & (1 << index)) !== 0);
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
      const sum = point.subtotal + score;
      if (data.ruleType === 1) points += sum >= data.ruleThreshold ? data.ruleBonus : 0;
      else if (data.ruleType === 2) points += sum < 0 ? -data.rulePenalty : 0;
      else if (data.ruleType === 3) points += sum > 0 ? data.ruleReward : sum < 0 ? -data.rulePenalty : 0;
      next = { untracked, trackedMask: mask, subtotal: data.low[mask] as number };
    } else {
      const sum = Math.min(Math.max(point.subtotal + score, data.lowCap[mask] as number), data.highCap[mask] as number);
      next = { untracked, trackedMask: mask, subtotal: sum };
    }
  }
  sink(next, model.indexOf(next.untracked, next.trackedMask, next.subtotal), points, mass);
}
