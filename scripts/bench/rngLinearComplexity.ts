/**
 * The linear complexity (Berlekamp–Massey over GF(2)) of bit sequences read
 * from successive rolls of one die by `createDiceRoller`: each roll's
 * parity (face index mod 2) and whether it lands in the upper half of the
 * faces. A random sequence of n bits has linear complexity about n / 2; a
 * sequence made by a linear recurrence of order k has at most k, and from
 * 2k bits on every later bit is predicted exactly.
 *
 *   pnpm exec tsx scripts/bench/rngLinearComplexity.ts [--rolls 1000] [--seeds 1,2,3] [--algorithm xoroshiro128plus]
 */
import { createDiceRoller, createRng, d4, d6, d8, d12, d20, type Die, type RngAlgorithm } from "../../packages/core/src/index";
import { linearComplexity } from "../../packages/core/test/linearComplexity";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const rolls = Number(option("rolls", "1000"));
const seeds = option("seeds", "1,2,3").split(",").map(Number);
const algorithm = option("algorithm", "xoroshiro128plus-high") as RngAlgorithm;
const dice: readonly Die[] = [d4, d6, d8, d12, d20];
for (const die of dice) {
  for (const seed of seeds) {
    const roller = createDiceRoller(createRng(seed, algorithm));
    const indices = Array.from({ length: rolls }, () => roller.rollIndex(die));
    const parity = linearComplexity(indices.map((index) => index & 1));
    const upper = linearComplexity(indices.map((index) => (index >= die.faces.length / 2 ? 1 : 0)));
    console.log(JSON.stringify({ algorithm, die: die.name, seed, rolls, parity, upperHalf: upper, random: rolls / 2 }));
  }
}
