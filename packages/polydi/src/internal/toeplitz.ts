/**
 * 3×3 upper-triangular Toeplitz matrices, written as [t0, t1, t2] for
 * t0·I + t1·N + t2·N² with N the "one more seven" shift (N³ = 0). Every
 * matrix the odds need over the phases "sevens = 0, 1, 2" has this shape,
 * and such matrices commute.
 */
export type Toeplitz = readonly [number, number, number];
/** A vector indexed by sevens so far (0, 1, 2). */
export type PhaseVector = readonly [number, number, number];

export const IDENTITY: Toeplitz = [1, 0, 0];

export function plus(left: Toeplitz, right: Toeplitz): Toeplitz {
  return [left[0] + right[0], left[1] + right[1], left[2] + right[2]];
}

export function scale(factor: number, matrix: Toeplitz): Toeplitz {
  return [factor * matrix[0], factor * matrix[1], factor * matrix[2]];
}

export function times(left: Toeplitz, right: Toeplitz): Toeplitz {
  return [
    left[0] * right[0],
    left[0] * right[1] + left[1] * right[0],
    left[0] * right[2] + left[1] * right[1] + left[2] * right[0],
  ];
}

export function inverse(matrix: Toeplitz): Toeplitz {
  const [t0, t1, t2] = matrix;
  return [1 / t0, -t1 / (t0 * t0), (t1 * t1 - t0 * t2) / (t0 * t0 * t0)];
}

/** I − matrix, with its diagonal 1 − matrix[0] given by the caller, worked out without cancellation. */
export function identityMinusWith(diagonal: number, matrix: Toeplitz): Toeplitz {
  return [diagonal, -matrix[1], -matrix[2]];
}

/**
 * e0 · matrix^k · vector (the first entry of matrix^k applied to vector), for
 * an integer k ≥ 0, in closed form: with X = t1·N + t2·N² (X³ = 0),
 * (t0·I + X)^k = t0^k·I + k·t0^(k−1)·X + C(k, 2)·t0^(k−2)·X². The caller gives
 * 1 − t0 (`complement`, in [0, 1]) worked out without cancellation, and t0^m
 * is exp(m·log1p(−complement)) when t0 is near 1: a relative error ε in t0
 * would be k·ε in t0^k, but one in the complement stays ε·k·(1 − t0), small
 * wherever t0^k is not, so long powers of a t0 near 1 keep their precision.
 */
export function startOfPower(matrix: Toeplitz, complement: number, exponent: number, vector: PhaseVector): number {
  const [t0, t1, t2] = matrix;
  if (exponent === 0) return vector[0];
  if (exponent === 1) return t0 * vector[0] + t1 * vector[1] + t2 * vector[2];
  // log t0 from whichever of t0 and 1 − t0 is the smaller, so it carries the digits.
  const logDiagonal = complement < 0.5 ? Math.log1p(-complement) : Math.log(t0);
  // t0^(k−2), then t0^(k−1) and t0^k from it (t0 = 0 gives 0, as it should for k > 2).
  const low = exponent === 2 ? 1 : Math.exp((exponent - 2) * logDiagonal);
  const middle = low * t0;
  return (
    middle * t0 * vector[0] +
    exponent * middle * (t1 * vector[1] + t2 * vector[2]) +
    ((exponent * (exponent - 1)) / 2) * low * t1 * t1 * vector[2]
  );
}

export function apply(matrix: Toeplitz, vector: PhaseVector): PhaseVector {
  return [
    matrix[0] * vector[0] + matrix[1] * vector[1] + matrix[2] * vector[2],
    matrix[0] * vector[1] + matrix[1] * vector[2],
    matrix[0] * vector[2],
  ];
}

/** The first entry of matrix · vector: starting from no sevens. */
export function fromStart(matrix: Toeplitz, vector: PhaseVector): number {
  return matrix[0] * vector[0] + matrix[1] * vector[1] + matrix[2] * vector[2];
}
