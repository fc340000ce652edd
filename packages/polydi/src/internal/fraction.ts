import type { Fraction } from "../probability/Fraction";

function gcd(left: bigint, right: bigint): bigint {
  let a = left < 0n ? -left : left;
  let b = right < 0n ? -right : right;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** A reduced fraction with a positive denominator. */
export function fraction(numerator: bigint, denominator: bigint): Fraction {
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

/** The exact value of a finite double, as a fraction (every double is a dyadic rational). */
export function fromDouble(value: number): Fraction {
  let scaled = value;
  let denominator = 1n;
  // Doubling a non-integer double is exact, and after at most 1074 doublings it is an integer.
  while (!Number.isInteger(scaled)) {
    scaled *= 2;
    denominator *= 2n;
  }
  return fraction(BigInt(scaled), denominator);
}

export function add(left: Fraction, right: Fraction): Fraction {
  return fraction(
    left.numerator * right.denominator + right.numerator * left.denominator,
    left.denominator * right.denominator,
  );
}

export function negate(value: Fraction): Fraction {
  return { numerator: -value.numerator, denominator: value.denominator };
}

export function multiply(left: Fraction, right: Fraction): Fraction {
  return fraction(left.numerator * right.numerator, left.denominator * right.denominator);
}

export function divide(left: Fraction, right: Fraction): Fraction {
  return fraction(left.numerator * right.denominator, left.denominator * right.numerator);
}

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/** The double nearest to a non-negative fraction (correctly rounded unless subnormal). */
export function toNumber(value: Fraction): number {
  const { numerator, denominator } = value;
  if (numerator === 0n) return 0;
  if (numerator < 0n) return -toNumber({ numerator: -numerator, denominator });
  // Scale so the integer quotient has about 66 bits, then keep a sticky bit for
  // the discarded remainder: Number(bigint) then rounds once, to nearest.
  const shift = 66 - (bitLength(numerator) - bitLength(denominator));
  const scaledNumerator = shift >= 0 ? numerator << BigInt(shift) : numerator;
  const scaledDenominator = shift >= 0 ? denominator : denominator << BigInt(-shift);
  let quotient = scaledNumerator / scaledDenominator;
  if (scaledNumerator % scaledDenominator !== 0n) quotient |= 1n;
  let result = Number(quotient);
  let exponent = -shift;
  while (exponent > 0) {
    const chunk = Math.min(exponent, 1000);
    result *= 2 ** chunk;
    exponent -= chunk;
  }
  while (exponent < 0) {
    const chunk = Math.max(exponent, -1000);
    result *= 2 ** chunk;
    exponent -= chunk;
  }
  return result;
}
