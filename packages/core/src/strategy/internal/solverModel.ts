import type { Die } from "../../dice/Die";
import { faceProbabilities } from "../../dice/faceProbabilities";
import type { FillPolicy, GameRules } from "../../rules/GameRules";
import { compileRules, type CompiledRules } from "./compiledRules";
import type { PassesMemory, PassesModule, WebAssemblyApi } from "./productPasses";
import type { RollSpace } from "./rollSpace";
import type { KernelData, KernelRecord, KernelScratch, ProductPasses } from "./solverKernel";
import { createJsProductPasses } from "./productPassesJs";
import { rowPassesModule } from "./productPasses";
import { createRowScratch, rowBlock, type RowScratch } from "./rowKernel";

/** Every sheet state of a policy, by level: its untracked mask, tracked mask and subtotal. */
type StateLists = Pick<KernelData, "stateUntracked" | "stateTracked" | "stateSubtotal">;

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
    const rulesCompiled = compileRules(rules, where);
    forPolicy = (each: FillPolicy) => modelForPolicy(rulesCompiled, each);
    compiled.set(rules, forPolicy);
  }
  return forPolicy(policy);
}

/** What does not depend on the fill policy (scores, classes, subtotals, roll space), once per rules object. */
const compiled = new WeakMap<GameRules, (policy: FillPolicy) => SolverModel>();

/** A policy's sheet states: its rows (filled-category masks) by level, and where each level's states start. */
interface StateRows {
  /** byLevelRows[n]: (untracked, trackedMask) pairs, flat, with n categories filled, in mask order. */
  readonly byLevelRows: readonly (readonly number[])[];
  readonly levelStart: Int32Array;
  readonly stateCount: number;
}

/**
 * The rows of a policy by level (categories filled); the ordered policy only
 * reaches sheet-order prefixes. A set of filled categories' untracked and
 * tracked bits is the OR of two tables' entries, one over its low categories
 * and one over its high ones (each bit is one category's).
 */
function stateRows(compiledRules: CompiledRules, policy: FillPolicy): StateRows {
  const { sections, subtotals } = compiledRules;
  const { tracked, bit, repeatFlag, repeatCategory } = sections;
  const categoryCount = compiledRules.rules.categories.length;
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
  const byLevelRows: number[][] = Array.from({ length: categoryCount + 1 }, () => []);
  const levelStart = new Int32Array(categoryCount + 2);
  const repeatBit = repeatFlag === 0 ? 0 : 1 << repeatCategory;
  const pushMask = (categoryMask: number): void => {
    const untracked = (lowUntracked[categoryMask & lowMask] as number) | (highUntracked[categoryMask >>> lowCount] as number);
    const trackedMask = (lowTracked[categoryMask & lowMask] as number) | (highTracked[categoryMask >>> lowCount] as number);
    const level = popcount(categoryMask);
    const rows = byLevelRows[level] as number[];
    const states = (subtotals.sortedReach[trackedMask] as readonly number[]).length;
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
  return { byLevelRows, levelStart, stateCount: levelStart[categoryCount + 1] as number };
}

/**
 * The state lists: 12 bytes a state, built when first needed (Dodeca has
 * 29.8 M states a policy; advice and compact tables never need them, the
 * per-state kernels and f64/f32/q16 files do).
 */
function buildStateLists(rows: StateRows, sortedReach: readonly (readonly number[])[]): StateLists {
  const lists = { stateUntracked: new Int32Array(rows.stateCount), stateTracked: new Int32Array(rows.stateCount), stateSubtotal: new Int32Array(rows.stateCount) };
  let position = 0;
  for (const levelRows of rows.byLevelRows) {
    for (let i = 0; i < levelRows.length; i += 2) {
      for (const subtotal of sortedReach[levelRows[i + 1] as number] as readonly number[]) {
        lists.stateUntracked[position] = levelRows[i] as number;
        lists.stateTracked[position] = levelRows[i + 1] as number;
        lists.stateSubtotal[position++] = subtotal;
      }
    }
  }
  return lists;
}

/** The kernel's data for one policy. */
function kernelData(compiledRules: CompiledRules, policy: FillPolicy, rows: StateRows): KernelData {
  const { rules, space, scores, classes, sections, subtotals, product, repeat } = compiledRules;
  const groupDie = rules.dice[0] as Die;
  return {
    product: product.isProduct ? 1 : 0,
    dimSize: product.dimSize,
    dimStride: product.dimStride,
    dimProbability: product.dimProbability,
    dimProbabilityStart: product.dimProbabilityStart,
    outcomePosition: product.outcomePosition,
    rolls: rules.rollsPerTurn,
    outcomeCount: space.outcomeCount,
    keeperCount: space.keeperCount,
    categoryCount: rules.categories.length,
    outcomeProbability: space.outcomeProbability,
    addOrder: space.addOrder,
    addStart: space.addStart,
    addChild: space.addChild,
    addProbability: space.addProbability,
    addUniform: space.addUniform,
    removeOrder: space.removeOrder,
    removeStart: space.removeStart,
    removeParent: space.removeParent,
    classCount: classes.classRepresentative.length,
    classOf: classes.classOf,
    scoreIndex: classes.classScoreIndex,
    distinct: Float64Array.from(scores.distinct),
    distinctStart: Int32Array.from(scores.distinctStart),
    multiplier: scores.multiplier,
    tracked: sections.tracked,
    bit: sections.bit,
    fullTracked: subtotals.fullTracked,
    stride: subtotals.stride,
    offset: subtotals.offset,
    low: subtotals.low,
    lowCap: subtotals.lowCap,
    highCap: subtotals.highCap,
    rule: compiledRules.trackedSection?.rule,
    policy: policyCode[policy],
    // Distinct dice: the per-state kernels read the lists, so they are built now; rows get them on request.
    ...(product.isProduct ? buildStateLists(rows, subtotals.sortedReach) : { stateUntracked: new Int32Array(0), stateTracked: new Int32Array(0), stateSubtotal: new Int32Array(0) }),
    rowLength: subtotals.rowLength,
    diceCount: space.diceCount,
    faceCount: compiledRules.faceCount,
    faceProbability: Float64Array.from(compiledRules.faceCount > 0 ? faceProbabilities(groupDie) : []),
    countOf: compiledRules.countOf,
    repeatCategory: sections.repeatCategory,
    repeatFlag: sections.repeatFlag,
    repeatBonus: rules.repeatBonus?.bonus ?? 0,
    repeatClasses: repeat.classes,
    repeatOutcomes: repeat.outcomes.slice(),
    repeatFills: repeat.fills,
    jokerScore: scores.jokerScore,
  };
}

/** The solver's model of a game under one fill policy. */
function modelForPolicy(compiledRules: CompiledRules, policy: FillPolicy): SolverModel {
  const { rules, space, subtotals, product } = compiledRules;
  const { stride, offset, low, flagBase, reach, rowLength } = subtotals;
  const rows = stateRows(compiledRules, policy);
  const data = kernelData(compiledRules, policy, rows);
  return {
    data,
    space,
    policy,
    categoryIds: rules.categories.map((category) => category.id),
    trackedSection: compiledRules.trackedSection?.id,
    possibleScores: compiledRules.possibleScores,
    tableSize: (1 << compiledRules.sections.untrackedCount) * stride,
    levelStart: rows.levelStart,
    levelRows: rows.byLevelRows.map((levelRows) => Int32Array.from(levelRows)),
    rowStates: Int32Array.from(subtotals.sortedReach, (values) => values.length),
    stateCount: rows.stateCount,
    stateLists: () => {
      if (data.stateUntracked.length !== rows.stateCount) Object.assign(data, buildStateLists(rows, subtotals.sortedReach));
      return data;
    },
    indexOf: (untracked, trackedMask, subtotal) => untracked * stride + (offset[trackedMask] as number) + subtotal - (low[trackedMask] as number),
    canonical: subtotals.canonical,
    isReachable: (trackedMask, subtotal) => reach[trackedMask]?.[subtotal - (flagBase[trackedMask] as number)] === 1,
    reachableRow: (trackedMask) => {
      const from = (low[trackedMask] as number) - (flagBase[trackedMask] as number);
      return (reach[trackedMask] as Uint8Array).subarray(from, from + (rowLength[trackedMask] as number));
    },
    keeperIndex: (values, held) => (product.isProduct ? product.productSlot(values, held) : space.keeperOf(values, held)),
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
    fillSlots: reserve(data.product === 1 ? keeperCount * 8 : 0),
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
  const buffers = {
    keepers: f64(at.keepers, keeperCount),
    most: f64(at.most, keeperCount),
    best: f64(at.best, outcomeCount),
    top: f64(at.top, outcomeCount),
    bestNormal: f64(at.bestNormal, classCount),
    bestHand: f64(at.bestHand, classCount),
    fillNormal: f64(at.fillNormal, scoreCount),
    fillHand: f64(at.fillHand, scoreCount),
    open: new Int32Array(buffer, at.open, openCount),
    fillSlots: f64(at.fillSlots, data.product === 1 ? keeperCount : 0),
  };
  // The product passes' implementation is chosen here, once: compiled where WebAssembly runs, else their JavaScript twin.
  const passes = data.product !== 1 ? null : (exports ?? createJsProductPasses(data, buffers));
  return {
    ...buffers,
    values: buffers.most,
    passes,
    outcomeNormal: f64(at.outcomeNormal, outcomeCount),
    fillAt: new Float64Array(2 * scoreCount),
    fillPoints: new Float64Array(2 * scoreCount),
    fillRead: new Float64Array(2 * scoreCount),
    declareTurn: data.product !== 1 && data.policy === 1 ? declareTurn(data, passesModule === null ? null : rowPassesModule()) : null,
  };
}

/** The declare policy's turn of one sheet state by the row kernel, its buffers made on first use. */
function declareTurn(data: KernelData, rowModule: PassesModule | null): NonNullable<KernelScratch["declareTurn"]> {
  let rows: RowScratch | undefined;
  return (values, untracked, trackedMask, subtotal, declareValues) => {
    rows ??= createRowScratch(data, rowModule, 8);
    rows.subtotal[0] = subtotal;
    rowBlock(data, values, untracked, trackedMask, 1, rows, declareValues);
    return rows.expected[0] as number;
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
  return { keeperValues: [], fillNormal: new Float64Array(0), fillHand: new Float64Array(0), declareValues: [] };
}
