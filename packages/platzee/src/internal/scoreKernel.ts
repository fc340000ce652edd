import { isWasteful } from "@dice/core";

/** Highest face of any Platzee die: values fit in a 32-bit presence mask. */
const MAX_FACE = 20;

/** `wastefulValue[v]` is v when v is wasteful, else 0: computed from the definition, not listed. */
const wastefulValue = new Uint8Array(MAX_FACE + 1);
for (let value = 1; value <= MAX_FACE; value++) wastefulValue[value] = isWasteful(value) ? value : 0;

/**
 * Every geometric progression of at least 3 distinct values in 1..20 (ratio
 * b/a > 1, possibly fractional), as a presence mask, longest first. Built
 * once from the definition: from each pair a < b, the next term is
 * previous·b/a while that is an integer ≤ 20.
 */
const { geometricMasks, geometricLengths } = buildGeometricMasks();

function buildGeometricMasks(): { geometricMasks: Int32Array; geometricLengths: Uint8Array } {
  const found: Array<{ mask: number; length: number }> = [];
  for (let first = 1; first <= MAX_FACE; first++) {
    for (let second = first + 1; second <= MAX_FACE; second++) {
      let mask = (1 << first) | (1 << second);
      let length = 2;
      let previous = second;
      while ((previous * second) % first === 0 && (previous * second) / first <= MAX_FACE) {
        previous = (previous * second) / first;
        mask |= 1 << previous;
        length++;
        found.push({ mask, length });
      }
    }
  }
  found.sort((x, y) => y.length - x.length);
  return {
    geometricMasks: Int32Array.from(found, (entry) => entry.mask),
    geometricLengths: Uint8Array.from(found, (entry) => entry.length),
  };
}

/**
 * Scores all 15 categories of one roll into `out[offset..offset+14]`, in
 * sheet order. Values are NOT checked: callers check them first. One pass,
 * no sorting, no allocation:
 * - n-of-a-kind patterns from the number of equal pairs among the 10 pairs
 *   of dice (0 none, 1 pair, 2 two pairs, 3 three, 4 full house, 6 four, 10 five);
 * - arithmetic from a presence mask: a progression with difference d and
 *   length L exists when mask & mask>>d & … & mask>>(L−1)d is non-zero;
 * - geometric by testing the precomputed progression masks, longest first.
 */
export function scoreKernel(
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  out: { [index: number]: number },
  offset: number,
): void {
  const equalPairs =
    +(a === b) + +(a === c) + +(a === d) + +(a === e) + +(b === c) + +(b === d) + +(b === e) + +(c === d) + +(c === e) + +(d === e);
  const sum = a + b + c + d + e;

  const ones = +(a === 1) + +(b === 1) + +(c === 1) + +(d === 1) + +(e === 1);
  const twos = 2 * (+(a === 2) + +(b === 2) + +(c === 2) + +(d === 2) + +(e === 2));
  const threes = 3 * (+(a === 3) + +(b === 3) + +(c === 3) + +(d === 3) + +(e === 3));
  const fours = 4 * (+(a === 4) + +(b === 4) + +(c === 4) + +(d === 4) + +(e === 4));

  const mask = (1 << a) | (1 << b) | (1 << c) | (1 << d) | (1 << e);
  let arithmetic = 0;
  // A 3-term progression in 1..20 has difference at most 9.
  for (let step = 1; step <= 9 && arithmetic < 5; step++) {
    let run = mask & (mask >>> step) & (mask >>> (2 * step));
    if (run === 0) continue;
    let length = 3;
    run &= mask >>> (3 * step);
    if (run !== 0) {
      length = 4;
      // A 5-term progression in 1..20 needs step ≤ 4; the guard also keeps 4·step below 32 (shift counts wrap mod 32).
      if (step <= 4 && (run & (mask >>> (4 * step))) !== 0) length = 5;
    }
    if (length > arithmetic) arithmetic = length;
  }

  let geometric = 0;
  for (let index = 0; index < geometricMasks.length; index++) {
    const progression = geometricMasks[index] as number;
    if ((mask & progression) === progression) {
      geometric = geometricLengths[index] as number;
      break;
    }
  }

  out[offset] = ones;
  out[offset + 1] = twos;
  out[offset + 2] = threes;
  out[offset + 3] = fours;
  out[offset + 4] = equalPairs >= 1 ? sum : 0;
  out[offset + 5] = equalPairs === 2 || equalPairs === 4 ? sum : 0;
  out[offset + 6] = equalPairs >= 3 ? sum : 0;
  out[offset + 7] = equalPairs >= 6 ? sum : 0;
  out[offset + 8] = equalPairs === 4 ? 25 : 0;
  out[offset + 9] = sum;
  out[offset + 10] = equalPairs === 10 ? 50 : 0;
  out[offset + 11] = arithmetic >= 3 ? 10 * arithmetic : 0;
  out[offset + 12] = geometric >= 3 ? 10 * geometric : 0;
  out[offset + 13] = (a & 1) * a + (b & 1) * b + (c & 1) * c + (d & 1) * d + (e & 1) * e;
  out[offset + 14] =
    (wastefulValue[a] as number) +
    (wastefulValue[b] as number) +
    (wastefulValue[c] as number) +
    (wastefulValue[d] as number) +
    (wastefulValue[e] as number);
}
