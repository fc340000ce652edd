import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { INPUT_LIMITS } from "../input/inputLimits";

/**
 * What a die can show: a number, or a named symbol such as `"plus"`.
 *
 * @example
 * ```ts
 * import { createDie, type Face } from "@dice/core";
 * const faces: Face[] = [1, 2, "plus"];
 * createDie(faces).name; // => "d3"
 * ```
 * @category Dice
 */
export type Face = number | string;

/**
 * A die: its faces, equally likely unless `weights` are given. Plain data,
 * so it can be stored in JSON and sent to a bot.
 *
 * @example
 * ```ts
 * import { d6, type Die } from "@dice/core";
 * const coin: Die = { name: "coin", faces: ["heads", "tails"] };
 * coin.faces.length; // => 2
 * d6.weights; // => undefined (all faces equally likely)
 * ```
 * @category Dice
 */
export interface Die {
  /** A short name, e.g. `"d6"`. */
  readonly name: string;
  /** The faces, in a fixed order; faces are distinct. */
  readonly faces: readonly Face[];
  /** Relative weights, one per face; absent when all faces are equally likely. */
  readonly weights?: readonly number[];
}

/**
 * Options for {@link createDie}.
 *
 * @example
 * ```ts
 * import { createDie, type CreateDieOptions } from "@dice/core";
 * const options: CreateDieOptions = { name: "loaded", weights: [1, 1, 2] };
 * createDie([1, 2, 3], options).name; // => "loaded"
 * ```
 * @category Dice
 */
export interface CreateDieOptions {
  /**
   * A name for messages and renderings, 1 to 64 characters.
   * @defaultValue `"d"` followed by the face count
   */
  readonly name?: string;
  /**
   * Relative weights, one per face: any finite numbers ≥ 0, not all zero.
   * Only their ratios matter; they are kept as given and scaled exactly by a
   * power of two where needed (see {@link faceWeights}), so `[1.7e308, 1.7e308]`
   * and `[5e-324, 5e-324]` are fair coins like `[1, 1]`.
   * @defaultValue every face equally likely
   */
  readonly weights?: readonly number[];
}

/**
 * Builds a validated die from its faces.
 *
 * @param faces - 1 to 1,000 distinct faces (see {@link INPUT_LIMITS}): finite numbers or symbol names of 1 to 64 characters
 * @param options - name and weights, see {@link CreateDieOptions}
 * @returns the die, as plain data
 * @throws {@link DiceError} `INVALID_DIE` when there are no faces or more than 1,000, a face repeats or is not a finite number or a symbol name of 1 to 64 characters, the name is not 1 to 64 characters, the weights are malformed, or `options` is not an object
 * @example
 * ```ts
 * import { createDie } from "@dice/core";
 * const coin = createDie(["heads", "tails"], { name: "coin" });
 * coin.faces; // => ["heads", "tails"]
 * const loaded = createDie([1, 2, 3], { weights: [1, 1, 2] });
 * loaded.weights; // => [1, 1, 2]
 * ```
 * @category Dice
 */
export function createDie(faces: readonly Face[], options: CreateDieOptions = {}): Die {
  if (typeof options !== "object" || options === null) {
    throw new DiceError("INVALID_DIE", `createDie: options must be an object; received ${describe(options)}`);
  }
  // Every input is read once, into copies that are then checked and used: a
  // getter or a proxy cannot pass the checks with one value and build the die with another.
  const { name: givenName, weights: givenWeights } = options;
  const faceCount = Array.isArray(faces) ? faces.length : 0;
  if (faceCount === 0 || faceCount > INPUT_LIMITS.faces) {
    throw new DiceError("INVALID_DIE", `createDie: a die has 1 to ${INPUT_LIMITS.faces} faces; received ${describe(faces)}`);
  }
  const copy: Face[] = [];
  const seen = new Set<Face>();
  // An index loop: a hole in a sparse array is read as undefined and refused.
  for (let index = 0; index < faceCount; index++) {
    const face: unknown = faces[index];
    const valid =
      (typeof face === "number" && Number.isFinite(face)) || (typeof face === "string" && face.length > 0 && face.length <= INPUT_LIMITS.nameLength);
    if (!valid) {
      throw new DiceError(
        "INVALID_DIE",
        `createDie: face ${describe(face)} is not allowed; faces are finite numbers or symbol names of 1 to ${INPUT_LIMITS.nameLength} characters`,
      );
    }
    if (seen.has(face)) {
      throw new DiceError("INVALID_DIE", `createDie: face ${describe(face)} appears twice; faces must be distinct`);
    }
    seen.add(face);
    copy.push(face);
  }
  const name = givenName ?? `d${faceCount}`;
  if (typeof name !== "string" || name.length === 0 || name.length > INPUT_LIMITS.nameLength) {
    throw new DiceError("INVALID_DIE", `createDie: name ${describe(name)} must be a string of 1 to ${INPUT_LIMITS.nameLength} characters`);
  }
  if (givenWeights === undefined) return { name, faces: copy };
  if (!Array.isArray(givenWeights) || givenWeights.length !== faceCount) {
    throw new DiceError(
      "INVALID_DIE",
      `createDie: expected ${faceCount} weights, one per face; received ${describe(givenWeights)}`,
    );
  }
  const weights: number[] = [];
  let positive = false;
  for (let index = 0; index < faceCount; index++) {
    const weight: unknown = givenWeights[index];
    if (typeof weight !== "number" || !Number.isFinite(weight) || weight < 0) {
      throw new DiceError(
        "INVALID_DIE",
        `createDie: weight ${describe(weight)} is not allowed; weights are finite numbers >= 0`,
      );
    }
    // No sum here: weights near the double maximum would overflow it (see faceWeights).
    if (weight > 0) positive = true;
    weights.push(weight);
  }
  if (!positive) {
    throw new DiceError("INVALID_DIE", "createDie: weights are all zero; at least one face must be possible");
  }
  return { name, faces: copy, weights };
}

/**
 * A standard dN: faces 1..N, equally likely.
 *
 * @param sides - the number of faces, an integer from 2 to 1000
 * @returns the die, named `"dN"`
 * @throws {@link DiceError} `INVALID_DIE` when `sides` is not an integer from 2 to 1000
 * @example
 * ```ts
 * import { standardDie } from "@dice/core";
 * standardDie(4).faces; // => [1, 2, 3, 4]
 * ```
 * @category Dice
 */
export function standardDie(sides: number): Die {
  if (!Number.isInteger(sides) || sides < 2 || sides > 1000) {
    throw new DiceError(
      "INVALID_DIE",
      `standardDie: sides must be an integer from 2 to 1000; received ${describe(sides)}`,
    );
  }
  return { name: `d${sides}`, faces: Array.from({ length: sides }, (_, index) => index + 1) };
}

/**
 * A four-sided die, faces 1–4.
 * @example
 * ```ts
 * import { d4 } from "@dice/core";
 * d4.faces.length; // => 4
 * ```
 * @category Dice
 */
export const d4: Die = /* @__PURE__ */ standardDie(4);
/**
 * A six-sided die, faces 1–6.
 * @example
 * ```ts
 * import { d6 } from "@dice/core";
 * d6.faces; // => [1, 2, 3, 4, 5, 6]
 * ```
 * @category Dice
 */
export const d6: Die = /* @__PURE__ */ standardDie(6);
/**
 * An eight-sided die, faces 1–8.
 * @example
 * ```ts
 * import { d8 } from "@dice/core";
 * d8.name; // => "d8"
 * ```
 * @category Dice
 */
export const d8: Die = /* @__PURE__ */ standardDie(8);
/**
 * A ten-sided die, faces 1–10.
 * @example
 * ```ts
 * import { d10 } from "@dice/core";
 * d10.faces.at(-1); // => 10
 * ```
 * @category Dice
 */
export const d10: Die = /* @__PURE__ */ standardDie(10);
/**
 * A twelve-sided die, faces 1–12.
 * @example
 * ```ts
 * import { d12 } from "@dice/core";
 * d12.faces.length; // => 12
 * ```
 * @category Dice
 */
export const d12: Die = /* @__PURE__ */ standardDie(12);
/**
 * A twenty-sided die, faces 1–20.
 * @example
 * ```ts
 * import { d20 } from "@dice/core";
 * d20.faces.length; // => 20
 * ```
 * @category Dice
 */
export const d20: Die = /* @__PURE__ */ standardDie(20);
