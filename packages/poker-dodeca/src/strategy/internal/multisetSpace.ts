/**
 * The rolls of n identical fair dice as multisets. A keeper is what is held
 * (a multiset of at most n faces); the keepers holding every die are the
 * outcomes and come first (0 … outcomeCount − 1).
 */
export interface MultisetSpace {
  readonly faceCount: number;
  readonly diceCount: number;
  readonly outcomeCount: number;
  readonly keeperCount: number;
  /** counts[k * faceCount + f]: how many dice of keeper k show face index f. */
  readonly counts: Uint8Array;
  /** Dice held by each keeper. */
  readonly size: Uint8Array;
  /** Probability of each outcome when every die is rolled. */
  readonly probability: Float64Array;
  /** Keepers not holding every die, most dice first; child[k * faceCount + f] is k with one more die showing f. */
  readonly averageOrder: Int32Array;
  readonly child: Int32Array;
  /** Every keeper, fewest dice first; parents (one die fewer, one per distinct face) in parent[parentStart[i] …]. */
  readonly maxOrder: Int32Array;
  readonly parentStart: Int32Array;
  readonly parent: Int32Array;
  /** The keeper with these face-index counts. */
  keeperOf(counts: readonly number[]): number;
}

/** Builds the multiset space of `diceCount` identical dice with `faceCount` equally likely faces. */
export function buildMultisetSpace(faceCount: number, diceCount: number): MultisetSpace {
  const all: number[][] = [];
  const current = new Array<number>(faceCount).fill(0);
  const visit = (face: number, left: number): void => {
    if (face === faceCount) {
      all.push([...current]);
      return;
    }
    for (let k = 0; k <= left; k++) {
      current[face] = k;
      visit(face + 1, left - k);
    }
    current[face] = 0;
  };
  visit(0, diceCount);
  const sizeOf = (counts: readonly number[]): number => counts.reduce((sum, count) => sum + count, 0);
  // Outcomes first, then keepers by decreasing size.
  all.sort((a, b) => sizeOf(b) - sizeOf(a));
  const keeperCount = all.length;
  const base = diceCount + 1;
  const keyOf = (counts: readonly number[]): number => {
    let key = 0;
    for (let f = faceCount - 1; f >= 0; f--) key = key * base + (counts[f] as number);
    return key;
  };
  const index = new Map<number, number>();
  all.forEach((counts, k) => index.set(keyOf(counts), k));
  const counts = new Uint8Array(keeperCount * faceCount);
  const size = new Uint8Array(keeperCount);
  all.forEach((entry, k) => {
    counts.set(entry, k * faceCount);
    size[k] = sizeOf(entry);
  });
  const outcomeCount = all.filter((entry) => sizeOf(entry) === diceCount).length;
  const factorial = [1];
  for (let n = 1; n <= diceCount; n++) factorial.push((factorial[n - 1] as number) * n);
  const probability = new Float64Array(outcomeCount);
  for (let o = 0; o < outcomeCount; o++) {
    let ways = factorial[diceCount] as number;
    for (const count of all[o] as number[]) ways /= factorial[count] as number;
    probability[o] = ways / faceCount ** diceCount;
  }
  const averageOrder = new Int32Array(keeperCount - outcomeCount);
  const child = new Int32Array(keeperCount * faceCount).fill(-1);
  for (let k = outcomeCount; k < keeperCount; k++) {
    averageOrder[k - outcomeCount] = k;
    const entry = [...(all[k] as number[])];
    for (let f = 0; f < faceCount; f++) {
      entry[f] = (entry[f] as number) + 1;
      child[k * faceCount + f] = index.get(keyOf(entry)) as number;
      entry[f] = (entry[f] as number) - 1;
    }
  }
  const maxOrder = new Int32Array(keeperCount);
  const parentStart = new Int32Array(keeperCount + 1);
  const parent: number[] = [];
  for (let i = 0; i < keeperCount; i++) {
    const k = keeperCount - 1 - i;
    maxOrder[i] = k;
    const entry = [...(all[k] as number[])];
    for (let f = 0; f < faceCount; f++) {
      if (entry[f] === 0) continue;
      entry[f] = (entry[f] as number) - 1;
      parent.push(index.get(keyOf(entry)) as number);
      entry[f] = (entry[f] as number) + 1;
    }
    parentStart[i + 1] = parent.length;
  }
  return {
    faceCount,
    diceCount,
    outcomeCount,
    keeperCount,
    counts,
    size,
    probability,
    averageOrder,
    child,
    maxOrder,
    parentStart,
    parent: Int32Array.from(parent),
    keeperOf: (entry) => index.get(keyOf(entry)) ?? -1,
  };
}
