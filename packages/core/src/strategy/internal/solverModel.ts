import type { Die } from "../../dice/Die";
import type { Category } from "../../scoring/Category";
import type { FillPolicy, GameRules } from "../../rules/GameRules";
import { faceProbabilities } from "../../dice/faceProbabilities";
import { DiceError } from "../../errors/DiceError";
import type { PassesMemory, PassesModule, WebAssemblyApi } from "./productPasses";
import { buildRollSpace, type RollSpace } from "./rollSpace";
import { repeatRoll } from "../../rules/repeatRoll";
import { fromHandMultiplier, rememberAchievableScores } from "../../rules/achievableScores";
import type { KernelData, KernelRecord, KernelScratch, ProductPasses } from "./solverKernel";

/** Every sheet state of a policy, by level: its untracked mask, tracked mask and subtotal. */
type StateLists = Pick<KernelData, "stateUntracked" | "stateTracked" | "stateSubtotal">;

/** Scores from 0 to below this, whole, are looked up in an array when the categories are scored. */
const SMALL_SCORES = 1024;

/** Above this many table entries (sheet states, dense) the solver refuses the game. */
const MAX_TABLE = 1 << 27;

/** A game compiled for one stage policy: the kernel's data plus what the public API needs to map sheets to states. */
export interface SolverModel {
  readonly data: KernelData;
  readonly space: RollSpace;
  readonly policy: FillPolicy;
  /** The sectioned category ids in sheet order. */
  readonly categoryIds: readonly string[];
  /** The id of the section whose subtotal is tracked, if any. */
  readonly trackedSection: string | undefined;
  /** possibleScores[c]: every score category c can hold, from any roll (doubled too when filled from hand). */
  readonly possibleScores: readonly ReadonlySet<number>[];
  readonly tableSize: number;
  /** levelStart[n]: first state with n categories filled (states listed by level). */
  readonly levelStart: Int32Array;
  /** levelRows[n]: the rows (untracked, trackedMask pairs, flat) with n categories filled, for the row kernel. */
  readonly levelRows: readonly Int32Array[];
  /** How many reachable subtotals each tracked mask has: the states of a row. */
  readonly rowStates: Int32Array;
  readonly stateCount: number;
  /** The state lists (in `data`, filled on the first call for a row layout) and the data that now holds them. */
  stateLists(): KernelData;
  /** The index in the value table of a state. */
  indexOf(untracked: number, trackedMask: number, subtotal: number): number;
  /** The index, in the kernel's keeper values, of the keeper held by `values` (die order) with `held[i]` true for kept dice. */
  keeperIndex(values: readonly number[], held: readonly boolean[]): number;
  /** For the row of `trackedMask` (subtotals low … low + rowLength − 1 of the dense layout): 1 where the subtotal can occur, else 0. */
  reachableRow(trackedMask: number): Uint8Array;
  /** Whether a (canonical) subtotal can occur with `trackedMask` filled. */
  isReachable(trackedMask: number, subtotal: number): boolean;
  /** The canonical subtotal kept for a raw subtotal with `trackedMask` filled. */
  canonical(trackedMask: number, subtotal: number): number;
}

const policyCode: Record<FillPolicy, number> = { any: 0, declare: 1, ordered: 2 };

function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * Compiles a game's rules for the solver under one fill policy: scores every
 * category on every outcome, finds the one section whose subtotal matters and
 * the reachable (capped) subtotals, and lists the sheet states by level.
 */
export function buildSolverModel(rules: GameRules, policy: FillPolicy, where: string): SolverModel {
  let forPolicy = compiled.get(rules);
  if (forPolicy === undefined) {
    forPolicy = compileRules(rules, where);
    compiled.set(rules, forPolicy);
  }
  return forPolicy(policy);
}

/** What does not depend on the fill policy (scores, classes, subtotals, roll space), once per rules object. */
const compiled = new WeakMap<GameRules, (policy: FillPolicy) => SolverModel>();

function compileRules(rules: GameRules, where: string): (policy: FillPolicy) => SolverModel {
  const space = buildRollSpace(rules.dice, where);
  const categories = rules.categories;
  const categoryCount = categories.length;
  if (categoryCount > 24) {
    throw new DiceError("INVALID_RULES", `${where}: ${categoryCount} categories is more than the 24 the solver handles`);
  }
  const outcomes = space.outcomeCount;
  const ruled = rules.sections.filter(
    (section) => section.rule !== undefined && categories.some((category) => category.section === section.id),
  );
  if (ruled.length > 1) {
    throw new DiceError(
      "INVALID_RULES",
      `${where}: sections ${ruled.map((section) => `'${section.id}'`).join(", ")} all have rules; the solver tracks one section subtotal`,
    );
  }
  const trackedSection = ruled[0];
  const multiplier = Float64Array.from(categories, (category) => fromHandMultiplier(rules, category));
  // Score every category on every outcome; keep each category's distinct scores and an index per outcome.
  const scoreIndex = new Int32Array(categoryCount * outcomes);
  const distinct: number[] = [];
  const distinctStart = [0];
  const diceCount = space.diceCount;
  const minScore: number[] = [];
  const maxScore: number[] = [];
  const scoreSets: number[][] = [];
  const jokerScore = new Int32Array(categoryCount).fill(-1);
  // Where each small whole score sits in a category's list (-1: not seen yet), beside a Map for the
  // rest: a Map lookup on each of the outcomes is much of the cost. Both hold −0 as 0, as a Map does.
  const smallPosition = new Int32Array(categoryCount * SMALL_SCORES).fill(-1);
  const seen = categories.map(() => new Map<number, number>());
  const listed = categories.map((): number[] => []);
  const positionOf = (index: number, score: number): number => {
    const small = score >= 0 && score < SMALL_SCORES && Number.isInteger(score);
    const known = small ? smallPosition[index * SMALL_SCORES + score] : seen[index]?.get(score);
    if (known !== undefined && known >= 0) return known;
    const local = listed[index] as number[];
    if (small) smallPosition[index * SMALL_SCORES + score] = local.length;
    else (seen[index] as Map<number, number>).set(score, local.length);
    local.push(score);
    return local.length - 1;
  };
  // Outcome by outcome: the categories score one list of dice, put back as it was after any
  // category that changes its input (sorting in place, say), so each sees the outcome's dice.
  const dice: number[] = [];
  const refill = (o: number): void => {
    dice.length = diceCount;
    for (let die = 0; die < diceCount; die++) dice[die] = space.outcomeFaces[o * diceCount + die] as number;
  };
  for (let o = 0; o < outcomes; o++) {
    refill(o);
    for (let index = 0; index < categoryCount; index++) {
      const score = (categories[index] as Category).score(dice);
      let changed = dice.length !== diceCount;
      for (let die = 0; die < diceCount && !changed; die++) changed = dice[die] !== space.outcomeFaces[o * diceCount + die];
      if (changed) refill(o);
      if (typeof score !== "number" || !Number.isFinite(score)) {
        throw new DiceError("INVALID_RULES", `${where}: category '${(categories[index] as Category).id}' scored ${String(score)} on [${dice.join(", ")}]; scores must be finite numbers`);
      }
      scoreIndex[index * outcomes + o] = positionOf(index, score);
    }
  }
  categories.forEach((category, index) => {
    const start = distinctStart[index] as number;
    for (let o = 0; o < outcomes; o++) scoreIndex[index * outcomes + o] = (scoreIndex[index * outcomes + o] as number) + start;
    // A joker's fixed score may be one no roll gives the category: it gets a score index of its own.
    const jokerScores = rules.repeatBonus?.joker?.scores;
    if (jokerScores !== undefined && Object.hasOwn(jokerScores, category.id)) jokerScore[index] = start + positionOf(index, jokerScores[category.id] as number);
    const local = listed[index] as number[];
    distinct.push(...local);
    distinctStart.push(distinct.length);
    const factor = multiplier[index] as number;
    const possible = [...local, ...(factor === 1 ? [] : local.map((score) => score * factor))];
    minScore.push(Math.min(...possible));
    maxScore.push(Math.max(...possible));
    scoreSets.push([...new Set(possible)]);
  });
  const possibleScores = scoreSets.map((scores) => new Set(scores));
  // With no two dice alike the outcomes are every roll in die order: these are the engine's own sets.
  if (space.groups.every((group) => group.length === 1)) rememberAchievableScores(rules, possibleScores);

  // Outcomes scoring alike in every category share their fill values. Classes are numbered in
  // order of first appearance, found by a hash of the outcome's score indices in an open-addressed
  // table (a class number a slot, -1 empty) and checked in full on a match.
  const classOf = new Int32Array(outcomes);
  const classRepresentative: number[] = [];
  const classHash: number[] = [];
  let hashSlots = 16;
  while (hashSlots < 2 * outcomes) hashSlots *= 2;
  const table = new Int32Array(hashSlots).fill(-1);
  const sameScores = (a: number, b: number): boolean => {
    for (let index = 0; index < categoryCount; index++) if (scoreIndex[index * outcomes + a] !== scoreIndex[index * outcomes + b]) return false;
    return true;
  };
  for (let o = 0; o < outcomes; o++) {
    let hash = 0;
    for (let index = 0; index < categoryCount; index++) hash = (Math.imul(hash, 31) + (scoreIndex[index * outcomes + o] as number)) | 0;
    let slot = (Math.imul(hash, 0x9e3779b1) >>> 0) & (hashSlots - 1);
    let known = table[slot] as number;
    while (known >= 0 && !(classHash[known] === hash && sameScores(classRepresentative[known] as number, o))) {
      slot = (slot + 1) & (hashSlots - 1);
      known = table[slot] as number;
    }
    if (known < 0) {
      known = classRepresentative.length;
      table[slot] = known;
      classRepresentative.push(o);
      classHash.push(hash);
    }
    classOf[o] = known;
  }
  const classCount = classRepresentative.length;
  const classScoreIndex = new Int32Array(categoryCount * classCount);
  for (let index = 0; index < categoryCount; index++) {
    classRepresentative.forEach((o, k) => {
      classScoreIndex[index * classCount + k] = scoreIndex[index * outcomes + o] as number;
    });
  }
  const tracked = new Uint8Array(categoryCount);
  const bit = new Int32Array(categoryCount);
  let trackedCount = 0;
  let untrackedCount = 0;
  categories.forEach((category, index) => {
    if (trackedSection !== undefined && category.section === trackedSection.id) {
      tracked[index] = 1;
      bit[index] = 1 << trackedCount++;
      for (const score of scoreSets[index] as number[]) {
        if (!Number.isSafeInteger(score)) {
          throw new DiceError(
            "INVALID_RULES",
            `${where}: category '${category.id}' of section '${trackedSection.id}' can score ${score}; a section with a rule needs integer scores`,
          );
        }
      }
    } else bit[index] = 1 << untrackedCount++;
  });
  // The repeat bonus's flag: an untracked bit set when its category holds a score above 0.
  const repeatCategory = rules.repeatBonus === undefined ? -1 : categories.findIndex((category) => category.id === rules.repeatBonus?.category);
  const repeatFlag = repeatCategory < 0 ? 0 : 1 << untrackedCount++;
  const repeat = repeatTables(rules, repeatCategory, classRepresentative, categoryCount, (category, k) => distinct[classScoreIndex[category * classCount + k] as number] as number, where);
  const fullTracked = (1 << trackedCount) - 1;
  const trackedIndices = categories.map((_, index) => index).filter((index) => tracked[index] === 1);
  // Subtotals beyond the caps cannot change the section's adjustment, whatever is scored later.
  const rule = trackedSection?.rule;
  let above = 0;
  let below = 0;
  if (rule?.type === "thresholdBonus") {
    above = rule.threshold;
    below = rule.threshold - 1;
  } else if (rule?.type === "penaltyBelowZero") {
    above = 0;
    below = -1;
  } else if (rule?.type === "rewardBySign") {
    above = 1;
    below = -1;
  }
  if (rule?.type === "thresholdBonus" && !Number.isInteger(rule.threshold)) {
    throw new DiceError("INVALID_RULES", `${where}: threshold ${rule.threshold} must be an integer`);
  }
  const masks = 1 << trackedCount;
  const lowCap = new Int32Array(masks);
  const highCap = new Int32Array(masks);
  for (let mask = 0; mask < masks; mask++) {
    let openMin = 0;
    let openMax = 0;
    for (const index of trackedIndices) {
      if ((mask & (bit[index] as number)) !== 0) continue;
      openMin += minScore[index] as number;
      openMax += maxScore[index] as number;
    }
    lowCap[mask] = below - openMax;
    highCap[mask] = above - openMin;
  }
  const canonical = (mask: number, subtotal: number): number =>
    mask === fullTracked ? 0 : Math.min(Math.max(subtotal, lowCap[mask] as number), highCap[mask] as number);
  // Reachable canonical subtotals of each tracked mask, as flags over its capped range.
  let flagTotal = 0;
  const flagBase = Int32Array.from({ length: masks }, (_, mask) => (mask === fullTracked ? 0 : (lowCap[mask] as number)));
  const flagWidth = Int32Array.from({ length: masks }, (_, mask) => (mask === fullTracked ? 1 : (highCap[mask] as number) - (lowCap[mask] as number) + 1));
  for (const width of flagWidth) flagTotal += width;
  if (flagTotal > MAX_TABLE) {
    throw new DiceError("INVALID_RULES", `${where}: the tracked section's subtotals span ${flagTotal} values, more than the ${MAX_TABLE} the solver handles`);
  }
  const reach = Array.from({ length: masks }, (_, mask) => new Uint8Array(flagWidth[mask] as number));
  (reach[0] as Uint8Array)[canonical(0, 0) - (flagBase[0] as number)] = 1;
  for (let mask = 0; mask < masks; mask++) {
    const flags = reach[mask] as Uint8Array;
    for (let at = 0; at < flags.length; at++) {
      if (flags[at] === 0) continue;
      const subtotal = (flagBase[mask] as number) + at;
      for (const index of trackedIndices) {
        const categoryBit = bit[index] as number;
        if ((mask & categoryBit) !== 0) continue;
        const child = mask | categoryBit;
        const childFlags = reach[child] as Uint8Array;
        const childBase = flagBase[child] as number;
        for (const score of scoreSets[index] as number[]) childFlags[canonical(child, subtotal + score) - childBase] = 1;
      }
    }
  }
  const low = new Int32Array(masks);
  const offset = new Int32Array(masks);
  let stride = 0;
  const sortedReach = reach.map((flags, mask) => {
    const values: number[] = [];
    flags.forEach((flag, at) => {
      if (flag === 1) values.push((flagBase[mask] as number) + at);
    });
    return values;
  });
  sortedReach.forEach((values, mask) => {
    low[mask] = values[0] as number;
    offset[mask] = stride;
    stride += (values.at(-1) as number) - (values[0] as number) + 1;
  });
  const rowLength = Int32Array.from(sortedReach, (values) => (values.at(-1) as number) - (values[0] as number) + 1);
  const untrackedMasks = 1 << untrackedCount;
  const tableSize = untrackedMasks * stride;
  if (tableSize > MAX_TABLE) {
    throw new DiceError("INVALID_RULES", `${where}: ${tableSize} sheet states is more than the ${MAX_TABLE} the solver handles`);
  }
  // Distinct dice: the dense product layout (slot 0 = rolled, slot v + 1 = face v held), die order, last die fastest.
  const isProduct = space.groups.every((group) => group.length === 1);
  const dimSize = Int32Array.from(rules.dice, (die) => die.faces.length + 1);
  const dimStride = new Int32Array(space.diceCount);
  let slots = 1;
  for (let die = space.diceCount - 1; die >= 0; die--) {
    dimStride[die] = slots;
    slots *= dimSize[die] as number;
  }
  const dimProbability = Float64Array.from(rules.dice.flatMap((die) => faceProbabilities(die)));
  const dimProbabilityStart = new Int32Array(space.diceCount + 1);
  rules.dice.forEach((die, index) => {
    dimProbabilityStart[index + 1] = (dimProbabilityStart[index] as number) + die.faces.length;
  });
  // The slot of the keeper held by `values[at..]` (die order) with `held[i]` true for kept dice.
  const productSlot = (values: ArrayLike<number>, held: readonly boolean[], at = 0): number => {
    let slot = 0;
    for (let index = 0; index < diceCount; index++) {
      if (held[index]) slot += (((rules.dice[index] as Die).faces as readonly number[]).indexOf(values[at + index] as number) + 1) * (dimStride[index] as number);
    }
    return slot;
  };
  const outcomePosition = new Int32Array(isProduct ? outcomes : 0);
  if (isProduct) {
    const all = new Array<boolean>(diceCount).fill(true);
    for (let o = 0; o < outcomes; o++) outcomePosition[o] = productSlot(space.outcomeFaces, all, o * diceCount);
  }
  // One group of identical dice: how many dice of each outcome show each face (for the declare shortcut).
  const oneGroup = space.groups.length === 1 && space.diceCount > 1;
  const groupDie = rules.dice[0] as (typeof rules.dice)[number];
  const faceCount = oneGroup ? groupDie.faces.length : 0;
  const countOf = new Uint8Array(oneGroup ? outcomes * faceCount : 0);
  for (let o = 0; o < outcomes && oneGroup; o++) {
    for (let die = 0; die < space.diceCount; die++) {
      const face = groupDie.faces.indexOf(space.outcomeFaces[o * space.diceCount + die] as number);
      countOf[o * faceCount + face] = (countOf[o * faceCount + face] as number) + 1;
    }
  }
  // The outcomes whose class qualifies for the repeat bonus, in order (each policy's data gets a copy).
  const qualifies = new Uint8Array(classCount);
  for (const k of repeat.classes) qualifies[k] = 1;
  const repeatOutcomes = new Int32Array(repeat.classes.length === 0 ? 0 : outcomes);
  let repeatOutcomeCount = 0;
  for (let o = 0; o < repeatOutcomes.length; o++) if (qualifies[classOf[o] as number] === 1) repeatOutcomes[repeatOutcomeCount++] = o;
  const qualifying = repeatOutcomes.subarray(0, repeatOutcomeCount);
  return (policy) => {
    // States by level (categories filled); the ordered policy only reaches sheet-order prefixes.
    // A set of filled categories' untracked and tracked bits, as the OR of two tables' entries, one
    // over its low categories and one over its high ones (each bit is one category's).
    const lowCount = Math.min(categoryCount, 12);
    const halfTable = (from: number, to: number, ofTracked: 0 | 1): Int32Array =>
      Int32Array.from({ length: 1 << (to - from) }, (_, half) => {
        let bits = 0;
        for (let index = from; index < to; index++) if ((half & (1 << (index - from))) !== 0 && tracked[index] === ofTracked) bits |= bit[index] as number;
        return bits;
      });
    const lowUntracked = halfTable(0, lowCount, 0);
    const lowTracked = halfTable(0, lowCount, 1);
    const highUntracked = halfTable(lowCount, categoryCount, 0);
    const highTracked = halfTable(lowCount, categoryCount, 1);
    const lowMask = (1 << lowCount) - 1;
    // Rows (filled-category masks) by level, in mask order; each row lists its reachable subtotals in increasing order.
    const byLevelRows: number[][] = Array.from({ length: categoryCount + 1 }, () => []);
    const levelStart = new Int32Array(categoryCount + 2);
    const repeatBit = repeatFlag === 0 ? 0 : 1 << repeatCategory;
    const pushMask = (categoryMask: number): void => {
      const untracked = (lowUntracked[categoryMask & lowMask] as number) | (highUntracked[categoryMask >>> lowCount] as number);
      const trackedMask = (lowTracked[categoryMask & lowMask] as number) | (highTracked[categoryMask >>> lowCount] as number);
      const level = popcount(categoryMask);
      const rows = byLevelRows[level] as number[];
      const states = (sortedReach[trackedMask] as number[]).length;
      rows.push(untracked, trackedMask);
      levelStart[level + 1] = (levelStart[level + 1] as number) + states;
      // With its category filled, the repeat bonus's flag may be set or not: two rows.
      if ((categoryMask & repeatBit) !== 0) {
        rows.push(untracked | repeatFlag, trackedMask);
        levelStart[level + 1] = (levelStart[level + 1] as number) + states;
      }
    };
    if (policy === "ordered") {
      for (let filled = 0; filled <= categoryCount; filled++) pushMask((1 << filled) - 1);
    } else {
      for (let categoryMask = 0; categoryMask < 1 << categoryCount; categoryMask++) pushMask(categoryMask);
    }
    for (let level = 1; level <= categoryCount + 1; level++) levelStart[level] = (levelStart[level] as number) + (levelStart[level - 1] as number);
    const stateCount = levelStart[categoryCount + 1] as number;
    // The state lists: 12 bytes a state, built when first needed (Dodeca has 29.8 M states a
    // policy; advice and compact tables never need them, the per-state kernels and f64/f32/q16 files do).
    const buildStateLists = (): StateLists => {
      const lists = { stateUntracked: new Int32Array(stateCount), stateTracked: new Int32Array(stateCount), stateSubtotal: new Int32Array(stateCount) };
      let position = 0;
      for (const rows of byLevelRows) {
        for (let i = 0; i < rows.length; i += 2) {
          for (const subtotal of sortedReach[rows[i + 1] as number] as number[]) {
            lists.stateUntracked[position] = rows[i] as number;
            lists.stateTracked[position] = rows[i + 1] as number;
            lists.stateSubtotal[position++] = subtotal;
          }
        }
      }
      return lists;
    };
    const data: KernelData = {
      product: isProduct ? 1 : 0,
      dimSize,
      dimStride,
      dimProbability,
      dimProbabilityStart,
      outcomePosition,
      rolls: rules.rollsPerTurn,
      outcomeCount: outcomes,
      keeperCount: space.keeperCount,
      categoryCount,
      outcomeProbability: space.outcomeProbability,
      addOrder: space.addOrder,
      addStart: space.addStart,
      addChild: space.addChild,
      addProbability: space.addProbability,
      addUniform: space.addUniform,
      removeOrder: space.removeOrder,
      removeStart: space.removeStart,
      removeParent: space.removeParent,
      classCount,
      classOf,
      scoreIndex: classScoreIndex,
      distinct: Float64Array.from(distinct),
      distinctStart: Int32Array.from(distinctStart),
      multiplier,
      tracked,
      bit,
      fullTracked,
      stride,
      offset,
      low,
      lowCap,
      highCap,
      ruleType: rule === undefined ? 0 : rule.type === "thresholdBonus" ? 1 : rule.type === "penaltyBelowZero" ? 2 : 3,
      ruleThreshold: rule?.type === "thresholdBonus" ? rule.threshold : 0,
      ruleBonus: rule?.type === "thresholdBonus" ? rule.bonus : 0,
      rulePenalty: rule?.type === "penaltyBelowZero" || rule?.type === "rewardBySign" ? rule.penalty : 0,
      ruleReward: rule?.type === "rewardBySign" ? rule.reward : 0,
      policy: policyCode[policy],
      // Distinct dice: the per-state kernels read the lists, so they are built now; rows get them on request.
      ...(isProduct ? buildStateLists() : { stateUntracked: new Int32Array(0), stateTracked: new Int32Array(0), stateSubtotal: new Int32Array(0) }),
      rowLength,
      diceCount: space.diceCount,
      faceCount,
      faceProbability: Float64Array.from(oneGroup ? faceProbabilities(groupDie) : []),
      countOf,
      repeatCategory,
      repeatFlag,
      repeatBonus: rules.repeatBonus?.bonus ?? 0,
      repeatClasses: repeat.classes,
      repeatOutcomes: qualifying.slice(),
      repeatFills: repeat.fills,
      jokerScore,
    };
    return {
      data,
      space,
      policy,
      categoryIds: categories.map((category) => category.id),
      trackedSection: trackedSection?.id,
      possibleScores,
      tableSize,
      levelStart,
      levelRows: byLevelRows.map((rows) => Int32Array.from(rows)),
      rowStates: Int32Array.from(sortedReach, (values) => values.length),
      stateCount,
      stateLists: () => {
        if (data.stateUntracked.length !== stateCount) Object.assign(data, buildStateLists());
        return data;
      },
      indexOf: (untracked, trackedMask, subtotal) => untracked * stride + (offset[trackedMask] as number) + subtotal - (low[trackedMask] as number),
      canonical,
      isReachable: (trackedMask, subtotal) => reach[trackedMask]?.[subtotal - (flagBase[trackedMask] as number)] === 1,
      reachableRow: (trackedMask) => {
        const from = (low[trackedMask] as number) - (flagBase[trackedMask] as number);
        return (reach[trackedMask] as Uint8Array).subarray(from, from + (rowLength[trackedMask] as number));
      },
      keeperIndex: (values, held) => (isProduct ? productSlot(values, held) : space.keeperOf(values, held)),
    };
  };
}

/**
 * Fresh buffers for the kernel, laid out in one buffer. With distinct dice
 * and the compiled passes (see productPasses.ts), that buffer is a new
 * instance's memory, and the read-only tables the passes need are copied
 * there too. Self-contained, like the kernel: workers run it from its source
 * text.
 */
export function createScratch(data: KernelData, passesModule: PassesModule | null): KernelScratch {
  const keeperCount = data.keeperCount;
  const outcomeCount = data.outcomeCount;
  const classCount = data.classCount;
  const scoreCount = data.distinct.length;
  const openCount = data.categoryCount + 1;
  const exports =
    passesModule === null || data.product !== 1
      ? null
      : (new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(passesModule, {}).exports as ProductPasses & PassesMemory & { setupSlots(fillSlotsAt: number, slotClassAt: number): void });
  // Every array starts at a multiple of 8 bytes, after the module's own memory if any.
  const start = exports === null ? 0 : exports.memory.buffer.byteLength;
  let next = start;
  const reserve = (bytes: number): number => {
    const at = next;
    next += Math.ceil(bytes / 8) * 8;
    return at;
  };
  const at = {
    keepers: reserve(keeperCount * 8),
    most: reserve(keeperCount * 8),
    best: reserve(outcomeCount * 8),
    top: reserve(outcomeCount * 8),
    outcomeNormal: reserve(outcomeCount * 8),
    bestNormal: reserve(classCount * 8),
    bestHand: reserve(classCount * 8),
    fillNormal: reserve(scoreCount * 8),
    fillHand: reserve(scoreCount * 8),
    open: reserve(openCount * 4),
    fillSlots: reserve(exports === null ? 0 : keeperCount * 8),
    slotClass: reserve(exports === null ? 0 : outcomeCount * 4),
  };
  let buffer: ArrayBuffer;
  if (exports === null) buffer = new ArrayBuffer(next);
  else {
    const dims = data.dimSize.length;
    const tables = reserveProductTables(data, reserve);
    exports.memory.grow(Math.ceil((next - start) / 65536));
    buffer = exports.memory.buffer;
    copyProductTables(data, buffer, tables);
    exports.setup(
      at.keepers, at.most, at.best, tables.positions, outcomeCount, keeperCount, dims, tables.sizes, tables.strides, tables.probs,
      tables.probStarts, tables.digits, tables.classOf, tables.scoreIndex, classCount, tables.outcomeProbability, at.open,
      at.fillNormal, at.fillHand, at.bestNormal, at.bestHand, at.outcomeNormal, at.top,
    );
    // Also lists the outcomes' classes in the order of their keeper slots, for the passes' sweeps.
    exports.setupSlots(at.fillSlots, at.slotClass);
  }
  const f64 = (offset: number, length: number): Float64Array => new Float64Array(buffer, offset, length);
  return {
    values: f64(at.most, keeperCount),
    keepers: f64(at.keepers, keeperCount),
    best: f64(at.best, outcomeCount),
    passes: exports,
    top: f64(at.top, outcomeCount),
    bestNormal: f64(at.bestNormal, classCount),
    outcomeNormal: f64(at.outcomeNormal, outcomeCount),
    bestHand: f64(at.bestHand, classCount),
    fillNormal: f64(at.fillNormal, scoreCount),
    fillHand: f64(at.fillHand, scoreCount),
    open: new Int32Array(buffer, at.open, openCount),
    fillSlots: f64(at.fillSlots, exports === null ? 0 : keeperCount),
  };
}

/** Where the read-only tables of the product passes sit in a passes instance's memory. */
export interface ProductTables {
  readonly positions: number;
  readonly sizes: number;
  readonly strides: number;
  readonly probs: number;
  readonly probStarts: number;
  readonly digits: number;
  readonly classOf: number;
  readonly scoreIndex: number;
  readonly outcomeProbability: number;
}

/** Reserves room for the product passes' read-only tables (`reserve` hands out byte offsets). */
export function reserveProductTables(data: KernelData, reserve: (bytes: number) => number): ProductTables {
  const dims = data.dimSize.length;
  return {
    positions: reserve(data.outcomeCount * 4),
    sizes: reserve(dims * 4),
    strides: reserve(dims * 4),
    probs: reserve(data.dimProbability.length * 8),
    probStarts: reserve((dims + 1) * 4),
    // Two i32 a die: the odometer's digits, then the hold pass's list of shifts.
    digits: reserve(dims * 8),
    classOf: reserve(data.outcomeCount * 4),
    scoreIndex: reserve(data.scoreIndex.length * 4),
    outcomeProbability: reserve(data.outcomeCount * 8),
  };
}

/** Copies the product passes' read-only tables into an instance's memory, at the offsets reserved for them. */
export function copyProductTables(data: KernelData, buffer: ArrayBuffer, tables: ProductTables): void {
  const dims = data.dimSize.length;
  const outcomeCount = data.outcomeCount;
  new Int32Array(buffer, tables.positions, outcomeCount).set(data.outcomePosition);
  new Int32Array(buffer, tables.sizes, dims).set(data.dimSize);
  new Int32Array(buffer, tables.strides, dims).set(data.dimStride);
  new Float64Array(buffer, tables.probs, data.dimProbability.length).set(data.dimProbability);
  new Int32Array(buffer, tables.probStarts, dims + 1).set(data.dimProbabilityStart);
  new Int32Array(buffer, tables.classOf, outcomeCount).set(data.classOf);
  new Int32Array(buffer, tables.scoreIndex, data.scoreIndex.length).set(data.scoreIndex);
  new Float64Array(buffer, tables.outcomeProbability, outcomeCount).set(data.outcomeProbability);
}

/** An empty record for advice. */
export function createRecord(): KernelRecord {
  return { keeperValues: [], lazyTop: false, topSource: null, lazyLayer: -1, fillNormal: new Float64Array(0), fillHand: new Float64Array(0), declareValues: [] };
}

/** Above this many entries (qualifying classes × sheets of filled categories) the solver refuses a repeat bonus. */
const MAX_REPEAT_TABLE = 1 << 22;

/**
 * The repeat bonus's classes (outcome classes qualifying for it) and, for
 * each with each set of filled categories, what a joker roll may fill:
 * fills[r << categoryCount | filled] is the allowed categories' bits, with
 * bit 24 set when the joker's fixed scores apply, or -1 when the bonus
 * category is open. Worked out by the engine's own rule (`repeatRoll`), so
 * the kernel reads the rule and does not restate it.
 */
function repeatTables(
  rules: GameRules,
  repeatCategory: number,
  classRepresentative: readonly number[],
  categoryCount: number,
  scoreOf: (category: number, k: number) => number,
  where: string,
): { classes: Int32Array; fills: Int32Array } {
  if (repeatCategory < 0) return { classes: new Int32Array(0), fills: new Int32Array(0) };
  const classes = Int32Array.from(classRepresentative.keys()).filter((k) => scoreOf(repeatCategory, k) > 0);
  const sheets = 1 << categoryCount;
  if (classes.length * sheets > MAX_REPEAT_TABLE) {
    throw new DiceError("INVALID_RULES", `${where}: a repeat bonus over ${categoryCount} categories and ${classes.length} qualifying rolls is more than the solver handles`);
  }
  const fills = new Int32Array(classes.length * sheets).fill(-1);
  classes.forEach((k, r) => {
    for (let filled = 0; filled < sheets; filled++) {
      if ((filled & (1 << repeatCategory)) === 0) continue;
      const roll = repeatRoll(rules, (category) => (filled & (1 << category)) === 0, 1, (category) => scoreOf(category, k));
      if (roll === null) continue;
      let allowed = 0;
      if (roll.allowed === null) allowed = (sheets - 1) & ~filled;
      else for (const category of roll.allowed) allowed |= 1 << category;
      fills[(r << categoryCount) | filled] = allowed | (roll.jokerScores ? 1 << 24 : 0);
    }
  });
  return { classes, fills };
}
