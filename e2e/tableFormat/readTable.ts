// A reader of strategy table files (`.dsol`) written from docs/table-format.md
// alone: it imports nothing of the @dice packages, so that the tests that
// compare it with the library's decoder check the document, not a second
// copy of the library's code. Section numbers (§) are the document's.

/** A file that does not follow the format; the message says where. */
export class TableFormatError extends Error {
  override name = "TableFormatError";
}

const fail = (message: string): never => {
  throw new TableFormatError(message);
};

// ---------------------------------------------------------------------------
// §2 CRC-32

const CRC_TABLE = new Uint32Array(256);
for (let byte = 0; byte < 256; byte++) {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (0xedb88320 ^ (crc >>> 1)) >>> 0 : crc >>> 1;
  CRC_TABLE[byte] = crc;
}

/** CRC-32 (reflected polynomial 0xEDB88320, initial value and final XOR 0xFFFFFFFF) of bytes[start..end). */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let index = start; index < end; index++) crc = (CRC_TABLE[(crc ^ (bytes[index] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------------------
// §3 File header and §4 table records

/** The eight bytes a table file starts with. */
export const MAGIC = [0x89, 0x44, 0x53, 0x4f, 0x4c, 0x0d, 0x0a, 0x1a] as const;

/** The fill policies by their code (§4, byte 5). */
export const POLICIES = ["any", "declare", "ordered"] as const;
export type Policy = (typeof POLICIES)[number];

/** The encodings by their id (§4, byte 4). */
export const ENCODINGS: Readonly<Record<number, string>> = { 1: "f64", 2: "f32", 3: "q16", 4: "compact" };

/** One table record of a file. */
export interface TableRecord {
  /** Where the record starts and ends (its padding included) in the file. */
  readonly start: number;
  readonly end: number;
  /** The CRC-32 the file records and the one its bytes have. */
  readonly storedChecksum: number;
  readonly computedChecksum: number;
  readonly encodingId: number;
  readonly policy: Policy;
  readonly stateCount: number;
  readonly parameters: Uint8Array;
  readonly payload: Uint8Array;
}

/** A parsed file. */
export interface TableFile {
  readonly version: number;
  readonly rulesId: string;
  /** The rules fingerprint as two unsigned 32-bit words, in file order. */
  readonly fingerprint: readonly [number, number];
  readonly tables: readonly TableRecord[];
}

const pad8 = (length: number): number => Math.ceil(length / 8) * 8;

/**
 * Parses a file's header and table records, checking the layout (magic,
 * version, lengths, zero reserved and padding bytes); checksums are computed
 * but not judged here: see {@link checksumsMatch}.
 */
export function readTableFile(bytes: Uint8Array): TableFile {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (end: number, what: string): void => {
    if (end > bytes.length) fail(`${what} needs ${end} bytes; the file has ${bytes.length}`);
  };
  const zeros = (start: number, end: number, what: string): void => {
    for (let index = start; index < end; index++) if (bytes[index] !== 0) fail(`byte ${index} (${what}) is ${bytes[index]}, not 0`);
  };
  need(24, "the file header");
  MAGIC.forEach((byte, index) => {
    if (bytes[index] !== byte) fail(`byte ${index} is ${bytes[index]}; the magic has ${byte}`);
  });
  const version = view.getUint16(8, true);
  if (version !== 1) fail(`format version ${version}; this reader reads version 1`);
  const tableCount = view.getUint16(10, true);
  const idLength = view.getUint16(12, true);
  zeros(14, 16, "reserved");
  const fingerprint: [number, number] = [view.getUint32(16, true), view.getUint32(20, true)];
  need(24 + pad8(idLength), "the rules id");
  let rulesId = "";
  for (let index = 0; index < idLength; index++) {
    const character = String.fromCharCode(bytes[24 + index] as number);
    if (!/^[A-Za-z0-9_-]$/.test(character)) fail(`the rules id has byte ${bytes[24 + index]}`);
    rulesId += character;
  }
  zeros(24 + idLength, 24 + pad8(idLength), "rules id padding");
  if (tableCount === 0) fail("the file holds no table");
  const tables: TableRecord[] = [];
  let position = 24 + pad8(idLength);
  for (let index = 0; index < tableCount; index++) {
    need(position + 24, `the header of table ${index}`);
    const parameterLength = view.getUint32(position + 12, true);
    const payloadLength = view.getUint32(position + 16, true);
    if (parameterLength % 8 !== 0) fail(`table ${index}: parameter length ${parameterLength} is not a multiple of 8`);
    const end = position + 24 + pad8(parameterLength + payloadLength);
    need(end, `table ${index}`);
    zeros(position + 6, position + 8, "reserved");
    zeros(position + 20, position + 24, "reserved");
    zeros(position + 24 + parameterLength + payloadLength, end, "table padding");
    const policy = POLICIES[view.getUint8(position + 5)] ?? fail(`table ${index}: policy code ${view.getUint8(position + 5)}`);
    const parametersAt = position + 24;
    tables.push({
      start: position,
      end,
      storedChecksum: view.getUint32(position, true),
      computedChecksum: crc32(bytes, position + 4, end),
      encodingId: view.getUint8(position + 4),
      policy,
      stateCount: view.getUint32(position + 8, true),
      parameters: bytes.subarray(parametersAt, parametersAt + parameterLength),
      payload: bytes.subarray(parametersAt + parameterLength, parametersAt + parameterLength + payloadLength),
    });
    position = end;
  }
  if (position !== bytes.length) fail(`${bytes.length - position} bytes follow the last table`);
  return { version, rulesId, fingerprint, tables };
}

/** Whether every table's recorded CRC-32 is the CRC-32 of its bytes 4 to its end. */
export function checksumsMatch(file: TableFile): boolean {
  return file.tables.every((table) => table.storedChecksum === table.computedChecksum);
}

// ---------------------------------------------------------------------------
// §5 What the values depend on: the rules, as plain data

/** A die: numeric faces, optional relative weights. */
export interface DieLike {
  readonly faces: readonly unknown[];
  readonly weights?: readonly number[] | undefined;
}

/** The parts of a rules object the format depends on (a `GameRules` of @dice/core has them all). */
export interface RulesLike {
  readonly dice: readonly DieLike[];
  readonly rollsPerTurn: number;
  readonly categories: readonly { readonly id: string; readonly section: string; readonly score: (dice: readonly number[]) => number }[];
  readonly sections: readonly {
    readonly id: string;
    readonly rule?: { readonly type: string; readonly threshold?: number; readonly bonus?: number; readonly penalty?: number; readonly reward?: number } | undefined;
  }[];
  readonly stages: readonly { readonly policy: string }[];
  readonly fromHand?: { readonly multiplier: number; readonly categories: readonly string[] } | undefined;
  readonly repeatBonus?:
    | {
        readonly category: string;
        readonly bonus: number;
        readonly joker?:
          | {
              readonly forced: boolean;
              readonly order: readonly { readonly categories: readonly string[]; readonly scoringOnly?: boolean | undefined }[];
              readonly scores: Readonly<Record<string, number>>;
            }
          | undefined;
      }
    | undefined;
}

/** §5.1 A die's face probabilities. */
export function faceProbabilities(die: DieLike): number[] {
  if (die.weights === undefined) return die.faces.map(() => 1 / die.faces.length);
  let weights = [...die.weights];
  const largest = Math.max(0, ...weights);
  if (largest > 0 && largest < Infinity && (largest < 2 ** -500 || largest > 2 ** 500)) {
    // Rescaled by a power of two so that the largest weight is in [1, 2).
    const times = (value: number, exponent: number): number => value * 2 ** Math.trunc(exponent / 2) * 2 ** (exponent - Math.trunc(exponent / 2));
    let exponent = -Math.floor(Math.log2(largest));
    const scaled = times(largest, exponent);
    exponent += scaled >= 2 ? -1 : scaled < 1 ? 1 : 0;
    weights = weights.map((weight) => times(weight, exponent));
  }
  let total = 0;
  for (const weight of weights) total += weight;
  return weights.map((weight) => weight / total);
}

/** §5.1 The roll space: the dice in groups of identical dice, and every outcome. */
export interface RollSpace {
  /** The die indices of each group, in die order. */
  readonly groups: readonly (readonly number[])[];
  /** Each outcome's faces in die order (a group's dice show its faces in face-list order). */
  readonly outcomes: readonly (readonly number[])[];
}

export function rollSpace(rules: RulesLike): RollSpace {
  const keys: string[] = [];
  const groups: number[][] = [];
  rules.dice.forEach((die, index) => {
    const key = JSON.stringify([die.faces, die.weights ?? null]);
    const group = keys.indexOf(key);
    if (group === -1) {
      keys.push(key);
      groups.push([index]);
    } else (groups[group] as number[]).push(index);
  });
  // Each group's multisets, as the faces shown in face-list order.
  const multisets = groups.map((members) => {
    const faces = (rules.dice[members[0] as number] as DieLike).faces as readonly number[];
    const lists: number[][] = [];
    const visit = (face: number, left: number, shown: number[]): void => {
      if (face === faces.length - 1) {
        lists.push([...shown, ...new Array<number>(left).fill(faces[face] as number)]);
        return;
      }
      for (let count = 0; count <= left; count++) visit(face + 1, left - count, [...shown, ...new Array<number>(count).fill(faces[face] as number)]);
    };
    visit(0, members.length, []);
    return lists;
  });
  const outcomes: number[][] = [];
  const build = (group: number, faces: number[]): void => {
    if (group === groups.length) {
      outcomes.push([...faces]);
      return;
    }
    for (const shown of multisets[group] as number[][]) {
      (groups[group] as number[]).forEach((die, slot) => (faces[die] = shown[slot] as number));
      build(group + 1, faces);
    }
  };
  build(0, new Array<number>(rules.dice.length).fill(0));
  return { groups, outcomes };
}

/** A category's score on an outcome (a copy of the dice, so a category that changes its input changes nothing). */
const scoreOn = (category: RulesLike["categories"][number], faces: readonly number[]): number => category.score([...faces]);

// ---------------------------------------------------------------------------
// §5.2 The rules fingerprint

const A1 = 0xcc9e2d51;
const A2 = 0x1b873593;
const B1 = 0x85ebca6b;
const B2 = 0xc2b2ae35;
const SEED_A = 0x9747b28c;
const SEED_B = 0x2545f491;

function mix(hash: number, word: number, c1: number, c2: number): number {
  let k = Math.imul(word, c1);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, c2);
  const h = hash ^ k;
  return (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
}

function finish(hash: number, words: number): number {
  let h = hash ^ words;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const doubleBytes = new DataView(new ArrayBuffer(8));

/** A number's IEEE 754 double as two 32-bit words: the low half, then the high half (−0 as 0). */
function halves(value: number): [number, number] {
  doubleBytes.setFloat64(0, value === 0 ? 0 : value, true);
  return [doubleBytes.getUint32(0, true), doubleBytes.getUint32(4, true)];
}

export function rulesFingerprint(rules: RulesLike, space: RollSpace = rollSpace(rules)): [number, number] {
  let a = SEED_A;
  let b = SEED_B;
  let words = 0;
  const word = (value: number): void => {
    a = mix(a, value, A1, A2);
    b = mix(b, value, B1, B2);
    words++;
  };
  const number = (value: number): void => halves(value).forEach(word);
  const text = (value: string): void => {
    number(value.length);
    for (let index = 0; index < value.length; index++) word(value.charCodeAt(index));
  };
  const sortedIds = (ids: readonly string[]): void => {
    const sorted = [...ids].sort();
    number(sorted.length);
    sorted.forEach(text);
  };
  text("dice-solution-rules/1");
  number(rules.dice.length);
  for (const die of rules.dice) {
    number(die.faces.length);
    for (const face of die.faces) number(face as number);
    faceProbabilities(die).forEach(number);
  }
  number(rules.rollsPerTurn);
  number(rules.categories.length);
  for (const category of rules.categories) {
    text(category.id);
    text(category.section);
  }
  number(rules.sections.length);
  for (const section of rules.sections) {
    text(section.id);
    const rule = section.rule;
    text(rule?.type ?? "");
    if (rule?.type === "thresholdBonus") [rule.threshold, rule.bonus].forEach((value) => number(value as number));
    else if (rule?.type === "penaltyBelowZero") number(rule.penalty as number);
    else if (rule?.type === "rewardBySign") [rule.reward, rule.penalty].forEach((value) => number(value as number));
  }
  number(rules.stages.length);
  for (const stage of rules.stages) text(stage.policy);
  if (rules.fromHand === undefined) number(0);
  else {
    number(1);
    number(rules.fromHand.multiplier);
    sortedIds(rules.fromHand.categories);
  }
  const repeat = rules.repeatBonus;
  if (repeat !== undefined) {
    text("repeatBonus");
    text(repeat.category);
    number(repeat.bonus);
    if (repeat.joker === undefined) number(0);
    else {
      number(1);
      number(repeat.joker.forced ? 1 : 0);
      number(repeat.joker.order.length);
      for (const tier of repeat.joker.order) {
        number(tier.scoringOnly === true ? 1 : 0);
        sortedIds(tier.categories);
      }
      const ids = Object.keys(repeat.joker.scores).sort();
      number(ids.length);
      for (const id of ids) {
        text(id);
        number(repeat.joker.scores[id] as number);
      }
    }
  }
  // The outcomes, as a sum of one fingerprint per outcome (mod 2^32 per lane).
  const outcomeWords = 2 * (rules.dice.length + rules.categories.length);
  let sumA = 0;
  let sumB = 0;
  for (const outcome of space.outcomes) {
    const faces = [...outcome];
    for (const group of space.groups) {
      const sorted = group.map((die) => faces[die] as number).sort((x, y) => x - y);
      group.forEach((die, slot) => (faces[die] = sorted[slot] as number));
    }
    let laneA = SEED_A;
    let laneB = SEED_B;
    const feed = (value: number): void => {
      for (const half of halves(value)) {
        laneA = mix(laneA, half, A1, A2);
        laneB = mix(laneB, half, B1, B2);
      }
    };
    faces.forEach(feed);
    for (const category of rules.categories) feed(scoreOn(category, outcome));
    sumA = (sumA + finish(laneA, outcomeWords)) >>> 0;
    sumB = (sumB + finish(laneB, outcomeWords)) >>> 0;
  }
  number(space.outcomes.length);
  word(sumA);
  word(sumB);
  return [finish(a, words), finish(b, words)];
}

// ---------------------------------------------------------------------------
// §6 Sheet states: masks, subtotals, the dense layout and the state order

export interface SheetLayout {
  readonly categoryCount: number;
  /** Per category: 1 if in the tracked section. */
  readonly tracked: Uint8Array;
  /** Per category: its bit in the tracked mask (tracked) or the untracked mask (the others). */
  readonly bit: Int32Array;
  /** The repeat bonus's flag bit in the untracked mask (0 if none) and its category's index (−1 if none). */
  readonly repeatFlag: number;
  readonly repeatCategory: number;
  readonly trackedMasks: number;
  readonly untrackedMasks: number;
  /** Per tracked mask: lowest reachable subtotal, row length, row start in a stride. */
  readonly low: Int32Array;
  readonly rowLength: Int32Array;
  readonly offset: Int32Array;
  readonly stride: number;
  readonly tableSize: number;
  /** Per position of a stride: 1 where that row's subtotal is reachable. */
  readonly reach: Uint8Array;
}

/** §6.2 The layout of the rules' sheet states (the same for every policy). */
export function sheetLayout(rules: RulesLike, space: RollSpace = rollSpace(rules)): SheetLayout {
  const categories = rules.categories;
  const categoryCount = categories.length;
  const ruled = rules.sections.filter((section) => section.rule !== undefined && categories.some((category) => category.section === section.id));
  if (ruled.length > 1) fail("more than one section with a rule");
  const trackedSection = ruled[0];
  const tracked = Uint8Array.from(categories, (category) => (trackedSection !== undefined && category.section === trackedSection.id ? 1 : 0));
  const bit = new Int32Array(categoryCount);
  let trackedCount = 0;
  let untrackedCount = 0;
  categories.forEach((_, index) => (bit[index] = tracked[index] === 1 ? 1 << trackedCount++ : 1 << untrackedCount++));
  const repeatCategory = rules.repeatBonus === undefined ? -1 : categories.findIndex((category) => category.id === rules.repeatBonus?.category);
  const repeatFlag = repeatCategory < 0 ? 0 : 1 << untrackedCount++;
  // Every score a tracked category can record.
  const trackedIndices = categories.map((_, index) => index).filter((index) => tracked[index] === 1);
  const scoreSets = new Map<number, number[]>();
  for (const index of trackedIndices) {
    const category = categories[index] as RulesLike["categories"][number];
    const scores = new Set(space.outcomes.map((outcome) => scoreOn(category, outcome)));
    const joker = rules.repeatBonus?.joker?.scores;
    if (joker !== undefined && Object.hasOwn(joker, category.id)) scores.add(joker[category.id] as number);
    const multiplier = rules.fromHand !== undefined && rules.fromHand.categories.includes(category.id) ? rules.fromHand.multiplier : 1;
    if (multiplier !== 1) for (const score of [...scores]) scores.add(score * multiplier);
    scoreSets.set(index, [...scores]);
  }
  const rule = trackedSection?.rule;
  const [above, below] =
    rule?.type === "thresholdBonus" ? [rule.threshold as number, (rule.threshold as number) - 1] : rule?.type === "penaltyBelowZero" ? [0, -1] : rule?.type === "rewardBySign" ? [1, -1] : [0, 0];
  const trackedMasks = 1 << trackedCount;
  const full = trackedMasks - 1;
  const lowCap = new Int32Array(trackedMasks);
  const highCap = new Int32Array(trackedMasks);
  for (let mask = 0; mask < trackedMasks; mask++) {
    let openMin = 0;
    let openMax = 0;
    for (const index of trackedIndices) {
      if ((mask & (bit[index] as number)) !== 0) continue;
      openMin += Math.min(...(scoreSets.get(index) as number[]));
      openMax += Math.max(...(scoreSets.get(index) as number[]));
    }
    lowCap[mask] = below - openMax;
    highCap[mask] = above - openMin;
  }
  const canonical = (mask: number, subtotal: number): number => (mask === full ? 0 : Math.min(Math.max(subtotal, lowCap[mask] as number), highCap[mask] as number));
  const reachable = Array.from({ length: trackedMasks }, () => new Set<number>());
  (reachable[0] as Set<number>).add(canonical(0, 0));
  for (let mask = 0; mask < trackedMasks; mask++) {
    for (const subtotal of reachable[mask] as Set<number>) {
      for (const index of trackedIndices) {
        if ((mask & (bit[index] as number)) !== 0) continue;
        const child = mask | (bit[index] as number);
        for (const score of scoreSets.get(index) as number[]) (reachable[child] as Set<number>).add(canonical(child, subtotal + score));
      }
    }
  }
  const low = new Int32Array(trackedMasks);
  const rowLength = new Int32Array(trackedMasks);
  const offset = new Int32Array(trackedMasks);
  let stride = 0;
  for (let mask = 0; mask < trackedMasks; mask++) {
    const values = [...(reachable[mask] as Set<number>)];
    low[mask] = Math.min(...values);
    rowLength[mask] = Math.max(...values) - (low[mask] as number) + 1;
    offset[mask] = stride;
    stride += rowLength[mask] as number;
  }
  const reach = new Uint8Array(stride);
  for (let mask = 0; mask < trackedMasks; mask++) for (const subtotal of reachable[mask] as Set<number>) reach[(offset[mask] as number) + subtotal - (low[mask] as number)] = 1;
  const untrackedMasks = 1 << untrackedCount;
  return { categoryCount, tracked, bit, repeatFlag, repeatCategory, trackedMasks, untrackedMasks, low, rowLength, offset, stride, tableSize: untrackedMasks * stride, reach };
}

/** The dense index of sheet state (untracked mask, tracked mask, subtotal). */
export function denseIndex(layout: SheetLayout, untracked: number, trackedMask: number, subtotal: number): number {
  return untracked * layout.stride + (layout.offset[trackedMask] as number) + subtotal - (layout.low[trackedMask] as number);
}

/**
 * §6.3 Visits the sheet states of a policy in state order: `visit(state,
 * dense, level)` with the state's number, its dense index and its level
 * (categories filled). Returns the state count.
 */
export function forEachState(layout: SheetLayout, policy: Policy, visit: (state: number, dense: number, level: number) => void): number {
  const n = layout.categoryCount;
  const masks: number[][] = Array.from({ length: n + 1 }, () => []);
  if (policy === "ordered") for (let filled = 0; filled <= n; filled++) (masks[filled] as number[]).push((1 << filled) - 1);
  else {
    for (let mask = 0; mask < 2 ** n; mask++) {
      let level = 0;
      for (let rest = mask; rest !== 0; rest &= rest - 1) level++;
      (masks[level] as number[]).push(mask);
    }
  }
  let state = 0;
  for (let level = 0; level <= n; level++) {
    for (const mask of masks[level] as number[]) {
      let untracked = 0;
      let trackedMask = 0;
      for (let category = 0; category < n; category++) {
        if ((mask & (1 << category)) === 0) continue;
        if (layout.tracked[category] === 1) trackedMask |= layout.bit[category] as number;
        else untracked |= layout.bit[category] as number;
      }
      const rows = layout.repeatCategory >= 0 && (mask & (1 << layout.repeatCategory)) !== 0 ? [untracked, untracked | layout.repeatFlag] : [untracked];
      for (const u of rows) {
        const start = u * layout.stride + (layout.offset[trackedMask] as number);
        const rowStart = layout.offset[trackedMask] as number;
        for (let i = 0; i < (layout.rowLength[trackedMask] as number); i++) {
          if (layout.reach[rowStart + i] === 1) visit(state++, start + i, level);
        }
      }
    }
  }
  return state;
}

// ---------------------------------------------------------------------------
// §7 f64, f32, q16: values in state order

/** The values of an f64, f32 or q16 table, in state order. */
export function decodeStateValues(table: TableRecord): Float64Array {
  const count = table.stateCount;
  const payload = new DataView(table.payload.buffer, table.payload.byteOffset, table.payload.byteLength);
  const values = new Float64Array(count);
  const sizes = (parameters: number, payloadLength: number): void => {
    if (table.parameters.length !== parameters || table.payload.length !== payloadLength) {
      fail(`${ENCODINGS[table.encodingId]}: ${table.parameters.length} parameter and ${table.payload.length} payload bytes for ${count} states`);
    }
  };
  if (table.encodingId === 1) {
    sizes(0, 8 * count);
    for (let state = 0; state < count; state++) values[state] = payload.getFloat64(8 * state, true);
  } else if (table.encodingId === 2) {
    sizes(0, 4 * count);
    for (let state = 0; state < count; state++) values[state] = payload.getFloat32(4 * state, true);
  } else if (table.encodingId === 3) {
    sizes(16, 2 * count);
    const parameters = new DataView(table.parameters.buffer, table.parameters.byteOffset, 16);
    const offset = parameters.getFloat64(0, true);
    const step = parameters.getFloat64(8, true);
    if (!Number.isFinite(offset) || !Number.isFinite(step) || step < 0) fail(`q16 offset ${offset}, step ${step}`);
    for (let state = 0; state < count; state++) values[state] = offset + step * payload.getUint16(2 * state, true);
  } else fail(`encoding ${table.encodingId} does not store values in state order`);
  for (const value of values) if (!Number.isFinite(value)) fail(`a value of ${value}`);
  return values;
}

// ---------------------------------------------------------------------------
// §8 compact, §9 the range coder

const CONTEXTS = 160;
const ESCAPE = 5 * CONTEXTS;
const MANTISSA = ESCAPE + 33;
const MODEL_SIZE = MANTISSA + 32;

/** §9: the range decoder of one block. */
class BlockDecoder {
  private readonly p: Uint16Array;
  private range = 0xffffffff;
  private code = 0;
  private read = 0;

  constructor(
    private readonly bytes: Uint8Array,
    model: Uint16Array,
  ) {
    this.p = model.slice();
    for (let k = 0; k < 5; k++) this.code = ((this.code % 0x1000000) * 256 + this.next()) >>> 0;
  }

  private next(): number {
    const at = this.read++;
    return at < this.bytes.length ? (this.bytes[at] as number) : 0;
  }

  private bit(index: number): number {
    const p = this.p[index] as number;
    const bound = (this.range >>> 12) * p;
    let bit = 0;
    if (this.code < bound) {
      this.range = bound;
      this.p[index] = p + ((4096 - p) >> 5);
    } else {
      this.code -= bound;
      this.range -= bound;
      this.p[index] = p - (p >> 5);
      bit = 1;
    }
    while (this.range < 0x1000000) {
      this.range = this.range * 256;
      this.code = (this.code % 0x1000000) * 256 + this.next();
    }
    return bit;
  }

  difference(context: number): number {
    const at = 5 * context;
    if (this.bit(at) === 0) return 0;
    const negative = this.bit(at + 1) === 1;
    let m = 0;
    while (m < 3 && this.bit(at + 2 + m) === 1) m++;
    if (m === 3) {
      let n = 0;
      while (n < 32 && this.bit(ESCAPE + n) === 1) n++;
      let r = 1;
      for (let k = n - 1; k >= 0; k--) r = 2 * r + this.bit(MANTISSA + k);
      m = r + 2;
    }
    return negative ? -(m + 1) : m + 1;
  }

  /** §9.4: a block of no bytes, or one read exactly to its end whose first byte is 0. */
  endedExactly(): boolean {
    return this.bytes.length === 0 || (this.read === this.bytes.length && this.bytes[0] === 0);
  }
}

/** §8.1 Which sheet states a compact table stores, by its levels byte. */
export const STORED_LEVELS = ["all", "odd", "even"] as const;
export type StoredLevels = (typeof STORED_LEVELS)[number];

/** Whether a table storing `levels` stores the states with `level` categories filled. */
export function isStoredLevel(levels: StoredLevels, level: number): boolean {
  return levels === "all" || (level & 1) === (levels === "odd" ? 1 : 0);
}

/** A decoded compact table. */
export interface CompactTable {
  readonly step: number;
  readonly shift: number;
  readonly width: number;
  readonly levels: StoredLevels;
  readonly blockCount: number;
  /** The integer of every dense position (value = q × step at a stored sheet state). */
  readonly q: Int32Array;
}

const bitCount = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/** §8 Decodes every block of a compact table into its dense integers, checking each block's end of stream and range. */
export function decodeCompact(table: TableRecord, layout: SheetLayout): CompactTable {
  if (table.encodingId !== 4) fail(`encoding ${table.encodingId} is not compact`);
  const parameters = table.parameters;
  if (parameters.length < 16) fail(`${parameters.length} compact parameter bytes`);
  const view = new DataView(parameters.buffer, parameters.byteOffset, parameters.byteLength);
  const step = view.getFloat64(0, true);
  const shift = view.getUint8(8);
  const width = view.getUint8(9);
  const coder = view.getUint8(10);
  const levels = STORED_LEVELS[view.getUint8(11)] ?? fail(`levels byte ${view.getUint8(11)}`);
  const blockCount = view.getUint32(12, true);
  if (!(Number.isFinite(step) && step > 0)) fail(`step ${step}`);
  if (width !== 2 && width !== 4) fail(`width ${width}`);
  if (coder !== 1) fail(`coder ${coder}`);
  const T = layout.trackedMasks;
  if (shift > 24 || 1 << shift > 2 * T) fail(`shift ${shift}`);
  const groups = Math.ceil(T / (1 << shift));
  if (blockCount !== layout.untrackedMasks * groups) fail(`${blockCount} blocks; expected ${layout.untrackedMasks * groups}`);
  const lengthsAt = 16 + 2 * MODEL_SIZE;
  if (parameters.length !== pad8(lengthsAt + 4 * blockCount)) fail(`${parameters.length} compact parameter bytes`);
  const model = new Uint16Array(MODEL_SIZE);
  for (let index = 0; index < MODEL_SIZE; index++) {
    const p = view.getUint16(16 + 2 * index, true);
    if (p < 31 || p > 4065) fail(`model probability ${p}`);
    model[index] = p;
  }
  for (let index = lengthsAt + 4 * blockCount; index < parameters.length; index++) if (parameters[index] !== 0) fail("parameter padding");
  const limit = width === 2 ? 0x7fff : 2 ** 31 - 1;
  const { stride, offset, low, rowLength, reach } = layout;
  const categoryBits = ~layout.repeatFlag;
  const q = new Int32Array(layout.tableSize);
  let blockStart = 0;
  for (let u = 0; u < layout.untrackedMasks; u++) {
    const parentArea = (u & (u - 1)) * stride;
    const area = u * stride;
    const untrackedLevel = bitCount(u & categoryBits);
    for (let group = 0; group < groups; group++) {
      const length = view.getUint32(lengthsAt + 4 * (u * groups + group), true);
      if (blockStart + length > table.payload.length) fail("the blocks run past the payload");
      const decoder = new BlockDecoder(table.payload.subarray(blockStart, blockStart + length), model);
      blockStart += length;
      for (let t = group << shift; t < Math.min((group + 1) << shift, T); t++) {
        const stored = isStoredLevel(levels, untrackedLevel + bitCount(t));
        const rowStart = offset[t] as number;
        const n = rowLength[t] as number;
        // The prediction source: the same row of u less its lowest bit, else (u = 0) row t less its highest bit.
        let sourceAt = 0;
        let first = 0;
        let last = -1;
        if (u > 0) {
          sourceAt = parentArea + rowStart;
          last = n - 1;
        } else if (t > 0) {
          const up = t - 2 ** (31 - Math.clz32(t));
          sourceAt = (offset[up] as number) - (low[up] as number) + (low[t] as number);
          first = (low[up] as number) - (low[t] as number);
          last = first + (rowLength[up] as number) - 1;
        }
        let delta = 0;
        let previous = 0;
        let p1 = 0;
        let p2 = 0;
        for (let i = 0; i < n; i++) {
          const from = last < 0 ? 0 : (q[sourceAt + (i < first ? first : i > last ? last : i)] as number);
          let value = from + delta;
          if (stored && reach[rowStart + i] === 1) {
            const slope = i === 0 ? 7 : Math.min(6, Math.abs(from - p1));
            const curvature = i < 2 ? 3 : Math.min(2, Math.abs(from - 2 * p1 + p2));
            const context = (slope * 5 + Math.max(-2, Math.min(2, previous)) + 2) * 4 + curvature;
            previous = decoder.difference(context);
            value += previous;
            delta = value - from;
          }
          if (value > limit || value < -limit) fail(`block ${u * groups + group}: a value of ${value} steps, beyond ±${limit}`);
          q[area + rowStart + i] = value;
          p2 = p1;
          p1 = from;
        }
      }
      if (!decoder.endedExactly()) fail(`block ${u * groups + group} does not end where its bytes do`);
    }
  }
  if (blockStart !== table.payload.length) fail(`the blocks hold ${blockStart} of ${table.payload.length} payload bytes`);
  return { step, shift, width, levels, blockCount, q };
}

/**
 * §8.5 The value of the sheet state at dense index `dense` with `level`
 * categories filled: stored, or 0 for a full sheet, or undefined for a state
 * of a level the table does not store (one turn of the solver's work, §8.5).
 */
export function compactValue(table: CompactTable, layout: SheetLayout, dense: number, level: number): number | undefined {
  if (isStoredLevel(table.levels, level)) return (table.q[dense] as number) * table.step;
  return level === layout.categoryCount ? 0 : undefined;
}
