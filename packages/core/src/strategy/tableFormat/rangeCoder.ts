// The entropy coder of the compact encoding (compactTable.ts): an adaptive
// binary range coder, the kind LZMA uses, coding each difference as a few
// yes/no decisions whose probabilities depend on a context the decoder can
// work out before it reads the difference.
//
// A difference d in context c (0 ≤ c < CONTEXTS) is these decisions, each
// with its own probability (its index in the model):
//   - d ≠ 0?                                   index 5c
//   - if so, d < 0?                            index 5c + 1
//   - m = |d| − 1: m > 0? m > 1? m > 2?        indices 5c + 2, 5c + 3, 5c + 4 (up to the first "no")
//   - if m > 2: r = m − 2 ≥ 1 with n = ⌊log2 r⌋ (0 to 32) bits below its
//     highest: n "yes" and one "no" (the k-th at index ESCAPE + k; no "no"
//     after the 32nd), then those n bits from the highest (the k-th at index
//     MANTISSA + k).
// A probability is of a "no" (0), in 1/4096ths. The coder starts every block
// from the model the parameters hold (the encoder's counts over the whole
// table) and moves a probability 1/32 of the way towards each decision
// coded with it, so a block adapts to what it holds.
//
// The arithmetic (LZMA's): range ≥ 2^24 between decisions; a decision
// splits it at bound = ⌊range / 4096⌋ × p, a "no" keeping [0, bound) and a
// "yes" [bound, range); the encoder carries into bytes already written
// (low has 33 bits) and ends with five shifts, so the decoder, which reads
// five bytes first (the first is always 0) and one a shift, reads exactly the
// bytes written. A block whose differences are all 0 is written as no bytes
// at all: a decoder reading past the end reads 0s, so its code stays 0,
// below every split, and every decision it makes is "no", every difference
// 0 (a stage played in a fixed order has few sheet states, and most of its
// blocks hold none). wasm/compactWalk.ts decodes the same way.

/** Contexts a difference can be coded in (compactTable.ts works them out). */
export const CONTEXTS = 160;
/** Index of the first escape-length probability. */
export const ESCAPE = CONTEXTS * 5;
/** Index of the first mantissa-bit probability. */
export const MANTISSA = ESCAPE + 33;
/** Probabilities a model holds. */
export const MODEL_SIZE = MANTISSA + 32;
/** A probability's unit: 1/4096. */
const ONE = 4096;
/** The least and greatest probability the adaptation reaches (and the encoder's model is kept within). */
export const LEAST_PROBABILITY = 31;
export const GREATEST_PROBABILITY = 4065;
const TOP = 2 ** 24;

/** Something decisions are coded with: a probability of the model and the decision. */
type Decide = (index: number, bit: number) => void;

/** Codes the decisions of difference `difference` in context `context` with `decide`. */
function decisions(context: number, difference: number, decide: Decide): void {
  const at = context * 5;
  if (difference === 0) {
    decide(at, 0);
    return;
  }
  decide(at, 1);
  decide(at + 1, difference < 0 ? 1 : 0);
  const m = Math.abs(difference) - 1;
  for (let k = 0; k < 3; k++) {
    decide(at + 2 + k, m > k ? 1 : 0);
    if (m <= k) return;
  }
  const r = m - 2;
  let n = 0;
  while (2 ** (n + 1) <= r) n++;
  for (let k = 0; k < n; k++) decide(ESCAPE + k, 1);
  if (n < 32) decide(ESCAPE + n, 0);
  for (let k = n - 1; k >= 0; k--) decide(MANTISSA + k, Math.floor(r / 2 ** k) % 2);
}

/** Counts of each probability's "no" and "yes" decisions over a table, from which the encoder's model is made. */
export class DecisionCounts {
  readonly no = new Float64Array(MODEL_SIZE);
  readonly yes = new Float64Array(MODEL_SIZE);
  private readonly count: Decide = (index, bit) => {
    if (bit === 0) (this.no[index] as number)++;
    else (this.yes[index] as number)++;
  };

  /** Counts the decisions of one difference. */
  add(context: number, difference: number): void {
    decisions(context, difference, this.count);
  }

  /** The model: each probability its decisions' share of "no", within the adaptation's range (an unused one ½). */
  model(): Uint16Array {
    return Uint16Array.from(this.no, (no, index) => {
      const p = Math.round((ONE * (no + 0.5)) / (no + (this.yes[index] as number) + 1));
      return Math.min(GREATEST_PROBABILITY, Math.max(LEAST_PROBABILITY, p));
    });
  }
}

/** Codes a block's differences, starting from `model`. */
export class RangeEncoder {
  private readonly probabilities: Uint16Array;
  private low = 0;
  private range = 0xffffffff;
  private cache = 0;
  private pending = 1;
  private readonly bytes: number[] = [];
  private allZero = true;
  private readonly decide: Decide = (index, bit) => {
    const p = this.probabilities[index] as number;
    const bound = Math.floor(this.range / ONE) * p;
    if (bit === 0) {
      this.range = bound;
      this.probabilities[index] = p + ((ONE - p) >> 5);
    } else {
      this.low += bound;
      this.range -= bound;
      this.probabilities[index] = p - (p >> 5);
    }
    while (this.range < TOP) {
      this.range *= 256;
      this.shiftLow();
    }
  };

  constructor(model: Uint16Array) {
    this.probabilities = model.slice();
  }

  /** Codes one difference. */
  add(context: number, difference: number): void {
    if (difference !== 0) this.allZero = false;
    decisions(context, difference, this.decide);
  }

  private shiftLow(): void {
    const carry = this.low >= 2 ** 32 ? 1 : 0;
    const low32 = this.low % 2 ** 32;
    if (low32 < 0xff000000 || carry === 1) {
      let byte = this.cache;
      do {
        this.bytes.push((byte + carry) & 0xff);
        byte = 0xff;
      } while (--this.pending !== 0);
      this.cache = Math.floor(low32 / TOP);
    }
    this.pending++;
    this.low = (low32 % TOP) * 256;
  }

  /** The block's bytes: none if every difference was 0 (see the top of this file). */
  finish(): Uint8Array {
    if (this.allZero) return new Uint8Array(0);
    for (let shift = 0; shift < 5; shift++) this.shiftLow();
    return Uint8Array.from(this.bytes);
  }
}

/** Reads a block's differences back. */
export class RangeDecoder {
  private readonly probabilities: Uint16Array;
  private range = 0xffffffff;
  private code = 0;
  private read = 0;

  constructor(
    private readonly bytes: Uint8Array,
    model: Uint16Array,
  ) {
    this.probabilities = model.slice();
    for (let index = 0; index < 5; index++) this.code = (this.code % TOP) * 256 + this.next();
  }

  private next(): number {
    const byte = this.bytes[this.read++];
    return byte ?? 0;
  }

  private bit(index: number): number {
    const p = this.probabilities[index] as number;
    const bound = Math.floor(this.range / ONE) * p;
    let bit: number;
    if (this.code < bound) {
      this.range = bound;
      this.probabilities[index] = p + ((ONE - p) >> 5);
      bit = 0;
    } else {
      this.code -= bound;
      this.range -= bound;
      this.probabilities[index] = p - (p >> 5);
      bit = 1;
    }
    while (this.range < TOP) {
      this.range *= 256;
      this.code = (this.code % TOP) * 256 + this.next();
    }
    return bit;
  }

  /** The next difference, coded in `context`. */
  difference(context: number): number {
    const at = context * 5;
    if (this.bit(at) === 0) return 0;
    const negative = this.bit(at + 1) === 1;
    let m = 0;
    while (m < 3 && this.bit(at + 2 + m) === 1) m++;
    if (m === 3) {
      let n = 0;
      while (n < 32 && this.bit(ESCAPE + n) === 1) n++;
      let r = 1;
      for (let k = n - 1; k >= 0; k--) r = r * 2 + this.bit(MANTISSA + k);
      m = r + 2;
    }
    return negative ? -(m + 1) : m + 1;
  }

  /** Whether the block's bytes were read exactly to their end (a well-formed block's are), or there were none (all its differences 0). */
  exact(): boolean {
    return this.bytes.length === 0 || (this.read === this.bytes.length && this.bytes[0] === 0);
  }
}
