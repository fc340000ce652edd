// AssemblyScript source of the policy-evaluation passes for distinct dice,
// compiled together with wasm/productPasses.ts (this file is appended to it)
// into a module of its own, src/strategy/internal/productPolicyPassesWasm.ts:
// only the evaluation loads it, so the solver's module stays small.
//
// Policy evaluation (src/strategy/internal/productPolicyKernel.ts): every
// entry is a pair, the decision value q (the arrays of productPasses.ts's `setup`) and
// the evaluated value e (the twin arrays below, same layout). Averages apply
// to both; a maximum picks by q and carries the e of its pick, the smaller e
// on a tie on q. The same arithmetic in the same order as the kernel's
// JavaScript loops, so the same results bit for bit.

let keepersE: usize = 0;
let mostE: usize = 0;
let bestE: usize = 0;
let topE: usize = 0;
let outcomeNormalE: usize = 0;
let bestNormalE: usize = 0;
let bestHandE: usize = 0;
let fillNormalE: usize = 0;
let fillHandE: usize = 0;

/** Records where the twin (evaluated) arrays are. */
export function setupPolicy(
  keepersAt: usize,
  mostAt: usize,
  bestAt: usize,
  topAt: usize,
  outcomeNormalAt: usize,
  bestNormalAt: usize,
  bestHandAt: usize,
  fillNormalAt: usize,
  fillHandAt: usize,
): void {
  keepersE = keepersAt;
  mostE = mostAt;
  bestE = bestAt;
  topE = topAt;
  outcomeNormalE = outcomeNormalAt;
  bestNormalE = bestNormalAt;
  bestHandE = bestHandAt;
  fillNormalE = fillNormalAt;
  fillHandE = fillHandAt;
}

/** Picks the candidate pairs (candidateQ, candidateE) into (targetQ, targetE), two slots, when q is larger; the smaller e on a tie. */
@inline function pickPair(targetQ: usize, targetE: usize, candidateQ: v128, candidateE: v128): void {
  const q = v128.load(targetQ);
  const e = v128.load(targetE);
  const larger = f64x2.gt(candidateQ, q);
  const tie = f64x2.eq(candidateQ, q);
  v128.store(targetQ, v128.bitselect(candidateQ, q, larger));
  v128.store(targetE, v128.bitselect(candidateE, v128.bitselect(f64x2.pmin(e, candidateE), e, tie), larger));
}

/** pickPair for one slot. */
@inline function pickOne(targetQ: usize, targetE: usize, candidateQ: f64, candidateE: f64): void {
  const q = load<f64>(targetQ);
  if (candidateQ > q) {
    store<f64>(targetQ, candidateQ);
    store<f64>(targetE, candidateE);
  } else if (candidateQ == q && candidateE < load<f64>(targetE)) store<f64>(targetE, candidateE);
}

/** The kernel's bestFills: per class the pick by q of the fills of open[first] … open[last − 1], then per outcome, into outcomeNormal (hand 0) or best (hand 1). */
export function policyBestFills(hand: i32, first: i32, last: i32): void {
  const fillQ = hand == 1 ? fillHand : fillNormal;
  const fillEv = hand == 1 ? fillHandE : fillNormalE;
  const perClassQ = hand == 1 ? bestHand : bestNormal;
  const perClassE = hand == 1 ? bestHandE : bestNormalE;
  for (let k = 0; k < classCount; k++) {
    store<f64>(perClassQ + (<usize>k << 3), -Infinity);
    store<f64>(perClassE + (<usize>k << 3), NaN);
  }
  for (let position = first; position < last; position++) {
    const indices = scoreIndex + ((<usize>load<i32>(open + (<usize>position << 2)) * <usize>classCount) << 2);
    for (let k = 0; k < classCount; k++) {
      const j = <usize>load<i32>(indices + (<usize>k << 2)) << 3;
      pickOne(perClassQ + (<usize>k << 3), perClassE + (<usize>k << 3), load<f64>(fillQ + j), load<f64>(fillEv + j));
    }
  }
  const outQ = hand == 1 ? best : outcomeNormal;
  const outE = hand == 1 ? bestE : outcomeNormalE;
  for (let o = 0; o < outcomes; o++) {
    const k = <usize>load<i32>(classOf + (<usize>o << 2)) << 3;
    store<f64>(outQ + (<usize>o << 3), load<f64>(perClassQ + k));
    store<f64>(outE + (<usize>o << 3), load<f64>(perClassE + k));
  }
}

/** The expectation pass (productPasses.ts's `expect`, the same code) on both sides. */
export function policyExpect(): void {
  expect();
  const decisions = keepers;
  keepers = keepersE;
  expect();
  keepers = decisions;
}

/**
 * The best hold of every outcome by q, carrying e: `most` starts as the
 * keepers with every outcome's own slot excluded (−∞, e NaN), a pass per
 * die lets it be re-rolled (a pick instead of productPasses.ts's max), then
 * each outcome takes the pick of its fill (in best) and its best hold, which
 * becomes the outcome's value in keepers.
 */
export function policyHold(): void {
  memory.copy(most, keepers, <usize>count << 3);
  memory.copy(mostE, keepersE, <usize>count << 3);
  const last = dims - 1;
  const lastSlots = sizeOf(last) - 1;
  for (let base = firstHeld(last); base >= 0; base = nextHeld(last, base)) {
    const offset = (<usize>base + 1) << 3;
    for (let v = 0; v < lastSlots; v++) {
      store<f64>(most + offset + (<usize>v << 3), -Infinity);
      store<f64>(mostE + offset + (<usize>v << 3), NaN);
    }
  }
  for (let dim = 0; dim < dims; dim++) {
    const size = sizeOf(dim);
    const step = strideOf(dim);
    const bytes = <usize>step << 3;
    const pairBytes = (<usize>step & ~(<usize>1)) << 3;
    for (let base = firstHeld(dim); base >= 0; base = nextHeld(dim, base)) {
      const from = <usize>base << 3;
      if (step == 1) {
        // The last die: one candidate (the die rolled) against each of its held slots.
        const scalarQ = load<f64>(most + from);
        const scalarE = load<f64>(mostE + from);
        const candidateQ = f64x2.splat(scalarQ);
        const candidateE = f64x2.splat(scalarE);
        const end = from + (<usize>size << 3);
        let at = from + 8;
        for (; at + 16 <= end; at += 16) pickPair(most + at, mostE + at, candidateQ, candidateE);
        for (; at < end; at += 8) pickOne(most + at, mostE + at, scalarQ, scalarE);
        continue;
      }
      for (let v = 1; v < size; v++) {
        const shift = <usize>v * bytes;
        let at: usize = 0;
        for (; at < pairBytes; at += 16) {
          pickPair(most + from + shift + at, mostE + from + shift + at, v128.load(most + from + at), v128.load(mostE + from + at));
        }
        for (; at < bytes; at += 8) {
          pickOne(most + from + shift + at, mostE + from + shift + at, load<f64>(most + from + at), load<f64>(mostE + from + at));
        }
      }
    }
  }
  for (let o = 0; o < outcomes; o++) {
    const slot = <usize>load<i32>(positions + (<usize>o << 2)) << 3;
    const at = <usize>o << 3;
    pickOne(best + at, bestE + at, load<f64>(most + slot), load<f64>(mostE + slot));
    store<f64>(keepers + slot, load<f64>(best + at));
    store<f64>(keepersE + slot, load<f64>(bestE + at));
  }
}

/** Writes each outcome's pair (in best) into its keeper slots. */
export function policyScatter(): void {
  for (let o = 0; o < outcomes; o++) {
    const slot = <usize>load<i32>(positions + (<usize>o << 2)) << 3;
    store<f64>(keepers + slot, load<f64>(best + (<usize>o << 3)));
    store<f64>(keepersE + slot, load<f64>(bestE + (<usize>o << 3)));
  }
}

/** top = −∞ and topE = NaN for every outcome, before the declarations are picked. */
export function policyResetTop(): void {
  for (let o = 0; o < outcomes; o++) {
    store<f64>(top + (<usize>o << 3), -Infinity);
    store<f64>(topE + (<usize>o << 3), NaN);
  }
}

/** top, topE = the pick of themselves and best, bestE per outcome. */
export function policyMergeTop(): void {
  for (let o = 0; o < outcomes; o++) {
    const at = <usize>o << 3;
    pickOne(top + at, topE + at, load<f64>(best + at), load<f64>(bestE + at));
  }
}

/** Σ over outcomes, in outcome order, of probability × bestE (fromTop 0) or topE (1). */
export function policyExpectation(fromTop: i32): f64 {
  const values = fromTop == 1 ? topE : bestE;
  let sum: f64 = 0;
  for (let o = 0; o < outcomes; o++) sum += load<f64>(outcomeProbability + (<usize>o << 3)) * load<f64>(values + (<usize>o << 3));
  return sum;
}
