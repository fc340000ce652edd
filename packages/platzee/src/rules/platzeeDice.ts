import { d4, d6, d8, d12, d20, type Die } from "@dice/core";

/**
 * The five Platzee dice, in the order every roll lists its values: d4, d6, d8, d12, d20.
 *
 * @example
 * ```ts
 * import { platzeeDice } from "@dice/platzee";
 * platzeeDice.map((die) => die.name); // => ["d4", "d6", "d8", "d12", "d20"]
 * ```
 * @category Rules
 */
export const platzeeDice: readonly Die[] = [d4, d6, d8, d12, d20];
