/**
 * The length of the shortest linear feedback shift register that makes
 * `bits` (Berlekamp–Massey over GF(2)). A random sequence of n bits has about
 * n / 2; a sequence made by a linear recurrence of order k has at most k.
 */
export function linearComplexity(bits: readonly number[]): number {
  const n = bits.length;
  let connection = new Uint8Array(n + 1);
  let previous = new Uint8Array(n + 1);
  connection[0] = previous[0] = 1;
  let length = 0;
  let shiftedAt = -1;
  for (let i = 0; i < n; i++) {
    let discrepancy = bits[i] as number;
    for (let j = 1; j <= length; j++) discrepancy ^= (connection[j] as number) & (bits[i - j] as number);
    if (discrepancy === 0) continue;
    const before = connection.slice();
    for (let j = 0; j + i - shiftedAt <= n; j++) connection[j + i - shiftedAt] = (connection[j + i - shiftedAt] as number) ^ (previous[j] as number);
    if (2 * length <= i) {
      length = i + 1 - length;
      shiftedAt = i;
      previous = before;
    }
  }
  return length;
}

