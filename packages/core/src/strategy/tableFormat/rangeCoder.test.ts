import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTEXTS, DecisionCounts, ESCAPE, GREATEST_PROBABILITY, LEAST_PROBABILITY, MANTISSA, MODEL_SIZE, RangeDecoder, RangeEncoder } from "./rangeCoder";

type Coded = [context: number, difference: number];

const encode = (model: Uint16Array, coded: readonly Coded[]): Uint8Array => {
  const encoder = new RangeEncoder(model);
  for (const [context, difference] of coded) encoder.add(context, difference);
  return encoder.finish();
};

const decode = (model: Uint16Array, bytes: Uint8Array, contexts: readonly number[]): { differences: number[]; exact: boolean } => {
  const decoder = new RangeDecoder(bytes, model);
  const differences = contexts.map((context) => decoder.difference(context));
  return { differences, exact: decoder.exact() };
};

const half = (): Uint16Array => new Uint16Array(MODEL_SIZE).fill(2048);

/** Differences of every size the compact encoding can hold (|d| < 2^33), small ones most often. */
const difference = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -4, max: 4 }) },
  { weight: 2, arbitrary: fc.integer({ min: -300, max: 300 }) },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 33) + 1, max: 2 ** 33 - 1 }) },
);
const coded = fc.array(fc.tuple(fc.integer({ min: 0, max: CONTEXTS - 1 }), difference), { maxLength: 400 });
const model = fc.uint16Array({ minLength: MODEL_SIZE, maxLength: MODEL_SIZE }).map((values) =>
  values.map((value) => LEAST_PROBABILITY + (value % (GREATEST_PROBABILITY - LEAST_PROBABILITY + 1))),
);

describe("the range coder of compact tables", () => {
  it("reads back every difference it wrote, in its context, and exactly the bytes it wrote, from any model", () => {
    fc.assert(
      fc.property(coded, model, (sequence, start) => {
        const bytes = encode(start, sequence);
        // No bytes when every difference is 0; else the first byte is the coder's 0.
        if (sequence.every(([, value]) => value === 0)) expect(bytes.length).toBe(0);
        else expect(bytes[0]).toBe(0);
        const read = decode(start, bytes, sequence.map(([context]) => context));
        expect(read.differences).toEqual(sequence.map(([, value]) => value));
        expect(read.exact).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("finds a block cut short or run on: its bytes are then not read exactly to their end", () => {
    fc.assert(
      fc.property(coded, fc.integer({ min: 0, max: 255 }), (sequence, extra) => {
        fc.pre(sequence.some(([, value]) => value !== 0));
        const bytes = encode(half(), sequence);
        const contexts = sequence.map(([context]) => context);
        expect(decode(half(), bytes.subarray(0, bytes.length - 1), contexts).exact).toBe(false);
        expect(decode(half(), Uint8Array.from([...bytes, extra]), contexts).exact).toBe(false);
      }),
    );
  });

  it("writes a block of zeros as no bytes, which reads back as zeros, and a byte more is refused", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: CONTEXTS - 1 }), { maxLength: 2_000 }), model, fc.integer({ min: 0, max: 255 }), (contexts, start, extra) => {
        const bytes = encode(start, contexts.map((context): Coded => [context, 0]));
        expect(bytes.length).toBe(0);
        expect(decode(start, bytes, contexts)).toEqual({ differences: contexts.map(() => 0), exact: true });
        expect(decode(start, Uint8Array.of(extra), contexts).exact).toBe(false);
      }),
    );
  });

  it("codes a difference with the decisions the format names: zero, sign, three steps of size, then an escape", () => {
    // Counted by hand from the format (rangeCoder.ts): context 3's probabilities are 15 to 19.
    const counts = new DecisionCounts();
    counts.add(3, 0); // 15: no
    counts.add(3, -1); // 15: yes; 16: yes; 17: no
    counts.add(3, 3); // 15: yes; 16: no; 17, 18: yes; 19: no
    counts.add(3, 9); // m = 8, r = 6 = 110b: 15 yes; 16 no; 17, 18, 19 yes; escape 0, 1 yes, 2 no; mantissa 1 yes, 0 no (10 decisions)
    expect([...counts.no.subarray(15, 20)]).toEqual([1, 2, 1, 0, 1]);
    expect([...counts.yes.subarray(15, 20)]).toEqual([3, 1, 2, 2, 1]);
    expect([...counts.yes.subarray(ESCAPE, ESCAPE + 3)]).toEqual([1, 1, 0]);
    expect([...counts.no.subarray(ESCAPE, ESCAPE + 3)]).toEqual([0, 0, 1]);
    expect([counts.yes[MANTISSA + 1], counts.no[MANTISSA + 0]]).toEqual([1, 1]);
    expect(counts.no.reduce((sum, n) => sum + n, 0) + counts.yes.reduce((sum, n) => sum + n, 0)).toBe(1 + 3 + 5 + 10);
  });

  it("makes its model from the counts: each probability the share of 'no', kept within 31 to 4065, an unused one ½", () => {
    const counts = new DecisionCounts();
    for (let k = 0; k < 3; k++) counts.add(0, 0);
    counts.add(0, 1);
    for (let k = 0; k < 10_000; k++) counts.add(1, 0);
    const start = counts.model();
    // Index 0: 3 no, 1 yes: 4096 × 3.5 / 5 = 2867.2. Index 1 (context 0's sign): the one difference was positive, 1 no: 4096 × 1.5 / 2.
    // Index 5: 10,000 no: 4096 × 10000.5 / 10001 ≈ 4095.8, kept at 4065. Index 6 was never used.
    expect([start[0], start[1], start[5], start[6]]).toEqual([2867, 3072, 4065, 2048]);
  });

  it("spends about what its model says: a run of likely decisions costs little, its information plus the range's rounding", () => {
    // 200,000 zeros in a context whose 'no' is 4065/4096 likely: a bit in 91 each, about 274 bytes of information.
    // The split point ⌊range / 4096⌋ × p rounds the range (at least 2^24) down by under 2^12, so a decision may cost up
    // to log2(1 / (1 − 2^-12)) bits more; and the last five bytes only flush the coder.
    const start = half();
    start[0] = GREATEST_PROBABILITY;
    // Then one difference of 1 in context 1, where each probability is ½: three decisions (≠ 0, sign, size), three bits.
    const bytes = encode(start, [...Array.from({ length: 200_000 }, (): Coded => [0, 0]), [1, 1]]);
    const information = (-200_000 * Math.log2(GREATEST_PROBABILITY / 4096) + 3) / 8;
    const rounding = (200_003 * -Math.log2(1 - 2 ** -12)) / 8;
    expect(bytes.length).toBeGreaterThanOrEqual(Math.floor(information));
    expect(bytes.length).toBeLessThanOrEqual(Math.ceil(information + rounding) + 5);
  });
});
