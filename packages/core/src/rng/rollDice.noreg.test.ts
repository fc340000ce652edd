import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, test } from "vitest";
import { createDiceRoller, createDie, createRng, d20, d6, rollDice } from "../index";
import { splitMix64 } from "./internal/splitMix64";

// Known answers: seed 42 must always give these rolls, on every platform. A
// change here is a breaking change of every saved game and replay.
const SEED_42_STATE = [-1109970394, 803958421, 686809907, -1301876477] as const;
const SEED_42_D6 = [5, 4, 1, 5, 5, 4, 2, 3, 2, 6, 5, 5, 4, 1, 4, 6, 6, 1, 5, 6];
const SEED_42_D20 = [13, 12, 11, 11, 1, 18, 20, 5, 2, 10, 17, 19, 4, 3, 12, 12, 14, 1, 17, 20];

const MASK64 = (1n << 64n) - 1n;
const rotl = (x: bigint, k: bigint): bigint => ((x << k) | (x >> (64n - k))) & MASK64;

/**
 * An independent reference: xoroshiro128+ (Blackman & Vigna, 2016 constants
 * a = 24, b = 16, c = 37) on 64-bit BigInts, seeded with the first two
 * SplitMix64 outputs for the seed (s0, s1), emitting the low 32 bits of
 * s0 + s1, followed by textbook rejection sampling for an unbiased integer in 1..sides.
 */
function referenceRolls(seed: number, sides: number, count: number): number[] {
  let [s0, s1] = splitMix64(BigInt(seed >>> 0), 2) as [bigint, bigint];
  const next32 = (): number => {
    const result = (s0 + s1) & 0xffffffffn;
    const t = s1 ^ s0;
    s0 = rotl(s0, 24n) ^ t ^ ((t << 16n) & MASK64);
    s1 = rotl(t, 37n);
    return Number(result);
  };
  // Keep only draws below the largest multiple of `sides` that fits in 2^32.
  const limit = Math.floor(2 ** 32 / sides) * sides;
  const rolls: number[] = [];
  while (rolls.length < count) {
    // pure-rand hands out a signed int32 and shifts it by 2^31 before reducing.
    const unsigned = (next32() + 2 ** 31) % 2 ** 32;
    if (unsigned < limit) rolls.push((unsigned % sides) + 1);
  }
  return rolls;
}

describe("SplitMix64 seeding", () => {
  test("matches the published SplitMix64 sequences (seed 0; seed 1234567)", () => {
    expect(splitMix64(0n, 3)).toEqual([0xe220a8397b1dcdafn, 0x6e789e6aa1b965f4n, 0x06c45d188009454fn]);
    expect(splitMix64(1234567n, 5)).toEqual([6457827717110365317n, 3203168211198807973n, 9817491932198370423n, 4593380528125082431n, 16408922859458223821n]);
  });

  test("consecutive seeds give a uniform first roll (the first 4d12 of seeds 0–19,999)", () => {
    // Chi-square on how many distinct faces the first roll shows, against the exact
    // 12/20736, 924/20736, 7920/20736 and 11880/20736. With 3 degrees of freedom, 30 has
    // probability about 1.4e-6. pure-rand's own xoroshiro128plus(seed) scores over 300 here.
    const d12 = createDie([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const seeds = 20000;
    const observed = [0, 0, 0, 0];
    for (let seed = 0; seed < seeds; seed++) {
      const size = new Set(rollDice([d12, d12, d12, d12], createRng(seed)).values).size;
      observed[size - 1] = (observed[size - 1] as number) + 1;
    }
    const chiSquare = [12, 924, 7920, 11880].reduce((sum, ways, index) => {
      const expected = (seeds * ways) / 20736;
      return sum + ((observed[index] as number) - expected) ** 2 / expected;
    }, 0);
    expect(chiSquare).toBeLessThan(30);
  });
});

describe("known answers for seed 42", () => {
  test("the initial state is the first two SplitMix64 outputs for 42, as pure-rand's four words", () => {
    const [s0, s1] = splitMix64(42n, 2) as [bigint, bigint];
    const words = [s0 >> 32n, s0 & 0xffffffffn, s1 >> 32n, s1 & 0xffffffffn].map((word) => Number(BigInt.asIntN(32, word)));
    expect(createRng(42)).toEqual({ algorithm: "xoroshiro128plus", state: words });
    expect(createRng(42).state).toEqual(SEED_42_STATE);
  });

  test("the first 20 d6 rolls", () => {
    expect(rollDice(Array(20).fill(d6), createRng(42)).values).toEqual(SEED_42_D6);
  });

  test("the first 20 d20 rolls", () => {
    expect(rollDice(Array(20).fill(d20), createRng(42)).values).toEqual(SEED_42_D20);
  });

  test("the pinned values agree with pure-rand's uniformInt called directly", () => {
    const forD6 = xoroshiro128plusFromState(SEED_42_STATE);
    expect(SEED_42_D6.map(() => uniformInt(forD6, 1, 6))).toEqual(SEED_42_D6);
    const forD20 = xoroshiro128plusFromState(SEED_42_STATE);
    expect(SEED_42_D20.map(() => uniformInt(forD20, 1, 20))).toEqual(SEED_42_D20);
  });

  test("the pinned values agree with a BigInt re-implementation of xoroshiro128+", () => {
    expect(referenceRolls(42, 6, 20)).toEqual(SEED_42_D6);
    expect(referenceRolls(42, 20, 20)).toEqual(SEED_42_D20);
  });

  test("the fast roller gives the same stream, five dice at a time", () => {
    const roller = createDiceRoller(createRng(42));
    const out = new Int32Array(5);
    const seen: number[] = [];
    for (let roll = 0; roll < 4; roll++) {
      roller.rollInto([d6, d6, d6, d6, d6], out);
      seen.push(...out);
    }
    expect(seen).toEqual(SEED_42_D6);
  });

  test("rolling in several calls continues one stream", () => {
    const first = rollDice(Array(7).fill(d6), createRng(42));
    const rest = rollDice(Array(13).fill(d6), first.rng);
    expect([...first.values, ...rest.values]).toEqual(SEED_42_D6);
  });
});
