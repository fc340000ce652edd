import type { SolverModel } from "../internal/solverModel";

// The compact encoding's view of the solver's dense layout (docs/table-format.md,
// "The compact encoding"): rows of tracked masks cut into blocks, each block
// predicted from its parent block, and which rows a table storing every other
// level keeps.

/** What a compact table needs of the solver's layout. */
export interface Layout {
  readonly stride: number;
  readonly untrackedMasks: number;
  readonly trackedMasks: number;
  readonly offset: Int32Array;
  readonly low: Int32Array;
  readonly rowLength: Int32Array;
  /** For every position of a row (offset-based, as in one untracked mask's part of the table): 1 if the row's subtotal there is reachable. */
  readonly rowReach: Uint8Array;
  /** For every tracked mask t: t less its highest bit (the row a u = 0 row is predicted from). */
  readonly upRow: Int32Array;
  /** rowReach with only the rows whose tracked mask has an even (index 0) or odd (1) number of bits. */
  readonly rowReachByParity: readonly [Uint8Array, Uint8Array];
  /** The untracked mask's bit that is not a category (the repeat bonus's flag), 0 if none. */
  readonly flag: number;
  /** How many categories the sheet has. */
  readonly categoryCount: number;
}

const layouts = new WeakMap<SolverModel, Layout>();

/** The layout of `model`, worked out once. */
export function layoutOf(model: SolverModel): Layout {
  let layout = layouts.get(model);
  if (layout === undefined) {
    const { stride, offset, low, rowLength } = model.data;
    const rowReach = new Uint8Array(stride);
    for (let t = 0; t < offset.length; t++) rowReach.set(model.reachableRow(t), offset[t] as number);
    const upRow = Int32Array.from(offset, (_, t) => t - highestBit(t));
    const rowReachByParity: [Uint8Array, Uint8Array] = [rowReach.slice(), rowReach.slice()];
    for (let t = 0; t < offset.length; t++) {
      (rowReachByParity[1 - (bitCount(t) & 1)] as Uint8Array).fill(0, offset[t] as number, (offset[t] as number) + (rowLength[t] as number));
    }
    const untrackedMasks = model.tableSize / stride;
    layout = { stride, untrackedMasks, trackedMasks: offset.length, offset, low, rowLength, rowReach, upRow, rowReachByParity, flag: model.data.repeatFlag, categoryCount: model.data.categoryCount };
    layouts.set(model, layout);
  }
  return layout;
}

export const highestBit = (mask: number): number => (mask === 0 ? 0 : 2 ** (31 - Math.clz32(mask)));

export function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * Which sheet states a compact table stores: every one, or only those with
 * an odd (or even) number of categories filled, the others worked out when
 * read from the states one category further on.
 */
export type StoredLevels = "all" | "odd" | "even";

/** Each StoredLevels by its parameter byte (11). */
export const STORED_LEVELS: readonly StoredLevels[] = ["all", "odd", "even"];

/** How many categories row (u, t) has filled (the repeat bonus's flag not counted). */
export function filledAt(layout: Layout, u: number, t: number): number {
  return bitCount(u & ~layout.flag) + bitCount(t);
}

/** Whether the states of row (u, t) are stored: their count of categories filled has the stored parity. */
export function isStoredRow(layout: Layout, stored: StoredLevels, u: number, t: number): boolean {
  if (stored === "all") return true;
  return (filledAt(layout, u, t) & 1) === (stored === "odd" ? 1 : 0);
}

/** The levels (categories filled) a table storing `stored` leaves out, the full sheet's apart. */
export function missingLevels(layout: Layout, stored: StoredLevels): number[] {
  if (stored === "all") return [];
  return Array.from({ length: layout.categoryCount }, (_, level) => level).filter((level) => (level & 1) === (stored === "odd" ? 0 : 1));
}

/** The reach of untracked mask u's rows as stored: rowReach less the rows of the levels not stored. */
export function storedReach(layout: Layout, stored: StoredLevels, u: number): Uint8Array {
  if (stored === "all") return layout.rowReach;
  const tParity = ((stored === "odd" ? 1 : 0) - bitCount(u & ~layout.flag)) & 1;
  return layout.rowReachByParity[tParity] as Uint8Array;
}

/** The shift that puts about `positions` positions in a block. */
export function chooseShift(layout: Layout, positions: number): number {
  let shift = 0;
  while (1 << (shift + 1) <= layout.trackedMasks && (layout.stride / layout.trackedMasks) * (1 << shift) < positions) shift++;
  return shift;
}

/** First and one-past-last position (within an untracked mask's part) of group g. */
export function groupBounds(layout: Layout, shift: number, group: number): [number, number] {
  const first = group << shift;
  const end = (group + 1) << shift;
  return [layout.offset[first] as number, end >= layout.trackedMasks ? layout.stride : (layout.offset[end] as number)];
}

/** The parent of block (u, group) as [u', group'] (u less its lowest bit, else the group less its highest), or undefined for block (0, 0). */
export function parentOf(u: number, group: number): [number, number] | undefined {
  if (u > 0) return [u - (u & -u), group];
  if (group > 0) return [0, group - highestBit(group)];
  return undefined;
}

/** The last index in `starts` (ascending) at or before `position`: the group or row a position of an untracked mask's part is in. */
export function lastAtOrBefore(starts: Int32Array, count: number, position: number): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}
