/**
 * Policy evaluation for the row kernel: the exact expected points of
 * playing by a given value table Q (say a quantised copy of the optimum)
 * rather than the optimal values. Each turn is played as the advice plays
 * it: every choice (fill, hold, declaration) is the best by the values Q
 * gives, with Q's values of the sheets one category later; what the choice
 * is worth is carried alongside as E, the evaluated table, built level by
 * level like a solve. So every entry is a pair (q, e): averages apply to
 * both, and a maximum picks by q and carries the e of its pick. Where two
 * choices tie on q the smaller e is carried, so the result is the value of
 * the policy under the least favourable tie-break: a lower bound on every
 * bot that plays by Q, whatever order it lists its choices in.
 *
 * A turn is the row kernel's ({@link rowTurn}) over both tables at once
 * ({@link policyTables}), with the passes on pairs.
 */
import type { PassesModule } from "./productPasses";
import { createJsRowPolicyPasses, pick, type RowPolicyPasses } from "./policyPassesJs";
import { createRowScratch, ROW_LANES, rowFills, rowTurn, sameRow, type DeclareShortcuts, type RowPasses, type RowScratch, type RowTables } from "./rowKernel";
import { repeatBestFills, type KernelData } from "./solverKernel";

/** The two row scratches of an evaluation, decision values (q) and evaluated values (e), and the passes over them. */
export interface PolicyScratch {
  readonly q: RowScratch;
  readonly e: RowScratch;
  /**
   * The policy passes (wasm/rowPolicyPasses.ts's compiled ones where
   * WebAssembly with SIMD runs, else the JavaScript ones) as the row turn
   * calls them: each pass on pairs; the expectation into e.expected.
   */
  readonly passes: RowPasses;
}

/** Fresh buffers for the evaluation: in the compiled passes' memory when a module is given, else for the JavaScript passes. */
export function createPolicyScratch(data: KernelData, passesModule: PassesModule | null): PolicyScratch {
  const q = createRowScratch(data, passesModule, ROW_LANES, true);
  const e = q.twin as RowScratch;
  const pairs = passesModule === null ? createJsRowPolicyPasses(data, q, e) : (q.passes as RowPasses & RowPolicyPasses);
  const passes: RowPasses = {
    bestFills: pairs.policyBestFills,
    layers: pairs.policyLayers,
    mergeTop: pairs.policyMergeTop,
    // Only q's maxima start from −∞: a pick replaces e whenever it replaces q.
    resetTop: q.passes.resetTop,
    mergeChain: pairs.policyMergeChain,
    mergeCount: pairs.policyMergeCount,
    expectation: pairs.policyExpectation,
  };
  return { q, e, passes };
}

/** The count chain of the declare shortcut on pairs (see countChain in rowKernel.ts): values after the first roll by count, in q.chainNow / e.chainNow. */
function countChain(data: KernelData, shortcuts: DeclareShortcuts, category: number, face: number, count: number, scratch: PolicyScratch): void {
  const lanes = scratch.q.lanes;
  const dice = shortcuts.diceCount;
  const width = dice + 1;
  const fillQ = scratch.q.chainFill;
  const fillE = scratch.e.chainFill;
  for (let n = 0; n <= dice; n++) {
    const source = (shortcuts.countScore[category * width + n] as number) * lanes;
    for (let lane = 0; lane < count; lane++) {
      fillQ[n * lanes + lane] = scratch.q.fillNormal[source + lane] as number;
      fillE[n * lanes + lane] = scratch.e.fillNormal[source + lane] as number;
    }
  }
  scratch.q.chainNow.set(fillQ.subarray(0, width * lanes));
  scratch.e.chainNow.set(fillE.subarray(0, width * lanes));
  const nextQ = scratch.q.chainNext;
  const nextE = scratch.e.chainNext;
  const faceBase = face * width * width;
  for (let left = 1; left < data.rolls; left++) {
    const nowQ = scratch.q.chainNow;
    const nowE = scratch.e.chainNow;
    for (let lane = 0; lane < count; lane++) {
      for (let n = 0; n <= dice; n++) {
        const at = n * lanes + lane;
        nextQ[at] = fillQ[at] as number;
        nextE[at] = fillE[at] as number;
        // Every mix of re-rolls: a of the n dice showing the face, b of the others.
        for (let a = 0; a <= n; a++) {
          for (let b = 0; b <= dice - n; b++) {
            const m = a + b;
            if (m === 0) continue;
            let sumQ = 0;
            let sumE = 0;
            for (let t = 0; t <= m; t++) {
              const weight = shortcuts.binomial[faceBase + m * width + t] as number;
              sumQ += weight * (nowQ[(n - a + t) * lanes + lane] as number);
              sumE += weight * (nowE[(n - a + t) * lanes + lane] as number);
            }
            pick(nextQ, nextE, at, sumQ, sumE);
          }
        }
      }
    }
    scratch.q.chainNow.set(nextQ);
    scratch.e.chainNow.set(nextE);
  }
}

/** The tables of an evaluation: the decisions' into q, the evaluated one's into e (see {@link RowTables}). */
function policyTables(data: KernelData, decisions: Float64Array, evaluated: Float64Array, untracked: number, trackedMask: number, count: number, scratch: PolicyScratch): RowTables {
  const { q, e } = scratch;
  return {
    passes: scratch.passes,
    fills: (category) => {
      rowFills(data, decisions, untracked, trackedMask, count, category, q);
      rowFills(data, evaluated, untracked, trackedMask, count, category, e);
    },
    repeat: (hand, openBits) =>
      hand === 1
        ? repeatBestFills(data, untracked, openBits, q.fillHand, q.bestHand, q.lanes, count, e.fillHand, e.bestHand)
        : repeatBestFills(data, untracked, openBits, q.fillNormal, q.bestNormal, q.lanes, count, e.fillNormal, e.bestNormal),
    same: (category) => {
      sameRow(data, decisions, untracked, trackedMask, count, category, q);
      sameRow(data, evaluated, untracked, trackedMask, count, category, e);
    },
    countChain: (category, face) => countChain(data, q.declare as DeclareShortcuts, category, face, count, scratch),
  };
}

/** The value by E of a row block of states (lanes `first` …), playing by Q; into `evaluated`. */
export function evaluateRowBlock(
  data: KernelData,
  decisions: Float64Array,
  evaluated: Float64Array,
  untracked: number,
  trackedMask: number,
  first: number,
  count: number,
  scratch: PolicyScratch,
): void {
  const { q, e } = scratch;
  const low = data.low[trackedMask] as number;
  for (let lane = 0; lane < count; lane++) {
    q.subtotal[lane] = low + first + lane;
    e.subtotal[lane] = low + first + lane;
  }
  rowTurn(data, policyTables(data, decisions, evaluated, untracked, trackedMask, count, scratch), untracked, trackedMask, count, q, null);
  const base = untracked * data.stride + (data.offset[trackedMask] as number) + first;
  for (let lane = 0; lane < count; lane++) evaluated[base + lane] = e.expected[lane] as number;
}

/** Evaluates every state of the rows `rows[from]` to `rows[to − 1]` into `evaluated`, playing by `decisions`. */
export function evaluateRows(data: KernelData, decisions: Float64Array, evaluated: Float64Array, rows: Int32Array, from: number, to: number, scratch: PolicyScratch): void {
  for (let row = from; row < to; row++) {
    const untracked = rows[2 * row] as number;
    const trackedMask = rows[2 * row + 1] as number;
    const length = data.rowLength[trackedMask] as number;
    for (let first = 0; first < length; first += scratch.q.lanes) {
      evaluateRowBlock(data, decisions, evaluated, untracked, trackedMask, first, Math.min(scratch.q.lanes, length - first), scratch);
    }
  }
}
