import type { Die } from "../../dice/Die";
import { faceProbabilities } from "../../dice/faceProbabilities";
import { DiceError } from "../../errors/DiceError";
import { fromHandMultiplier, rememberAchievableScores } from "../../rules/achievableScores";
import type { GameRules } from "../../rules/GameRules";
import type { Section } from "../../scoring/Section";
import { repeatRoll } from "../../rules/repeatRoll";
import type { Category } from "../../scoring/Category";
import { buildRollSpace, type RollSpace } from "./rollSpace";

/** Scores from 0 to below this, whole, are looked up in an array when the categories are scored. */
const SMALL_SCORES = 1024;

/** Above this many table entries (sheet states, dense) the solver refuses the game. */
const MAX_TABLE = 1 << 27;

/** Above this many entries (qualifying classes × sheets of filled categories) the solver refuses a repeat bonus. */
const MAX_REPEAT_TABLE = 1 << 22;

/** Every category scored on every outcome. */
export interface OutcomeScores {
  /** scoreIndex[c · outcomes + o]: where outcome o's score in category c sits in `distinct`. */
  readonly scoreIndex: Int32Array;
  /** Each category's distinct scores, one category after another. */
  readonly distinct: readonly number[];
  /** distinctStart[c]: where category c's scores start in `distinct` (one more entry at the end). */
  readonly distinctStart: readonly number[];
  /** The "from hand" multiplier of each category (1 without one). */
  readonly multiplier: Float64Array;
  readonly minScore: readonly number[];
  readonly maxScore: readonly number[];
  /** Every score a category can hold, doubled ones included. */
  readonly scoreSets: readonly (readonly number[])[];
  /** The score index of each category's fixed joker score, or −1. */
  readonly jokerScore: Int32Array;
}

/** Outcomes that score alike in every category, as classes. */
export interface OutcomeClasses {
  readonly classOf: Int32Array;
  /** One outcome of each class, in order of first appearance. */
  readonly classRepresentative: readonly number[];
  /** classScoreIndex[c · classCount + k]: the score index of class k in category c. */
  readonly classScoreIndex: Int32Array;
}

/** Which categories count toward the tracked section, and each category's bit. */
export interface SectionBits {
  readonly tracked: Uint8Array;
  readonly bit: Int32Array;
  readonly trackedCount: number;
  /** Untracked bits, the repeat bonus's flag included. */
  readonly untrackedCount: number;
  readonly repeatCategory: number;
  readonly repeatFlag: number;
}

/** The tracked section's subtotals: the caps, the reachable ones, and the dense layout of each row. */
export interface SubtotalSpace {
  readonly fullTracked: number;
  readonly lowCap: Int32Array;
  readonly highCap: Int32Array;
  /** The first flag's subtotal of each tracked mask. */
  readonly flagBase: Int32Array;
  /** reach[mask][subtotal − flagBase[mask]]: 1 where the (canonical) subtotal can occur. */
  readonly reach: readonly Uint8Array[];
  /** Each tracked mask's reachable subtotals, in increasing order. */
  readonly sortedReach: readonly (readonly number[])[];
  readonly low: Int32Array;
  readonly offset: Int32Array;
  readonly rowLength: Int32Array;
  readonly stride: number;
  canonical(mask: number, subtotal: number): number;
}

/** Distinct dice: the dense product layout (slot 0 = rolled, slot v + 1 = face v held), die order, last die fastest. */
export interface ProductLayout {
  readonly isProduct: boolean;
  readonly dimSize: Int32Array;
  readonly dimStride: Int32Array;
  readonly dimProbability: Float64Array;
  readonly dimProbabilityStart: Int32Array;
  readonly outcomePosition: Int32Array;
  /** The slot of the keeper held by `values[at..]` (die order) with `held[i]` true for kept dice. */
  productSlot(values: ArrayLike<number>, held: readonly boolean[], at?: number): number;
}

/** The repeat bonus's qualifying classes and, for each with each filled set, what a joker may fill. */
export interface RepeatTables {
  readonly classes: Int32Array;
  readonly fills: Int32Array;
  /** The outcomes whose class qualifies, in order. */
  readonly outcomes: Int32Array;
}

/** What the solver's model of a game holds whatever the fill policy: worked out once per rules object. */
export interface CompiledRules {
  readonly rules: GameRules;
  readonly space: RollSpace;
  readonly trackedSection: Section | undefined;
  readonly scores: OutcomeScores;
  readonly possibleScores: readonly ReadonlySet<number>[];
  readonly classes: OutcomeClasses;
  readonly sections: SectionBits;
  readonly repeat: RepeatTables;
  readonly subtotals: SubtotalSpace;
  readonly product: ProductLayout;
  /** One group of identical dice: the faces of the group's die, and how many dice of each outcome show each face. */
  readonly faceCount: number;
  readonly countOf: Uint8Array;
}

/**
 * Compiles what does not depend on the fill policy: scores every category
 * on every outcome, groups outcomes that score alike, finds the one section
 * whose subtotal matters and its reachable (capped) subtotals, and lays out
 * distinct dice.
 */
export function compileRules(rules: GameRules, where: string): CompiledRules {
  const space = buildRollSpace(rules.dice, where);
  const categories = rules.categories;
  if (categories.length > 24) {
    throw new DiceError("INVALID_RULES", `${where}: ${categories.length} categories is more than the 24 the solver handles`);
  }
  const trackedSection = trackedSectionOf(rules, where);
  const scores = scoreOutcomes(rules, space, where);
  const possibleScores = scores.scoreSets.map((set) => new Set(set));
  // With no two dice alike the outcomes are every roll in die order: these are the engine's own sets.
  if (space.groups.every((group) => group.length === 1)) rememberAchievableScores(rules, possibleScores);
  const classes = classifyOutcomes(scores.scoreIndex, categories.length, space.outcomeCount);
  const sections = sectionBits(rules, trackedSection, scores, where);
  const classCount = classes.classRepresentative.length;
  const scoreOf = (category: number, k: number): number => scores.distinct[classes.classScoreIndex[category * classCount + k] as number] as number;
  const repeat = repeatTables(rules, sections.repeatCategory, classes, scoreOf, where);
  const subtotals = subtotalSpace(rules, trackedSection, sections, scores, where);
  const untrackedMasks = 1 << sections.untrackedCount;
  if (untrackedMasks * subtotals.stride > MAX_TABLE) {
    throw new DiceError("INVALID_RULES", `${where}: ${untrackedMasks * subtotals.stride} sheet states is more than the ${MAX_TABLE} the solver handles`);
  }
  const { faceCount, countOf } = faceCounts(rules, space);
  return { rules, space, trackedSection, scores, possibleScores, classes, sections, repeat, subtotals, product: productLayout(rules, space), faceCount, countOf };
}

/** The one section with a rule that has categories: the solver tracks one subtotal. */
function trackedSectionOf(rules: GameRules, where: string): Section | undefined {
  const ruled = rules.sections.filter((section) => section.rule !== undefined && rules.categories.some((category) => category.section === section.id));
  if (ruled.length > 1) {
    throw new DiceError(
      "INVALID_RULES",
      `${where}: sections ${ruled.map((section) => `'${section.id}'`).join(", ")} all have rules; the solver tracks one section subtotal`,
    );
  }
  return ruled[0];
}

/** A category's distinct scores in order of first appearance, and where a score sits among them. */
function scoreLists(categoryCount: number): { listed: number[][]; positionOf(index: number, score: number): number } {
  // Where each small whole score sits in a category's list (-1: not seen yet), beside a Map for the
  // rest: a Map lookup on each of the outcomes is much of the cost. Both hold −0 as 0, as a Map does.
  const smallPosition = new Int32Array(categoryCount * SMALL_SCORES).fill(-1);
  const seen = Array.from({ length: categoryCount }, () => new Map<number, number>());
  const listed = Array.from({ length: categoryCount }, (): number[] => []);
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
  return { listed, positionOf };
}

/** Scores every category on every outcome; keeps each category's distinct scores and an index per outcome. */
function scoreOutcomes(rules: GameRules, space: RollSpace, where: string): OutcomeScores {
  const categories = rules.categories;
  const categoryCount = categories.length;
  const outcomes = space.outcomeCount;
  const diceCount = space.diceCount;
  const scoreIndex = new Int32Array(categoryCount * outcomes);
  const { listed, positionOf } = scoreLists(categoryCount);
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
  const multiplier = Float64Array.from(categories, (category) => fromHandMultiplier(rules, category));
  const jokerScore = new Int32Array(categoryCount).fill(-1);
  const distinct: number[] = [];
  const distinctStart = [0];
  const minScore: number[] = [];
  const maxScore: number[] = [];
  const scoreSets: number[][] = [];
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
  return { scoreIndex, distinct, distinctStart, multiplier, minScore, maxScore, scoreSets, jokerScore };
}

/**
 * Outcomes scoring alike in every category share their fill values. Classes
 * are numbered in order of first appearance, found by a hash of the
 * outcome's score indices in an open-addressed table (a class number a
 * slot, -1 empty) and checked in full on a match.
 */
function classifyOutcomes(scoreIndex: Int32Array, categoryCount: number, outcomes: number): OutcomeClasses {
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
  return { classOf, classRepresentative, classScoreIndex };
}

/** Each category's bit among the tracked or the untracked ones; the repeat bonus's flag is the last untracked bit. */
function sectionBits(rules: GameRules, trackedSection: Section | undefined, scores: OutcomeScores, where: string): SectionBits {
  const categories = rules.categories;
  const tracked = new Uint8Array(categories.length);
  const bit = new Int32Array(categories.length);
  let trackedCount = 0;
  let untrackedCount = 0;
  categories.forEach((category, index) => {
    if (trackedSection !== undefined && category.section === trackedSection.id) {
      tracked[index] = 1;
      bit[index] = 1 << trackedCount++;
      for (const score of scores.scoreSets[index] as number[]) {
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
  return { tracked, bit, trackedCount, untrackedCount, repeatCategory, repeatFlag };
}

/** The subtotals at and beyond which the section's adjustment cannot change: [below, above]. */
function ruleBounds(trackedSection: Section | undefined, where: string): { below: number; above: number } {
  const rule = trackedSection?.rule;
  if (rule?.type === "thresholdBonus") {
    if (!Number.isInteger(rule.threshold)) throw new DiceError("INVALID_RULES", `${where}: threshold ${rule.threshold} must be an integer`);
    return { above: rule.threshold, below: rule.threshold - 1 };
  }
  if (rule?.type === "penaltyBelowZero") return { above: 0, below: -1 };
  if (rule?.type === "rewardBySign") return { above: 1, below: -1 };
  return { above: 0, below: 0 };
}

/**
 * The tracked section's subtotals. Subtotals beyond the caps cannot change
 * the section's adjustment, whatever is scored later, so each is kept at its
 * cap (its canonical subtotal); the reachable canonical subtotals of each
 * tracked mask are found by filling its open categories one at a time.
 */
function subtotalSpace(rules: GameRules, trackedSection: Section | undefined, sections: SectionBits, scores: OutcomeScores, where: string): SubtotalSpace {
  const { bit, tracked, trackedCount } = sections;
  const trackedIndices = rules.categories.map((_, index) => index).filter((index) => tracked[index] === 1);
  const { below, above } = ruleBounds(trackedSection, where);
  const fullTracked = (1 << trackedCount) - 1;
  const masks = 1 << trackedCount;
  const lowCap = new Int32Array(masks);
  const highCap = new Int32Array(masks);
  for (let mask = 0; mask < masks; mask++) {
    let openMin = 0;
    let openMax = 0;
    for (const index of trackedIndices) {
      if ((mask & (bit[index] as number)) !== 0) continue;
      openMin += scores.minScore[index] as number;
      openMax += scores.maxScore[index] as number;
    }
    lowCap[mask] = below - openMax;
    highCap[mask] = above - openMin;
  }
  const canonical = (mask: number, subtotal: number): number =>
    mask === fullTracked ? 0 : Math.min(Math.max(subtotal, lowCap[mask] as number), highCap[mask] as number);
  const flagBase = Int32Array.from({ length: masks }, (_, mask) => (mask === fullTracked ? 0 : (lowCap[mask] as number)));
  const flagWidth = Int32Array.from({ length: masks }, (_, mask) => (mask === fullTracked ? 1 : (highCap[mask] as number) - (lowCap[mask] as number) + 1));
  const flagTotal = flagWidth.reduce((sum, width) => sum + width, 0);
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
        for (const score of scores.scoreSets[index] as number[]) childFlags[canonical(child, subtotal + score) - childBase] = 1;
      }
    }
  }
  return { fullTracked, lowCap, highCap, flagBase, reach, canonical, ...rowLayout(reach, flagBase) };
}

/** Each tracked mask's row in the dense table: its reachable subtotals from the lowest to the highest. */
function rowLayout(reach: readonly Uint8Array[], flagBase: Int32Array): Pick<SubtotalSpace, "sortedReach" | "low" | "offset" | "rowLength" | "stride"> {
  const masks = reach.length;
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
  return { sortedReach, low, offset, rowLength, stride };
}

/** The dense product layout of distinct dice, with each outcome's slot. */
function productLayout(rules: GameRules, space: RollSpace): ProductLayout {
  const diceCount = space.diceCount;
  const isProduct = space.groups.every((group) => group.length === 1);
  const dimSize = Int32Array.from(rules.dice, (die) => die.faces.length + 1);
  const dimStride = new Int32Array(diceCount);
  let slots = 1;
  for (let die = diceCount - 1; die >= 0; die--) {
    dimStride[die] = slots;
    slots *= dimSize[die] as number;
  }
  const dimProbability = Float64Array.from(rules.dice.flatMap((die) => faceProbabilities(die)));
  const dimProbabilityStart = new Int32Array(diceCount + 1);
  rules.dice.forEach((die, index) => {
    dimProbabilityStart[index + 1] = (dimProbabilityStart[index] as number) + die.faces.length;
  });
  const productSlot = (values: ArrayLike<number>, held: readonly boolean[], at = 0): number => {
    let slot = 0;
    for (let index = 0; index < diceCount; index++) {
      if (held[index]) slot += (((rules.dice[index] as Die).faces as readonly number[]).indexOf(values[at + index] as number) + 1) * (dimStride[index] as number);
    }
    return slot;
  };
  const outcomePosition = new Int32Array(isProduct ? space.outcomeCount : 0);
  if (isProduct) {
    const all = new Array<boolean>(diceCount).fill(true);
    for (let o = 0; o < space.outcomeCount; o++) outcomePosition[o] = productSlot(space.outcomeFaces, all, o * diceCount);
  }
  return { isProduct, dimSize, dimStride, dimProbability, dimProbabilityStart, outcomePosition, productSlot };
}

/** One group of identical dice: how many dice of each outcome show each face (for the declare shortcut). */
function faceCounts(rules: GameRules, space: RollSpace): { faceCount: number; countOf: Uint8Array } {
  const oneGroup = space.groups.length === 1 && space.diceCount > 1;
  const groupDie = rules.dice[0] as Die;
  const faceCount = oneGroup ? groupDie.faces.length : 0;
  const countOf = new Uint8Array(oneGroup ? space.outcomeCount * faceCount : 0);
  for (let o = 0; o < space.outcomeCount && oneGroup; o++) {
    for (let die = 0; die < space.diceCount; die++) {
      const face = groupDie.faces.indexOf(space.outcomeFaces[o * space.diceCount + die] as number);
      countOf[o * faceCount + face] = (countOf[o * faceCount + face] as number) + 1;
    }
  }
  return { faceCount, countOf };
}

/**
 * The repeat bonus's classes (outcome classes qualifying for it) and, for
 * each with each set of filled categories, what a joker roll may fill:
 * fills[r << categoryCount | filled] is the allowed categories' bits, with
 * bit 24 set when the joker's fixed scores apply, or -1 when the bonus
 * category is open. Worked out by the engine's own rule (`repeatRoll`), so
 * the kernel reads the rule and does not restate it.
 */
function repeatTables(rules: GameRules, repeatCategory: number, classes: OutcomeClasses, scoreOf: (category: number, k: number) => number, where: string): RepeatTables {
  if (repeatCategory < 0) return { classes: new Int32Array(0), fills: new Int32Array(0), outcomes: new Int32Array(0) };
  const categoryCount = rules.categories.length;
  const qualifying = Int32Array.from(classes.classRepresentative.keys()).filter((k) => scoreOf(repeatCategory, k) > 0);
  const sheets = 1 << categoryCount;
  if (qualifying.length * sheets > MAX_REPEAT_TABLE) {
    throw new DiceError("INVALID_RULES", `${where}: a repeat bonus over ${categoryCount} categories and ${qualifying.length} qualifying rolls is more than the solver handles`);
  }
  const fills = new Int32Array(qualifying.length * sheets).fill(-1);
  qualifying.forEach((k, r) => {
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
  return { classes: qualifying, fills, outcomes: qualifyingOutcomes(classes.classOf, classes.classRepresentative.length, qualifying) };
}

/** The outcomes whose class qualifies for the repeat bonus, in order. */
function qualifyingOutcomes(classOf: Int32Array, classCount: number, qualifying: Int32Array): Int32Array {
  const qualifies = new Uint8Array(classCount);
  for (const k of qualifying) qualifies[k] = 1;
  const outcomes: number[] = [];
  for (let o = 0; o < classOf.length; o++) if (qualifies[classOf[o] as number] === 1) outcomes.push(o);
  return Int32Array.from(outcomes);
}
