import type { Die } from "@dice/core";
import { createPolydi } from "./createPolydi";

/**
 * The original Polydi: 12 equally likely faces, the numbers 1–9, a plus
 * sign, a minus sign and the Polydi Symbol.
 *
 * @example
 * ```ts
 * import { ORIGINAL_POLYDI } from "@dice/polydi";
 * ORIGINAL_POLYDI.faces; // => [1, 2, 3, 4, 5, 6, 7, 8, 9, "plus", "minus", "polydi"]
 * ```
 * @category Dice
 */
export const ORIGINAL_POLYDI: Die = createPolydi([1, 2, 3, 4, 5, 6, 7, 8, 9, "plus", "minus", "polydi"], {
  name: "polydi",
});

/**
 * The 12-number Polydi: faces 1–12, equally likely, no symbols (so the
 * Lucky Seven game is always won, sooner or later).
 *
 * @example
 * ```ts
 * import { NUMBERED_POLYDI } from "@dice/polydi";
 * NUMBERED_POLYDI.faces.length; // => 12
 * ```
 * @category Dice
 */
export const NUMBERED_POLYDI: Die = createPolydi([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], { name: "polydi-12" });
