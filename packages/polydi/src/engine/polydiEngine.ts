import { createPolydiEngine, type PolydiEngine } from "./createPolydiEngine";

/**
 * The Lucky Seven challenge engine for the original Polydi
 * (`createPolydiEngine()`): players, a seed and a log in one JSON state,
 * the same methods as every engine of `@dice/core`'s `Engine` shape.
 *
 * @example
 * ```ts
 * import { polydiEngine } from "@dice/polydi";
 * let state = polydiEngine.newGame({ players: ["Ada"], seed: 1 });
 * // The seed's worked example, read off a physical Polydi: 13 rolls, final score 8.
 * for (const face of [5, 4, 7, "plus", 9, 3, 7, 4, "polydi", 8, 8, 2, 7] as const) {
 *   state = polydiEngine.applyAction(state, { type: "roll", values: [face] });
 * }
 * polydiEngine.totals(state); // => [{ name: "Ada", total: 8, attempts: 1, totalRolls: 13 }]
 * polydiEngine.winners(state); // => [0]
 * ```
 * @category Engine
 */
export const polydiEngine: PolydiEngine = /* @__PURE__ */ createPolydiEngine();
