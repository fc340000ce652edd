import type { GameEngine } from "@dice/core";
import type { DiceGalleryRules } from "../rules/DiceGalleryRules";
import type { DodecaCategoryId } from "../rules/DiceGalleryCategoryIds";
import { dodecaGame } from "./dodecaGame";

/**
 * The core engine bound to {@link dodeca} (default options): new games,
 * actions (roll, declare, fill), legal actions that follow the stage, JSON
 * state validation, replay, totals and winners. For `"all-dice"` scoring use
 * `dodecaAllDiceGame.engine`.
 *
 * @example
 * ```ts
 * import { dodecaEngine } from "@dice/poker-dodeca";
 * let state = dodecaEngine.newGame({ players: ["Ada", "Bo"], seed: 7 });
 * state = dodecaEngine.applyAction(state, { type: "roll", values: [12, 12, 12, 5] });
 * state = dodecaEngine.applyAction(state, { type: "roll", hold: [0, 1, 2], values: [1] });
 * dodecaEngine.scoreIfFilled(state, "threeOfAKind"); // => 36 (not from hand: re-rolled)
 * dodecaEngine.scoreIfFilled(state, "school12"); // => 12
 * ```
 * @category Engine
 */
export const dodecaEngine: GameEngine<DiceGalleryRules<DodecaCategoryId>> = /* @__PURE__ */ (() => dodecaGame.engine)(); // a pure-annotated read: bundlers keep a bare property read, so an unused engine would cost its game's code
