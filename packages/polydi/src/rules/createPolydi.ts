import { DiceError, createDie, describeValue, type Die } from "@dice/core";
import { analyzePolydi } from "../internal/analyzePolydi";
import type { PolydiFace } from "./PolydiFace";

/**
 * Options for {@link createPolydi}.
 *
 * @example
 * ```ts
 * import { createPolydi } from "@dice/polydi";
 * createPolydi([7, "minus"], { name: "coin", weights: [1, 1] }).name; // => "coin"
 * ```
 * @category Dice
 */
export interface CreatePolydiOptions {
  /**
   * A name for messages and comparisons.
   * @defaultValue `"polydi-"` followed by the face count
   */
  readonly name?: string;
  /**
   * Relative weights, one per face: any finite numbers ≥ 0, not all zero, as
   * for `createDie` (only their ratios matter, so `[1.7e308, 1.7e308]` is a
   * fair coin). A zero-weight face can never be rolled and counts as absent.
   * @defaultValue every face equally likely
   */
  readonly weights?: readonly number[];
}

/**
 * Builds a custom Polydi from numbers and the symbols `"plus"`, `"minus"` and
 * `"polydi"`, rejecting a die on which the Lucky Seven game could never end.
 *
 * @param faces - distinct numbers and Polydi symbols
 * @param options - name and weights, see {@link CreatePolydiOptions}
 * @returns the die, as plain data
 * @throws {@link @dice/core!DiceError} `INVALID_DIE` when a face is another symbol, faces repeat, the
 *   weights are malformed, `options` is not an object, or no 7 and no minus can be rolled (the game could never end)
 * @example
 * ```ts
 * import { createPolydi } from "@dice/polydi";
 * createPolydi([7, 1, "plus", "minus"]).name; // => "polydi-4"
 * createPolydi([7, "minus"], { weights: [2, 1] }).weights; // => [2, 1]
 * // createPolydi([1, 2, "plus"]) throws INVALID_DIE: the game could never end
 * ```
 * @category Dice
 */
export function createPolydi(faces: readonly PolydiFace[], options: CreatePolydiOptions = {}): Die {
  if (typeof options !== "object" || options === null) {
    throw new DiceError("INVALID_DIE", `createPolydi: options must be an object; received ${describeValue(options)}`);
  }
  // Each option is read once; createDie copies and checks faces and weights.
  const { name, weights } = options;
  const die = createDie(faces, {
    name: name ?? `polydi-${Array.isArray(faces) ? faces.length : 0}`,
    ...(weights === undefined ? {} : { weights }),
  });
  analyzePolydi(die, "createPolydi");
  return die;
}
