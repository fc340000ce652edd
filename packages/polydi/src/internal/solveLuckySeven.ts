import {
  IDENTITY,
  apply,
  fromStart,
  identityMinusWith,
  inverse,
  plus,
  startOfPower,
  scale,
  times,
  type PhaseVector,
  type Toeplitz,
} from "./toeplitz";

/**
 * The probabilities of one roll: a = 7, b = other number, c = plus, d =
 * Polydi Symbol (minus, the rest, kills the game), and three sums of them
 * rounded once from their exact values, so that no "1 − p" is ever taken in
 * floating point (it would lose every digit of a p near 1).
 */
export interface RollProbabilities {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  /** a + minus: the chance a roll decides the game. */
  readonly decisive: number;
  /** a + b + minus: 1 − c − d. */
  readonly notFree: number;
  /** a + b + minus − c − 2d: 1 − 2c − 3d, the drift of the banked free rolls. */
  readonly drift: number;
}

/**
 * The Lucky Seven game as a Markov chain over (sevens s ∈ {0,1,2}, free rolls f ≥ 0),
 * solved in closed form.
 *
 * Points are only ever paid at f = 0, and the free-roll count only goes
 * down one step at a time, so the chain splits into visits to f = 0 and
 * cost-free excursions above it. An excursion from level f to level f − 1
 * is the same at every f ≥ 1: G[s][s'] is the chance it ends in phase s'
 * (it can pass 7s on the way), H[s] the chance the game is won during it.
 * G = b·I + a·N + c·G² + d·G³ (N shifts the phase by one seven); its
 * diagonal g is the smallest root in [0, 1) of g − c·g² − d·g³ = b.
 * Then, at f = 0: T0 = c·G + d·G² (free moves, no point), T1 = b·I + a·N
 * (one point), and a win is reached with no point (w0) or with the point of
 * the third 7 (w1). With M = (I − T0)⁻¹ and B = M·T1:
 *   P(win, score 0) = e0·M·w0,   P(win, score k ≥ 1) = e0·B^k·M·w0 + e0·B^(k−1)·M·w1,
 * a matrix-geometric law whose sums and moments have closed forms.
 *
 * Every quantity is computed without cancellation, so it keeps double
 * precision however lopsided the die (a 7 at 10⁻⁹ beside a number at 1):
 * the root is found as h = 1 − g, from
 *   Φ(h) = (a + m) − (1 − 2c − 3d)·h − (c + 3d)·h² + d·h³ = 0
 * (g's equation written in h), by Newton's method from h = 1, decreasing
 * (Φ is concave on [0, 1], Φ(0) = a + m > 0 ≥ −b = Φ(1)); and each diagonal
 * that is "1 minus something" is written as a sum of positive terms, using
 * 1 = a + b + c + d + m and the root's equation:
 *   the slope 1 − 2cg − 3dg² = (a + m)/h + h·(c + 3d − 2dh),
 *   1 − c(1 + g) − d(1 + g + g²) = (a + m)/h,
 *   1 − cg − dg² = (a + b + m) + c·h + d·h·(1 + g),
 *   1 − b/(1 − cg − dg²) = ((a + m) + c·h + d·h·(1 + g)) / (1 − cg − dg²).
 * The off-diagonal entries of the matrices inverted are all ≤ 0, so the
 * inverses are sums of positive terms too.
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
  /** 1 − B's diagonal, without cancellation: what {@link startOfPower} needs for B^k. */
  readonly stepComplement: number;
  /** B·winFree + winPaid: P(win, k) = e0·B^(k−1)·this for k ≥ 1. */
  readonly scoreVector: PhaseVector;
  /** (I − B)⁻¹·(B·winFree + winPaid): P(win, score > k) = e0·B^k·this. */
  readonly tailVector: PhaseVector;
}

/** h = 1 − g: the largest root in (0, 1] of Φ (see {@link LuckySevenSolution}). */
function rootComplement(p: RollProbabilities): number {
  const { c, d, decisive, drift } = p;
  let h = 1;
  for (let iteration = 0; iteration < 10_000; iteration++) {
    const value = decisive - drift * h - (c + 3 * d) * h * h + d * h * h * h;
    const slope = -drift - 2 * (c + 3 * d) * h + 3 * d * h * h;
    const next = h - value / slope;
    // From the right of the root the iterates only fall; a step up is rounding: stop.
    if (!(next < h)) break;
    h = next;
  }
  return h;
}

export function solveLuckySeven(p: RollProbabilities): LuckySevenSolution {
  const { a, b, c, d, decisive, notFree } = p;
  const h = rootComplement(p);
  const g = 1 - h;
  const slope = decisive / h + h * (c + 3 * d - 2 * d * h);
  const x = a / slope;
  const G: Toeplitz = [g, x, ((c + 3 * d * g) * x * x) / slope];
  const G2 = times(G, G);
  // H solves H = a·e2 + c·(I + G)·H + d·(I + G + G²)·H.
  const excursion = plus(scale(c, plus(IDENTITY, G)), scale(d, plus(plus(IDENTITY, G), G2)));
  const inverseWin = inverse(identityMinusWith(decisive / h, excursion));
  const H: PhaseVector = [a * inverseWin[2], a * inverseWin[1], a * inverseWin[0]];
  const GH = apply(G, H);
  const w0: PhaseVector = [(c + d) * H[0] + d * GH[0], (c + d) * H[1] + d * GH[1], (c + d) * H[2] + d * GH[2]];
  const w1: PhaseVector = [0, 0, a];
  const freeAtZero = c * h + d * h * (1 + g);
  const stayDiagonal = notFree + freeAtZero;
  const M = inverse(identityMinusWith(stayDiagonal, plus(scale(c, G), scale(d, G2))));
  const B = times(M, [b, a, 0]);
  const stepComplement = (decisive + freeAtZero) / stayDiagonal;
  const resolvent = inverse(identityMinusWith(stepComplement, B));
  const winFree = apply(M, w0);
  const winPaid = apply(M, w1);
  const free = apply(B, winFree);
  const scoreVector: PhaseVector = [free[0] + winPaid[0], free[1] + winPaid[1], free[2] + winPaid[2]];
  return { step: B, winFree, winPaid, resolvent, stepComplement, scoreVector, tailVector: apply(resolvent, scoreVector) };
}

/** P(win with score exactly k), for an integer k ≥ 0. */
export function scoreProbabilityOf(solution: LuckySevenSolution, k: number): number {
  const { step, winFree, stepComplement, scoreVector } = solution;
  return k === 0 ? winFree[0] : startOfPower(step, stepComplement, k - 1, scoreVector);
}

/** P(win with score > k), for an integer k ≥ 0, computed directly (no subtraction). */
export function tailProbabilityOf(solution: LuckySevenSolution, k: number): number {
  const { step, stepComplement, tailVector } = solution;
  return startOfPower(step, stepComplement, k, tailVector);
}

/** Σ_k k·P(win, k), in closed form: e0·(I − B)⁻²·(B·winFree + winPaid). */
export function firstMoment(solution: LuckySevenSolution): number {
  const { resolvent, scoreVector } = solution;
  return fromStart(times(resolvent, resolvent), scoreVector);
}

/**
 * Σ_k (k − shift)²·P(win, k) for an integer shift ≥ 0: the scores up to the
 * shift one by one, the rest in closed form, e0·B^shift·(I + B)·(I − B)⁻³·(B·winFree + winPaid)
 * (Σ_{j≥1} j²·x^(j−1) = (1 + x)/(1 − x)³). Shifted to the mean, a variance
 * is found without subtracting two nearly equal second moments.
 */
export function shiftedSecondMoment(solution: LuckySevenSolution, shift: number): number {
  const { step, resolvent, stepComplement, scoreVector } = solution;
  let sum = 0;
  for (let k = 0; k < shift; k++) sum += (k - shift) ** 2 * scoreProbabilityOf(solution, k);
  const closed = apply(times(plus(IDENTITY, step), times(resolvent, times(resolvent, resolvent))), scoreVector);
  return sum + startOfPower(step, stepComplement, shift, closed);
}
