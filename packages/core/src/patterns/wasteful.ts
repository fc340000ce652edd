function digitCount(n: number): number {
  return String(n).length;
}

/**
 * The prime factorisation of a positive integer, as `[prime, exponent]` pairs, ascending.
 *
 * @param n - an integer ≥ 1 (1 has the empty factorisation)
 * @returns the factors
 * @example
 * ```ts
 * import { primeFactorisation } from "@dice/core";
 * primeFactorisation(12); // => [[2, 2], [3, 1]]
 * ```
 * @category Patterns
 */
export function primeFactorisation(n: number): Array<[prime: number, exponent: number]> {
  const factors: Array<[number, number]> = [];
  let rest = n;
  for (let prime = 2; prime * prime <= rest; prime++) {
    let exponent = 0;
    while (rest % prime === 0) {
      rest /= prime;
      exponent++;
    }
    if (exponent > 0) factors.push([prime, exponent]);
  }
  if (rest > 1) factors.push([rest, 1]);
  return factors;
}

/** Below this, `isWasteful` remembers its answers: 0 not known yet, 1 no, 2 yes. */
const SMALL = 1024;
const smallWasteful = /* @__PURE__ */ new Uint8Array(SMALL);

/**
 * Whether n is wasteful: its prime factorisation, written with the exponents
 * other than 1 (12 = 2²·3 → "223"), has more digits than n itself. Only
 * integers ≥ 2 can be wasteful.
 *
 * @param n - any number
 * @returns true for wasteful numbers (4, 6, 8, 9, 12, 18, 20, 22, …; not 21 = 3·7 → "37")
 * @example
 * ```ts
 * import { isWasteful } from "@dice/core";
 * isWasteful(12); // => true ("223" has 3 digits, 12 has 2)
 * isWasteful(10); // => false ("25" has 2 digits)
 * ```
 * @category Patterns
 */
export function isWasteful(n: number): boolean {
  if (!Number.isSafeInteger(n) || n < 2) return false;
  // Dice show small numbers over and over (a solver scores every outcome of a roll space): remember those.
  const small = n < SMALL;
  if (small && smallWasteful[n] !== 0) return smallWasteful[n] === 2;
  let factorDigits = 0;
  for (const [prime, exponent] of primeFactorisation(n)) {
    factorDigits += digitCount(prime) + (exponent > 1 ? digitCount(exponent) : 0);
  }
  const wasteful = factorDigits > digitCount(n);
  if (small) smallWasteful[n] = wasteful ? 2 : 1;
  return wasteful;
}

/**
 * The sum of the wasteful dice (see {@link isWasteful}).
 *
 * @param values - the faces shown
 * @returns the sum of the wasteful ones
 * @example
 * ```ts
 * import { sumOfWasteful } from "@dice/core";
 * sumOfWasteful([4, 6, 8, 11, 12]); // => 30
 * ```
 * @category Patterns
 */
export function sumOfWasteful(values: readonly number[]): number {
  let total = 0;
  for (const value of values) if (isWasteful(value)) total += value;
  return total;
}
