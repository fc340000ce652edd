// AssemblyScript source of the policy-evaluation passes, compiled together
// with wasm/rowPasses.ts (this file is appended to it) into a module of its
// own, src/strategy/internal/rowPolicyPassesWasm.ts: only the evaluation,
// which is not part of the public API, loads it, so the solver's module stays
// small.
//
// Policy evaluation (src/strategy/internal/policyKernel.ts): every entry is a
// pair, the decision value q (the arrays above) and the evaluated value e (the
// twin arrays below, same layout). Averages apply to both; a maximum picks
// by q and carries the e of its pick, the smaller e on a tie on q. Two
// lanes at a time.

let keepersE: usize = 0;
let mostE: usize = 0;
let bestE: usize = 0;
let topE: usize = 0;
let bestNormalE: usize = 0;
let bestHandE: usize = 0;
let fillNormalE: usize = 0;
let fillHandE: usize = 0;
let expectedE: usize = 0;
let sameE: usize = 0;
let countRowsE: usize = 0;

/** Records where the twin (evaluated) arrays are. */
export function setupPolicy(
  keepersAt: usize,
  mostAt: usize,
  bestAt: usize,
  topAt: usize,
  bestNormalAt: usize,
  bestHandAt: usize,
  fillNormalAt: usize,
  fillHandAt: usize,
  expectedAt: usize,
  sameAt: usize,
  countRowsAt: usize,
): void {
  keepersE = keepersAt;
  mostE = mostAt;
  bestE = bestAt;
  topE = topAt;
  bestNormalE = bestNormalAt;
  bestHandE = bestHandAt;
  fillNormalE = fillNormalAt;
  fillHandE = fillHandAt;
  expectedE = expectedAt;
  sameE = sameAt;
  countRowsE = countRowsAt;
}

/** Picks the candidate pair (q, e) at (candidateQ, candidateE) into (targetQ, targetE) when its q is larger; the smaller e on a tie. */
@inline function pickPair(targetQ: usize, targetE: usize, candidateQ: v128, candidateE: v128): void {
  const q = v128.load(targetQ);
  const e = v128.load(targetE);
  const larger = f64x2.gt(candidateQ, q);
  const tie = f64x2.eq(candidateQ, q);
  v128.store(targetQ, v128.bitselect(candidateQ, q, larger));
  v128.store(targetE, v128.bitselect(candidateE, v128.bitselect(f64x2.pmin(e, candidateE), e, tie), larger));
}

/** policyKernel's bestFills: the best fill of each class by q over open[from] … open[to − 1], carrying e. */
export function policyBestFills(hand: i32, from: i32, to: i32, octets: i32): void {
  const fillQ = hand == 1 ? fillHand : fillNormal;
  const fillEv = hand == 1 ? fillHandE : fillNormalE;
  const intoQ = hand == 1 ? bestHand : bestNormal;
  const intoE = hand == 1 ? bestHandE : bestNormalE;
  const bytes = <usize>octets << 6;
  const lowest = f64x2.splat(-Infinity);
  for (let k = 0; k < classCount; k++) {
    const target = row(intoQ, k);
    for (let at: usize = 0; at < bytes; at += 16) v128.store(target + at, lowest);
  }
  for (let position = from; position < to; position++) {
    const base = scoreIndex + ((<usize>load<i32>(open + (<usize>position << 2)) * <usize>classCount) << 2);
    for (let k = 0; k < classCount; k++) {
      const j = load<i32>(base + (<usize>k << 2));
      const sourceQ = row(fillQ, j);
      const sourceE = row(fillEv, j);
      const targetQ = row(intoQ, k);
      const targetE = row(intoE, k);
      for (let at: usize = 0; at < bytes; at += 16) pickPair(targetQ + at, targetE + at, v128.load(sourceQ + at), v128.load(sourceE + at));
    }
  }
}

/** policyKernel's layers: the turn's roll layers on pairs, leaving the first roll's outcome values in best and bestE. */
export function policyLayers(anyHand: i32, octets: i32): void {
  const zero = f64x2.splat(0);
  const lowest = f64x2.splat(-Infinity);
  const missing = f64x2.splat(NaN);
  const outcomeBytes = (<usize>outcomes * <usize>lanes) << 3;
  const bytes = <usize>octets << 6;
  for (let rollsLeft = 0; rollsLeft < rolls; rollsLeft++) {
    const hand = rollsLeft == rolls - 1 && anyHand != 0;
    for (let o = 0; o < outcomes; o++) {
      const k = load<i32>(classOf + (<usize>o << 2));
      memory.copy(row(best, o), row(hand ? bestHand : bestNormal, k), bytes);
      memory.copy(row(bestE, o), row(hand ? bestHandE : bestNormalE, k), bytes);
    }
    if (rollsLeft > 0) {
      for (let i = 0; i < addCount; i++) {
        const keeper = load<i32>(addOrder + (<usize>i << 2));
        const start = load<i32>(addStart + (<usize>i << 2));
        const end = load<i32>(addStart + (<usize>(i + 1) << 2));
        const scale = load<f64>(addUniform + (<usize>i << 3));
        for (let at: usize = 0; at < bytes; at += 16) {
          let sumQ = zero;
          let sumE = zero;
          if (scale > 0) {
            for (let e = start; e < end; e++) {
              const child = load<i32>(addChild + (<usize>e << 2));
              sumQ = f64x2.add(sumQ, v128.load(row(keepers, child) + at));
              sumE = f64x2.add(sumE, v128.load(row(keepersE, child) + at));
            }
            sumQ = f64x2.mul(sumQ, f64x2.splat(scale));
            sumE = f64x2.mul(sumE, f64x2.splat(scale));
          } else {
            for (let e = start; e < end; e++) {
              const child = load<i32>(addChild + (<usize>e << 2));
              const probability = f64x2.splat(load<f64>(addProbability + (<usize>e << 3)));
              sumQ = f64x2.add(sumQ, f64x2.mul(probability, v128.load(row(keepers, child) + at)));
              sumE = f64x2.add(sumE, f64x2.mul(probability, v128.load(row(keepersE, child) + at)));
            }
          }
          v128.store(row(keepers, keeper) + at, sumQ);
          v128.store(row(keepersE, keeper) + at, sumE);
        }
      }
      for (let i = 0; i < removeCount; i++) {
        const keeper = load<i32>(removeOrder + (<usize>i << 2));
        const targetQ = row(most, keeper);
        const targetE = row(mostE, keeper);
        const start = load<i32>(removeStart + (<usize>i << 2));
        const end = load<i32>(removeStart + (<usize>(i + 1) << 2));
        const isOutcome = keeper < outcomes;
        for (let at: usize = 0; at < bytes; at += 16) {
          v128.store(targetQ + at, isOutcome ? lowest : v128.load(row(keepers, keeper) + at));
          v128.store(targetE + at, isOutcome ? missing : v128.load(row(keepersE, keeper) + at));
          for (let e = start; e < end; e++) {
            const parent = load<i32>(removeParent + (<usize>e << 2));
            pickPair(targetQ + at, targetE + at, v128.load(row(most, parent) + at), v128.load(row(mostE, parent) + at));
          }
          if (isOutcome) pickPair(row(best, keeper) + at, row(bestE, keeper) + at, v128.load(targetQ + at), v128.load(targetE + at));
        }
      }
    }
    memory.copy(keepers, best, outcomeBytes);
    memory.copy(keepersE, bestE, outcomeBytes);
  }
}

/** top, topE = the pick of themselves and best, bestE per outcome and lane. */
export function policyMergeTop(octets: i32): void {
  const bytes = <usize>octets << 6;
  for (let o = 0; o < outcomes; o++) {
    for (let at: usize = 0; at < bytes; at += 16) {
      pickPair(row(top, o) + at, row(topE, o) + at, v128.load(row(best, o) + at), v128.load(row(bestE, o) + at));
    }
  }
}

/** The untracked declare shortcut on pairs: (chain + same, chain + sameE). */
export function policyMergeChain(category: i32, octets: i32): void {
  const base = chain + ((<usize>category * <usize>outcomes) << 3);
  const bytes = <usize>octets << 6;
  for (let o = 0; o < outcomes; o++) {
    const add = f64x2.splat(load<f64>(base + (<usize>o << 3)));
    for (let at: usize = 0; at < bytes; at += 16) {
      pickPair(row(top, o) + at, row(topE, o) + at, f64x2.add(add, v128.load(same + at)), f64x2.add(add, v128.load(sameE + at)));
    }
  }
}

/** The count declare shortcut on pairs: (countRows, countRowsE) at the count of face `face` in each outcome. */
export function policyMergeCount(face: i32, octets: i32): void {
  const bytes = <usize>octets << 6;
  for (let o = 0; o < outcomes; o++) {
    const n = <i32>load<u8>(countOf + <usize>o * <usize>faceCount + <usize>face);
    for (let at: usize = 0; at < bytes; at += 16) {
      pickPair(row(top, o) + at, row(topE, o) + at, v128.load(row(countRows, n) + at), v128.load(row(countRowsE, n) + at));
    }
  }
}

/** Σ over outcomes, in outcome order, of probability × bestE (fromTop 0) or topE (1), per lane, into expectedE. */
export function policyExpectation(fromTop: i32, octets: i32): void {
  const source = fromTop == 1 ? topE : bestE;
  const bytes = <usize>octets << 6;
  for (let at: usize = 0; at < bytes; at += 16) {
    let sum = f64x2.splat(0);
    for (let o = 0; o < outcomes; o++) {
      sum = f64x2.add(sum, f64x2.mul(f64x2.splat(load<f64>(outcomeProbability + (<usize>o << 3))), v128.load(row(source, o) + at)));
    }
    v128.store(expectedE + at, sum);
  }
}
