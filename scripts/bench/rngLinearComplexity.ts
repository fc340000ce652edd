/**
 * The linear complexity (Berlekamp–Massey over GF(2)) of bit sequences read
 * from successive rolls of one die by `createDiceRoller`: each roll's
 * parity (face index mod 2) and whether it lands in the upper half of the
 * faces. A random sequence of n bits has linear complexity about n / 2; a
 * sequence made by a linear recurrence of order k has at most k, and from
 * 2k bits on every later bit is predicted exactly.
 *
 *   pnpm exec tsx scripts/bench/rngLinearComplexity.ts [--rolls 1000] [--seeds 1,2,3]
 */
import { createDiceRoller, createRng, d4, d6, d8, d12, d20, type Die } from "../../packages/core/src/index";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** The length of the shortest linear feedback shift register that makes `bits` (Berlekamp–Massey over GF(2)). */
function linearComplexity(bits: readonly number[]): number {
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

const rolls = Number(option("rolls", "1000"));
const seeds = option("seeds", "1,2,3").split(",").map(Number);
const dice: readonly Die[] = [d4, d6, d8, d12, d20];
for (const die of dice) {
  for (const seed of seeds) {
    const roller = createDiceRoller(createRng(seed));
    const indices = Array.from({ length: rolls }, () => roller.rollIndex(die));
    const parity = linearComplexity(indices.map((index) => index & 1));
    const upper = linearComplexity(indices.map((index) => (index >= die.faces.length / 2 ? 1 : 0)));
    console.log(JSON.stringify({ die: die.name, seed, rolls, parity, upperHalf: upper, random: rolls / 2 }));
  }
}
