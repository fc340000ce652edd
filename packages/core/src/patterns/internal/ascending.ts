// The dice in ascending order, as the patterns read them. A roll is a handful
// of values and the patterns run on every outcome of a roll space when a
// game's solver model is compiled (Platzee scores 46,080 outcomes in 15
// categories), so these avoid `sort`'s comparator calls and a `Set`: an
// insertion sort is stable, as `sort` is, and gives the same order. Only a
// NaN, which `sort`'s comparator treats as equal to everything, takes the
// built-in path, to keep whatever order it gives.

/** A copy of the values in ascending order: `[...values].sort((a, b) => a - b)`. */
export function ascending(values: readonly number[]): number[] {
  const sorted: number[] = [];
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as number;
    if (value !== value) return [...values].sort((a, b) => a - b);
    let at = sorted.length;
    while (at > 0 && (sorted[at - 1] as number) > value) {
      sorted[at] = sorted[at - 1] as number;
      at--;
    }
    sorted[at] = value;
  }
  return sorted;
}

/**
 * The distinct values, ascending: `[...new Set(values)].sort((a, b) => a - b)`.
 * A value already listed is skipped; a `Set` holds −0 as 0, and so does this.
 */
export function distinctAscending(values: readonly number[]): number[] {
  const sorted: number[] = [];
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as number;
    if (value !== value) return [...new Set(values)].sort((a, b) => a - b);
    let at = sorted.length;
    while (at > 0 && (sorted[at - 1] as number) > value) at--;
    if (at > 0 && sorted[at - 1] === value) continue;
    for (let move = sorted.length; move > at; move--) sorted[move] = sorted[move - 1] as number;
    sorted[at] = value === 0 ? 0 : value;
  }
  return sorted;
}

/** Where the run of values equal to `sorted[start]` ends in `sorted` (ascending): the runs are valueCounts's groups. */
export function runEnd(sorted: readonly number[], start: number): number {
  let end = start + 1;
  while (end < sorted.length && sorted[end] === sorted[start]) end++;
  return end;
}
