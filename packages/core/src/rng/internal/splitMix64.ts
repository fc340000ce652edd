const MASK64 = (1n << 64n) - 1n;

/**
 * The first `count` outputs of SplitMix64 (Steele, Lea & Flood 2014; the
 * seeding generator Blackman & Vigna recommend for the xoroshiro family)
 * started from `seed`, as unsigned 64-bit BigInts. Used once per seed, so
 * BigInt's cost does not matter.
 */
export function splitMix64(seed: bigint, count: number): bigint[] {
  let x = seed & MASK64;
  const outputs: bigint[] = [];
  for (let index = 0; index < count; index++) {
    x = (x + 0x9e3779b97f4a7c15n) & MASK64;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    outputs.push(z ^ (z >> 31n));
  }
  return outputs;
}

/**
 * A xoroshiro128+ state for pure-rand (four signed 32-bit words: high and low
 * half of s0, then of s1) from a 32-bit seed, through SplitMix64 so that
 * nearby seeds start far apart. Never all zero: SplitMix64's outputs are a
 * bijection of its counter, and two consecutive zeros cannot occur.
 */
export function seedState(seed: number): [number, number, number, number] {
  const [s0, s1] = splitMix64(BigInt(seed >>> 0), 2) as [bigint, bigint];
  const word = (value: bigint, shift: bigint): number => Number(BigInt.asIntN(32, value >> shift));
  return [word(s0, 32n), word(s0, 0n), word(s1, 32n), word(s1, 0n)];
}
