/**
 * The three symbols a Polydi can show besides numbers.
 *
 * @example
 * ```ts
 * import type { PolydiSymbol } from "@dice/polydi";
 * const symbol: PolydiSymbol = "polydi"; // => "polydi" (2 free rolls)
 * ```
 * @category Dice
 */
export type PolydiSymbol = "plus" | "minus" | "polydi";

/**
 * What a Polydi can show: a number, or one of the symbols `"plus"`
 * (1 free roll), `"minus"` (the game is lost) and `"polydi"` (the Polydi
 * Symbol, 2 free rolls).
 *
 * @example
 * ```ts
 * import type { PolydiFace } from "@dice/polydi";
 * const faces: PolydiFace[] = [7, "plus", "minus"]; // => [7, "plus", "minus"]
 * ```
 * @category Dice
 */
export type PolydiFace = number | PolydiSymbol;

/**
 * The symbol names a Polydi face may carry, in a fixed order.
 *
 * @example
 * ```ts
 * import { POLYDI_SYMBOLS } from "@dice/polydi";
 * POLYDI_SYMBOLS; // => ["plus", "minus", "polydi"]
 * ```
 * @category Dice
 */
export const POLYDI_SYMBOLS: readonly PolydiSymbol[] = Object.freeze(["plus", "minus", "polydi"] as const);
