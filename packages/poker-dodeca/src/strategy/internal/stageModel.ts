import { DiceError, type FillPolicy, type GameRules, type SectionRule } from "@dice/core";
import { buildMultisetSpace, type MultisetSpace } from "./multisetSpace";
import { declareChains } from "./stageKernel";

/**
 * How a stage's School subtotal is kept: every reachable value, or a coarse
 * grid rounded up (a bound) or down (a strategy).
 *
 * Why the grid gives bounds. The section adjustment is non-decreasing in the
 * final subtotal, so the optimal value V(sheet, s) is non-decreasing in s
 * (any play from s scores at least as much from s' > s). Let U be the table
 * computed with every next subtotal rounded down to the grid (rd); by
 * induction from the full sheet, U is non-decreasing and U ≤ V. The player
 * who acts at a true subtotal s as the table does at rd(s) scores at least
 * U(rd(s)): the true next subtotal s + x is at least rd(s) + x, so its
 * rounded value is at least rd(rd(s) + x), and the adjustment at the end is
 * at least the table's. Rounding up instead gives a table W ≥ V by the same
 * induction: an upper bound on the optimum.
 */
export type SubtotalRounding = "exact" | "up" | "down";

/** Options of {@link buildStageModel}. */
export interface StageModelOptions {
  /**
   * With every School item open, keep only subtotals that are multiples of this (plus each set's extremes);
   * the step shrinks in proportion to the spread of the items still open. 1 keeps every value.
   */
  readonly subtotalStep: number;
  /** Which grid point an off-grid subtotal goes to. */
  readonly rounding: SubtotalRounding;
}

/**
 * One stage of a game with identical dice compiled for the solver: score
 * tables on every outcome, the tracked (School) section, its capped
 * subtotals per set of filled tracked items, and the table layout.
 */
export interface StageModel {
  readonly rules: GameRules;
  readonly stage: number;
  readonly policy: FillPolicy;
  readonly policyCode: number;
  readonly options: StageModelOptions;
  readonly space: MultisetSpace;
  readonly rolls: number;
  /** Sheet order. */
  readonly categoryIds: readonly string[];
  readonly categoryCount: number;
  readonly tracked: Uint8Array;
  /** The category's bit in the tracked or the untracked mask. */
  readonly bit: Int32Array;
  readonly multiplier: Float64Array;
  readonly anyHand: boolean;
  /** Untracked categories: score[c * outcomes + o] before any multiplier. */
  readonly score: Float64Array;
  /** Tracked categories: distinct scores and the index of each outcome's score among them. */
  readonly scoreIndex: Int32Array;
  readonly distinctStart: Int32Array;
  readonly distinct: Int32Array;
  /** Tracked categories scored by the count of one face: that face index (else −1) and the score per count. */
  readonly countFace: Int32Array;
  readonly countScore: Int32Array;
  /** binomial[m * (dice + 1) + t]: probability that t of m re-rolled dice show a given face. */
  readonly binomial: Float64Array;
  /** Untracked categories: the value after the first roll of declaring it, before the value of the sheet after it. */
  readonly declareChain: Float64Array;
  readonly untrackedCount: number;
  readonly trackedCount: number;
  readonly fullTracked: number;
  readonly rule: SectionRule | undefined;
  readonly lowCap: Int32Array;
  readonly highCap: Int32Array;
  /** Grid points of each tracked mask: gridValue[gridStart[m] …]. */
  readonly gridStart: Int32Array;
  readonly gridValue: Int32Array;
  /** Grid index of an integer subtotal s (lowCap ≤ s ≤ highCap, reachable range): roundIndex[roundStart[m] + s − roundLow[m]]. */
  readonly roundStart: Int32Array;
  readonly roundLow: Int32Array;
  readonly roundIndex: Int32Array;
  /** First table index of each (untracked, tracked) pair, −1 when the policy never reaches it. */
  readonly pairBase: Int32Array;
  readonly tableSize: number;
  /** Pairs by number of categories filled: levelPairs[level] lists untracked, tracked, untracked, tracked, … */
  readonly levelPairs: readonly Int32Array[];
  readonly stateCount: number;
}

const MAX_TABLE = 60_000_000;

function fail(where: string, message: string): never {
  throw new DiceError("INVALID_RULES", `${where}: ${message}`);
}

function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** Compiles stage `stage` of `rules` (identical fair dice with numeric faces). */
export function buildStageModel(rules: GameRules, stage: number, options: StageModelOptions, where: string): StageModel {
  const stageRule = rules.stages[stage];
  if (stageRule === undefined) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: stage ${String(stage)} does not exist; the rules have ${rules.stages.length} stages`);
  }
  const die = rules.dice[0];
  if (die === undefined || die.weights !== undefined || !die.faces.every((face) => typeof face === "number")) {
    fail(where, "the solver needs fair dice with numeric faces");
  }
  const faces = die.faces as readonly number[];
  if (!rules.dice.every((other) => other.weights === undefined && other.faces.length === faces.length && other.faces.every((face, i) => face === faces[i]))) {
    fail(where, "the solver needs identical dice");
  }
  if (!Number.isInteger(options.subtotalStep) || options.subtotalStep < 1) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: subtotalStep must be a positive integer; received ${String(options.subtotalStep)}`);
  }
  const space = buildMultisetSpace(faces.length, rules.dice.length);
  const outcomes = space.outcomeCount;
  const faceCount = space.faceCount;
  const diceCount = space.diceCount;
  const categories = rules.categories;
  const categoryCount = categories.length;
  const ruled = rules.sections.filter((section) => section.rule !== undefined && categories.some((category) => category.section === section.id));
  if (ruled.length > 1) fail(where, "the solver tracks the subtotal of one section with a rule");
  const trackedSection = ruled[0];
  const rule = trackedSection?.rule;
  const fromHand = rules.fromHand;
  const multiplier = Float64Array.from(categories, (category) =>
    fromHand !== undefined && fromHand.categories.includes(category.id) ? fromHand.multiplier : 1,
  );
  const tracked = Uint8Array.from(categories, (category) => (category.section === trackedSection?.id ? 1 : 0));
  const bit = new Int32Array(categoryCount);
  let trackedCount = 0;
  let untrackedCount = 0;
  categories.forEach((_, c) => {
    bit[c] = tracked[c] === 1 ? 1 << trackedCount++ : 1 << untrackedCount++;
  });
  if (trackedCount > 16 || untrackedCount > 16) fail(where, "too many categories for the solver");
  // Scores on every outcome.
  const score = new Float64Array(categoryCount * outcomes);
  const scoreIndex = new Int32Array(categoryCount * outcomes);
  const distinctStart = new Int32Array(categoryCount + 1);
  const distinct: number[] = [];
  const countFace = new Int32Array(categoryCount).fill(-1);
  const countScore = new Int32Array(categoryCount * (diceCount + 1));
  const dice = new Array<number>(diceCount);
  const minScore: number[] = [];
  const maxScore: number[] = [];
  categories.forEach((category, c) => {
    const seen = new Map<number, number>();
    for (let o = 0; o < outcomes; o++) {
      let slot = 0;
      for (let f = 0; f < faceCount; f++) for (let n = space.counts[o * faceCount + f] as number; n > 0; n--) dice[slot++] = faces[f] as number;
      const value = category.score(dice.slice());
      if (typeof value !== "number" || !Number.isFinite(value)) fail(where, `category '${category.id}' scored ${String(value)}`);
      score[c * outcomes + o] = value;
      if (tracked[c] === 1) {
        if (!Number.isSafeInteger(value)) fail(where, `category '${category.id}' of a section with a rule scored ${value}; integers are needed`);
        let position = seen.get(value);
        if (position === undefined) {
          position = seen.size;
          seen.set(value, position);
          distinct.push(value);
        }
        scoreIndex[c * outcomes + o] = (distinctStart[c] as number) + position;
      }
    }
    distinctStart[c + 1] = distinct.length;
    let low = Infinity;
    let high = -Infinity;
    for (let o = 0; o < outcomes; o++) {
      const value = score[c * outcomes + o] as number;
      for (const scaled of [value, value * (multiplier[c] as number)]) {
        low = Math.min(low, scaled);
        high = Math.max(high, scaled);
      }
    }
    minScore.push(low);
    maxScore.push(high);
    if (tracked[c] === 1 && multiplier[c] === 1) {
      // Is the score a function of how many dice show one face?
      for (let f = 0; f < faceCount && countFace[c] === -1; f++) {
        const byCount = new Array<number | undefined>(diceCount + 1);
        let ok = true;
        for (let o = 0; o < outcomes && ok; o++) {
          const n = space.counts[o * faceCount + f] as number;
          const value = score[c * outcomes + o] as number;
          if (byCount[n] === undefined) byCount[n] = value;
          else if (byCount[n] !== value) ok = false;
        }
        if (ok && byCount.every((value) => value !== undefined)) {
          countFace[c] = f;
          byCount.forEach((value, n) => {
            countScore[c * (diceCount + 1) + n] = value as number;
          });
        }
      }
    }
  });
  const binomial = new Float64Array((diceCount + 1) * (diceCount + 1));
  const p = 1 / faceCount;
  for (let m = 0; m <= diceCount; m++) {
    let coefficient = 1;
    for (let t = 0; t <= m; t++) {
      binomial[m * (diceCount + 1) + t] = coefficient * p ** t * (1 - p) ** (m - t);
      coefficient = (coefficient * (m - t)) / (t + 1);
    }
  }
  // Tracked subtotals: caps beyond which the adjustment is settled, and the reachable values.
  let above = 0;
  let below = 0;
  if (rule?.type === "thresholdBonus") {
    if (!Number.isInteger(rule.threshold)) fail(where, `threshold ${rule.threshold} must be an integer`);
    above = rule.threshold;
    below = rule.threshold - 1;
  } else if (rule?.type === "penaltyBelowZero") {
    below = -1;
  } else if (rule?.type === "rewardBySign") {
    above = 1;
    below = -1;
  }
  const masks = 1 << trackedCount;
  const fullTracked = masks - 1;
  const trackedIndices = categories.map((_, c) => c).filter((c) => tracked[c] === 1);
  const lowCap = new Int32Array(masks);
  const highCap = new Int32Array(masks);
  for (let mask = 0; mask < masks; mask++) {
    let openMin = 0;
    let openMax = 0;
    for (const c of trackedIndices) {
      if ((mask & (bit[c] as number)) !== 0) continue;
      openMin += minScore[c] as number;
      openMax += maxScore[c] as number;
    }
    lowCap[mask] = mask === fullTracked ? 0 : below - openMax;
    highCap[mask] = mask === fullTracked ? 0 : above - openMin;
  }
  const clamp = (mask: number, subtotal: number): number => Math.min(Math.max(subtotal, lowCap[mask] as number), highCap[mask] as number);
  const reach: Set<number>[] = Array.from({ length: masks }, () => new Set<number>());
  (reach[0] as Set<number>).add(clamp(0, 0));
  // A doubled ("from hand") score counts toward the subtotal too.
  const scoreSets = categories.map((_, c) => {
    const plain = distinct.slice(distinctStart[c], distinctStart[c + 1]);
    return [...new Set([...plain, ...plain.map((value) => value * (multiplier[c] as number))])];
  });
  for (let mask = 0; mask < masks; mask++) {
    for (const subtotal of reach[mask] as Set<number>) {
      for (const c of trackedIndices) {
        const next = mask | (bit[c] as number);
        if (next === mask) continue;
        for (const value of scoreSets[c] as number[]) (reach[next] as Set<number>).add(clamp(next, subtotal + value));
      }
    }
  }
  const gridStart = new Int32Array(masks + 1);
  const gridValue: number[] = [];
  const roundStart = new Int32Array(masks + 1);
  const roundLow = new Int32Array(masks);
  const roundIndex: number[] = [];
  // The grid step shrinks with the spread of the School items still open, so
  // that late in the stage, when a few points decide the sign, every value is kept.
  const spreadOf = (mask: number): number => {
    let sum = 0;
    for (const c of trackedIndices) if ((mask & (bit[c] as number)) === 0) sum += ((maxScore[c] as number) - (minScore[c] as number)) ** 2;
    return Math.sqrt(sum);
  };
  const fullSpread = spreadOf(0);
  for (let mask = 0; mask < masks; mask++) {
    const values = [...(reach[mask] as Set<number>)].sort((a, b) => a - b);
    const low = values[0] as number;
    const high = values.at(-1) as number;
    const step = fullSpread === 0 ? 1 : Math.max(1, Math.round((options.subtotalStep * spreadOf(mask)) / fullSpread));
    const grid = step === 1 || options.rounding === "exact" ? values : values.filter((value) => value === low || value === high || value % step === 0);
    gridStart[mask] = gridValue.length;
    gridValue.push(...grid);
    roundLow[mask] = low;
    roundStart[mask] = roundIndex.length;
    let below = 0;
    for (let s = low; s <= high; s++) {
      while ((grid[below + 1] as number | undefined) !== undefined && (grid[below + 1] as number) <= s) below++;
      const exact = grid[below] === s;
      roundIndex.push(exact || options.rounding === "down" ? below : below + 1);
    }
  }
  gridStart[masks] = gridValue.length;
  roundStart[masks] = roundIndex.length;
  // Table layout: the pairs (untracked mask, tracked mask) the policy reaches, each with its grid.
  const untrackedMasks = 1 << untrackedCount;
  const pairBase = new Int32Array(untrackedMasks * masks).fill(-1);
  const byLevel: number[][] = Array.from({ length: categoryCount + 1 }, () => []);
  let tableSize = 0;
  let stateCount = 0;
  const addPair = (untracked: number, trackedMask: number): void => {
    pairBase[untracked * masks + trackedMask] = tableSize;
    const size = (gridStart[trackedMask + 1] as number) - (gridStart[trackedMask] as number);
    tableSize += size;
    stateCount += size;
    (byLevel[popcount(untracked) + popcount(trackedMask)] as number[]).push(untracked, trackedMask);
  };
  if (stageRule.policy === "ordered") {
    let untracked = 0;
    let trackedMask = 0;
    addPair(0, 0);
    for (let c = 0; c < categoryCount; c++) {
      if (tracked[c] === 1) trackedMask |= bit[c] as number;
      else untracked |= bit[c] as number;
      addPair(untracked, trackedMask);
    }
  } else {
    for (let untracked = 0; untracked < untrackedMasks; untracked++) {
      for (let trackedMask = 0; trackedMask < masks; trackedMask++) addPair(untracked, trackedMask);
    }
  }
  if (tableSize > MAX_TABLE) fail(where, `${tableSize} sheet states is more than the ${MAX_TABLE} the solver handles`);
  const model: { -readonly [K in keyof StageModel]: StageModel[K] } = {
    rules,
    stage,
    policy: stageRule.policy,
    policyCode: stageRule.policy === "any" ? 0 : stageRule.policy === "declare" ? 1 : 2,
    options,
    space,
    rolls: rules.rollsPerTurn,
    categoryIds: categories.map((category) => category.id),
    categoryCount,
    tracked,
    bit,
    multiplier,
    anyHand: multiplier.some((value) => value !== 1),
    score,
    scoreIndex,
    distinctStart,
    distinct: Int32Array.from(distinct),
    countFace,
    countScore,
    binomial,
    declareChain: new Float64Array(0),
    untrackedCount,
    trackedCount,
    fullTracked,
    rule,
    lowCap,
    highCap,
    gridStart,
    gridValue: Int32Array.from(gridValue),
    roundStart,
    roundLow,
    roundIndex: Int32Array.from(roundIndex),
    pairBase,
    tableSize,
    levelPairs: byLevel.map((pairs) => Int32Array.from(pairs)),
    stateCount,
  };
  if (model.policyCode === 1) model.declareChain = declareChains(model);
  return model;
}
