import { addShifted, type PointsLaw } from "./pointsLaw";

/**
 * The shifted additions of a chunk's turn ends into the law of a sheet they
 * reach (see `addEnds`): JavaScript's loop, or the compiled one
 * (`compiledLawAdds`), with the same additions in the same order.
 */
export interface LawAdds {
  /** Makes `laws` (a chunk's sheets' laws, in its order) the laws the ends name by position. */
  sources(laws: readonly PointsLaw[]): void;
  /**
   * For `count` ends from `at` in `ends`, three numbers each (the position
   * of its sheet's law, the points, the probability): adds the law times
   * the probability, shifted by the points, into `target`, one end after
   * another. Room for every end is already made in `target`.
   */
  add(target: PointsLaw, ends: Float64Array, at: number, count: number): void;
}

/** {@link LawAdds} by `addShifted`. */
export function jsLawAdds(): LawAdds {
  let laws: readonly PointsLaw[] = [];
  return {
    sources(chunk) {
      laws = chunk;
    },
    add(target, ends, at, count) {
      for (let end = at; end < at + 3 * count; end += 3) addShifted(target, laws[ends[end] as number] as PointsLaw, ends[end + 1] as number, ends[end + 2] as number);
    },
  };
}
