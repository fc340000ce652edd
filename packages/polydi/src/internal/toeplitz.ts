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

/** I − matrix. */
export function identityMinus(matrix: Toeplitz): Toeplitz {
  return [1 - matrix[0], -matrix[1], -matrix[2]];
}

/** matrix^exponent by squaring, for a non-negative integer exponent. */
export function power(matrix: Toeplitz, exponent: number): Toeplitz {
  let result = IDENTITY;
  let base = matrix;
  let remaining = exponent;
  while (remaining > 0) {
    if (remaining % 2 === 1) result = times(result, base);
    remaining = Math.floor(remaining / 2);
    if (remaining > 0) base = times(base, base);
  }
  return result;
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
