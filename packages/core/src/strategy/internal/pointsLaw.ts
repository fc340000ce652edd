/**
 * A law of integer points under construction: probabilities from `low` on,
 * in a Float64Array that grows as points outside it are added.
 */
export interface PointsLaw {
  low: number;
  probabilities: Float64Array;
}

/** A law with all its mass on `points`. */
export function pointMass(points: number): PointsLaw {
  return { low: points, probabilities: Float64Array.of(1) };
}

/** An empty law (no mass yet). */
export function emptyLaw(): PointsLaw {
  return { low: 0, probabilities: new Float64Array(0) };
}

/**
 * Makes room in `law` for points `from` … `to`. A law that grows gets room
 * for half as many points again on the side it grows (zeros there are
 * mass-free points: see {@link trimmed}), so that a law built from many
 * shifted ones is not copied at every shift.
 */
export function reserve(law: PointsLaw, from: number, to: number): void {
  const length = law.probabilities.length;
  if (length === 0) {
    law.low = from;
    law.probabilities = new Float64Array(to - from + 1);
    return;
  }
  const high = law.low + length - 1;
  if (from >= law.low && to <= high) return;
  const room = Math.max(length, to - from + 1) >> 1;
  const low = from < law.low ? from - room : law.low;
  const grown = new Float64Array((to > high ? to + room : high) - low + 1);
  grown.set(law.probabilities, law.low - low);
  law.low = low;
  law.probabilities = grown;
}

/** `law` without the zeros at either end (a view, not a copy). */
export function trimmed(law: PointsLaw): PointsLaw {
  const probabilities = law.probabilities;
  let first = 0;
  let last = probabilities.length - 1;
  while (first <= last && probabilities[first] === 0) first++;
  while (last >= first && probabilities[last] === 0) last--;
  if (first === 0 && last === probabilities.length - 1) return law;
  return { low: law.low + first, probabilities: probabilities.subarray(first, last + 1) };
}

/** Adds `weight` times `source` shifted by `shift` points into `into`. */
export function addShifted(into: PointsLaw, source: PointsLaw, shift: number, weight: number): void {
  const length = source.probabilities.length;
  if (length === 0 || weight === 0) return;
  reserve(into, source.low + shift, source.low + shift + length - 1);
  const at = source.low + shift - into.low;
  const target = into.probabilities;
  const from = source.probabilities;
  // Four points a step: the same additions, fewer loop checks (the law's innermost loop).
  let index = 0;
  for (; index + 3 < length; index += 4) {
    const to = at + index;
    target[to] = (target[to] as number) + weight * (from[index] as number);
    target[to + 1] = (target[to + 1] as number) + weight * (from[index + 1] as number);
    target[to + 2] = (target[to + 2] as number) + weight * (from[index + 2] as number);
    target[to + 3] = (target[to + 3] as number) + weight * (from[index + 3] as number);
  }
  for (; index < length; index++) target[at + index] = (target[at + index] as number) + weight * (from[index] as number);
}

/** The law of the sum of two independent laws. */
export function convolve(first: PointsLaw, second: PointsLaw): PointsLaw {
  const result = emptyLaw();
  if (first.probabilities.length === 0 || second.probabilities.length === 0) return result;
  reserve(result, first.low + second.low, first.low + second.low + first.probabilities.length + second.probabilities.length - 2);
  first.probabilities.forEach((weight, index) => {
    if (weight !== 0) addShifted(result, second, first.low + index, weight);
  });
  return result;
}
