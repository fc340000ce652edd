import {
  IDENTITY,
  apply,
  fromStart,
  identityMinus,
  inverse,
  plus,
  power,
  scale,
  times,
  type PhaseVector,
  type Toeplitz,
} from "./toeplitz";

/**
 * The Lucky Seven game as a Markov chain over (sevens s ∈ {0,1,2}, free rolls f ≥ 0),
 * solved in closed form. Probabilities per roll: a = 7, b = other number,
 * c = plus, d = Polydi Symbol (minus kills the game).
 *
 * Points are only ever paid at f = 0, and the free-roll count only goes
 * down one step at a time, so the chain splits into visits to f = 0 and
 * cost-free excursions above it. An excursion from level f to level f − 1
 * is the same at every f ≥ 1: G[s][s'] is the chance it ends in phase s'
 * (it can pass 7s on the way), H[s] the chance the game is won during it.
 * G = b·I + a·N + c·G² + d·G³ (N shifts the phase by one seven); its
 * diagonal g is the smallest root in [0, 1) of g − c·g² − d·g³ = b, found
 * by Newton's method from 0 (monotone: the left side is concave).
 * Then, at f = 0: T0 = c·G + d·G² (free moves, no point), T1 = b·I + a·N
 * (one point), and a win is reached with no point (w0) or with the point of
 * the third 7 (w1). With M = (I − T0)⁻¹ and B = M·T1:
 *   P(win, score 0) = e0·M·w0,   P(win, score k ≥ 1) = e0·B^k·M·w0 + e0·B^(k−1)·M·w1,
 * a matrix-geometric law whose sums and moments have closed forms.
 */
export interface LuckySevenSolution {
  /** B = M·T1: one point's worth of progress. */
  readonly step: Toeplitz;
  /** M·w0: win with no further point, per phase. */
  readonly winFree: PhaseVector;
  /** M·w1: win on a paid third 7, per phase. */
  readonly winPaid: PhaseVector;
  /** (I − B)⁻¹. */
  readonly resolvent: Toeplitz;
}

function smallestRoot(b: number, c: number, d: number): number {
  let g = 0;
  for (let iteration = 0; iteration < 10_000; iteration++) {
    const residual = g - c * g * g - d * g * g * g - b;
    const slope = 1 - 2 * c * g - 3 * d * g * g;
    const next = g - residual / slope;
    if (!(next > g)) break;
    g = next;
  }
  return g;
}

export function solveLuckySeven(a: number, b: number, c: number, d: number): LuckySevenSolution {
  const g = smallestRoot(b, c, d);
  const slope = 1 - 2 * c * g - 3 * d * g * g;
  const x = a / slope;
  const G: Toeplitz = [g, x, ((c + 3 * d * g) * x * x) / slope];
  const G2 = times(G, G);
  // H solves H = a·e2 + c·(I + G)·H + d·(I + G + G²)·H.
  const excursionWin = identityMinus(plus(scale(c, plus(IDENTITY, G)), scale(d, plus(plus(IDENTITY, G), G2))));
  const inverseWin = inverse(excursionWin);
  const H: PhaseVector = [a * inverseWin[2], a * inverseWin[1], a * inverseWin[0]];
  const GH = apply(G, H);
  const w0: PhaseVector = [(c + d) * H[0] + d * GH[0], (c + d) * H[1] + d * GH[1], (c + d) * H[2] + d * GH[2]];
  const w1: PhaseVector = [0, 0, a];
  const M = inverse(identityMinus(plus(scale(c, G), scale(d, G2))));
  const B = times(M, [b, a, 0]);
  return { step: B, winFree: apply(M, w0), winPaid: apply(M, w1), resolvent: inverse(identityMinus(B)) };
}

/** P(win with score exactly k), for an integer k ≥ 0. */
export function scoreProbabilityOf(solution: LuckySevenSolution, k: number): number {
  const { step, winFree, winPaid } = solution;
  if (k === 0) return winFree[0];
  const previous = power(step, k - 1);
  return fromStart(times(previous, step), winFree) + fromStart(previous, winPaid);
}

/** P(win with score > k), for an integer k ≥ 0, computed directly (no subtraction). */
export function tailProbabilityOf(solution: LuckySevenSolution, k: number): number {
  const { step, winFree, winPaid, resolvent } = solution;
  const stepK = times(power(step, k), resolvent);
  return fromStart(times(stepK, step), winFree) + fromStart(stepK, winPaid);
}

/** Σ_k k·P(win, k) and Σ_k k²·P(win, k), in closed form. */
export function scoreMoments(solution: LuckySevenSolution): { first: number; second: number } {
  const { step, winFree, winPaid, resolvent } = solution;
  const resolvent2 = times(resolvent, resolvent);
  const resolvent3 = times(resolvent2, resolvent);
  const onePlusStep = plus(IDENTITY, step);
  return {
    first: fromStart(times(step, resolvent2), winFree) + fromStart(resolvent2, winPaid),
    second:
      fromStart(times(times(step, onePlusStep), resolvent3), winFree) +
      fromStart(times(onePlusStep, resolvent3), winPaid),
  };
}
