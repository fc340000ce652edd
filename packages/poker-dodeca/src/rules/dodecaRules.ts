import { buildRules } from "../internal/buildRules";
import { dodecaSpec } from "../internal/gameSpecs";
import type { DiceGalleryOptions } from "./DiceGalleryOptions";
import type { DiceGalleryRules } from "./DiceGalleryRules";
import type { DodecaCategoryId } from "./DiceGalleryCategoryIds";

/**
 * The rules of Dice Gallery Dodeca: four d12, up to three rolls a turn, three
 * stages (any item / declared after the first roll / in sheet order), each a
 * sheet of 12 School and 6 Main items (54 turns a player). School v scores
 * (n − 2)·v for n dice showing v; a stage's School total above 0 adds +30,
 * below 0 adds −30; Main items other than Chance score double "from hand".
 *
 * @param options - the rule options; see {@link DiceGalleryOptions}
 * @returns a frozen rules object for `createEngine` and the other core engine functions;
 * id `"dodeca"` (combination scoring) or `"dodeca-all-dice"`
 * @throws `DiceError` (from `@dice/core`) `INVALID_ARGUMENT` for an unknown option or `mainScoring` value
 * @example
 * ```ts
 * import { dodecaRules } from "@dice/poker-dodeca";
 * const rules = dodecaRules({ mainScoring: "all-dice" });
 * rules.id; // => "dodeca-all-dice"
 * rules.categories.find((item) => item.id === "threeOfAKind")?.score([9, 9, 9, 2]); // => 29
 * ```
 * @category Rules
 */
export function dodecaRules(options?: DiceGalleryOptions): DiceGalleryRules<DodecaCategoryId> {
  // The spec lists exactly these ids.
  return buildRules(dodecaSpec, options, "dodecaRules") as DiceGalleryRules<DodecaCategoryId>;
}

/**
 * Dice Gallery Dodeca with the default options (`mainScoring: "combination"`).
 *
 * @example
 * ```ts
 * import { dodeca } from "@dice/poker-dodeca";
 * dodeca.categories.length; // => 18
 * dodeca.categories.find((item) => item.id === "straight")?.score([10, 12, 9, 11]); // => 42
 * dodeca.categories.find((item) => item.id === "school12")?.score([12, 12, 12, 1]); // => 12
 * ```
 * @category Rules
 */
export const dodeca: DiceGalleryRules<DodecaCategoryId> = /* @__PURE__ */ dodecaRules();
